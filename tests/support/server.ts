/**
 * Starts the real API (and the built portal when dist/web exists) on a free loopback port,
 * over a fresh in-memory PGlite database with the demo data, or over DATABASE_URL if given.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db';

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
    LOG_LEVEL: 'silent',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const { app, database } = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return { url, apiUrl: `${url}/api`, database, close: () => app.close() };
}
