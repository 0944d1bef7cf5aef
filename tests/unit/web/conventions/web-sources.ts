/** Every source file of the portal (web/), read once, for the convention scans. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

export type Source = { path: string; text: string; lines: string[] };

export const WEB_SOURCES: Source[] = walk(join(root, 'web')).map((file) => {
  const text = readFileSync(file, 'utf8');
  return { path: relative(root, file).split('\\').join('/'), text, lines: text.split('\n') };
});

/** `path:line: text` of each line matching `pattern` in the files `where` keeps (all by default). */
export function offending(pattern: RegExp, where: (source: Source) => boolean = () => true): string[] {
  return WEB_SOURCES.filter(where).flatMap((source) =>
    source.lines.flatMap((line, index) => (pattern.test(line) ? [`${source.path}:${index + 1}: ${line.trim()}`] : [])),
  );
}

/** The names a file imports from a module (`import { A, B as C } from 'module'`, several lines included). */
export function importedNames(source: Source, module: string): string[] {
  const pattern = new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${module.replace(/[/.]/g, '\\$&')}'`, 'g');
  return [...source.text.matchAll(pattern)].flatMap((match) =>
    match[1]
      .split(',')
      .map(
        (name) =>
          name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
      )
      .filter(Boolean),
  );
}

const flatten = (tree: Record<string, unknown>, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[prefix + key, value]] : flatten(value as Record<string, unknown>, `${prefix}${key}.`),
  );

export const MESSAGES = {
  en: Object.fromEntries(flatten(JSON.parse(readFileSync(join(root, 'locales/en.json'), 'utf8')))),
  fr: Object.fromEntries(flatten(JSON.parse(readFileSync(join(root, 'locales/fr.json'), 'utf8')))),
};
