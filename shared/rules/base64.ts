/** The 64 letters of the standard alphabet, by character code. */
const ALPHABET = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') ALPHABET[c.charCodeAt(0)] = 1;

/**
 * Strict base64 (no whitespace, no URL-safe letters, proper padding): anything else is not a file
 * we read. One pass over the characters, no regular expression: a pattern with a repeated group
 * (zod's z.base64() has one too) recursed once per group in V8 and overflowed the stack on files
 * of 3.5 MB and more.
 */
export function isStrictBase64(text: string): boolean {
  if (text.length === 0 || text.length % 4 !== 0) return false;
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  for (let i = 0, end = text.length - padding; i < end; i++) {
    const code = text.charCodeAt(i);
    if (code >= 128 || ALPHABET[code] === 0) return false;
  }
  return true;
}

/** How many characters the base64 text of a file of `bytes` bytes takes. */
export const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
