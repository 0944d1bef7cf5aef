/**
 * A failing statement is logged with its SQLSTATE and its statement, never with the values it
 * was given (e-mails, password hashes, tokens): the log stream is captured on both engines. An
 * answered request is one line.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { startPostgres, type TempPostgres } from '../support/postgres';

const SECRET = 'claire.secret@example.com';

for (const engine of ['pglite', 'postgres'] as const) {
  describe(`error log [${engine}]`, () => {
    let pg: TempPostgres | undefined;
    let built: App;
    const lines: string[] = [];
    beforeAll(async () => {
      if (engine === 'postgres') pg = await startPostgres();
      const config = loadConfig({ DATA_DIR: 'memory://', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...(pg ? { DATABASE_URL: pg.databaseUrl } : {}) });
      const logStream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      built = await buildApp(config, { logStream });
      // A statement that fails inside the database (division by zero) after receiving a value.
      built.app.get('/failing-statement', () => built.database.db.execute(sql`select ${SECRET}::text as email, 1 / ${0}::int as ratio`));
    });
    afterAll(async () => {
      await built?.app.close();
      pg?.stop();
    });

    it('logs the code and the statement, not the values', async () => {
      const response = await built.app.inject({ method: 'GET', url: '/failing-statement' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Error occurred!', code: 'INTERNAL' });
      expect(response.body).not.toContain(SECRET);

      const logged = lines.filter((line) => line.includes('unhandled error'));
      expect(logged).toHaveLength(1);
      const entry = JSON.parse(logged[0]) as { err: { code: string; statement: string } };
      expect(entry.err.code).toBe('22012');
      expect(entry.err.statement).toMatch(/select \$1::text as email, 1 \/ \$2::int as ratio/);
      expect(lines.join('\n')).not.toContain(SECRET);
    });

    it('writes one line per answered request at the info level, with what was asked, the status and the time', async () => {
      lines.length = 0;
      await built.app.inject({ method: 'GET', url: '/api/no-such-route?x=1' });
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      // Fastify's own two lines (received, then answered) cost as much as a statement under load.
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', url: '/api/no-such-route?x=1', statusCode: 404 });
      expect(entries[0].responseTime).toEqual(expect.any(Number));
      expect(entries[0].reqId).toEqual(expect.any(String));
    });
  });
}
