/**
 * One renewal at a time across wareport processes sharing a config folder: a refresh token is
 * single-use, and a second use ends the whole sign-in (the server's reuse rule), so two commands
 * renewing together would sign each other out. The lock is a file created exclusively; a lock
 * older than STALE_MS (its process died) is taken over.
 */
import { mkdirSync, statSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { FOLDER_MODE } from './credentials';

const RETRY_MS = 50;
const WAIT_MS = 15_000;
const STALE_MS = 30_000;

const lockFile = (dir: string) => join(dir, 'credentials.lock');

function isStale(file: string, now: number): boolean {
  try {
    return now - statSync(file).mtimeMs > STALE_MS;
  } catch {
    return true;
  }
}

/** Creates the lock file; false when the folder cannot hold one (the task then runs unlocked and reports its own write failure). */
async function acquire(dir: string, file: string, now: () => number): Promise<boolean> {
  const deadline = now() + WAIT_MS;
  try {
    mkdirSync(dir, { recursive: true, mode: FOLDER_MODE });
  } catch {
    return false;
  }
  for (;;) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return false;
      if (isStale(file, now()) || now() > deadline) await rm(file, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

export async function withCredentialsLock<T>(dir: string, task: () => Promise<T>, now: () => number = Date.now): Promise<T> {
  const file = lockFile(dir);
  if (!(await acquire(dir, file, now))) return task();
  try {
    return await task();
  } finally {
    await rm(file, { force: true });
  }
}
