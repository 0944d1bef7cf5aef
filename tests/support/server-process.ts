/**
 * The server as an operator runs it: its own process (`node --import tsx server/server.ts`) with its own
 * environment, on a free port, its log lines collected. For what only a real process shows: the
 * data folder's lock, signals, exit codes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** Standard output and error so far. */
  output(): string;
  /** Resolves with the API's base address once the server says it is ready; rejects if it exits first. */
  ready: Promise<string>;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

export function spawnServer(env: Record<string, string>): ServerProcess {
  const fullEnv: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', WEB_DIST: '/nonexistent', LOG_LEVEL: 'info', ...env };
  if (!env.DATABASE_URL) delete fullEnv.DATABASE_URL;
  // Node itself, with tsx's loader, as `npm start` runs it: the tsx command would stand between
  // the signal and the server, and kill the server when it is slow to acknowledge a signal.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: ROOT,
    env: fullEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const ready = new Promise<string>((resolve_, reject) => {
    const check = () => {
      const match = output.match(/ready at (http:\/\/[\d.:]+)/);
      if (match) resolve_(`${match[1]}/api`);
    };
    child.stdout!.on('data', check);
    void exited.then((code) => reject(new Error(`server exited with ${code} before it was ready:\n${output}`)));
  });
  ready.catch(() => {}); // a test that expects the exit awaits `exited` instead
  return { child, output: () => output, ready, exited };
}
