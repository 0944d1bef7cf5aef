/**
 * Databases made once per test run and copied for each test file, so no file re-runs the
 * migrations and the demo seed: a PGlite snapshot (dumpDataDir, loaded with loadDataDir) and,
 * on one PostgreSQL server for the whole run, a template database that `CREATE DATABASE ...
 * TEMPLATE` copies. The global setup makes them and passes their places to the test workers
 * through the environment; without them (a script outside the test run) each server starts fresh.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db';
import { seedData } from '../../server/db/seed';
import { databaseUrlFor, startPostgres } from './postgres';

const SNAPSHOT_ENV = 'WAREPORT_TEST_PGLITE_SNAPSHOT';
const POSTGRES_ENV = 'WAREPORT_TEST_POSTGRES_URL';
const TEMPLATE = 'wareport_template';

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Makes the PGlite snapshot into `dir`; returns its file. */
async function makePgliteSnapshot(dir: string): Promise<string> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await seedData(database.db, { demo: true });
  const dump = await database.dumpDataDir?.();
  await database.close();
  if (!dump) throw new Error('the PGlite engine gave no data folder dump');
  const file = join(dir, 'pglite-seeded.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** Starts the run's PostgreSQL server with a migrated and seeded template database; returns its stop. */
async function makePostgresTemplate(): Promise<{ serverUrl: string; stop(): void }> {
  const server = await startPostgres();
  try {
    await onServer(server.databaseUrl, (client) => client.query(`CREATE DATABASE ${TEMPLATE}`));
    const database = await openDatabase({ databaseUrl: databaseUrlFor(server.databaseUrl, TEMPLATE), dataDir: 'memory://' });
    await seedData(database.db, { demo: true });
    await database.close();
    return { serverUrl: server.databaseUrl, stop: server.stop };
  } catch (error) {
    server.stop();
    throw error;
  }
}

/**
 * For a global setup: makes the PGlite snapshot, and the PostgreSQL template when asked; returns
 * the teardown. Several projects' setups in one run share one snapshot.
 */
export async function prepareTestDatabases(options: { postgres: boolean }): Promise<() => Promise<void>> {
  const steps: (() => Promise<void> | void)[] = [];
  if (!process.env[SNAPSHOT_ENV]) {
    const dir = await mkdtemp(join(tmpdir(), 'wareport-test-db-'));
    steps.push(() => rm(dir, { recursive: true, force: true }));
    process.env[SNAPSHOT_ENV] = await makePgliteSnapshot(dir);
  }
  if (options.postgres && !process.env[POSTGRES_ENV]) {
    const server = await makePostgresTemplate();
    steps.push(() => server.stop());
    process.env[POSTGRES_ENV] = server.serverUrl;
  }
  return async () => {
    for (const step of steps.reverse()) await step();
  };
}

let snapshot: Promise<Blob> | undefined;

/** The run's seeded PGlite data folder, when the global setup made one. */
export function pgliteSnapshot(): Promise<Blob> | undefined {
  const file = process.env[SNAPSHOT_ENV];
  if (!file) return undefined;
  snapshot ??= readFile(file).then((bytes) => new Blob([bytes]));
  return snapshot;
}

export interface TestDatabase {
  databaseUrl: string;
  drop(): Promise<void>;
}

/** A new seeded database on the run's PostgreSQL server, copied from the template; undefined without one. */
export async function createPostgresDatabase(): Promise<TestDatabase | undefined> {
  const serverUrl = process.env[POSTGRES_ENV];
  if (!serverUrl) return undefined;
  const name = `wareport_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, async (client) => {
    // PostgreSQL refuses to copy a template while another session is connected to it (55006):
    // two files copying at the same instant can meet there, so try again briefly.
    for (let attempt = 1; ; attempt++) {
      try {
        return await client.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE}`);
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  return {
    databaseUrl: databaseUrlFor(serverUrl, name),
    drop: () => onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
