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

type NameAfter<Key, Prefix extends string> = Key extends `${Prefix}${infer Name}` ? Name : never;
/** The names of the keys below a prefix, e.g. NamesUnder<'reports.stock.columns.'> is 'sku' | 'productName' | …: a field typed so has a label. */
export type NamesUnder<Prefix extends string> = NameAfter<TranslationKey, Prefix>;
