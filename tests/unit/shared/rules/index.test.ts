import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en, fr, lookup } from './locale-helpers';

/** Every module of shared/rules/, read from the folder: a new rule file is checked without being listed anywhere. */
const RULE_FILES = readdirSync('shared/rules').filter((file) => /\.tsx?$/.test(file));
const rules = await Promise.all(
  RULE_FILES.map((file) => import(`../../../../shared/rules/${file.replace(/\.tsx?$/, '')}.ts`) as Promise<Record<string, unknown>>),
);

/** The locale subtrees the rules own. */
const OWNED = ['validation', 'messages', 'statuses', 'labels'];
const KEY = new RegExp(`^(${OWNED.join('|')})\\.[\\w.]+$`);

/** Every translation key found in the exported constants (plain objects and arrays, any depth). */
function exportedKeys(): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown) => {
    if (typeof value === 'string' && KEY.test(value)) keys.add(value);
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const proto = Object.getPrototypeOf(value);
    if (Array.isArray(value) || proto === Object.prototype || proto === null) Object.values(value).forEach(walk);
  };
  rules.forEach((module) => Object.values(module).forEach(walk));
  return keys;
}

type Tree = { [key: string]: string | Tree };
const leaves = (tree: unknown, prefix: string): string[] =>
  Object.entries((tree ?? {}) as Tree).flatMap(([k, v]) => (typeof v === 'object' ? leaves(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
const ownedLeaves = (tree: Tree) => OWNED.flatMap((top) => leaves(tree[top], `${top}.`)).sort();
const placeholders = (text: unknown) => [...String(text).matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

const sources = ['shared', 'server', 'web', 'cli']
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f))
      .map((f) => readFileSync(join(dir, f), 'utf8')),
  )
  .join('\n');

describe('translation keys of the rules', () => {
  const keys = [...exportedKeys()].sort();

  it('finds the keys the rules return', () => {
    expect(RULE_FILES).toContain('statuses.ts');
    expect(rules.length).toBeGreaterThanOrEqual(37);
    expect(keys.length).toBeGreaterThan(100);
    expect(keys).toContain('validation.email.required');
    expect(keys).toContain('statuses.customerOrder.outOfStock');
  });

  it('every key exists in en.json and fr.json', () => {
    expect(keys.filter((k) => typeof lookup(en, k) !== 'string')).toEqual([]);
    expect(keys.filter((k) => typeof lookup(fr, k) !== 'string')).toEqual([]);
  });

  it('en and fr hold the same keys, with the same placeholders, none unused', () => {
    expect(ownedLeaves(fr)).toEqual(ownedLeaves(en));
    // A key not returned by a rule must at least be named by some source file (server, web, cli).
    const unused = ownedLeaves(en).filter((k) => !keys.includes(k) && !sources.includes(`'${k}'`));
    expect(unused).toEqual([]);
    for (const key of ownedLeaves(en)) expect([key, placeholders(lookup(fr, key))]).toEqual([key, placeholders(lookup(en, key))]);
  });

  it('placeholders use polyglot syntax, never {{x}} or {x}', () => {
    for (const key of ownedLeaves(en)) {
      for (const tree of [en, fr]) expect(String(lookup(tree, key))).not.toMatch(/(^|[^%])\{\{?\w+\}?\}/);
    }
  });
});
