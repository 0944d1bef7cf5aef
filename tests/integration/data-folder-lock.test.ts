/**
 * One server per embedded data folder: a second server process on the folder refuses to start
 * and says who holds it; a lock left by a process that is gone is taken over.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db';
import { DataFolderLockedError, LOCK_FILE, lockDataFolder } from '../../server/db/lock';
import { spawnServer } from '../support/server-process';

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'wareport-lock-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** The pid of a process that has just ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('data folder lock', () => {
  it('a second server process on the same folder refuses to start, naming the owner', async () => {
    const folder = newFolder();
    let first: Database | undefined = await openDatabase({ dataDir: folder });
    try {
      expect(JSON.parse(readFileSync(join(folder, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
      const second = spawnServer({ DATA_DIR: folder, SEED_DEMO: 'false' });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`The data folder ${folder} is in use by another Wareport server (pid ${process.pid} on ${hostname()}`);
      expect(second.output()).toContain('Stop that server first, or set DATA_DIR to another folder.');
      // The refused server left the owner's lock alone.
      expect(JSON.parse(readFileSync(join(folder, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
      // Within one process too.
      await expect(openDatabase({ dataDir: folder })).rejects.toBeInstanceOf(DataFolderLockedError);
      await first.close();
      first = undefined;
      expect(existsSync(join(folder, LOCK_FILE))).toBe(false);
    } finally {
      await first?.close();
    }
  }, 120_000);

  it('takes over a lock whose process is gone', () => {
    const folder = newFolder();
    writeFileSync(join(folder, LOCK_FILE), JSON.stringify({ pid: deadPid(), host: hostname(), since: '2026-01-01T00:00:00.000Z' }));
    const release = lockDataFolder(folder);
    expect(JSON.parse(readFileSync(join(folder, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
    expect(existsSync(join(folder, LOCK_FILE))).toBe(false);
  });

  it('takes over an unreadable lock, and refuses one held on another host', () => {
    const folder = newFolder();
    writeFileSync(join(folder, LOCK_FILE), '{"pid":');
    lockDataFolder(folder)();
    writeFileSync(join(folder, LOCK_FILE), JSON.stringify({ pid: deadPid(), host: 'elsewhere', since: '2026-01-01T00:00:00.000Z' }));
    expect(() => lockDataFolder(folder)).toThrow(/in use by another Wareport server \(pid \d+ on elsewhere/);
  });
});
