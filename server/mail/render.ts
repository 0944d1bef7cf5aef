/**
 * A stored mail as a person reads it, in its own language (the template id's suffix): its subject,
 * its text, and the same text as HTML for the relay and the administrators' viewer. The HTML is
 * built from the escaped text (links made clickable) and then passed through sanitize-html with a
 * short allow-list, so whatever a mail's data holds (names, addresses, product names typed by
 * users) never becomes markup, scripts or styles.
 */
import sanitizeHtml from 'sanitize-html';
import { translate } from '../lib/translate';

type Data = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The templates the server writes without a text of their own: their locale keys and link field. */
const OWN_TEMPLATES: Record<string, { keys: string; link: string }> = {
  'user-created': { keys: 'mail.welcome', link: 'setPasswordUrl' },
  'password-reset': { keys: 'mail.passwordReset', link: 'resetUrl' },
};

export interface RenderedMail {
  language: string;
  subject: string;
  text: string;
}

/** Subject and text of a stored mail, in its language. */
export function renderMail(templateId: string, data: Data): RenderedMail {
  const language = templateId.endsWith('-fr') ? 'fr' : 'en';
  if (typeof data.subject === 'string' && typeof data.text === 'string') return { language, subject: data.subject, text: data.text };
  const own = OWN_TEMPLATES[templateId.replace(/-(en|fr)$/, '')];
  if (!own) return { language, subject: templateId, text: JSON.stringify(data, null, 2) };
  const t = (key: string) => translate(language, `${own.keys}.${key}`, { firstName: str(data.firstName) });
  const w = (key: string) => translate(language, `mail.welcome.${key}`, { firstName: str(data.firstName) });
  return { language, subject: t('subject'), text: [w('greeting'), '', t('intro'), str(data[own.link]), '', w('closing')].join('\n') };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** http(s) addresses in escaped text (an escaped quote or angle bracket ends one). */
const LINK = /https?:\/\/[^\s<>"']+?(?=[.,;:!?)]*(?:\s|$|&(?:lt|gt|quot|#39);))/g;

export const MAIL_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'a', 'strong', 'em'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // Links leave the viewer's sandboxed frame for a tab of their own, never replacing the portal.
  transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }) },
};

/** The mail's body as sanitised HTML: a paragraph per block of lines, links clickable. */
export function mailHtml(text: string): string {
  const paragraphs = text
    .split(/\n{2,}/)
    .filter((block) => block.trim())
    .map(
      (block) =>
        `<p>${escape(block)
          .replace(LINK, (url) => `<a href="${url}">${url}</a>`)
          .replace(/\n/g, '<br>')}</p>`,
    );
  return sanitizeHtml(paragraphs.join('\n'), MAIL_HTML_OPTIONS);
}

export interface MailPart {
  to: { email: string; name?: string }[];
  data: Data;
}

/** The stored message's personalizations: each is a mail of its own (its recipients and data). */
export function mailParts(payload: string): MailPart[] {
  const parsed = JSON.parse(payload) as { personalizations?: { to?: { email?: unknown; name?: unknown }[]; dynamic_template_data?: Data }[] };
  return (parsed.personalizations ?? []).map((p) => ({
    to: (p.to ?? []).map((r) => ({ email: str(r.email), ...(typeof r.name === 'string' && r.name ? { name: r.name } : {}) })),
    data: p.dynamic_template_data ?? {},
  }));
}
