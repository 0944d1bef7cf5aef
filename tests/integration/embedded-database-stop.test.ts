/**
 * The embedded engine's thread stopping by itself (a crash inside PGlite) under writes: the
 * server stays up and calls answer 503 in the one error shape with Retry-After, never 500. Over
 * a data folder the engine opens the folder again by itself and every acknowledged write is
 * there; an in-memory database is gone with its thread, so calls keep answering 503.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groups } from '../../shared/administration/groups';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Db, type EngineEvent } from '../../server/db';
import { clientAccounts, clientAccountGroups } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { signIn } from '../support/api';
import { startServer } from '../support/server';
import { pgliteSnapshot } from '../support/test-databases';

const UNAVAILABLE = { message: 'The service is temporarily unavailable. Please try again in a moment.', code: 'DATABASE_UNAVAILABLE' };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Answer {
  at: number;
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/** The engine's thread, caught as the database posts its first message to it. */
let engineThreads: Worker[] = [];
beforeEach(() => {
  engineThreads = [];
  const post = Worker.prototype.postMessage;
  vi.spyOn(Worker.prototype, 'postMessage').mockImplementation(function (this: Worker, ...args: Parameters<Worker['postMessage']>) {
    if (!engineThreads.includes(this)) engineThreads.push(this);
    return post.apply(this, args);
  });
});
afterEach(() => vi.restoreAllMocks());

/**
 * Creates groups in a loop while `stop` ends the engine's thread; runs until `until` says so (or
 * 20 s). Answers each call's status, and the groups acknowledged.
 */
async function writeThrough(apiUrl: string, db: Db, stop: () => Promise<void>, until: (answers: Answer[], stoppedAt: number) => boolean) {
  const [mls] = await db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
  const { accessToken } = await signIn(apiUrl, DEMO_USERS.clientAdmin);
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const path = `${apiUrl}${groups.paths.list.replace('{idClient}', mls.idClient).replace('{idClientAccount}', mls.idClientAccount)}`;
  const answers: Answer[] = [];
  const acknowledged: string[] = [];
  let stoppedAt = Infinity;
  let serial = 0;
  const started = performance.now();
  const writer = async () => {
    while (!until(answers, stoppedAt) && performance.now() - started < 20_000) {
      const response = await fetch(path, { method: 'POST', headers, body: JSON.stringify({ groupName: `Thread stop ${++serial}`, enabled: true }) });
      const body = await response.json();
      answers.push({ at: performance.now(), status: response.status, body, retryAfter: response.headers.get('retry-after') });
      if (response.status === 201) acknowledged.push(body.group.idClientAccountGroup);
      else await pause(20);
    }
  };
  const load = Promise.all([writer(), writer()]);
  await pause(300);
  stoppedAt = performance.now();
  await stop();
  await load;
  return { answers, acknowledged, stoppedAt };
}

describe('the embedded engine stopping by itself [pglite]', () => {
  const folder = mkdtempSync(join(tmpdir(), 'wareport-engine-stop-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('over a data folder: 503 while it is away, open again by itself, nothing acknowledged lost', async () => {
    const events: EngineEvent[] = [];
    const database = await openDatabase({ dataDir: folder, loadDataDir: await pgliteSnapshot(), onEngineEvent: (event) => events.push(event) });
    const { app } = await buildApp(loadConfig({ DATA_DIR: folder, LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }), { database });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
      const [engine] = engineThreads;
      // Until two successes after a refusal.
      const { answers, acknowledged, stoppedAt } = await writeThrough(
        apiUrl,
        database.db,
        async () => void (await engine.terminate()),
        (seen) => seen.some((a) => a.status === 503) && seen.filter((a, i) => a.status === 201 && seen.slice(0, i).some((b) => b.status === 503)).length >= 2,
      );
      const refused = answers.filter((a) => a.status !== 201);
      const recovered = answers.find((a, i) => a.status === 201 && answers.slice(0, i).some((b) => b.status === 503))!;
      console.info(
        `embedded engine stopped: ${answers.length} calls, ${refused.length} answered 503, open again ${Math.round(recovered.at - stoppedAt)} ms after the stop`,
      );

      expect(refused.length).toBeGreaterThan(0);
      for (const a of refused) expect([a.status, a.body, a.retryAfter]).toEqual([503, UNAVAILABLE, '5']);
      // A new thread loads the engine (WebAssembly) and opens the folder: a second or two on a quiet
      // machine, some 4 s while other test files share it; a bound with room for a busier one.
      expect(recovered.at - stoppedAt).toBeLessThan(10_000);
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(events.map((e) => [e.kind, e.kind === 'stopped' && e.restarting])).toEqual([
        ['stopped', true],
        ['restarted', false],
      ]);
      const stored = await database.db.select().from(clientAccountGroups).where(inArray(clientAccountGroups.idClientAccountGroup, acknowledged));
      expect(stored.length).toBe(acknowledged.length);
      // The new thread is the engine now: the database answers, and closes, as before.
      expect(engineThreads.length).toBe(2);
      expect((await database.db.select().from(clientAccounts)).length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });

  it('in memory: every later call answers 503 (its data went with the thread)', async () => {
    const server = await startServer();
    try {
      const [engine] = engineThreads;
      const { answers } = await writeThrough(
        server.apiUrl,
        server.database.db,
        async () => void (await engine.terminate()),
        (seen, stoppedAt) => seen.filter((a) => a.at > stoppedAt + 500).length >= 4,
      );
      const after = answers.filter((a) => a.status !== 201);
      expect(after.length).toBeGreaterThanOrEqual(4);
      for (const a of after) expect([a.status, a.body, a.retryAfter]).toEqual([503, UNAVAILABLE, '5']);
      expect(answers.slice(answers.indexOf(after[0])).every((a) => a.status === 503)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
