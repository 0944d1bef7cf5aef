/**
 * A clean `npm install` prints no warning: every locked package runs on each Node line the
 * project supports (no EBADENGINE), and every package with an install script has been reviewed
 * in package.json's `allowScripts` (npm lists the others after the install, and npm 12 will not
 * run them).
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  hasInstallScript?: boolean;
  link?: boolean;
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string }; allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockedPackage> };
const locked = Object.entries(lock.packages).filter(([path]) => path !== '');
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The oldest release of each Node line the project runs on (eslint needs 20.19 or 22.13). */
const NODE_LINES = ['20.19.0', '22.13.0', '24.0.0'];

describe('a clean install', () => {
  it('declares the Node lines it runs on', () => {
    for (const version of NODE_LINES) expect(semver.satisfies(version, manifest.engines.node), version).toBe(true);
    expect(semver.satisfies('22.0.0', manifest.engines.node)).toBe(false);
  });

  it('locks no package that refuses one of those Node lines', () => {
    const refusing = locked.flatMap(([path, pkg]) => {
      const range = !Array.isArray(pkg.engines) ? pkg.engines?.node : undefined;
      const refused = range ? NODE_LINES.filter((version) => !semver.satisfies(version, range)) : [];
      return refused.length ? [`${nameOf(path)}@${pkg.version} wants node ${range} (not ${refused.join(', ')})`] : [];
    });
    expect(refusing).toEqual([]);
  });

  it('has reviewed every install script it runs', () => {
    const reviewed = manifest.allowScripts ?? {};
    const unreviewed = locked.filter(([path, pkg]) => pkg.hasInstallScript && !(nameOf(path) in reviewed)).map(([path]) => path);
    expect(unreviewed).toEqual([]);
    // Keys by name only: the lock file keeps no resolved addresses (from which npm reads a version it trusts).
    expect(Object.keys(reviewed).filter((key) => key.lastIndexOf('@') > 0)).toEqual([]);
  });
});
