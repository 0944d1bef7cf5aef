/**
 * Starts the embedded engine in a thread of its own (pglite-worker.ts) and lends node-postgres
 * connections to it: each connection is a stream whose protocol bytes travel to the thread and
 * back as messages (no socket, nothing another process could reach). PGlite is one session, so
 * one connection at a time: the pool holds one, and a transaction has it to itself. Writes of one
 * turn of the event loop go together in one message. Measured with bench/api-throughput.ts: two to
 * three times the requests per second of PGlite in the server's own thread, for less CPU per request.
 */
import { readFile } from 'node:fs/promises';
import { Duplex } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EMBEDDED_ENGINE_STOPPED } from './outage';
import type { FromWorker, ToWorker, WorkerData, WorkerSettings } from './pglite-worker';

export interface PgliteThread {
  /** A new connection's stream, for node-postgres's `stream` setting. */
  connection(): Duplex;
  /** True once the thread has ended by itself. */
  readonly stopped: boolean;
  dumpDataDir(): Promise<Blob>;
  /** Closes the database (a checkpoint: every acknowledged write is on disk), then ends the thread. */
  close(): Promise<void>;
}

/** The worker runs TypeScript, as this process does: it registers tsx's loader (its module API, `tsx/esm/api`), then loads its module. */
const tsxApi = pathToFileURL(join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/esm/api/index.mjs')).href;
const workerModule = new URL('./pglite-worker.ts', import.meta.url).href;
const bootstrap = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(workerModule)}); })`;

/**
 * The engine's WebAssembly, compiled once per process, and its file system bundle, read once:
 * every thread gets the same compiled module (a thread started again after a crash, each test
 * server of a test worker), and with it the code V8 has compiled and optimised so far, instead of
 * compiling its own. Measured: a thread is ready in about 0.7 s of CPU instead of 1.1 s, and ten
 * integration files that share a test worker take 50 s of CPU instead of 65 s.
 */
let engine: Promise<Pick<WorkerData, 'pgliteWasmModule' | 'fsBundle'>> | undefined;
function compiledEngine() {
  if (!engine) {
    const resolve = createRequire(import.meta.url).resolve;
    engine = Promise.all([
      readFile(resolve('@electric-sql/pglite/pglite.wasm')).then((bytes) => WebAssembly.compile(bytes)),
      readFile(resolve('@electric-sql/pglite/pglite.data')).then((bytes) => new Blob([bytes])),
    ]).then(([pgliteWasmModule, fsBundle]) => ({ pgliteWasmModule, fsBundle }));
    // A failed read is tried again by the next thread.
    engine.catch(() => (engine = undefined));
  }
  return engine;
}

/** Waits for the thread's first message: ready, or why it could not start. */
function started(worker: Worker) {
  return new Promise<void>((resolve, reject) => {
    const onFirst = (message: FromWorker) => {
      worker.off('error', reject);
      if (message.kind === 'ready') resolve();
      else reject(new Error(message.kind === 'failed' ? message.message : `unexpected ${message.kind}`));
    };
    worker.once('message', onFirst);
    worker.once('error', reject);
  });
}

/** What a connection's stream needs of its thread. */
interface ThreadLink {
  /** The thread's open connections, by id. */
  streams: Map<number, ThreadStream>;
  nextId(): number;
  send(message: ToWorker, transfer?: ArrayBuffer[]): void;
  /** The error every connection fails with once the thread has ended, else null. */
  failure(): Error | null;
}

/** A node-postgres connection whose protocol bytes travel to the thread and back as messages. */
class ThreadStream extends Duplex {
  readonly id: number;
  private readonly link: ThreadLink;
  private pending: Buffer[] = [];
  constructor(link: ThreadLink) {
    super();
    this.link = link;
    this.id = link.nextId();
    link.streams.set(this.id, this);
  }
  // What node-postgres calls on a socket.
  connect() {
    queueMicrotask(() => {
      const failure = this.link.failure();
      if (failure) this.destroy(failure);
      else this.emit('connect');
    });
    return this;
  }
  setNoDelay() {
    return this;
  }
  setKeepAlive() {
    return this;
  }
  ref() {
    return this;
  }
  unref() {
    return this;
  }
  receive(bytes: Uint8Array) {
    if (bytes.length) this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  }
  _read() {}
  _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    const failure = this.link.failure();
    if (failure) return callback(failure);
    if (this.pending.push(chunk) === 1) queueMicrotask(() => this.flush());
    callback();
  }
  private flush() {
    const bytes = new Uint8Array(Buffer.concat(this.pending));
    this.pending = [];
    this.link.send({ kind: 'wire', connection: this.id, bytes }, [bytes.buffer]);
  }
  _final(callback: () => void) {
    callback();
    this.push(null);
  }
  _destroy(error: Error | null, callback: (error: Error | null) => void) {
    this.link.streams.delete(this.id);
    callback(error);
  }
}

/**
 * `onStopped` hears of the thread ending by itself (a crash inside the engine), not of `close`:
 * from then on every connection fails with an error of code EMBEDDED_ENGINE_STOPPED (a 503).
 */
export async function startPgliteThread(settings: WorkerSettings, onStopped?: (error: Error) => void): Promise<PgliteThread> {
  const workerData: WorkerData = { ...settings, ...(await compiledEngine()) };
  const worker = new Worker(bootstrap, {
    eval: true,
    workerData,
    // A CPU profile of the server covers the database's thread too.
    execArgv: process.execArgv.filter((flag) => flag.startsWith('--cpu-prof')),
  });
  const streams = new Map<number, ThreadStream>();
  const replies: ((message: FromWorker) => void)[] = [];
  let failure: Error | null = null;
  let closing = false;

  await started(worker);

  worker.on('message', (message: FromWorker) => {
    if (message.kind === 'wire') streams.get(message.connection)?.receive(message.bytes);
    else replies.shift()?.(message);
  });
  // The thread gone (a crash inside the engine): every connection fails, and so does every later one.
  const fail = (cause: Error | string) => {
    if (failure) return;
    const reason = typeof cause === 'string' ? cause : cause.message;
    failure = Object.assign(new Error(`The embedded database stopped: ${reason}`, { cause }), { code: EMBEDDED_ENGINE_STOPPED });
    for (const stream of streams.values()) stream.destroy(failure);
    for (const reply of replies.splice(0)) reply({ kind: 'closed', error: failure.message });
    if (!closing) onStopped?.(failure);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(`its thread exited (${code})`));

  const send = (message: ToWorker, transfer: ArrayBuffer[] = []) => worker.postMessage(message, transfer);
  let serial = 0;
  const link: ThreadLink = { streams, nextId: () => ++serial, send, failure: () => failure };
  const ask = (message: ToWorker) =>
    new Promise<FromWorker>((resolve) => {
      replies.push(resolve);
      send(message);
    });

  return {
    connection: () => new ThreadStream(link),
    get stopped() {
      return failure !== null && !closing;
    },
    async dumpDataDir() {
      const reply = await ask({ kind: 'dump' });
      if (reply.kind !== 'dumped') throw new Error(`the embedded database answered ${reply.kind} to a dump`);
      return reply.dump;
    },
    async close() {
      if (failure) return;
      closing = true;
      const reply = await ask({ kind: 'close' });
      await worker.terminate();
      if (reply.kind === 'closed' && reply.error) throw new Error(reply.error);
    },
  };
}
