/**
 * Words (README, "Screen conventions"): one label per status in each language, built-in role
 * names in the reader's language, and French typography in locales/fr.json: a non-breaking space
 * before : ; ! ? and one apostrophe, ’. The French texts written before this rule are listed in
 * french-typography-legacy.json, to be corrected with the tests that quote them; the list may
 * only shrink, and every new text follows the rule.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLE_LABELS } from '../../../../shared/rules/role-names';
import { MESSAGES, WEB_SOURCES, offending, root } from './web-sources';

const walkShared = (dir = join(root, 'shared')): { path: string; lines: string[] }[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walkShared(path);
    return entry.name.endsWith('.ts') ? [{ path: path.slice(root.length + 1), lines: readFileSync(path, 'utf8').split('\n') }] : [];
  });

const LEGACY: string[] = JSON.parse(readFileSync(join(root, 'tests/unit/web/conventions/french-typography-legacy.json'), 'utf8'));
const badTypography = (text: string) => /(?<![\u00a0\u202f])[;:!?](?=\s|$)/.test(text) || text.includes("'");

describe('words', () => {
  it('writes new French texts with a non-breaking space before : ; ! ? and the ’ apostrophe', () => {
    const offending = Object.entries(MESSAGES.fr)
      .filter(([key, text]) => !LEGACY.includes(key) && badTypography(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(offending).toEqual([]);
    // A legacy text corrected leaves the list.
    expect(LEGACY.filter((key) => MESSAGES.fr[key] !== undefined && !badTypography(MESSAGES.fr[key]))).toEqual([]);
  });

  it('spaces French punctuation one way: a no-break space (U+00A0) before a colon, a narrow one (U+202F) before ; ! ?', () => {
    // Texts end-to-end journeys still quote with their old spacing, to be corrected with them.
    const quotedByJourneys = [
      'validation.file.nameTooLong',
      'app.leave.title',
      'messages.duplicatedSku',
      'bulkImport.errors.cellError',
      'cli.import.cellError',
      'validation.quota.exceeded',
      'validation.budget.exceeded',
      'resources.events.mode.on',
    ];
    const wrong = Object.entries(MESSAGES.fr)
      .filter(([key, text]) => !quotedByJourneys.includes(key) && /(?:[ \u202f]:|[ \u00a0][;!?])(?=\s|$)|(?<![\u00a0\u202f\s])[;:!?](?=\s|$)/.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(wrong).toEqual([]);
    // A journey's text corrected leaves the list.
    expect(quotedByJourneys.filter((key) => MESSAGES.fr[key] !== undefined)).toHaveLength(quotedByJourneys.length);
  });

  it('names a cancelled order, of any kind, with one word per language', () => {
    const cancelled = (language: 'en' | 'fr') =>
      new Set(
        Object.entries(MESSAGES[language])
          .filter(([key]) => /^statuses\.(customerOrder|supplierOrder|boxOrder|order)\.cancell?ed$/.test(key))
          .map(([, text]) => text),
      );
    expect([...cancelled('en')]).toEqual(['Cancelled']);
    expect([...cancelled('fr')]).toEqual(['Annulée']);
  });

  it('words a status only through its label key: no screen writes a status word of its own', () => {
    const words = new Set(
      Object.entries(MESSAGES.en)
        .filter(([key]) => key.startsWith('statuses.'))
        .map(([, text]) => text),
    );
    // A literal shown as text or as a label: '>Cancelled<', label="Cancelled", label: 'Cancelled'.
    const shown = WEB_SOURCES.flatMap((source) =>
      [...source.text.matchAll(/(?:>\s*|\blabel=["']|\b(?:label|title|children):\s*['"])([A-Z][a-z]+(?: [a-z]+)*)(?=\s*<|["'])/g)]
        .filter((match) => words.has(match[1]))
        .map((match) => `${source.path}: ${match[1]}`),
    );
    expect(shown).toEqual([]);
  });

  it('names the built-in roles in both languages, French ones in French', () => {
    for (const key of Object.values(BUILT_IN_ROLE_LABELS)) {
      expect(MESSAGES.en[key], key).toBeDefined();
      expect(MESSAGES.fr[key], key).toBeDefined();
    }
    expect(MESSAGES.fr['roles.names.orderer']).not.toBe('Orderer');
    expect(MESSAGES.fr['roles.names.systemAdmin']).not.toBe('SystemAdmin');
  });

  it('agrees French words with a box, which is masculine (un box, du box, ce box)', () => {
    const feminine = Object.entries(MESSAGES.fr)
      .filter(([, text]) => /\b(?:la|une|cette|aucune|nouvelle|à la|de la)\s+box\b/i.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(feminine).toEqual([]);
  });

  it('names a shipping method one way in French: mode de livraison', () => {
    expect(Object.entries(MESSAGES.fr).filter(([, text]) => /modes? d’expédition/i.test(text))).toEqual([]);
  });

  it('writes "label: value" through app.labelled, so French puts its space before the colon', () => {
    expect(MESSAGES.fr['app.labelled']).toBe('%{label}\u00a0:');
  });

  it('types label tables as translation keys, so a screen translates a label without a cast', () => {
    // A table of labels typed Record<…, string> forces `as WebKey` at every use; a key computed
    // from a column's name types the name as one below its labels (NamesUnder) instead.
    const tables = walkShared().flatMap(({ path, lines }) =>
      lines.flatMap((line, index) => (/_LABELS\b[^=]*:\s*Record<[^>]*,\s*string>/.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(tables).toEqual([]);
    expect(offending(/as (?:WebKey|TranslationKey)\b/)).toEqual([]);
    // Nor a computed key cast to one key's literal type (`as 'resources.x.fields.name'`): the same cast in disguise.
    expect(offending(/\bas '[a-z]\w*(?:\.\w+)+'/)).toEqual([]);
  });
});
