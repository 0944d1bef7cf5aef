import { readFileSync } from 'node:fs';
import type { Message } from '../../../../shared/rules/message';

/** Read fresh from disk: other subtrees of these files change while the app is being built. */
type Tree = { [key: string]: string | Tree };
const load = (lang: string): Tree => JSON.parse(readFileSync(new URL(`../../../../locales/${lang}.json`, import.meta.url), 'utf8'));
export const en = load('en');
export const fr = load('fr');

export const lookup = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);

/** The text a person reads, interpolated polyglot-style; fails loudly on a missing key. */
export function t(msg: Message | string | null | undefined, tree: Tree = en): string {
  if (msg == null) throw new Error('no message');
  const { key, params } = typeof msg === 'string' ? { key: msg, params: undefined } : msg;
  const text = lookup(tree, key);
  if (typeof text !== 'string') throw new Error(`missing translation ${key}`);
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (params && name in params ? String(params[name]) : whole));
}
