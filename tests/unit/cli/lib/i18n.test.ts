import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json' with { type: 'json' };
import fr from '../../../../locales/fr.json' with { type: 'json' };
import { createTranslator, detectLang, interpolate } from '../../../../cli/lib/i18n';

/** Every leaf key of a tree, with its placeholders. */
function leaves(node: unknown, prefix = ''): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') found.set(path, [...value.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort());
    else for (const [k, v] of leaves(value, `${path}.`)) found.set(k, v);
  }
  return found;
}

describe('CLI messages', () => {
  it('has the same keys with the same placeholders in English and French', () => {
    const english = leaves(en.cli, 'cli.');
    const french = leaves(fr.cli, 'cli.');
    expect([...french.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, placeholders] of english) expect([key, french.get(key)]).toEqual([key, placeholders]);
  });

  it('interpolates polyglot placeholders and picks plurals by smart_count per language', () => {
    expect(interpolate('exported %{done}/%{total}', { done: 500, total: 1234 })).toBe('exported 500/1234');
    expect(interpolate('left %{alone}', {})).toBe('left %{alone}');
    const phrase = '%{smart_count} row |||| %{smart_count} rows';
    expect([0, 1, 2].map((n) => interpolate(phrase, { smart_count: n }, 'en'))).toEqual(['0 rows', '1 row', '2 rows']);
    expect([0, 1, 2].map((n) => interpolate(phrase, { smart_count: n }, 'fr'))).toEqual(['0 row', '1 row', '2 rows']);
  });

  it('falls back to English, then to the key; optional keys outside cli. are undefined when absent', () => {
    const t = createTranslator('fr');
    expect(t('cli.prompts.email')).toBe('E-mail');
    expect(t.optional('resources.nothing.fields.here')).toBeUndefined();
    expect(t.number(1.25, 2)).toBe('1,25');
  });

  it('chooses the language from --lang, then LC_ALL, LC_MESSAGES, LANG', () => {
    expect(detectLang(['--lang', 'fr', 'whoami'], {})).toBe('fr');
    expect(detectLang(['whoami', '--lang=fr'], { LANG: 'en_US' })).toBe('fr');
    expect(detectLang(['--lang', 'en'], { LANG: 'fr_FR.UTF-8' })).toBe('en');
    expect(detectLang([], { LANG: 'fr_CA.UTF-8' })).toBe('fr');
    expect(detectLang([], { LC_ALL: 'en_GB', LANG: 'fr_FR' })).toBe('en');
    expect(detectLang([], { LC_MESSAGES: 'fr_BE' })).toBe('fr');
    expect(detectLang(['--', '--lang', 'fr'], {})).toBe('en');
    expect(detectLang(['--lang', 'de'], { LANG: 'fr_FR' })).toBe('en');
  });
});
