/**
 * The orders list's fast path against plain queries: every sort column in both directions with
 * each filter, on the first page, a later one and past the last, with and without a search; and
 * the order counts behind its totals (and the dashboard's) through every kind of change.
 */
import { and, asc, count, desc, eq, gt, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { dashboardClient } from '../../shared/ordering/dashboard-client';
import type { CustomerOrderListRequest } from '../../shared/ordering/client';
import { ORDER_SORT_FIELDS } from '../../shared/rules/orders';
import { describeEachEngine } from '../support/engines';
import { orderingFixture } from '../support/ordering';
import { clientFor } from '../support/api';
import { orderingClient } from '../../shared/ordering/client';

describeEachEngine('the customer orders list at its fast path', (ctx) => {
  let f: Awaited<ReturnType<typeof orderingFixture>>;
  let claire: typeof t.users.$inferSelect;
  const run = `Q${Date.now().toString(36).slice(-5).toUpperCase()}`;

  beforeAll(async () => {
    f = await orderingFixture(ctx().server);
    [claire] = await f.db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.clientAdmin));
    // 24 orders of Tom's with repeated references, missing references and PO numbers, every
    // kind of status; and one of Claire's in the same account that Tom's list never shows.
    const statuses: [number, string][] = [
      [1, 'Open'],
      [60, 'In Progress'],
      [-10, 'Waiting'],
      [70, 'Closed'],
      [0, 'Canceled'],
      [60, 'Closed'],
    ];
    const base = Date.parse('2031-03-01T08:00:00Z');
    await f.db.insert(t.customerOrders).values([
      ...Array.from({ length: 24 }, (_, i) => ({
        idClientAccount: f.account.idClientAccount,
        idUser: f.tomUser.idUser,
        orderNumber: `${run}-${String(i).padStart(2, '0')}`,
        // Some orders share a date, so the order number has to break the tie.
        orderDate: new Date(base + Math.floor(i / 2) * 3_600_000),
        statusCode: statuses[i % statuses.length][0],
        statusName: statuses[i % statuses.length][1],
        orderReference: i % 4 === 3 ? null : `${run}-REF-${i % 5}`,
        poNumber: i % 3 === 0 ? null : `PO-${run}-${(i * 7) % 10}`,
      })),
      {
        idClientAccount: f.account.idClientAccount,
        idUser: claire.idUser,
        orderNumber: `${run}-CLAIRE`,
        statusCode: 1,
        statusName: 'Open',
        orderReference: `${run}-REF-1`,
      },
    ]);
  });

  /** The same page by a plain query over the orders: filters, sort with the order number breaking ties, limit and offset. */
  async function expected(query: CustomerOrderListRequest & { pageSize: number; currentPage: number }) {
    const c = t.customerOrders;
    const conditions: (SQL | undefined)[] = [eq(c.idClientAccount, f.account.idClientAccount)];
    if (query.allBuyers !== 'true') conditions.push(eq(c.idUser, f.tomUser.idUser));
    if (query.statusCode) conditions.push(inArray(c.statusCode, query.statusCode));
    if (query.stockFilter === 'outOfStock') conditions.push(eq(c.statusCode, -10));
    if (query.stockFilter === 'inStock') conditions.push(ne(c.statusCode, -10));
    if (query.labelFilter) conditions.push(eq(c.statusName, query.labelFilter));
    if (query.searchText) {
      const pattern = `%${query.searchText}%`;
      conditions.push(or(ilike(c.orderNumber, pattern), ilike(c.orderReference, pattern), ilike(c.poNumber, pattern)));
    }
    const direction = query.sortOrder === 'asc' ? asc : desc;
    const rows = await f.db
      .select({ orderNumber: c.orderNumber })
      .from(c)
      .where(and(...conditions))
      .orderBy(direction(c[query.sortField as (typeof ORDER_SORT_FIELDS)[number]]), direction(c.orderNumber))
      .limit(query.pageSize)
      .offset((query.currentPage - 1) * query.pageSize);
    const [{ n }] = await f.db
      .select({ n: count() })
      .from(c)
      .where(and(...conditions));
    return { numbers: rows.map((r) => r.orderNumber), totalCount: n };
  }

  const filters: CustomerOrderListRequest[] = [
    {},
    { statusCode: [60] },
    { statusCode: [1, -10] },
    { stockFilter: 'inStock' },
    { stockFilter: 'outOfStock' },
    { labelFilter: 'Closed' },
    { statusCode: [60], labelFilter: 'Closed', stockFilter: 'inStock' },
    { labelFilter: 'Expired' },
  ];

  it('answers every sort column in both directions with each filter as a plain query would, on the first page and a later one', async () => {
    for (const filter of filters) {
      for (const sortField of ORDER_SORT_FIELDS) {
        for (const sortOrder of ['asc', 'desc'] as const) {
          for (const currentPage of [1, 2]) {
            const query = { ...filter, sortField, sortOrder, pageSize: 5, currentPage };
            const answer = await f.ordering.listCustomerOrders(query);
            const want = await expected(query);
            expect({ query, numbers: answer.items.map((o) => o.orderNumber), totalCount: answer.searchCriteria.totalCount }).toEqual({ query, ...want });
          }
        }
      }
    }
  });

  it('searches with each filter and sort as a plain query would; Claire’s order in the same account never shows', async () => {
    for (const searchText of [`${run}-ref-1`, `po-${run}-4`, `${run}-1`, run]) {
      for (const filter of filters) {
        for (const sortField of ORDER_SORT_FIELDS) {
          const query = {
            ...filter,
            searchText,
            sortField,
            sortOrder: sortField.length % 2 ? ('asc' as const) : ('desc' as const),
            pageSize: 4,
            currentPage: 1,
          };
          const answer = await f.ordering.listCustomerOrders(query);
          const want = await expected(query);
          expect({ query, numbers: answer.items.map((o) => o.orderNumber), totalCount: answer.searchCriteria.totalCount }).toEqual({ query, ...want });
          expect(answer.items.some((o) => o.orderNumber.endsWith('CLAIRE'))).toBe(false);
        }
      }
    }
  });

  it('answers the account’s orders (every buyer’s) as a plain query would, with and without a search, Claire’s order among them', async () => {
    const admin = orderingClient(await clientFor(ctx().server.apiUrl, DEMO_USERS.systemAdmin, f.scope));
    for (const searchText of [undefined, run]) {
      for (const filter of filters.slice(0, 4)) {
        for (const sortField of ORDER_SORT_FIELDS) {
          for (const sortOrder of ['asc', 'desc'] as const) {
            const query = { ...filter, searchText, allBuyers: 'true' as const, sortField, sortOrder, pageSize: 6, currentPage: 1 };
            const answer = await admin.listCustomerOrders(query);
            const want = await expected(query);
            expect({ query, numbers: answer.items.map((o) => o.orderNumber), totalCount: answer.searchCriteria.totalCount }).toEqual({ query, ...want });
          }
        }
      }
    }
    const all = await admin.listCustomerOrders({ searchText: run, allBuyers: 'true', pageSize: 100 });
    expect(all.items.find((o) => o.orderNumber.endsWith('CLAIRE'))).toMatchObject({ idUser: claire.idUser });
  });

  it('still gives the total past the last page, with and without a search', async () => {
    for (const filter of [{}, { statusCode: [60] }, { searchText: run }, { searchText: run, labelFilter: 'Closed' as const }]) {
      const query = { ...filter, pageSize: 10, currentPage: 500, sortField: 'orderDate' as const, sortOrder: 'desc' as const };
      const answer = await f.ordering.listCustomerOrders(query);
      expect(answer.items).toEqual([]);
      expect(answer.searchCriteria).toEqual({ totalCount: (await expected(query)).totalCount, currentPage: 500, pageSize: 10 });
    }
  });

  it('keeps the order counts exact through inserts, status changes one by one and in bulk, other edits, a change of owner and deletes', async () => {
    const counts = async () =>
      (
        await f.db
          .select({
            idUser: t.customerOrderCounts.idUser,
            statusCode: t.customerOrderCounts.statusCode,
            statusName: t.customerOrderCounts.statusName,
            n: t.customerOrderCounts.orderCount,
          })
          .from(t.customerOrderCounts)
          .where(and(eq(t.customerOrderCounts.idClientAccount, f.account.idClientAccount), gt(t.customerOrderCounts.orderCount, 0)))
      ).sort((a, b) => `${a.idUser}${a.statusCode}${a.statusName}`.localeCompare(`${b.idUser}${b.statusCode}${b.statusName}`));
    const actual = async () =>
      (
        await f.db
          .select({ idUser: t.customerOrders.idUser, statusCode: t.customerOrders.statusCode, statusName: t.customerOrders.statusName, n: count() })
          .from(t.customerOrders)
          .where(eq(t.customerOrders.idClientAccount, f.account.idClientAccount))
          .groupBy(t.customerOrders.idUser, t.customerOrders.statusCode, t.customerOrders.statusName)
      ).sort((a, b) => `${a.idUser}${a.statusCode}${a.statusName}`.localeCompare(`${b.idUser}${b.statusCode}${b.statusName}`));
    const dashboard = dashboardClient(f.tom);
    const check = async () => {
      expect(await counts()).toEqual(await actual());
      // The dashboard's counts by status come from the same counts.
      const byStatus = await f.db
        .select({ statusCode: t.customerOrders.statusCode, count: count() })
        .from(t.customerOrders)
        .where(and(eq(t.customerOrders.idClientAccount, f.account.idClientAccount), eq(t.customerOrders.idUser, f.tomUser.idUser)))
        .groupBy(t.customerOrders.statusCode)
        .orderBy(asc(t.customerOrders.statusCode));
      const summary = await dashboard.customerOrders();
      expect(summary.byStatus).toEqual(byStatus);
      expect(summary.totalCount).toBe(byStatus.reduce((sum, s) => sum + s.count, 0));
    };
    await check();

    const mine = (suffix: string) => sql`${t.customerOrders.orderNumber} like ${`${run}-${suffix}%`}`;
    // One by one, through the API: an order placed, then cancelled.
    const placed = await f.placeOrder([{ idProduct: (await f.product(5)).idProduct, quantity: 1 }]);
    await check();
    await f.ordering.cancelCustomerOrder(placed.idCustomerOrder);
    await check();
    // In bulk: one statement moving orders of several statuses to one, and names without codes.
    await f.db.update(t.customerOrders).set({ statusCode: 40, statusName: 'Closed' }).where(mine('0'));
    await f.db.update(t.customerOrders).set({ statusName: 'Reopened' }).where(mine('1'));
    await check();
    // Edits that change no status move nothing.
    await f.db.update(t.customerOrders).set({ orderReference: 'EDITED' }).where(mine('2'));
    await check();
    // Another owner.
    await f.db.update(t.customerOrders).set({ idUser: claire.idUser }).where(mine('20'));
    await check();
    await f.db.delete(t.customerOrders).where(mine('2'));
    await check();
    const after = await f.ordering.listCustomerOrders({ searchText: run, pageSize: 50 });
    expect(after.items.filter((o) => o.orderNumber.startsWith(`${run}-2`))).toEqual([]);
    expect(after.searchCriteria.totalCount).toBe((await expected({ searchText: run, pageSize: 50, currentPage: 1, sortField: 'orderDate' })).totalCount);
  });
});
