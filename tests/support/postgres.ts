/**
 * A throw-away PostgreSQL server: initdb in a temp folder (as an unprivileged OS user when run as
 * root, since initdb refuses root), on a free port, stopped and removed afterwards. The test run
 * starts one for all files (see test-databases.ts); a test that must restart or break a server
 * starts its own with startPostgres().
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pgBinDir } from './postgres-binaries';

export interface TempPostgres {
  /** The `postgres` database of the server; create others beside it. */
  databaseUrl: string;
  stop(): void;
  /** Shuts the server down as a restart would (connections cut), keeping its data. */
  pause(): Promise<void>;
  /** Starts it again; resolves once it accepts connections. */
  resume(): Promise<void>;
  /** `pg_ctl restart` as an operator runs it: a fast shutdown (connections cut), then a start. */
  restart(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** The OS user to run the server as when we are root: Debian's `postgres`, else `nobody`. */
function serverUser(): { name: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const id = (flag: string) => Number(execFileSync('id', [flag, name], { stdio: 'pipe' }).toString().trim());
      return { name, uid: id('-u'), gid: id('-g') };
    } catch {
      // No such user: try the next one.
    }
  }
  throw new Error('Running as root, and neither a postgres nor a nobody user exists to run PostgreSQL as');
}

export async function startPostgres(): Promise<TempPostgres> {
  const bin = pgBinDir();
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'wareport-pg-'));
  if (user) {
    chownSync(dir, user.uid, user.gid);
    chmodSync(dir, 0o700);
  }
  const command = (cmd: string, args: string[]): [string, string[]] =>
    user ? ['runuser', ['-u', user.name, '--', join(bin, cmd), ...args]] : [join(bin, cmd), args];
  const run = (cmd: string, args: string[]) => execFileSync(...command(cmd, args), { stdio: 'pipe' });
  // Asynchronous, so that a server in the same process keeps answering meanwhile.
  const runAsync = (cmd: string, args: string[]) =>
    new Promise<void>((resolve, reject) => execFile(...command(cmd, args), (error) => (error ? reject(error) : resolve())));
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const startArgs = ['-D', data, '-l', join(dir, 'log'), '-w', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start'];
  run('pg_ctl', startArgs);
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pause: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: () => runAsync('pg_ctl', startArgs),
    restart: () => runAsync('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-m', 'fast', '-w', 'restart']),
    stop() {
      spawnSync(...command('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The URL of another database on the same server. */
export const databaseUrlFor = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
