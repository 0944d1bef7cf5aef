import { defineConfig } from 'vitest/config';
import { localeSubtree } from './vite.config';

// One runner, three projects: fast unit tests, integration (server + provider over real
// databases) and end-to-end (real Chromium, real CLI process). `npm test` runs them all.
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/slowest-files-reporter.ts'],
    // Two files at a time. Vitest's default is one fewer than the cores, which on a two-core
    // machine runs the unit and integration files one after another while a core waits.
    maxWorkers: 2,
    // `isolate: false` (each project's own setting): a worker runs its files one after another over
    // one module cache instead of a fresh process per file, so a file no longer loads the server,
    // the portal's modules and the database engine again (measured: the unit files take a quarter
    // of the CPU they took, the integration files two thirds). Test files therefore leave no state
    // behind in shared modules, and a helper module registers no hooks of its own (they would
    // belong to the first file that loads it; see tests/unit/cli/harness.ts).
    projects: [
      // The portal's locale chunks (vite.config.ts) as the build makes them. The heaviest files
      // (import bombs, workbooks) take seconds of CPU: three times the default time, for a loaded machine.
      {
        plugins: [localeSubtree()],
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', isolate: false, testTimeout: 15_000 },
      },
      {
        test: {
          name: 'integration',
          isolate: false,
          include: ['tests/integration/**/*.test.ts'],
          // One seeded PGlite snapshot and one PostgreSQL server with a seeded template for the run.
          globalSetup: ['tests/support/integration-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Builds the portal and the CLI, makes the seeded database snapshot and starts one
          // browser per worker, once for the run.
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // A journey that fails once, on a step that waits on the browser's timing (a list still
          // fading out, a lazy panel), runs once more. It is not hidden: the run ends by naming every
          // journey that passed only on its second try (tests/support/slowest-files-reporter.ts),
          // and one that fails twice fails the run.
          retry: 1,
          // Files run side by side, two at a time on two cores (each drives a browser and a server).
          fileParallelism: true,
          maxWorkers: 2,
          // Its own worker count needs its own group: it runs after the unit and integration files.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
