/**
 * Starts the real API (and the built portal when dist/web exists) on a free loopback port, over
 * DATABASE_URL if given, else a fresh in-memory PGlite database with the demo data: a copy of the
 * run's seeded snapshot inside the test run, migrated and seeded on the spot outside it.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db';
import { pgliteSnapshot } from './test-databases';

export interface RunningServer {
  url: string;
  apiUrl: string;
  database: Database;
  close(): Promise<void>;
}

export async function startServer(options: { databaseUrl?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    // TEST_LOG_LEVEL=error shows the server's own account of a failing call.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const snapshot = config.DATABASE_URL || config.DATA_DIR !== 'memory://' || !config.SEED_DEMO ? undefined : pgliteSnapshot();
  const database = snapshot ? await openDatabase({ dataDir: 'memory://', loadDataDir: await snapshot }) : undefined;
  const { app, database: opened } = await buildApp(config, { database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return { url, apiUrl: `${url}/api`, database: opened, close: () => app.close() };
}
