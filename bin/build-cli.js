#!/usr/bin/env node
// Bundles the CLI's TypeScript sources into dist/cli/wareport.js with esbuild (dependencies stay
// in node_modules), so `wareport` starts without compiling anything. Run on `npm install`
// (prepare) and before the end-to-end tests; bin/wareport.js falls back to the sources when the
// bundle is missing or older than one of them.
import { rm, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function buildCli() {
  // Chunk names carry a hash: start empty so no chunk of an earlier build lingers.
  await rm(new URL('../dist/cli', import.meta.url), { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { wareport: 'cli/cli.ts' },
    outdir: 'dist/cli',
    // Modules imported on demand (the xlsx writer and exceljs) stay in chunks of their own.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies are bundled too (one file to read instead of hundreds), except exceljs, loaded
    // on demand; CommonJS ones get a require().
    external: ['exceljs'],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    metafile: true,
    logLevel: 'warning',
  });
  // The sources the bundle was made from, for the staleness check in bin/wareport.js.
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules'));
  await writeFile(new URL('../dist/cli/inputs.json', import.meta.url), JSON.stringify(inputs.map((input) => relative(root, `${root}/${input}`))));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildCli();
