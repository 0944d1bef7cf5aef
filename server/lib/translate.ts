/**
 * The server's texts for people (answers' messages, e-mails) from the same locale files as the
 * web and the CLI: English is the spec's exact text; French for French-speaking users' e-mails.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Message } from '../../shared/rules/message';

type Tree = { [key: string]: string | Tree };
const load = (language: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../../locales/${language}.json`, import.meta.url)), 'utf8')) as Tree;
const LOCALES: Record<string, Tree> = { en: load('en'), fr: load('fr') };

const lookup = (tree: Tree, key: string) => {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  return typeof value === 'string' ? value : undefined;
};

/** The language of a culture code ('fr-FR' -> 'fr'); anything not translated falls back to English. */
export const languageOf = (culture: string | null | undefined) => (culture?.slice(0, 2).toLowerCase() === 'fr' ? 'fr' : 'en');

export function translate(language: string, key: string, params: Record<string, string | number> = {}): string {
  const text = lookup(LOCALES[languageOf(language)], key) ?? lookup(LOCALES.en, key) ?? key;
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export const english = (rule: Message) => translate('en', rule.key, rule.params);
