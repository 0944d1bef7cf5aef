/**
 * A PostgreSQL restart under load: the API process survives (an unhandled pool 'error' would
 * end it, and fail this run), calls during the outage answer 503 in the one error shape, and
 * service resumes by itself within 5 s of the database being back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/api';
import { startPostgres, type TempPostgres } from '../support/postgres';
import { startServer, type RunningServer } from '../support/server';

const ADMIN = 'admin@wareport.example';
const WORKERS = 4;

interface Answer {
  sent: number;
  at: number;
  status: number;
  body: unknown;
  retryAfter: string | null;
}

describe('database outage [postgres]', () => {
  let pg: TempPostgres;
  let server: RunningServer;
  beforeAll(async () => {
    pg = await startPostgres();
    server = await startServer({ databaseUrl: pg.databaseUrl });
  });
  afterAll(async () => {
    await server?.close();
    pg?.stop();
  });

  it('answers 503 during a restart and recovers by itself within 5 s', async () => {
    const { accessToken } = await signIn(server.apiUrl, ADMIN);
    const answers: Answer[] = [];
    let running = true;
    const worker = async () => {
      while (running) {
        const sent = performance.now();
        const response = await fetch(`${server.apiUrl}/clients?pageSize=5`, { headers: { authorization: `Bearer ${accessToken}` } });
        const text = await response.text();
        answers.push({
          sent,
          at: performance.now(),
          status: response.status,
          body: text ? JSON.parse(text) : null,
          retryAfter: response.headers.get('retry-after'),
        });
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, worker));
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    await pause(500);
    await pg.pause();
    const down = performance.now();
    await pause(2000);
    // pg_ctl returns a little after the server accepts connections: calls in between may succeed.
    const resuming = performance.now();
    await pg.resume();
    const back = performance.now();
    // Until the first success after the database is back, then a second of steady service.
    while (!answers.some((a) => a.at > back && a.status === 200) && performance.now() - back < 10_000) await pause(20);
    const recovered = answers.find((a) => a.at > back && a.status === 200)?.at ?? Infinity;
    await pause(1000);
    running = false;
    await load;

    const recoveryMs = Math.round(recovered - back);
    // Calls made while the database was down (the ones answered at the very moment it stopped may have been served).
    const during = answers.filter((a) => a.sent > down && a.at < resuming);
    const unavailable = answers.filter((a) => a.status === 503);
    console.info(`database restart: ${answers.length} calls, ${unavailable.length} answered 503, service back ${recoveryMs} ms after the database`);

    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200, 503]));
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((a) => a.status === 503)).toBe(true);
    for (const a of unavailable) {
      expect(a.body).toEqual({ message: 'The service is temporarily unavailable. Please try again in a moment.', code: 'DATABASE_UNAVAILABLE' });
      expect(a.retryAfter).toBe('5');
    }
    expect(recoveryMs).toBeLessThan(5000);
    expect(answers.filter((a) => a.at > recovered).every((a) => a.status === 200)).toBe(true);
  }, 120_000);
});
