/**
 * The outbound orders report of a warehouse: the account's orders shipping from it, in a period,
 * counted by day and status exactly as placed here; only for holders of the report permission in
 * that account.
 */
import { beforeAll, expect, it } from 'vitest';
import { and, eq, gte, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { OUTBOUND_REPORT_PATHS, type OutboundDetailsAnswer, type OutboundOrdersAnswer, type OutboundOrdersQuery } from '../../shared/reports/outbound-report';
import { addDays, todayInReportZone } from '../../shared/reports/stock-report';
import type { ApiClient } from '../../shared/api/api-client';
import { describeEachEngine } from '../support/engines';
import { orderingFixture } from '../support/ordering';
import { clientFor, failure, signIn } from '../support/api';
import { runCli } from '../unit/cli/harness';

type Fixture = Awaited<ReturnType<typeof orderingFixture>>;

describeEachEngine('outbound orders report', (ctx) => {
  let f: Fixture;
  const report = (api: ApiClient, idClientAccount: string, query: OutboundOrdersQuery) =>
    api.request<OutboundOrdersAnswer>({ path: OUTBOUND_REPORT_PATHS.orders, params: { idClientAccount }, query: { ...query } as Record<string, string> });

  const details = (api: ApiClient, idClientAccount: string, query: OutboundOrdersQuery) =>
    api.request<OutboundDetailsAnswer>({ path: OUTBOUND_REPORT_PATHS.details, params: { idClientAccount }, query: { ...query } as Record<string, string> });

  beforeAll(async () => {
    f = await orderingFixture(ctx().server);
  });

  it("lists the lines the account's orders ship from the warehouse, with their totals", async () => {
    const today = todayInReportZone();
    const query = { idWarehouse: f.warehouse.idWarehouse, fromDate: today, toDate: today, pageSize: 1000 };
    const before = await details(f.tom, f.scope.idClientAccount, query);
    const p = await f.product(30);
    const q = await f.product(30);
    await f.placeOrder([
      { idProduct: p.idProduct, quantity: 3 },
      { idProduct: q.idProduct, quantity: 5 },
    ]);
    const after = await details(f.tom, f.scope.idClientAccount, query);
    expect(after.totalCount).toBe(before.totalCount + 2);
    expect(after.totals.orderedQuantity).toBe(before.totals.orderedQuantity + 8);
    const mine = after.items.filter((l) => l.sku === p.sku || l.sku === q.sku);
    expect(mine.map((l) => [l.sku, l.orderedQuantity, l.deliveredQuantity]).sort()).toEqual(
      [
        [p.sku, 3, 0],
        [q.sku, 5, 0],
      ].sort(),
    );
    expect(new Set(mine.map((l) => l.idCustomerOrder)).size).toBe(1);
    // The lines' orders are the orders report's.
    const orders = await report(f.tom, f.scope.idClientAccount, query);
    expect(new Set(after.items.map((l) => l.idCustomerOrder))).toEqual(new Set(orders.items.map((o) => o.idCustomerOrder)));
    // Paged: the same lines, a page at a time.
    const first = await details(f.tom, f.scope.idClientAccount, { ...query, pageSize: 1 });
    expect(first.items).toEqual(after.items.slice(0, 1));
    // The command writes the same lines (csv, statuses named).
    const { apiUrl } = ctx().server;
    const { accessToken } = await signIn(apiUrl, DEMO_USERS.orderer);
    const forward = ({ method, url, headers }: { method: string; url: URL; headers: Record<string, string> }) => fetch(url, { method, headers });
    const cli = await runCli(
      ['report', 'warehouse-outbound-orders-details', '--from', today, '--date', today, '--warehouse', 'Lyon Distribution Centre', '--format', 'csv'],
      { api: forward, env: { WAREPORT_API_URL: apiUrl, WAREPORT_TOKEN: accessToken } },
    );
    expect(cli.code).toBe(0);
    const rows = cli.stdout.toString('utf8').trim().split(/\r?\n/);
    expect(rows[0]).toBe('Order number,Order date,Status,Line,SKU,Client SKU,Product,Ordered,Delivered');
    expect(rows).toHaveLength(after.totalCount + 1);
    expect(rows.filter((r) => r.includes(p.sku)).map((r) => r.split(',').slice(-2).map(Number))).toEqual([[3, 0]]);
    // Only for holders of the report permission in the account.
    const claire = await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin);
    await expect(failure(details(claire, f.scope.idClientAccount, query))).resolves.toMatchObject({ status: 403 });
  });

  it("counts the account's orders of the warehouse by day and status, and pages them", async () => {
    const today = todayInReportZone();
    const query = { idWarehouse: f.warehouse.idWarehouse, fromDate: today, toDate: today };
    const before = await report(f.tom, f.scope.idClientAccount, query);
    const p = await f.product(20);
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 1 }]);
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 2 }]);
    const after = await report(f.tom, f.scope.idClientAccount, { ...query, pageSize: 1 });
    expect(after.totalCount).toBe(before.totalCount + 2);
    expect(after.items).toHaveLength(1);
    // The per-day counts are those of the database, order by order.
    const { rows } = await f.db.execute<{ status_code: number; n: number }>(
      sql`select o.status_code, count(*)::int as n from customer_orders o
          where o.id_client_account = ${f.scope.idClientAccount}
            and to_char(o.order_date at time zone 'Europe/Paris', 'YYYY-MM-DD') = ${today}
            and exists (select 1 from customer_order_deliveries d where d.id_customer_order = o.id_customer_order and d.id_warehouse = ${f.warehouse.idWarehouse})
          group by 1 order by 1`,
    );
    expect(after.byDay.map((d) => [d.day, d.statusCode, d.count])).toEqual(rows.map((r) => [today, r.status_code, r.n]));
    const status = after.byDay[0].statusCode;
    const only = await report(f.tom, f.scope.idClientAccount, { ...query, statusCode: status, pageSize: 100 });
    expect(only.items.every((o) => o.statusCode === status)).toBe(true);
    expect(only.totalCount).toBe(after.byDay[0].count);
    const [latest] = await f.db
      .select()
      .from(t.customerOrders)
      .where(and(eq(t.customerOrders.idClientAccount, f.scope.idClientAccount), gte(t.customerOrders.orderDate, new Date(Date.now() - 3_600_000))))
      .orderBy(sql`order_date desc`)
      .limit(1);
    expect(after.items[0].idCustomerOrder).toBe(latest.idCustomerOrder);
    // Yesterday's report holds none of them.
    const yesterday = await report(f.tom, f.scope.idClientAccount, { ...query, fromDate: addDays(today, -1), toDate: addDays(today, -1) });
    expect(yesterday.items.map((o) => o.idCustomerOrder)).not.toContain(latest.idCustomerOrder);
  });

  it("refuses another client's users, warehouses of other accounts and a period backwards or too long", async () => {
    const today = todayInReportZone();
    const query = { idWarehouse: f.warehouse.idWarehouse, fromDate: today, toDate: today };
    const claire = await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin);
    await expect(failure(report(claire, f.scope.idClientAccount, query))).resolves.toMatchObject({ status: 403 });
    const [paris] = await f.db.select().from(t.warehouses).where(eq(t.warehouses.warehouseName, 'Paris Nord Warehouse'));
    await expect(failure(report(f.tom, f.scope.idClientAccount, { ...query, idWarehouse: paris.idWarehouse }))).resolves.toMatchObject({ status: 404 });
    await expect(failure(report(f.tom, f.scope.idClientAccount, { ...query, fromDate: addDays(today, 1) }))).resolves.toMatchObject({
      status: 400,
      code: 'VALIDATION',
    });
    await expect(failure(report(f.tom, f.scope.idClientAccount, { ...query, fromDate: addDays(today, -400) }))).resolves.toMatchObject({ status: 400 });
  });
});
