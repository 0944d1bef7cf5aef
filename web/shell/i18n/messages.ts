/**
 * The message tree of one language: react-admin's own messages, then ours (locales/*.json).
 * A resource's react-admin name is its description name, so `resources.<name>.fields.<field>`
 * labels its inputs and columns with no alias.
 */

import type { StringMap } from 'react-admin';

export type MessageTree = { [key: string]: string | MessageTree };

/** react-admin's messages (a StringMap, whose entries its type allows to be undefined) as a tree of strings. */
export const treeOf = (map: StringMap): MessageTree =>
  Object.fromEntries(Object.entries(map).flatMap(([key, value]) => (value === undefined ? [] : [[key, typeof value === 'string' ? value : treeOf(value)]])));

/** The same tree with every text passed through `change`. */
export const mapTexts = (tree: MessageTree, change: (text: string) => string): MessageTree =>
  Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? change(value) : mapTexts(value, change)]));

const isTree = (value: unknown): value is MessageTree => !!value && typeof value === 'object' && !Array.isArray(value);

/** `over` wins; nested trees merge key by key. Neither input is changed. */
export function deepMerge(base: MessageTree, over: MessageTree): MessageTree {
  const result: MessageTree = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const existing = result[key];
    result[key] = isTree(existing) && isTree(value) ? deepMerge(existing, value) : value;
  }
  return result;
}

/**
 * One language's messages: react-admin's, then ours; English underneath so that a key missing
 * in French shows the English text rather than the key (English is the fallback language).
 */
export function buildMessages(layers: { raMessages: MessageTree; appMessages: MessageTree; fallback?: MessageTree }): MessageTree {
  const own = deepMerge(layers.raMessages, layers.appMessages);
  return layers.fallback ? deepMerge(layers.fallback, own) : own;
}

/** Flattened "a.b.c" -> text, for lookups by text. */
export function flatten(tree: MessageTree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)))),
  );
}

/**
 * The server answers with the spec's English messages ("User is disabled"); when one is in the
 * catalogue (`messages.*`), or is the fixed text of an error code (`errors.codes.*`, see
 * shared/api/error-codes.ts), its key lets the notification speak the user's language.
 */
export function serverMessageKeys(english: MessageTree, codeTexts: Record<string, string | null> = {}): (message: string) => string | null {
  const byText = new Map<string, string>();
  const catalogue = isTree(english.messages) ? flatten(english.messages, 'messages.') : {};
  for (const [key, text] of Object.entries(catalogue)) if (!byText.has(text)) byText.set(text, key);
  for (const [code, text] of Object.entries(codeTexts)) if (text && !byText.has(text)) byText.set(text, `errors.codes.${code}`);
  return (message) => byText.get(message.trim()) ?? null;
}
