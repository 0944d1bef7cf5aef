// Where the CLI bundle is, and whether it is at least as new as every source it was built from.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const BUNDLE = `${root}dist/cli/wareport.js`;
/** The bundle as an import specifier (a file URL: a plain path is not one on every system). */
export const BUNDLE_URL = pathToFileURL(BUNDLE).href;

export function bundleIsFresh() {
  try {
    const built = statSync(BUNDLE).mtimeMs;
    const inputs = JSON.parse(readFileSync(`${root}dist/cli/inputs.json`, 'utf8'));
    return inputs.every((input) => statSync(`${root}${input}`).mtimeMs <= built);
  } catch {
    return false;
  }
}
