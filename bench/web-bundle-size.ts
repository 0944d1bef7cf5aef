/**
 * Gzip size of the JavaScript a first visit downloads: the entry script of dist/web/index.html
 * and every chunk it imports statically (dynamic imports, loaded on demand, are listed apart).
 * `npx tsx bench/web-bundle-size.ts` builds the portal first; with a folder argument it measures
 * that build as it is.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWeb } from '../tests/support/web-build';

export interface BundleSize {
  initial: { file: string; bytes: number; gzip: number }[];
  initialGzip: number;
  lazyGzip: number;
}

export function measureBundle(root = 'dist/web'): BundleSize {
  const html = readFileSync(join(root, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(root, file), 'utf8');
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    // Static imports only: `import"./x.js"` and `from"./x.js"`, not `import("./x.js")`.
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) queue.push(dir + m[1].slice(2));
  }
  const sizeOf = (file: string) => {
    const content = readFileSync(join(root, file));
    return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
  };
  const initial = [...seen].map(sizeOf).sort((a, b) => b.gzip - a.gzip);
  const lazy = readdirSync(join(root, 'assets'))
    .filter((name) => name.endsWith('.js') && !seen.has(`assets/${name}`))
    .map((name) => sizeOf(`assets/${name}`));
  return {
    initial,
    initialGzip: initial.reduce((sum, f) => sum + f.gzip, 0),
    lazyGzip: lazy.reduce((sum, f) => sum + f.gzip, 0),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!process.argv[2]) await buildWeb();
  const result = measureBundle(process.argv[2]);
  for (const f of result.initial) console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KiB gzip  ${(f.bytes / 1024).toFixed(1).padStart(7)} KiB  ${f.file}`);
  console.log(`initial JS: ${(result.initialGzip / 1024).toFixed(1)} KiB gzip; loaded on demand: ${(result.lazyGzip / 1024).toFixed(1)} KiB gzip`);
}
