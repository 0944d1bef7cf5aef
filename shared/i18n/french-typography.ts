/**
 * French typography (STYLE, locales/fr.json): the ’ apostrophe, a no-break space (U+00A0) before
 * a colon and a narrow one (U+202F) before ; ! ?. Our French texts are written so (a test keeps
 * them so); texts we do not write, react-admin's French, are put right with this on loading.
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/'/g, '’')
    .replace(/[ \u00a0\u202f]?:(?=\s|$)/g, '\u00a0:')
    .replace(/[ \u00a0\u202f]?([;!?])(?=\s|$)/g, '\u202f$1');
}

/** True when a French text breaks the rule above: a straight apostrophe, or : ; ! ? without its space. */
export const breaksFrenchTypography = (text: string) =>
  text.includes("'") || /(?<![\u00a0\u202f])[;:!?](?=\s|$)|(?:[ \u202f]:|[ \u00a0][;!?])(?=\s|$)/.test(text);
