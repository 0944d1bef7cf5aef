/**
 * Once before the end-to-end tests: builds the portal (the test server serves dist/web), measures
 * its first download for the budget check (tests/e2e/portal-shell.test.ts), builds the CLI bundle
 * when it is older than its sources, makes the seeded PGlite snapshot every test server
 * starts from, and starts one headless Chromium per worker.
 */
import type { TestProject } from 'vitest/node';
import { buildCli } from '../../bin/build-cli.js';
import { bundleIsFresh } from '../../bin/cli-bundle.js';
import { startBrowserServers } from '../support/browser-servers';
import { prepareTestDatabases } from '../support/test-databases';
import { buildWeb } from '../support/web-build';
import { measureBundle, type BundleSize } from '../support/web-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The first download of the portal this run built. */
    initialDownload: Pick<BundleSize, 'initial' | 'initialGzip'>;
  }
}

export default async function setup(project: TestProject) {
  await Promise.all([buildWeb(), bundleIsFresh() ? undefined : buildCli()]);
  const { initial, initialGzip } = measureBundle();
  project.provide('initialDownload', { initial, initialGzip });
  const dropDatabases = await prepareTestDatabases({ postgres: false });
  const stopBrowsers = await startBrowserServers(Math.max(1, Number(project.config.maxWorkers) || 1));
  return async () => {
    await stopBrowsers();
    await dropDatabases();
  };
}
