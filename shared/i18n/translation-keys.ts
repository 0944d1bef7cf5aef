/**
 * Every translation key, typed against the English file: a key that is not in locales/en.json
 * fails to compile where it is written (web translate calls, CLI messages). The EN/FR parity
 * test keeps French in step. Type-only: nothing of the JSON file is bundled from here.
 */
import type en from '../../locales/en.json';

type Leaves<T, Prefix extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type TranslationKey = Leaves<typeof en, ''>;

/** The keys below a prefix, e.g. KeysUnder<'cli.'>. */
export type KeysUnder<Prefix extends string> = Extract<TranslationKey, `${Prefix}${string}`>;
