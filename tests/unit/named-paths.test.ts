/**
 * Comments and the README that name a file of the project name one that is there: a file moved
 * by a refactor leaves no pointer to where it used to be. Read from every tracked source file
 * (their comments and strings) and from the README, where a path is written as
 * `web/...`, `server/...`, `shared/...`, `cli/...`, `tests/...`, `bench/...` or `locales/...`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const TOP = '(?:web|server|shared|cli|tests|bench|locales)';

/** A path with a file ending, as source comments write them. */
const FILE_PATH = new RegExp(`(?<![\\w./-])${TOP}/[\\w./-]+\\.(?:tsx?|json|mjs)\\b`, 'g');
/** A path in backquotes, as the README writes them: a file, a module without its ending, or a folder. */
const QUOTED_PATH = new RegExp(`\`(${TOP}/[^\`\\s{*<]+)`, 'g');

const exists = (path: string) => ['', '.ts', '.tsx'].some((ending) => existsSync(join(root, path + ending)));

const tracked = execFileSync('git', ['ls-files', 'web', 'server', 'shared', 'cli', 'tests', 'bench'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(tsx?|mjs)$/.test(file));

function missingIn(file: string, pattern: RegExp, group: number) {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(pattern)].map((match) => match[group]!.replace(/[.,:;]+$/, '')).filter((path) => !exists(path));
}

describe('named paths', () => {
  it('every file a source file names exists', () => {
    const missing = tracked.flatMap((file) => missingIn(file, FILE_PATH, 0).map((path) => `${file}: ${path}`));
    expect(missing).toEqual([]);
  });

  it('every path the README names exists', () => {
    expect(missingIn('README.md', QUOTED_PATH, 1)).toEqual([]);
  });

  it('catches a path that is not there', () => {
    expect(exists('shared/administration/boxes')).toBe(true);
    // Built from parts, so that this file names no missing path itself.
    expect(exists(['shared', 'gone', 'formulas.ts'].join('/'))).toBe(false);
  });
});
