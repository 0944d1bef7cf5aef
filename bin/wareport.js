#!/usr/bin/env node
// Runs the CLI bundle that `npm install` builds (bin/build-cli.js), which starts in a fraction of
// the time the TypeScript sources take through tsx. When the bundle is missing or older than one
// of its sources (a working copy being edited), runs the sources through tsx instead.
import { BUNDLE_URL, bundleIsFresh } from './cli-bundle.js';

let main;
if (bundleIsFresh()) {
  ({ main } = await import(BUNDLE_URL));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../cli/cli.ts'));
}
await main(process.argv);
