/**
 * Opens the database: a PostgreSQL server when DATABASE_URL is set, else embedded PGlite with
 * its data in a local folder, in a thread of its own (pglite-thread.ts). Both are reached with
 * node-postgres, and the migrations run in either case, so both engines share one schema and
 * one driver.
 */
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataFolder } from './lock';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
import { StatementNames } from './statement-names';
import * as schema from './schema';

/** What a raw statement (`execute`) answers on either engine: node-postgres' QueryResult and PGlite's Results both carry the rows. */
interface RowsResultHKT extends PgQueryResultHKT {
  type: ResultRows<this['row']>;
}
interface ResultRows<Row> {
  rows: Row[];
}
export type Db = PgDatabase<RowsResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, which `loadDataDir` starts another database from. */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Listens on a notification channel: `onMessage` gets each payload (those this process's own
   * statements raise also as notices `<channel>:<payload>`, as soon as they run); `onListening`
   * says whether messages may be missed (false while the listening connection is down; it is
   * opened again by itself).
   */
  listen(channel: string, onMessage: (payload: string) => void, onListening: (listening: boolean) => void): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** A PGlite data folder dump (dumpDataDir) to start from, e.g. a migrated and seeded snapshot. */
  loadDataDir?: Blob;
  /** Where to report a connection lost while idle (the server restarting); the pool replaces it by itself. */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    // A call waits at most 5 s for a connection, so an outage answers 503 instead of hanging.
    const { Client, Pool } = (await import('pg')).default;
    // No JIT compilation (a start-up setting of each connection): the API's statements answer in
    // milliseconds, and compiling the plan of a summary over 100,000 rows took a second before it ran.
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000, options: '-c jit=off' });
    // Without a listener, an idle connection cut by a restart would be an uncaught 'error' that ends the process.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const notices = new Set<(message: string) => void>();
    pool.on('connect', (client) => client.on('notice', (notice) => notices.forEach((handle) => handle(notice.message ?? ''))));
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const listeners = new Set<InstanceType<typeof Client>>();
    let closed = false;
    async function listen(channel: string, onMessage: (payload: string) => void, onListening: (listening: boolean) => void) {
      notices.add((message) => message.startsWith(`${channel}:`) && onMessage(message.slice(channel.length + 1)));
      // A connection of its own (a pooled one goes back to the pool): opened again a second after it is lost.
      const open = async () => {
        if (closed) return;
        const client = new Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 5000 });
        let lost = false;
        const retry = () => {
          if (lost) return;
          lost = true;
          listeners.delete(client);
          onListening(false);
          client.end().catch(() => {});
          if (!closed) setTimeout(() => void open(), 1000).unref();
        };
        client.on('error', retry);
        client.on('end', retry);
        client.on('notification', (message) => message.channel === channel && onMessage(message.payload ?? ''));
        listeners.add(client);
        try {
          await client.connect();
          await client.query(`LISTEN ${channel}`);
          if (!lost) onListening(true);
        } catch {
          retry();
        }
      };
      await open();
    }
    const close = async () => {
      closed = true;
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      await pool.end();
    };
    return { db, engine: 'postgres', close, listen };
  }
  return openEmbedded(options);
}

/** The embedded engine in a thread of its own, reached with node-postgres as a PostgreSQL server is. */
async function openEmbedded(options: OpenOptions): Promise<Database> {
  const inMemory = options.dataDir === 'memory://';
  const unlock = inMemory ? () => {} : lockDataFolder(options.dataDir);
  let thread: PgliteThread | undefined;
  try {
    thread = await startPgliteThread({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
    const { Pool } = (await import('pg')).default;
    // One connection: PGlite is one session. It stays open while the server runs (a new one starts
    // a clean session). A call waits for its turn however long: a long import holds the only
    // connection, and the engine cannot be unreachable as a server can.
    const lend = thread.connection;
    const pool = new Pool({ max: 1, idleTimeoutMillis: 0, stream: () => lend(), user: 'postgres', database: 'postgres' });
    pool.on('error', (error) => options.onConnectionError?.(error));
    const notices = new Set<(message: string) => void>();
    const notifications = new Set<(channel: string, payload: string) => void>();
    const names = new StatementNames();
    pool.on('connect', (client) => {
      names.attach(client);
      client.on('notice', (notice) => notices.forEach((handle) => handle(notice.message ?? '')));
      client.on('notification', (message) => notifications.forEach((handle) => handle(message.channel, message.payload ?? '')));
    });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    const listen = async (channel: string, onMessage: (payload: string) => void, onListening: (listening: boolean) => void) => {
      notices.add((message) => message.startsWith(`${channel}:`) && onMessage(message.slice(channel.length + 1)));
      notifications.add((name, payload) => name === channel && onMessage(payload));
      // The session listens for its whole life, whichever connection talks to it.
      await pool.query(`LISTEN ${channel}`);
      onListening(true);
    };
    const opened = thread;
    const close = async () => {
      try {
        await pool.end();
        await opened.close();
      } finally {
        unlock();
      }
    };
    return { db, engine: 'pglite', close, dumpDataDir: () => opened.dumpDataDir(), listen };
  } catch (error) {
    await thread?.close().catch(() => {});
    unlock();
    throw error;
  }
}
