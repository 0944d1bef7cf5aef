/**
 * The shape of the code, checked on every import of every source file (web/, server/, shared/,
 * cli/; type-only imports count too):
 *
 * - no import circle, whatever its length;
 * - shared/ imports none of web/, server/, cli/; these three never import each other;
 * - inside each of them, a file imports only from its own layer or the layers below it
 *   (LAYERS, top first): the domains sit between the frame that puts them together and the
 *   machinery and infrastructure they build on;
 * - a feature folder of a domain (web/administration/users/, web/ordering/cart/,
 *   cli/commands/export/...) imports no other feature folder of its domain: what two of them
 *   use goes down into the domain's common/ (or lib/).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PACKAGES = ['shared', 'web', 'server', 'cli'] as const;
type Package = (typeof PACKAGES)[number];

/**
 * Each package's layers, top first; a layer is a list of path prefixes (the longest prefix
 * naming a file wins). A file may import its own layer and every layer below it.
 */
const LAYERS: Record<Package, { name: string; paths: string[] }[]> = {
  web: [
    // The frame: start-up, the app, the list of screens, the layout (its header and sidebar
    // show pieces of every domain) and the session pages.
    {
      name: 'shell frame',
      paths: ['web/main.tsx', 'web/App.tsx', 'web/resources.ts', 'web/shell/layout/', 'web/shell/pages/', 'web/shell/AppErrorBoundary.tsx'],
    },
    { name: 'imports', paths: ['web/imports/'] },
    // Goods in and out of warehouses: may use ordering's and administration's pieces, never the reverse.
    { name: 'operations', paths: ['web/operations/'] },
    { name: 'reports', paths: ['web/reports/'] },
    { name: 'ordering', paths: ['web/ordering/'] },
    // Quotas, hierarchy quotas' use, events: below ordering, whose cart and checkout show them.
    { name: 'planning', paths: ['web/planning/'] },
    { name: 'administration', paths: ['web/administration/'] },
    { name: 'components', paths: ['web/components/'] },
    // What every screen stands on: identity, session, data provider, translations, theme.
    { name: 'shell base', paths: ['web/shell/'] },
  ],
  server: [
    { name: 'app', paths: ['server/server.ts', 'server/app.ts', 'server/resources.ts', 'server/db/seed', 'server/db/demo-'] },
    { name: 'imports', paths: ['server/imports/'] },
    { name: 'operations', paths: ['server/operations/'] },
    { name: 'reports', paths: ['server/reports/'] },
    { name: 'ordering', paths: ['server/ordering/'] },
    // Quotas and what orders use of them: below ordering and imports, which place orders through
    // its checks (quota-usage.ts) in their own transactions; above administration.
    { name: 'planning', paths: ['server/planning/'] },
    { name: 'administration', paths: ['server/administration/'] },
    // Every change of stock and its ledger: what ordering, imports and operations move stock with.
    { name: 'stock', paths: ['server/stock/'] },
    // The shell's services (maintenance, session settings, error reports, support sign-on) and the mail outbox's delivery and viewer.
    { name: 'shell', paths: ['server/shell/', 'server/mail/'] },
    { name: 'registry', paths: ['server/registry/'] },
    { name: 'auth', paths: ['server/auth/'] },
    { name: 'lib', paths: ['server/lib/', 'server/config.ts'] },
    { name: 'db', paths: ['server/db/'] },
  ],
  shared: [
    // The list of every description, its light index (which loads each on demand), and the data provider that finds them by name.
    { name: 'registry list', paths: ['shared/resources.ts', 'shared/resource-index.ts', 'shared/data-provider/index.ts'] },
    { name: 'imports', paths: ['shared/imports/'] },
    { name: 'operations', paths: ['shared/operations/'] },
    { name: 'reports', paths: ['shared/reports/'] },
    { name: 'ordering', paths: ['shared/ordering/'] },
    { name: 'planning', paths: ['shared/planning/'] },
    { name: 'administration', paths: ['shared/administration/'] },
    // The data provider over given descriptions: what the save flows of a description use.
    { name: 'data provider', paths: ['shared/data-provider/'] },
    { name: 'registry', paths: ['shared/registry/'] },
    { name: 'base', paths: ['shared/api/', 'shared/rules/', 'shared/permissions/', 'shared/session/', 'shared/i18n/'] },
  ],
  cli: [
    { name: 'program', paths: ['cli/cli.ts'] },
    { name: 'commands', paths: ['cli/commands/'] },
    { name: 'lib', paths: ['cli/lib/'] },
  ],
};

