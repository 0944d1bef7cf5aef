import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import fr from '../../../../locales/fr.json';
import { ERROR_CODES } from '../../../../shared/api/error-codes';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });

/** Codes written in the server's answers: `code: 'X'` beside a message, and the code argument of HttpError, badRequest and their kin. */
function codesInServer(): Set<string> {
  const found = new Set<string>();
  for (const file of files('server')) {
    if (file.includes(`${join('server', 'db')}`)) continue; // demo data (shipping method codes)
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/message[^\n]*?code: '([A-Z_]+)'/g)) found.add(m[1]);
    for (const m of text.matchAll(/new HttpError\(\s*\d+,[^\n]*?, '([A-Z_]+)'/g)) found.add(m[1]);
    for (const m of text.matchAll(/(?:badRequest|super)\([^\n]*?'([A-Z][A-Z_]+)'\s*[,)]/g)) found.add(m[1]);
    for (const m of text.matchAll(/\[\d{3}, [^\]]*'([A-Z_]+)'\]/g)) found.add(m[1]);
  }
  return found;
}

describe('error codes', () => {
  const codes = Object.keys(ERROR_CODES);

  it('list every code the server writes in an answer', () => {
    const unknown = [...codesInServer()].filter((code) => !codes.includes(code));
    expect(codesInServer().size).toBeGreaterThan(10);
    expect(unknown).toEqual([]);
  });

  it('each have a message in English and in French', () => {
    const english = en.errors.codes as Record<string, string>;
    const french = fr.errors.codes as Record<string, string>;
    expect(codes.filter((code) => !english[code]?.trim())).toEqual([]);
    expect(codes.filter((code) => !french[code]?.trim())).toEqual([]);
    expect(codes.filter((code) => french[code] === english[code] && code !== 'INTERNAL')).toEqual([]);
  });

  it('say in English what the server says when its text is fixed', () => {
    const english = en.errors.codes as Record<string, string>;
    for (const [code, text] of Object.entries(ERROR_CODES)) if (text) expect(english[code], code).toBe(text);
  });
});
