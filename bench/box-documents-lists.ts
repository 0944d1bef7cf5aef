/**
 * A box user's lists at scale, in one box (Box Marseille 12) on a throw-away PostgreSQL server:
 * 100,000 stock lines (as many products of the box's account), 100,000 inbound orders, 100,000
 * outbound orders, 100,000 regulation documents (one line each) and 100,000 pictures. Each request
 * asks a page of 25 through the HTTP API as Julie Bernard, a user of the box, as the screens do:
 * the default sort on one of the first pages, a search, a status, type or reason filter, another
 * sort. p50 and p95 of sequential requests on loopback per kind, with the machine's load average
 * (1 minute) before and after each kind. Target: p95 <= 25 ms.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { textSearchGroup, toQuery, type SearchCriteriaInput } from '../shared/api/search-criteria';
import { boxImages } from '../shared/operations/box-images';
import { boxStocks } from '../shared/operations/box-stocks';
import { inboundOrders } from '../shared/operations/inbound-orders';
import { outboundOrders } from '../shared/operations/outbound-orders';
import { stockRegularizations } from '../shared/operations/stock-regularizations';
import type { ResourceDescription } from '../shared/registry/define';
import { openDatabase } from '../server/db';
import { boxes } from '../server/db/schema';
import { DEMO_USERS } from '../server/db/seed';
import { signIn } from '../tests/support/api';
import { startPostgres } from '../tests/support/postgres';
import { startServer } from '../tests/support/server';

const ROWS = 100_000;
const RUNS = 200;
const TARGET_P95_MS = 25;

const pg = await startPostgres();
const server = await startServer({ databaseUrl: pg.databaseUrl });
const loader = await openDatabase({ databaseUrl: pg.databaseUrl, dataDir: '' });
try {
  const { db } = loader;
  const [box] = await db.select().from(boxes).where(eq(boxes.boxNumber, 'M12'));
  const account = sql`${box.idClientAccount}::uuid`;
  const idBox = sql`${box.idBox}::uuid`;
  const started = performance.now();
  await db.execute(sql`
    insert into products (id_client_account, type, product_name, sku)
    select ${account}, 'SIMPLE', 'Bench product ' || lpad(i::text, 6, '0'), 'BP' || i from generate_series(1, ${ROWS}) as i`);
  // Bench data straight into the tables (the ledger's opening moves are not what is measured).
  await db.execute(sql`
    insert into product_stocks (id_product, id_warehouse, id_client_account, physical_quantity, reserved_quantity)
    select id_product, ${idBox}, ${account}, 10 + (abs(hashtext(sku)) % 500), abs(hashtext(sku)) % 10 from products where sku like 'BP%'`);
  await db.execute(sql`
    insert into inbound_orders (id_box, id_client_account, order_reference, sender_name, status, created_at)
    select ${idBox}, ${account}, 'BIN-' || i, 'Bench sender', (array[1, 1, 20, 0])[1 + i % 4], now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`
    insert into inbound_order_products (id_inbound_order, id_client_account, id_product, quantity)
    select o.id_inbound_order, ${account}, p.id_product, 5 from inbound_orders o
    join lateral (select id_product from products where sku = 'BP' || (1 + abs(hashtext(o.order_reference)) % ${ROWS})) p on true
    where o.order_reference like 'BIN-%'`);
  await db.execute(sql`
    insert into outbound_orders (id_box, id_client_account, order_type, order_reference, campaign, status, created_at)
    select ${idBox}, ${account}, (array['DELIVERY','TRANSFERT','DESTRUCT'])[1 + i % 3], 'BOUT-' || i, 'Campaign ' || (i % 50), (array[1, 20, 20, 0])[1 + i % 4],
           now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`
    insert into outbound_order_products (id_outbound_order, id_client_account, id_product, ordered_quantity)
    select o.id_outbound_order, ${account}, p.id_product, 2 from outbound_orders o
    join lateral (select id_product from products where sku = 'BP' || (1 + abs(hashtext(o.order_reference)) % ${ROWS})) p on true
    where o.order_reference like 'BOUT-%'`);
  await db.execute(sql`
    insert into stock_regularization_documents (id_box, id_client_account, reason_code, comment, created_at)
    select ${idBox}, ${account}, (array['FOUND','RETURNED','DAMAGED','LOST','EXPIRED'])[1 + i % 5], 'Bench count ' || i, now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`
    insert into stock_regularization_document_products (id_stock_regularization_document, id_client_account, id_product, quantity, lot_number)
    select d.id_stock_regularization_document, ${account}, p.id_product, 1, 'LOT-' || left(d.comment, 3) from stock_regularization_documents d
    join lateral (select id_product from products where sku = 'BP' || (1 + abs(hashtext(d.comment)) % ${ROWS})) p on true
    where d.comment like 'Bench count %'`);
  await db.execute(sql`
    insert into images (id_image, image_name, image_file_name, file_type, size, content)
    select gen_random_uuid(), 'Bench picture ' || i, 'bench-' || i || '.png', 'image/png', 4, '\\x89504e47'::bytea from generate_series(1, ${ROWS}) as i`);
  await db.execute(sql`
    insert into box_pictures (id_box, id_image, display_position)
    select ${idBox}, id_image, 1000 + row_number() over (order by image_name) from images where image_name like 'Bench picture %'`);
  for (const table of [
    'images',
    'box_pictures',
    'products',
    'product_stocks',
    'inbound_orders',
    'inbound_order_products',
    'outbound_orders',
    'outbound_order_products',
    'stock_regularization_documents',
    'stock_regularization_document_products',
  ]) {
    await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  }
  console.log(`loaded ${ROWS} rows in each list of one box in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const page = (i: number) => 1 + (i % 3);
  const kinds: { description: ResourceDescription; name: string; query: (i: number) => SearchCriteriaInput }[] = [
    { description: boxStocks, name: 'default sort (product name)', query: (i) => ({ currentPage: page(i), pageSize: 25 }) },
    {
      description: boxStocks,
      name: 'search',
      query: (i) => ({ currentPage: 1, pageSize: 25, filterGroups: [textSearchGroup(boxStocks.list.searchFields, `BP${1000 + ((i * 37) % 9000)}`)] }),
    },
    {
      description: boxStocks,
      name: 'sort by available',
      query: (i) => ({ currentPage: page(i), pageSize: 25, sortOrders: [{ field: 'availableQuantity', direction: 'DESC' }] }),
    },
    { description: inboundOrders, name: 'default sort (newest)', query: (i) => ({ currentPage: page(i), pageSize: 25 }) },
    {
      description: inboundOrders,
      name: 'status filter',
      query: (i) => ({ currentPage: page(i), pageSize: 25, filterGroups: [{ filters: [{ field: 'status', value: 1 }] }] }),
    },
    {
      description: inboundOrders,
      name: 'search',
      query: (i) => ({ currentPage: 1, pageSize: 25, filterGroups: [textSearchGroup(['orderReference'], `BIN-${1000 + ((i * 37) % 9000)}`)] }),
    },
    { description: outboundOrders, name: 'default sort (newest)', query: (i) => ({ currentPage: page(i), pageSize: 25 }) },
    {
      description: outboundOrders,
      name: 'status filter',
      query: (i) => ({ currentPage: page(i), pageSize: 25, filterGroups: [{ filters: [{ field: 'status', value: 20 }] }] }),
    },
    {
      description: outboundOrders,
      name: 'search',
      query: (i) => ({ currentPage: 1, pageSize: 25, filterGroups: [textSearchGroup(['orderReference'], `BOUT-${1000 + ((i * 37) % 9000)}`)] }),
    },
    {
      description: outboundOrders,
      name: 'type filter',
      query: (i) => ({ currentPage: page(i), pageSize: 25, filterGroups: [{ filters: [{ field: 'orderType', value: i % 2 ? 'DELIVERY' : 'DESTRUCT' }] }] }),
    },
    { description: stockRegularizations, name: 'default sort (newest)', query: (i) => ({ currentPage: page(i), pageSize: 25 }) },
    {
      description: stockRegularizations,
      name: 'reason filter',
      query: (i) => ({ currentPage: page(i), pageSize: 25, filterGroups: [{ filters: [{ field: 'reasonCode', value: i % 2 ? 'FOUND' : 'LOST' }] }] }),
    },
    { description: boxImages, name: 'default sort (position)', query: (i) => ({ currentPage: page(i), pageSize: 25 }) },
  ];
  const { accessToken } = await signIn(server.apiUrl, DEMO_USERS.multiAccount);
  const headers = { authorization: `Bearer ${accessToken}` };
  for (const kind of kinds) {
    const loadBefore = loadavg()[0];
    const path = kind.description.paths.list.replace('{idBox}', box.idBox);
    const timings: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const begun = performance.now();
      const response = await fetch(`${server.apiUrl}${path}?${new URLSearchParams(toQuery(kind.query(i)))}`, { headers });
      const body = (await response.json()) as { items: unknown[] };
      timings.push(performance.now() - begun);
      if (!response.ok || !body.items.length) throw new Error(`${kind.name}: ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
    }
    timings.sort((a, b) => a - b);
    const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))];
    const p95 = at(0.95);
    console.log(
      `GET ${kind.description.paths.list} (${ROWS} rows, ${kind.name}, 25 a page, PostgreSQL): ` +
        `p50 ${at(0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${RUNS} requests; target p95 <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'} ` +
        `(load average ${loadBefore.toFixed(1)} -> ${loadavg()[0].toFixed(1)})`,
    );
  }
} finally {
  await server.close();
  await loader.close();
  pg.stop();
}
