/**
 * The box administration's list at scale: 100,000 boxes (each with its warehouse of type BOX and
 * the account's link to it) of one account, at 200 sites of 20 providers, through the HTTP API on
 * a throw-away PostgreSQL server. Each request asks a page of 25, as the screen does: the default
 * sort (provider name, then site name, then number) on one of the first pages, with and without
 * the spec's ?idClientAccount=, a status filter, or a search of the number or name; once as the
 * system administrator (every account) and once as the client administrator (her two accounts).
 * p50 and p95 of sequential requests on loopback per kind. Target: p95 <= 25 ms.
 * BENCH_ENGINE=embedded runs the same against the embedded engine (in memory).
 */
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { textSearchGroup, toQuery, type SearchCriteriaInput } from '../shared/api/search-criteria';
import { boxes as description } from '../shared/administration/boxes';
import { openDatabase } from '../server/db';
import { clientAccounts } from '../server/db/schema';
import { DEMO_USERS } from '../server/db/seed';
import { signIn } from '../tests/support/api';
import { startPostgres } from '../tests/support/postgres';
import { startServer } from '../tests/support/server';

const BOXES = 100_000;
const PROVIDERS = 20;
const SITES_PER_PROVIDER = 10;
const RUNS = 200;
const TARGET_P95_MS = 25;

const embedded = process.env.BENCH_ENGINE === 'embedded';
const pg = embedded ? null : await startPostgres();
const server = await startServer(pg ? { databaseUrl: pg.databaseUrl } : {});
const loader = pg ? await openDatabase({ databaseUrl: pg.databaseUrl, dataDir: '' }) : server.database;
try {
  const { db } = loader;
  const [mls] = await db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLS'));
  const loadStarted = performance.now();
  await db.execute(sql`
    insert into providers (provider_code, provider_name)
    select 'BP' || p, 'Bench provider ' || lpad(p::text, 2, '0') from generate_series(1, ${PROVIDERS}) as p`);
  await db.execute(sql`
    insert into provider_sites (id_provider, site_name, address1, zip_code, city, country_iso2)
    select p.id_provider, 'Site ' || lpad(s::text, 2, '0'), s || ' rue du Port', '13002', 'Marseille', 'FR'
    from providers p cross join generate_series(1, ${SITES_PER_PROVIDER}) as s where p.provider_code like 'BP%'`);
  // Each box's warehouse and link, then the box itself under the warehouse's id (the trigger copies the names).
  await db.execute(sql`
    create temporary table bench_boxes as
    select gen_random_uuid() as id, i,
           (select array_agg(id_provider_site order by id_provider_site) from provider_sites s join providers p using (id_provider) where p.provider_code like 'BP%') as sites
    from generate_series(1, ${BOXES}) as i`);
  await db.execute(sql`insert into warehouses (id_warehouse, warehouse_name, warehouse_type) select id, 'Bench box ' || i, 'BOX' from bench_boxes`);
  await db.execute(sql`insert into client_account_warehouses (id_client_account, id_warehouse) select ${mls.idClientAccount}::uuid, id from bench_boxes`);
  await db.execute(sql`
    insert into boxes (id_box, id_client_account, box_number, box_name, box_type_code, box_status_code, id_provider_site, id_provider)
    select b.id, ${mls.idClientAccount}::uuid, 'BX' || b.i, 'Bench box ' || b.i,
           (array['STANDARD','CLIMATE','SECURE','OUTDOOR'])[1 + b.i % 4], (array['ACTIVE','ACTIVE','ACTIVE','PREPARING','SUSPENDED','CLOSED'])[1 + b.i % 6],
           s.id_provider_site, s.id_provider
    from bench_boxes b join provider_sites s on s.id_provider_site = b.sites[1 + b.i % array_length(b.sites, 1)]`);
  await db.execute(sql`drop table bench_boxes`);
  await db.execute(sql`vacuum analyze warehouses`);
  await db.execute(sql`vacuum analyze client_account_warehouses`);
  await db.execute(sql`vacuum analyze boxes`);
  console.log(`loaded ${BOXES} boxes with their warehouses in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

  const kinds: { name: string; query: (i: number) => SearchCriteriaInput & { idClientAccount?: string } }[] = [
    { name: 'default sort', query: (i) => ({ currentPage: 1 + (i % 3), pageSize: 25 }) },
    { name: '?idClientAccount=', query: (i) => ({ currentPage: 1 + (i % 3), pageSize: 25, idClientAccount: mls.idClientAccount }) },
    {
      name: 'status filter',
      query: (i) => ({ currentPage: 1 + (i % 3), pageSize: 25, filterGroups: [{ filters: [{ field: 'boxStatusCode', value: i % 2 ? 'ACTIVE' : 'CLOSED' }] }] }),
    },
    {
      name: 'search',
      query: (i) => ({ currentPage: 1, pageSize: 25, filterGroups: [textSearchGroup(description.list.searchFields, `BX${1000 + ((i * 37) % 9000)}`)] }),
    },
  ];
  for (const email of [DEMO_USERS.systemAdmin, DEMO_USERS.clientAdmin]) {
    const { accessToken } = await signIn(server.apiUrl, email);
    const headers = { authorization: `Bearer ${accessToken}` };
    for (const kind of kinds) {
      const timings: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const { idClientAccount, ...criteria } = kind.query(i);
        const query = { ...toQuery(criteria), ...(idClientAccount ? { idClientAccount } : {}) };
        const started = performance.now();
        const response = await fetch(`${server.apiUrl}${description.paths.list}?${new URLSearchParams(query)}`, { headers });
        const body = (await response.json()) as { items: unknown[] };
        timings.push(performance.now() - started);
        if (!response.ok || !body.items.length) throw new Error(`${kind.name}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
      }
      timings.sort((a, b) => a - b);
      const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))];
      const p95 = at(0.95);
      console.log(
        `GET ${description.paths.list} as ${email.split('@')[0]} (${BOXES} boxes, ${kind.name}, 25 a page, ${pg ? 'PostgreSQL' : 'embedded engine'}): ` +
          `p50 ${at(0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${RUNS} requests; target p95 <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`,
      );
    }
  }
} finally {
  await server.close();
  if (pg) {
    await loader.close();
    pg.stop();
  }
}
