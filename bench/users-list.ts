/**
 * A list of the generic resource path at scale: the users of one client, 100,000 of them, through
 * the HTTP API on a throw-away PostgreSQL server (route, access check, generic list query with
 * its window count and the page's accounts and roles, JSON). Each request asks a page of 25 with a search term
 * (first name, last name or e-mail contains it), a filter (enabled) and a sort (last name), as
 * the users screen does. p50 and p95 of sequential requests on loopback. Target: p95 <= 25 ms.
 * BENCH_ENGINE=embedded runs the same against the embedded engine (in memory).
 */
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { textSearchGroup, toQuery } from '../shared/api/search-criteria';
import { users as description } from '../shared/administration/users';
import { openDatabase } from '../server/db';
import { clients } from '../server/db/schema';
import { DEMO_USERS } from '../server/db/seed';
import { signIn } from '../tests/support/api';
import { startPostgres } from '../tests/support/postgres';
import { startServer } from '../tests/support/server';

const USERS = 100_000;
const RUNS = 300;
const TARGET_P95_MS = 25;
// 40 first names and 120 last names: a last name is shared by about 0.8 % of the users.
const FIRST = (
  'Alice Bruno Chloe David Emma Felix Gabriel Hugo Ines Jules Karim Lea Louis Manon Nina Oscar Paul Quentin Rose Sacha ' +
  'Tom Ugo Victor Wendy Xavier Yasmine Zoe Adele Basile Camille Diane Elias Flora Gaspard Helene Igor Jeanne Kevin Lina Marius'
).split(' ');
const LAST = Array.from(
  { length: 120 },
  (_, i) =>
    `${['Mar', 'Ber', 'Dub', 'Lef', 'Gar', 'Rou', 'Fon', 'Mor', 'Lam', 'Che'][i % 10]}${['tin', 'nard', 'ois', 'evre', 'nier', 'ault', 'taine', 'eau', 'bert', 'vallier', 'ard', 'elle'][Math.floor(i / 10)]}`,
);
const quoted = (words: string[]) => sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]`);

// BENCH_ENGINE=embedded measures the embedded engine (in memory) instead.
const embedded = process.env.BENCH_ENGINE === 'embedded';
const pg = embedded ? null : await startPostgres();
const server = await startServer(pg ? { databaseUrl: pg.databaseUrl } : {});
// The data is loaded through a connection of its own, as an import would be (the embedded engine has only one).
const loader = pg ? await openDatabase({ databaseUrl: pg.databaseUrl, dataDir: '' }) : server.database;
try {
  const { db } = loader;
  const [client] = await db.select().from(clients).where(eq(clients.clientName, 'Northwind Outfitters'));
  const loadStarted = performance.now();
  await db.execute(sql`
    insert into users (id_client, email, first_name, last_name, culture_language_code, enabled)
    select ${client.idClient}::uuid,
           'user' || i || '@bench.example',
           (${quoted(FIRST)})[1 + i % ${FIRST.length}],
           (${quoted(LAST)})[1 + (i / ${FIRST.length}) % ${LAST.length}],
           case when i % 3 = 0 then 'fr' else 'en' end,
           i % 10 <> 0
    from generate_series(1, ${USERS}) as i`);
  // As autovacuum does within a minute of such a load: VACUUM also writes the trigram indexes'
  // own statistics, without which the planner misjudges them and scans the whole table instead.
  await db.execute(sql`vacuum analyze users`);
  console.log(`loaded ${USERS} users into ${client.clientName} in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

  const { accessToken } = await signIn(server.apiUrl, DEMO_USERS.systemAdmin);
  const headers = { authorization: `Bearer ${accessToken}` };
  const path = `/clients/${client.idClient}/users`;
  const timings: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    // A last name's stem (matches several names) or a whole last name, on varying pages.
    const term = i % 2 ? LAST[(i * 7) % LAST.length] : LAST[(i * 7) % LAST.length].slice(0, 4).toLowerCase();
    const query = toQuery({
      currentPage: 1 + (i % 3),
      pageSize: 25,
      sortOrders: [{ field: 'lastName', direction: i % 4 ? 'ASC' : 'DESC' }],
      filterGroups: [textSearchGroup(description.list.searchFields, term), { filters: [{ field: 'enabled', value: 1, conditionType: 'eq' }] }],
    });
    const started = performance.now();
    const response = await fetch(`${server.apiUrl}${path}?${new URLSearchParams(query as Record<string, string>)}`, { headers });
    const body = (await response.json()) as { searchCriteria: { totalCount: number } };
    timings.push(performance.now() - started);
    if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body)}`);
    total += body.searchCriteria.totalCount;
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))];
  const p95 = at(0.95);
  console.log(
    `GET ${description.paths.lists![0]} (${USERS} users, search + enabled filter + last-name sort, 25 a page, ${pg ? 'PostgreSQL' : 'embedded engine'}): ` +
      `p50 ${at(0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${RUNS} requests (${Math.round(total / RUNS)} matches on average); ` +
      `target p95 <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`,
  );
} finally {
  await server.close();
  if (pg) {
    await loader.close();
    pg.stop();
  }
}
