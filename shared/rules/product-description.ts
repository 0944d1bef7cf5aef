/**
 * A product description is rich text shown to every orderer: only formatting survives. The
 * allow-list is shared, so the server (sanitize-html, the trust boundary) and the browser's
 * editor preview (DOMPurify) keep the same tags and attributes; scripts, event handlers, styles
 * and `javascript:` links never survive either.
 */
export const DESCRIPTION_MAX_LENGTH = 20_000;

export const DESCRIPTION_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'a',
  'span',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
] as const;

/** Attributes allowed per tag; links only to http(s) and mail addresses. */
export const DESCRIPTION_ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = { a: ['href', 'title'] };
export const DESCRIPTION_URL_SCHEMES = ['http', 'https', 'mailto'] as const;
