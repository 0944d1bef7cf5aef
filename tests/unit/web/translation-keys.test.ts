/**
 * Every translation key written literally in web/ exists, in English (ours or react-admin's) and
 * in French: a typo or a forgotten locale entry fails here rather than showing a raw key.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { flatten, type MessageTree } from '../../../web/shell/i18n/messages';

const ROOTS = ['app', 'admin', 'auth', 'layout', 'pages', 'session', 'resources', 'errors', 'messages', 'validation', 'ra'];
const KEY = new RegExp(`^(${ROOTS.join('|')})\\.[\\w-]+(\\.[\\w/-]+)*$`);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

const usedKeys = () => {
  const keys = new Set<string>();
  for (const file of sourceFiles('web')) {
    for (const m of readFileSync(file, 'utf8').matchAll(/['"]([a-z][\w./-]+)['"]/gi)) if (KEY.test(m[1])) keys.add(m[1]);
  }
  return [...keys].sort();
};

describe('translation keys used by the portal', () => {
  const keys = usedKeys();
  const english = { ...flatten(englishMessages as unknown as MessageTree), ...flatten(en as MessageTree) };
  const french = flatten(fr as MessageTree);

  it('are found in the sources', () => {
    expect(keys).toContain('layout.userMenu.signOut');
  });

  it('exist in English', () => {
    expect(keys.filter((k) => !(k in english))).toEqual([]);
  });

  it('exist in French, unless react-admin provides them', () => {
    expect(keys.filter((k) => !k.startsWith('ra.') && !(k in french))).toEqual([]);
  });
});
