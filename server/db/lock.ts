/**
 * One server per embedded data folder. PGlite is PostgreSQL in one process without the server's
 * own postmaster lock, so two processes on one folder overwrite each other's pages. A lock file
 * in the folder names its owner (pid, host, start time); a second server refuses to start and
 * says who holds it. A lock whose process is gone (a crash, kill -9) is stale and taken over.
 */
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'wareport.lock';

interface Owner {
  pid: number;
  host: string;
  since: string;
}

/** Folders this process holds: a lock naming our own pid but not in here is a previous life's (a restarted container is pid 1 again). */
const heldHere = new Set<string>();

export class DataFolderLockedError extends Error {
  constructor(folder: string, owner: Owner) {
    super(
      `The data folder ${folder} is in use by another Wareport server (pid ${owner.pid} on ${owner.host}, since ${owner.since}). ` +
        `Stop that server first, or set DATA_DIR to another folder. If no server uses it, delete ${join(folder, LOCK_FILE)}.`,
    );
    this.name = 'DataFolderLockedError';
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function readOwner(path: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string' ? { pid: owner.pid, host: owner.host, since: String(owner.since) } : null;
  } catch {
    return null; // unreadable or half-written: treated as stale
  }
}

/** Takes the folder's lock or throws DataFolderLockedError; the returned function releases it. */
export function lockDataFolder(dataDir: string): () => void {
  const folder = resolve(dataDir);
  const path = join(folder, LOCK_FILE);
  mkdirSync(folder, { recursive: true });
  const me: Owner = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  for (let attempt = 0; ; attempt++) {
    try {
      // link() fails when the lock exists, and the lock appears whole: two servers starting together cannot both win.
      const draft = `${path}.${me.pid}`;
      writeFileSync(draft, JSON.stringify(me), { mode: 0o644 });
      try {
        linkSync(draft, path);
      } finally {
        rmSync(draft, { force: true });
      }
      heldHere.add(folder);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      // Another host's process cannot be checked from here: its lock stands until removed by hand.
      const ours = owner?.pid === me.pid && heldHere.has(folder);
      const stale = !owner || (owner.host === me.host && !ours && (owner.pid === me.pid || !isAlive(owner.pid)));
      if (!stale || attempt > 0) throw new DataFolderLockedError(folder, owner ?? { pid: 0, host: 'unknown', since: 'unknown' });
      rmSync(path, { force: true });
    }
  }
  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    heldHere.delete(folder);
    // Only our own lock: never remove one another server took over meanwhile.
    if (readOwner(path)?.pid === me.pid) rmSync(path, { force: true });
  };
  process.once('exit', release);
  return () => {
    process.off('exit', release);
    release();
  };
}
