import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { dashboardClient } from '../../shared/dashboard/client';
import { ACCOUNT_MISSING } from '../../shared/dashboard/schemas';
import { clientFor, failure } from '../support/api';
import { describeEachEngine } from '../support/engines';
import { orderingFixture } from '../support/ordering';
import { dashboardMonths } from '../../server/dashboard/orders-over-time';

describeEachEngine('the dashboard summaries', (ctx) => {
  let f: Awaited<ReturnType<typeof orderingFixture>>;
  let dashboard: ReturnType<typeof dashboardClient>;

  beforeAll(async () => {
    f = await orderingFixture(ctx().server);
    dashboard = dashboardClient(f.tom);
  });

  const order = (statusCode: number, orderNumber: string, orderDate: Date, idUser = f.tomUser.idUser) =>
    f.db.insert(t.customerOrders).values({ idClientAccount: f.account.idClientAccount, idUser, orderNumber, orderDate, statusCode, statusName: 'Open' });

  it('counts the user’s own orders by status and lists the five latest', async () => {
    const before = await dashboard.customerOrders();
    const base = Date.parse('2030-01-01T08:00:00Z');
    for (let i = 0; i < 6; i++) await order(i < 4 ? 1 : 60, `DASH${i}`, new Date(base + i * 60_000));
    // Another user's order in the same account is not theirs to see here.
    const [claire] = await f.db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.clientAdmin));
    await order(1, 'DASHOTHER', new Date(base + 3_600_000), claire.idUser);

    const after = await dashboard.customerOrders();
    expect(after.totalCount).toBe(before.totalCount + 6);
    const countOf = (s: typeof after, code: number) => s.byStatus.find((b) => b.statusCode === code)?.count ?? 0;
    expect(countOf(after, 1) - countOf(before, 1)).toBe(4);
    expect(countOf(after, 60) - countOf(before, 60)).toBe(2);
    expect(after.recent.map((o) => o.orderNumber)).toEqual(['DASH5', 'DASH4', 'DASH3', 'DASH2', 'DASH1']);
  });

  it('counts the user’s orders of the last twelve Paris months by month and status, none older', async () => {
    const { months } = await dashboard.customerOrders();
    expect(months).toEqual(dashboardMonths(new Date()).months);
    const before = await dashboard.customerOrders();
    const now = Date.now();
    await order(10, 'TIME1', new Date(now - 60_000));
    await order(10, 'TIME2', new Date(now - 120_000));
    await order(0, 'TIME3', new Date(now - 180_000));
    await order(10, 'TIMEOLD', new Date(now - 400 * 86_400_000));
    const after = await dashboard.customerOrders();
    const current = months[months.length - 1];
    const countOf = (s: typeof after, code: number) => s.byMonth.find((b) => b.month === current && b.statusCode === code)?.count ?? 0;
    expect(countOf(after, 10) - countOf(before, 10)).toBe(2);
    expect(countOf(after, 0) - countOf(before, 0)).toBe(1);
    const total = (s: typeof after) => s.byMonth.reduce((sum, b) => sum + b.count, 0);
    expect(total(after) - total(before)).toBe(3);
    expect(after.byMonth.every((b) => months.includes(b.month))).toBe(true);
  });

  it('counts the products of the visible catalogs, simple ones without stock as out of stock', async () => {
    const before = await dashboard.products();
    await f.product(0);
    await f.product(5);
    const after = await dashboard.products();
    expect(after.totalCount - before.totalCount).toBe(2);
    expect(after.outOfStockCount - before.outOfStockCount).toBe(1);
  });

  it('sums a visible catalog’s products under its top-level categories; another account’s catalog is not found', async () => {
    const [catalog] = await f.ordering.catalogs();
    const summary = await dashboard.catalog(catalog.idCatalog);
    expect(summary.catalogName).toBe(catalog.catalogName);
    expect(summary.categories.map((c) => c.idCatalogCategory)).toEqual(catalog.categories.map((c) => c.idCatalogCategory));
    expect(summary.productCount).toBeGreaterThan(0);
    expect(summary.categories.reduce((sum, c) => sum + c.productCount, 0)).toBeGreaterThanOrEqual(summary.productCount);

    const [foreign] = await f.db
      .select({ idCatalog: t.catalogs.idCatalog })
      .from(t.catalogs)
      .innerJoin(t.clientAccounts, eq(t.clientAccounts.idClientAccount, t.catalogs.idClientAccount))
      .where(and(eq(t.clientAccounts.accountCode, 'MLS')))
      .limit(1);
    expect((await failure(dashboard.catalog(foreign.idCatalog))).status).toBe(404);
  });

  it('answers the spec’s message without an account, and refuses an account the user has no dashboard in', async () => {
    const missing = await failure(f.tom.request({ path: '/dashboard/undefined/customerorders' }));
    expect(missing.status).toBe(400);
    expect(missing.message).toBe(ACCOUNT_MISSING);
    const [other] = await f.db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
    const foreign = await clientFor(ctx().server.apiUrl, DEMO_USERS.orderer, { idClient: other.idClient, idClientAccount: other.idClientAccount });
    expect((await failure(dashboardClient(foreign).customerOrders())).status).toBe(403);
    expect((await failure(dashboardClient(foreign).products())).status).toBe(403);
  });
});
