/**
 * Which Chromium the end-to-end tests drive: CHROMIUM_PATH when set, else the system's, else the
 * one the @sparticuz/chromium npm package ships (brotli-compressed inside the package, unpacked
 * once into node_modules/.cache), so `npm install && npm test` needs nothing but npm.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export interface ChromiumBinary {
  executablePath: string;
  /** Extra environment for the browser process (the packaged one's libraries and fonts). */
  env: Record<string, string>;
}

/** Unpacks the packaged Chromium (binary, fonts, graphics and NSS libraries) into a cache folder once. */
function unpackPackaged(): ChromiumBinary {
  // The package exports only its build/ entry points; the compressed browser is in bin/ beside build/.
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  const packageRoot = entry.slice(0, entry.lastIndexOf('/build/'));
  const { version } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { version: string };
  const source = join(packageRoot, 'bin');
  const root = fileURLToPath(new URL('../../node_modules/.cache/wareport-chromium', import.meta.url));
  const dir = join(root, version);
  if (!existsSync(join(dir, 'chromium'))) {
    // Unpack beside, then rename: a concurrent run never sees a half-written browser.
    const partial = `${dir}.${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    const unbrotli = (name: string) => brotliDecompressSync(readFileSync(join(source, name)));
    writeFileSync(join(partial, 'chromium'), unbrotli('chromium.br'));
    chmodSync(join(partial, 'chromium'), 0o755);
    for (const archive of ['fonts.tar.br', 'swiftshader.tar.br', 'al2023.tar.br']) {
      const tar = join(partial, archive.replace('.br', ''));
      writeFileSync(tar, unbrotli(archive));
      const into = join(partial, archive.startsWith('fonts') ? '' : archive.split('.')[0]);
      mkdirSync(into, { recursive: true });
      execFileSync('tar', ['-xf', tar, '-C', into]);
      rmSync(tar);
    }
    try {
      renameSync(partial, dir);
    } catch {
      rmSync(partial, { recursive: true, force: true }); // another run got there first
    }
  }
  return {
    executablePath: join(dir, 'chromium'),
    env: {
      // The package's own NSS and graphics libraries, for systems without them.
      LD_LIBRARY_PATH: [join(dir, 'al2023', 'lib'), join(dir, 'swiftshader'), process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
      ...(existsSync('/etc/fonts') ? {} : { FONTCONFIG_PATH: dir }),
    },
  };
}

let found: ChromiumBinary | undefined;

export function findChromium(): ChromiumBinary {
  const configured = process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUMS.find((path) => existsSync(path));
  found ??= configured ? { executablePath: configured, env: {} } : unpackPackaged();
  return found;
}
