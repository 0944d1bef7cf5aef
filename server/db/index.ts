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
import { retryTransactions } from './retry-transactions';
import { guardClients } from './outage';
import { startPgliteThread, type PgliteThread } from './pglite-thread';
import { oneQueryAtATime } from './one-query-at-a-time';
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

export type EngineEvent = { kind: 'stopped'; error: Error; restarting: boolean } | { kind: 'restarted' } | { kind: 'restart-failed'; error: Error };

/**
 * A stopped embedded engine opens its folder again at once, unless its thread had run less than
 * ENGINE_STEADY_MS: then a second later (a thread that stops as soon as it starts is not restarted
 * in a busy loop).
 */
const ENGINE_RESTART_DELAY_MS = 1000;
const ENGINE_STEADY_MS = 2000;

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** A PGlite data folder dump (dumpDataDir) to start from, e.g. a migrated and seeded snapshot. */
  loadDataDir?: Blob;
  /** PostgreSQL only: the most connections open at once (10 unless told). */
  poolSize?: number;
  /** Where to report a connection lost (the server restarting); the pool replaces it by itself. */
  onConnectionError?: (error: Error) => void;
  /** The embedded engine only: where to report its thread stopping by itself, and starting again. */
  onEngineEvent?: (event: EngineEvent) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    // A call waits at most 5 s for a connection, so an outage answers 503 instead of hanging.
    const { Client, Pool } = (await import('pg')).default;
    // No JIT compilation (a start-up setting of each connection): the API's statements answer in
    // milliseconds, and compiling the plan of a summary over 100,000 rows took a second before it ran.
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, connectionTimeoutMillis: 5000, options: '-c jit=off' });
    guardClients(pool, options.onConnectionError);
    const notices = new Set<(message: string) => void>();
    // Repeated statements are prepared on each connection, as on the embedded engine: the server
    // then parses and plans each once per connection, and it shares the machine's cores.
    const names = new StatementNames();
    pool.on('connect', (client) => {
      oneQueryAtATime(client);
      names.attach(client);
      client.on('notice', (notice) => notices.forEach((handle) => handle(notice.message ?? '')));
    });
    const db = drizzlePg(pool, { schema });
    retryTransactions(db);
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

/**
 * The embedded engine in a thread of its own, reached with node-postgres as a PostgreSQL server is.
 * Should the thread stop by itself (a crash inside the engine), every call answers 503 and, over
 * a data folder, a new thread opens the folder again (as PostgreSQL recovers after a crash: what
 * was acknowledged is in its files). An in-memory database is gone with its thread: calls answer
 * 503 until the server is restarted.
 */
async function openEmbedded(options: OpenOptions): Promise<Database> {
  const { Pool } = (await import('pg')).default;
  const inMemory = options.dataDir === 'memory://';
  const unlock = inMemory ? () => {} : lockDataFolder(options.dataDir);
  let thread: PgliteThread | undefined;
  let closed = false;
  let restarting: Promise<void> | undefined;
  const listened: { channel: string; onListening: (listening: boolean) => void }[] = [];
  // One connection: PGlite is one session. It stays open while the server runs (a new one starts
  // a clean session). A call waits for its turn however long: a long import holds the only
  // connection, and the engine cannot be unreachable as a server can.
  const pool = new Pool({ max: 1, idleTimeoutMillis: 0, stream: () => thread!.connection(), user: 'postgres', database: 'postgres' });

  const stopped = (error: Error) => {
    const restart = !inMemory && !closed;
    options.onEngineEvent?.({ kind: 'stopped', error, restarting: restart });
    for (const { onListening } of listened) onListening(false);
    if (restart) restarting = startAgain();
  };
  /** When the running thread was ready. */
  let startedAt = performance.now();
  const startAgain = async () => {
    // At once after a thread that had run a while; a second apart when it stops or fails to start again and again.
    let wait = performance.now() - startedAt < ENGINE_STEADY_MS;
    for (;;) {
      if (wait) await new Promise((resolve) => setTimeout(resolve, ENGINE_RESTART_DELAY_MS));
      wait = true;
      if (closed) return;
      let next: PgliteThread | undefined;
      try {
        next = await startPgliteThread({ dataDir: options.dataDir }, stopped);
        thread = next;
        startedAt = performance.now();
        if (closed) return;
        // The new session listens as the old one did.
        for (const { channel } of listened) await pool.query(`LISTEN ${channel}`);
        for (const { onListening } of listened) onListening(true);
        options.onEngineEvent?.({ kind: 'restarted' });
        return;
      } catch (error) {
        // Stopped again at once: that stop has started its own attempt.
        if (next?.stopped) return;
        // Never two engines over one folder: a thread that started but would not listen goes first.
        await next?.close().catch(() => {});
        options.onEngineEvent?.({ kind: 'restart-failed', error: error instanceof Error ? error : new Error(String(error)) });
      }
    }
  };

  try {
    thread = await startPgliteThread({ dataDir: options.dataDir, loadDataDir: options.loadDataDir }, stopped);
    startedAt = performance.now();
    guardClients(pool, options.onConnectionError);
    const notices = new Set<(message: string) => void>();
    const notifications = new Set<(channel: string, payload: string) => void>();
    const names = new StatementNames();
    pool.on('connect', (client) => {
      oneQueryAtATime(client);
      names.attach(client);
      client.on('notice', (notice) => notices.forEach((handle) => handle(notice.message ?? '')));
      client.on('notification', (message) => notifications.forEach((handle) => handle(message.channel, message.payload ?? '')));
    });
    const db = drizzlePg(pool, { schema });
    retryTransactions(db);
    await migratePg(db, { migrationsFolder });
    const listen = async (channel: string, onMessage: (payload: string) => void, onListening: (listening: boolean) => void) => {
      notices.add((message) => message.startsWith(`${channel}:`) && onMessage(message.slice(channel.length + 1)));
      notifications.add((name, payload) => name === channel && onMessage(payload));
      // The session listens for its whole life, whichever connection talks to it.
      await pool.query(`LISTEN ${channel}`);
      listened.push({ channel, onListening });
      onListening(true);
    };
    const close = async () => {
      closed = true;
      try {
        await restarting;
        await pool.end();
        await thread?.close();
      } finally {
        unlock();
      }
    };
    return { db, engine: 'pglite', close, dumpDataDir: () => thread!.dumpDataDir(), listen };
  } catch (error) {
    closed = true;
    await thread?.close().catch(() => {});
    unlock();
    throw error;
  }
}
