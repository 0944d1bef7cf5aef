/**
 * Phrases of the locale files outside react-admin (the CLI, and files written in a language
 * other than the page's): polyglot's syntax, `%{name}` placeholders and `singular |||| plural`
 * chosen by `smart_count`.
 */
export type PhraseVars = Record<string, string | number>;
export type PhraseTree = { [key: string]: string | PhraseTree };

// polyglot's plural rules for the two languages: French counts 0 and 1 as singular.
const pluralIndex = (lang: string, n: number) => (lang === 'fr' ? (n > 1 ? 1 : 0) : n === 1 ? 0 : 1);

export function interpolate(phrase: string, vars: PhraseVars = {}, lang = 'en'): string {
  let text = phrase;
  if (typeof vars.smart_count === 'number' && text.includes('||||')) {
    const forms = text.split('||||').map((form) => form.trim());
    text = forms[Math.min(pluralIndex(lang, vars.smart_count), forms.length - 1)];
  }
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The raw phrase at a dotted key of a locale tree, or undefined. */
export function phraseIn(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
