/**
 * Runs a suite once per database engine: embedded PGlite, and a real PostgreSQL server. Both
 * engines must behave the same, so every integration suite uses this. Each suite gets its own
 * seeded database: a copy of the run's PGlite snapshot, and a copy of the template database on
 * the run's PostgreSQL server (a private server when the run has none).
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { startPostgres } from './postgres';
import { startServer, type RunningServer } from './server';
import { createPostgresDatabase, type TestDatabase } from './test-databases';

export interface EngineContext {
  server: RunningServer;
}

/** A seeded database for one suite: on the run's server, else on a server of its own. */
export async function postgresForSuite(): Promise<TestDatabase> {
  const shared = await createPostgresDatabase();
  if (shared) return shared;
  const own = await startPostgres();
  return { databaseUrl: own.databaseUrl, drop: async () => own.stop() };
}

export function describeEachEngine(name: string, suite: (ctx: () => EngineContext) => void) {
  for (const engine of ['pglite', 'postgres'] as const) {
    describe(`${name} [${engine}]`, () => {
      let database: TestDatabase | undefined;
      let server: RunningServer;
      beforeAll(async () => {
        if (engine === 'postgres') database = await postgresForSuite();
        server = await startServer({ databaseUrl: database?.databaseUrl });
      });
      afterAll(async () => {
        await server?.close();
        await database?.drop();
      });
      suite(() => ({ server }));
    });
  }
}