/** Folders whose subfolders are features that may not import each other (but may import `common/`). */
const FEATURE_PARENTS = [
  'web/administration/',
  'web/operations/',
  'web/ordering/',
  'web/planning/',
  'web/imports/',
  'web/reports/',
  'server/operations/',
  'server/administration/',
  'cli/commands/',
];

function sourceFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, folder))) {
    const path = `${folder}/${entry}`;
    if (path === 'server/db/migrations') continue;
    if (statSync(join(root, path)).isDirectory()) found.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry) && !entry.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

const FILES = PACKAGES.flatMap(sourceFiles);
const known = new Set(FILES);

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = normalize(join(dirname(from), specifier)).replaceAll('\\', '/');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) if (known.has(candidate)) return candidate;
  return null;
}

/** Every file's imports (static, dynamic, re-exports, type-only), resolved to project files. */
const IMPORTS = new Map<string, string[]>(
  FILES.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const targets = importedFiles.map(({ fileName }) => {
      const target = resolveImport(file, fileName);
      if (fileName.startsWith('.') && !target) {
        // Anything relative must be found: otherwise this test would check less than it says.
        const outside = normalize(join(dirname(file), fileName)).replaceAll('\\', '/');
        if (!/^(locales|package\.json)/.test(outside)) throw new Error(`${file}: cannot resolve "${fileName}"`);
      }
      return target;
    });
    return [file, [...new Set(targets.filter((target): target is string => target !== null))]];
  }),
);

const packageOf = (file: string) => file.slice(0, file.indexOf('/')) as Package;

function layerOf(file: string): number {
  let best = -1;
  let length = -1;
  LAYERS[packageOf(file)].forEach((layer, index) => {
    for (const prefix of layer.paths) {
      if (file.startsWith(prefix) && prefix.length > length) [best, length] = [index, prefix.length];
    }
  });
  return best;
}

function featureOf(file: string): { parent: string; feature: string } | null {
  const parent = FEATURE_PARENTS.find((prefix) => file.startsWith(prefix));
  if (!parent) return null;
  const rest = file.slice(parent.length);
  if (!rest.includes('/')) return null;
  return { parent, feature: rest.slice(0, rest.indexOf('/')) };
}

/** The circles: strongly connected components of more than one file (Tarjan). */
function importCircles(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter++;
    stack.push(file);
    onStack.add(file);
    for (const target of IMPORTS.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1) circles.push(component.sort());
    }
  };
  for (const file of FILES) if (!index.has(file)) visit(file);
  return circles;
}

const edges = () => [...IMPORTS].flatMap(([from, targets]) => targets.map((to) => ({ from, to })));

describe('architecture', () => {
  it('reads the sources', () => {
    expect(FILES.length).toBeGreaterThan(300);
    expect(
      FILES.every((file) => layerOf(file) >= 0),
      FILES.filter((file) => layerOf(file) < 0).join('\n'),
    ).toBe(true);
  });

  it('has no import circle', () => {
    expect(importCircles().map((circle) => circle.join(' <-> '))).toEqual([]);
  });

  it('keeps shared/ free of web/, server/ and cli/, and those three apart', () => {
    const crossing = edges().filter(({ from, to }) => packageOf(from) !== packageOf(to) && packageOf(to) !== 'shared');
    expect(crossing.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('imports only from the same layer or below', () => {
    const upward = edges().filter(({ from, to }) => packageOf(from) === packageOf(to) && layerOf(to) < layerOf(from));
    const named = upward.map(({ from, to }) => {
      const layers = LAYERS[packageOf(from)];
      return `${from} (${layers[layerOf(from)].name}) -> ${to} (${layers[layerOf(to)].name})`;
    });
    expect(named).toEqual([]);
  });

  it("imports no other feature of the same domain (shared pieces live in the domain's common/)", () => {
    const sideways = edges().filter(({ from, to }) => {
      const [a, b] = [featureOf(from), featureOf(to)];
      return a && b && a.parent === b.parent && a.feature !== b.feature && b.feature !== 'common';
    });
    expect(sideways.map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });
});
