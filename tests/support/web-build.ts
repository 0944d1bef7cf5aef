/** Builds the portal into dist/web with vite's production settings, whatever NODE_ENV the caller runs with. */
import { build } from 'vite';

export async function buildWeb() {
  // Vitest runs with NODE_ENV=test, which would make vite bundle React's development build.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: new URL('../../vite.config.ts', import.meta.url).pathname, logLevel: 'warn', mode: 'production' });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}
