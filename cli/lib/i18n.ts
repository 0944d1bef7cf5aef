/**
 * The CLI's translate helper over locales/en.json and locales/fr.json (shared/ has no i18n
 * module yet). Phrases use polyglot's syntax, like react-admin's: `%{name}` placeholders and
 * `singular |||| plural` chosen by `smart_count`. English is the fallback for any key.
 * Keys under `cli.` are type-checked against the English file.
 */
import en from '../../locales/en.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import { interpolate, phraseIn } from '../../shared/i18n/interpolate';
import type { KeysUnder } from '../../shared/i18n/translation-keys';

export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

/** Every message key the CLI owns, e.g. "cli.errors.network". */
export type CliKey = KeysUnder<'cli.'>;
export type Vars = Record<string, string | number>;

const catalogs: Record<Lang, unknown> = { en, fr };

/** The raw phrase at a dotted key, or undefined (no fallback). */
export const phraseAt = (lang: Lang, key: string): string | undefined => phraseIn(catalogs[lang], key);

export { interpolate };

export interface Translator {
  (key: CliKey, vars?: Vars): string;
  readonly lang: Lang;
  /** A key outside the CLI's subtree (field labels, validation keys): undefined when absent. */
  optional(key: string, vars?: Vars): string | undefined;
  /** Numbers as people of that language write them (1.5 / 1,5). */
  number(value: number, fractionDigits?: number): string;
}

export function createTranslator(lang: Lang): Translator {
  const optional = (key: string, vars?: Vars) => {
    const phrase = phraseAt(lang, key) ?? phraseAt('en', key);
    return phrase === undefined ? undefined : interpolate(phrase, vars, lang);
  };
  const t = ((key: CliKey, vars?: Vars) => optional(key, vars) ?? key) as Translator;
  return Object.assign(t, {
    lang,
    optional,
    number: (value: number, fractionDigits = 1) =>
      new Intl.NumberFormat(lang, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value),
  });
}

export const isLang = (value: string): value is Lang => (LANGS as readonly string[]).includes(value);

/**
 * The language before commander parses anything (help texts are built in it): `--lang xx` on the
 * command line, then the locale environment in POSIX order (LC_ALL, LC_MESSAGES, LANG).
 * An invalid --lang falls back here and is reported by the option's own parser.
 */
export function detectLang(argv: readonly string[], env: NodeJS.ProcessEnv): Lang {
  const end = argv.indexOf('--');
  const args = end === -1 ? argv : argv.slice(0, end);
  for (let i = args.length - 1; i >= 0; i--) {
    const value = args[i].startsWith('--lang=') ? args[i].slice(7) : args[i] === '--lang' ? args[i + 1] : undefined;
    if (value !== undefined) return isLang(value) ? value : 'en';
  }
  const locale = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return locale.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}
