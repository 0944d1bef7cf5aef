/**
 * Statements per request of the throughput mix (bench/api-throughput.ts): the clients list,
 * /userinfo, creating a client and deleting it, each signed in as the system administrator, on
 * the embedded engine (in memory) and on a throw-away PostgreSQL server. Every statement the
 * server sends to the database engine is counted (each query of a node-postgres connection),
 * transaction control included, the engine's own trigger statements not. Each request runs once
 * to warm the caches, then once counted.
 * BENCH_ENGINE=embedded or postgres measures one engine; BENCH_VERBOSE=1 prints the statements.
 */
import pg from 'pg';
import { DEMO_USERS } from '../server/db/seed';
import { signIn } from '../tests/support/api';
import { startPostgres } from '../tests/support/postgres';
import { startServer } from '../tests/support/server';

const statements: string[] = [];
// Both engines are reached with node-postgres (the embedded one in its own thread): its connections' queries are the statements.
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [query] = args as [string | { text: string }];
  statements.push(typeof query === 'string' ? query : query.text);
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

async function countEngine(engine: 'embedded' | 'postgres') {
  const postgres = engine === 'postgres' ? await startPostgres() : null;
  const server = await startServer(postgres ? { databaseUrl: postgres.databaseUrl } : {});
  try {
    const { accessToken } = await signIn(server.apiUrl, DEMO_USERS.systemAdmin);
    const headers = { authorization: `Bearer ${accessToken}` };
    const json = { ...headers, 'content-type': 'application/json' };
    let serial = 0;
    const mix: [string, () => Promise<Response>][] = [];
    let created = '';
    mix.push(['GET /clients (page of 25, sorted)', () => fetch(`${server.apiUrl}/clients?currentPage=1&pageSize=25&sortOrders=clientName:ASC`, { headers })]);
    mix.push(['GET /userinfo', () => fetch(`${server.apiUrl}/userinfo`, { headers })]);
    mix.push([
      'POST /clients',
      async () => {
        const response = await fetch(`${server.apiUrl}/clients`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ clientName: `Counted ${serial++}` }),
        });
        created = ((await response.clone().json()) as { client: { idClient: string } }).client.idClient;
        return response;
      },
    ]);
    mix.push(['DELETE /clients/{id}', () => fetch(`${server.apiUrl}/clients/${created}`, { method: 'DELETE', headers })]);
    const counts: number[] = [];
    for (const round of ['warm', 'counted']) {
      for (const [name, run] of mix) {
        statements.length = 0;
        const response = await run();
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${name}: ${response.status}`);
        if (round === 'warm') continue;
        counts.push(statements.length);
        console.log(`${engine.padEnd(9)} ${name.padEnd(36)} ${String(statements.length).padStart(2)} statements`);
        if (process.env.BENCH_VERBOSE) for (const statement of statements) console.log(`    ${statement.replace(/\s+/g, ' ').slice(0, 300)}`);
      }
    }
    console.log(`${engine.padEnd(9)} ${'the mix (4 requests)'.padEnd(36)} ${counts.reduce((a, b) => a + b, 0)} statements`);
  } finally {
    await server.close();
    postgres?.stop();
  }
}

for (const engine of ['embedded', 'postgres'] as const) {
  if (!process.env.BENCH_ENGINE || process.env.BENCH_ENGINE === engine) await countEngine(engine);
}
