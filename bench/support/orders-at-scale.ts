/**
 * Loads an account at scale with set-based SQL: the demo orderer's customer orders in the NWO
 * account (every status in a realistic mix, references and PO numbers on part of them, one
 * order every 15 minutes back in time) and enabled and disabled products filed in the account's
 * catalogs, with stock in its warehouse (one simple product in ten has none). Ends with VACUUM
 * ANALYZE, as autovacuum would leave a table after a bulk load.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db';
import { clientAccounts, clientAccountWarehouses, users } from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { CUSTOMER_ORDER_STATUSES } from '../../shared/rules/statuses';

/** The words order references are made of ("SUMMER-42"). */
export const REFERENCE_WORDS = 'spring summer autumn winter store restock launch promo event salon fair expo showroom window refit opening'.split(' ');
const quoted = (words: readonly string[]) => sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]`);
// Status code and the name the warehouse sends with it, by share of the orders (per thousand).
const STATUS_MIX: [number, string, number][] = [
  [CUSTOMER_ORDER_STATUSES.outOfStock, 'Waiting', 20],
  [CUSTOMER_ORDER_STATUSES.cancelled, 'Canceled', 40],
  [CUSTOMER_ORDER_STATUSES.acknowledged, 'Open', 30],
  [CUSTOMER_ORDER_STATUSES.inProgress, 'In Progress', 20],
  [CUSTOMER_ORDER_STATUSES.preparation, 'In Progress', 20],
  [CUSTOMER_ORDER_STATUSES.closed, 'Closed', 10],
  [CUSTOMER_ORDER_STATUSES.partiallyShipped, 'In Progress', 10],
  [CUSTOMER_ORDER_STATUSES.shipped, 'In Progress', 60],
  [CUSTOMER_ORDER_STATUSES.transit, 'In Progress', 15],
  [CUSTOMER_ORDER_STATUSES.outForDelivery, 'In Progress', 4],
  [CUSTOMER_ORDER_STATUSES.anomaly, 'Reopened', 1],
  [CUSTOMER_ORDER_STATUSES.delivered, 'Closed', 770],
];

export async function loadOrdersAtScale(db: Db, size: { orders: number; products: number }) {
  const [account] = await db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'NWO'));
  const [tom] = await db.select().from(users).where(eq(users.email, DEMO_USERS.orderer));
  const [link] = await db.select().from(clientAccountWarehouses).where(eq(clientAccountWarehouses.idClientAccount, account.idClientAccount));
  const idClientAccount = account.idClientAccount;
  // Status by position in a thousand, so each status keeps its share and its rows spread over the years.
  const bounds = STATUS_MIX.reduce<number[]>((acc, [, , share]) => [...acc, (acc.at(-1) ?? 0) + share], []);
  const statusCase = (value: (m: (typeof STATUS_MIX)[number]) => string) =>
    sql.raw(`case ${STATUS_MIX.map((m, k) => `when i % 1000 < ${bounds[k]} then ${value(m)}`).join(' ')} end`);
  await db.execute(sql`
    insert into customer_orders (id_client_account, id_user, order_number, order_date, status_code, status_name, order_reference, po_number)
    select ${idClientAccount}::uuid, ${tom.idUser}::uuid,
           'NWO-' || lpad((100000 + i)::text, 6, '0'),
           now() - i * interval '15 minutes',
           ${statusCase(([code]) => String(code))},
           ${statusCase(([, name]) => `'${name}'`)},
           case when i % 5 < 3 then upper((${quoted(REFERENCE_WORDS)})[1 + (i * 7) % ${REFERENCE_WORDS.length}]) || '-' || (i % 997) end,
           case when i % 5 < 2 then 'PO-' || lpad(((i * 7919) % 1000000)::text, 6, '0') end
    from generate_series(1, ${size.orders}) as i`);
  await db.execute(sql`
    insert into products (id_client_account, type, product_name, sku, price_sell, enabled, display_position)
    select ${idClientAccount}::uuid, case when i % 10 = 0 then 'BUNDLE' else 'SIMPLE' end, 'Bench product ' || i, 'BENCH-' || lpad(i::text, 7, '0'),
           case when i % 10 = 0 then 0 else 9.99 end, i % 20 <> 0, i
    from generate_series(1, ${size.products}) as i`);
  await db.execute(sql`
    insert into product_stocks (id_product, id_warehouse, id_client_account, physical_quantity, reserved_quantity)
    select id_product, ${link.idWarehouse}::uuid, id_client_account, case when display_position % 10 = 1 then 0 else 50 end, 0
    from products where id_client_account = ${idClientAccount} and sku like 'BENCH-%' and type = 'SIMPLE'`);
  // Each product filed in one or two categories of each of the account's catalogs.
  await db.execute(sql`
    insert into product_categories (id_product, id_catalog_category, id_client_account, display_position)
    select p.id_product, c.ids[1 + (p.display_position * k.k) % array_length(c.ids, 1)], p.id_client_account, p.display_position
    from products p
    cross join (select id_catalog, array_agg(id_catalog_category order by id_catalog_category) as ids
                from catalog_categories where id_client_account = ${idClientAccount} group by id_catalog) c
    cross join (values (1), (7)) as k(k)
    where p.id_client_account = ${idClientAccount} and p.sku like 'BENCH-%'
    on conflict do nothing`);
  await db.execute(sql`vacuum analyze`);
  return { account, tom, link };
}
