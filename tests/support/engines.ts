/**
 * Runs a suite once per database engine: embedded PGlite, and a real PostgreSQL server that the
 * setup starts itself. Both engines must behave the same, so every integration suite uses this.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { startPostgres, type TempPostgres } from './postgres';
import { startServer, type RunningServer } from './server';

export interface EngineContext {
  server: RunningServer;
}

export function describeEachEngine(name: string, suite: (ctx: () => EngineContext) => void) {
  for (const engine of ['pglite', 'postgres'] as const) {
    describe(`${name} [${engine}]`, () => {
      let pg: TempPostgres | undefined;
      let server: RunningServer;
      beforeAll(async () => {
        if (engine === 'postgres') pg = await startPostgres();
        server = await startServer({ databaseUrl: pg?.databaseUrl });
      });
      afterAll(async () => {
        await server?.close();
        pg?.stop();
      });
      suite(() => ({ server }));
    });
  }
}
