/**
 * The embedded engine's own thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, so
 * the database and the HTTP server each keep a core busy. The server talks to it with the same
 * driver as to a PostgreSQL server (node-postgres), over PostgreSQL's own wire protocol: its
 * messages come in as bytes and PGlite's answers go back as bytes (pglite-thread.ts).
 *
 * Messages in: `wire` (a connection's protocol bytes), `dump` (the data folder as a tarball),
 * `close`. Messages out: `ready` or `failed` once, then one `wire`, `dumped` or `closed` answer
 * per message, in order.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export interface WorkerSettings {
  /** "memory://" or a folder. */
  dataDir: string;
  loadDataDir?: Blob;
}

/** What the starting thread adds: the engine compiled once per process (pglite-thread.ts). */
export interface WorkerData extends WorkerSettings {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

export type ToWorker = { kind: 'wire'; connection: number; bytes: Uint8Array } | { kind: 'dump' } | { kind: 'close' };
export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'failed'; message: string }
  | { kind: 'wire'; connection: number; bytes: Uint8Array }
  | { kind: 'dumped'; dump: Blob }
  | { kind: 'closed'; error?: string };

const port = parentPort!;
const settings = workerData as WorkerData;
const post = (message: FromWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

// pg_trgm backs the product search indexes; a PostgreSQL server ships it in its contrib set.
const { loadDataDir, pgliteWasmModule, fsBundle } = settings;
const options = { loadDataDir, pgliteWasmModule, fsBundle, extensions: { pg_trgm } };
let db: PGlite;
try {
  db = settings.dataDir === 'memory://' ? new PGlite(options) : new PGlite(settings.dataDir, options);
  await db.waitReady;
  post({ kind: 'ready' });
} catch (error) {
  post({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

/** The connection whose bytes the backend last read: PGlite is one session, shared by its connections one after another. */
let current = 0;

/**
 * A new connection (its startup message) gets a clean session: the one before it may have gone
 * in a transaction (rolled back) and left prepared statements whose names the new one reuses.
 */
async function adopt(connection: number) {
  if (current === connection) return;
  if (current !== 0) {
    if (db.isInTransaction()) await db.exec('ROLLBACK');
    await db.exec('DEALLOCATE ALL');
  }
  current = connection;
}

// One message at a time, in order: the backend reads one stream of protocol messages.
let queue: Promise<void> = Promise.resolve();
port.on('message', (message: ToWorker) => {
  queue = queue.then(async () => {
    if (message.kind === 'wire') {
      await adopt(message.connection);
      const bytes = await db.execProtocolRaw(message.bytes);
      post({ kind: 'wire', connection: message.connection, bytes }, [bytes.buffer as ArrayBuffer]);
    } else if (message.kind === 'dump') {
      post({ kind: 'dumped', dump: await db.dumpDataDir('none') });
    } else {
      try {
        await db.close(); // checkpoints: every acknowledged write is on disk
        post({ kind: 'closed' });
      } catch (error) {
        post({ kind: 'closed', error: error instanceof Error ? error.message : String(error) });
      }
    }
  });
});
