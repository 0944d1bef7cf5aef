import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { dashboardClient } from '../../shared/ordering/dashboard-client';
import { ACCOUNT_MISSING } from '../../shared/ordering/dashboard-schemas';
import { clientFor, failure } from '../support/api';
import { describeEachEngine } from '../support/engines';
import { orderingFixture } from '../support/ordering';
import { dashboardMonths } from '../../server/ordering/orders-over-time';
import { filedInVisibleCatalog } from '../../server/administration/product-search';

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

  // The summaries read counts kept by triggers; these plain queries count the same from the rows.
  const plainProducts = async () => {
    const scope = { idClientAccount: f.account.idClientAccount, idUser: f.tomUser.idUser, seesAllGroups: false };
    const [row] = await f.db
      .select({
        totalCount: sql<number>`count(*)`.mapWith(Number),
        // Named by hand: drizzle leaves a one-table query's columns unqualified, in the subquery too.
        outOfStockCount: sql<number>`count(*) filter (where products.type = 'SIMPLE'
          and not exists (select 1 from product_stocks s where s.id_product = products.id_product and s.available_quantity > 0))`.mapWith(Number),
      })
      .from(t.products)
      .where(and(eq(t.products.idClientAccount, f.account.idClientAccount), eq(t.products.enabled, true), filedInVisibleCatalog(f.db, scope)));
    return row;
  };
  const plainCatalog = async (idCatalog: string) => {
    // Both engines' results carry the rows as `rows`.
    const { rows: list } = (await f.db.execute(sql`
      with recursive tree as (
        select id_catalog_category as id, id_catalog_category as top from catalog_categories where id_catalog = ${idCatalog} and id_parent_category is null
        union all select c.id_catalog_category, tree.top from catalog_categories c join tree on c.id_parent_category = tree.id)
      select tree.top, count(distinct pc.id_product)::int as n from product_categories pc join tree on tree.id = pc.id_catalog_category
      join products p on p.id_product = pc.id_product and p.enabled where pc.enabled group by grouping sets ((tree.top), ())`)) as unknown as {
      rows: { top: string | null; n: number }[];
    };
    return (top: string | null) => Number(list.find((r) => r.top === top)?.n ?? 0);
  };
  const expectExact = async (idCatalog?: string) => {
    expect(await dashboard.products()).toEqual(await plainProducts());
    if (!idCatalog) return;
    const summary = await dashboard.catalog(idCatalog);
    const plain = await plainCatalog(idCatalog);
    expect(summary.productCount).toBe(plain(null));
    for (const c of summary.categories) expect(c.productCount, c.categoryName).toBe(plain(c.idCatalogCategory));
  };

  it('stays exact through product, link, stock, category, catalog and group changes', async () => {
    const idClientAccount = f.account.idClientAccount;
    await expectExact();
    // A catalog of its own, seen through a group of its own, with two tops and a child under the first.
    const [catalog] = await f.db.insert(t.catalogs).values({ idClientAccount, catalogName: 'Dashboard counts' }).returning();
    const category = async (categoryName: string, idParentCategory: string | null = null) =>
      (await f.db.insert(t.catalogCategories).values({ idCatalog: catalog.idCatalog, idClientAccount, categoryName, idParentCategory }).returning())[0];
    const [topA, topB] = [await category('Top A'), await category('Top B')];
    const child = await category('Child of A', topA.idCatalogCategory);
    const [group] = await f.db
      .insert(t.clientAccountGroups)
      .values({ idClientAccount, groupName: `Dashboard ${Date.now()}` })
      .returning();
    const [member] = await f.db
      .insert(t.clientAccountGroupUsers)
      .values({ idClientAccountGroup: group.idClientAccountGroup, idClientAccount, idUser: f.tomUser.idUser })
      .returning();
    const file = (idProduct: string, idCatalogCategory: string) =>
      f.db.insert(t.productCategories).values({ idProduct, idCatalogCategory, idClientAccount }).returning();

    // Simple products with stock, filed in no other catalog.
    const product = async (physicalQuantity: number) => {
      const sku = `DASH${Math.random().toString(36).slice(2, 9)}`.toUpperCase();
      const [row] = await f.db.insert(t.products).values({ idClientAccount, type: 'SIMPLE', productName: sku, sku }).returning();
      await f.db.insert(t.productStocks).values({ idProduct: row.idProduct, idWarehouse: f.warehouse.idWarehouse, idClientAccount, physicalQuantity });
      return row;
    };
    // Filed in a catalog nobody sees yet: not counted among the user's products.
    const inStock = await product(4);
    const empty = await product(0);
    const [link] = await file(inStock.idProduct, child.idCatalogCategory);
    await file(empty.idProduct, topB.idCatalogCategory);
    const before = await dashboard.products();
    await expectExact();
    // Linked to the user's group: now counted; twice under one top and once more elsewhere, still once.
    const [catalogGroup] = await f.db
      .insert(t.catalogGroups)
      .values({ idCatalog: catalog.idCatalog, idClientAccountGroup: group.idClientAccountGroup, idClientAccount })
      .returning();
    await file(inStock.idProduct, topA.idCatalogCategory);
    await file(inStock.idProduct, topB.idCatalogCategory);
    await expectExact(catalog.idCatalog);
    const visible = await dashboard.products();
    expect(visible.totalCount - before.totalCount).toBe(2);
    expect(visible.outOfStockCount - before.outOfStockCount).toBe(1);
    expect((await dashboard.catalog(catalog.idCatalog)).categories.map((c) => c.productCount)).toEqual([1, 2]);

    // Stock crossing zero both ways, in one statement for both products.
    await f.db
      .update(t.productStocks)
      .set({ physicalQuantity: sql`case when ${t.productStocks.physicalQuantity} = 0 then 3 else 0 end` })
      .where(sql`${t.productStocks.idProduct} in (${inStock.idProduct}, ${empty.idProduct})`);
    await expectExact(catalog.idCatalog);
    // Disabled product, disabled link, unfiled, moved category (its products change top), deleted category.
    await f.db.update(t.products).set({ enabled: false }).where(eq(t.products.idProduct, empty.idProduct));
    await expectExact(catalog.idCatalog);
    await f.db.update(t.products).set({ enabled: true }).where(eq(t.products.idProduct, empty.idProduct));
    await f.db.update(t.productCategories).set({ enabled: false }).where(eq(t.productCategories.idProductCategory, link.idProductCategory));
    await expectExact(catalog.idCatalog);
    await f.db.update(t.productCategories).set({ enabled: true }).where(eq(t.productCategories.idProductCategory, link.idProductCategory));
    await f.db
      .delete(t.productCategories)
      .where(and(eq(t.productCategories.idProduct, inStock.idProduct), eq(t.productCategories.idCatalogCategory, topA.idCatalogCategory)));
    await expectExact(catalog.idCatalog);
    await f.db
      .update(t.catalogCategories)
      .set({ idParentCategory: topB.idCatalogCategory })
      .where(eq(t.catalogCategories.idCatalogCategory, child.idCatalogCategory));
    await expectExact(catalog.idCatalog);
    expect((await dashboard.catalog(catalog.idCatalog)).categories.map((c) => c.productCount)).toEqual([0, 2]);
    await f.db.delete(t.catalogCategories).where(eq(t.catalogCategories.idCatalogCategory, topB.idCatalogCategory));
    await expectExact(catalog.idCatalog);
    await file(inStock.idProduct, topA.idCatalogCategory);
    await file(empty.idProduct, topA.idCatalogCategory);
    await expectExact(catalog.idCatalog);

    // The catalog-group link switched off and on, the group disabled, the user leaving it, the catalog disabled.
    await f.db.update(t.catalogGroups).set({ enabled: false }).where(eq(t.catalogGroups.idCatalogGroup, catalogGroup.idCatalogGroup));
    await expectExact();
    await f.db.update(t.catalogGroups).set({ enabled: true }).where(eq(t.catalogGroups.idCatalogGroup, catalogGroup.idCatalogGroup));
    await expectExact(catalog.idCatalog);
    await f.db.update(t.clientAccountGroups).set({ enabled: false }).where(eq(t.clientAccountGroups.idClientAccountGroup, group.idClientAccountGroup));
    await expectExact();
    await f.db.update(t.clientAccountGroups).set({ enabled: true }).where(eq(t.clientAccountGroups.idClientAccountGroup, group.idClientAccountGroup));
    await expectExact(catalog.idCatalog);
    await f.db.delete(t.clientAccountGroupUsers).where(eq(t.clientAccountGroupUsers.idClientAccountGroupUser, member.idClientAccountGroupUser));
    await expectExact();
    expect(await dashboard.products()).toEqual(before);
    await f.db.insert(t.clientAccountGroupUsers).values({ idClientAccountGroup: group.idClientAccountGroup, idClientAccount, idUser: f.tomUser.idUser });
    await expectExact(catalog.idCatalog);
    await f.db.update(t.catalogs).set({ enabled: false }).where(eq(t.catalogs.idCatalog, catalog.idCatalog));
    await expectExact();
    await f.db.update(t.catalogs).set({ enabled: true }).where(eq(t.catalogs.idCatalog, catalog.idCatalog));

    // Deleted products and a deleted catalog leave nothing behind.
    await f.db.delete(t.products).where(eq(t.products.idProduct, empty.idProduct));
    await expectExact(catalog.idCatalog);
    await f.db.delete(t.catalogs).where(eq(t.catalogs.idCatalog, catalog.idCatalog));
    await expectExact();
    expect(await dashboard.products()).toEqual(before);
  });

  it('answers the home’s questions: what the buyer orders often, what is open, what is on its way; the account’s spend only to those who follow its orders', async () => {
    const before = await dashboard.home();
    const often = await f.product(50, 2.5);
    const once = await f.product(50, 4);
    const first = await f.placeOrder([{ idProduct: often.idProduct, quantity: 3 }]);
    await f.placeOrder([
      { idProduct: often.idProduct, quantity: 2 },
      { idProduct: once.idProduct, quantity: 1 },
    ]);
    // Two more: more orders of it than of any demo product.
    for (let i = 0; i < 2; i++) await f.placeOrder([{ idProduct: often.idProduct, quantity: 1 }]);
    // The first order leaves: shipped with a parcel, it is arriving and no longer open.
    await f.db.update(t.customerOrders).set({ statusCode: 60, statusName: 'Shipped' }).where(eq(t.customerOrders.idCustomerOrder, first.idCustomerOrder));
    const [delivery] = await f.db.select().from(t.customerOrderDeliveries).where(eq(t.customerOrderDeliveries.idCustomerOrder, first.idCustomerOrder));
    await f.db.insert(t.customerOrderShipments).values({
      idCustomerOrderDelivery: delivery.idCustomerOrderDelivery,
      idTracking: `HOME${Date.now()}`,
      trackingURL: 'https://carrier.example/track',
      carrierName: 'Carrier',
    });

    const home = await dashboard.home();
    // Most orders first (then most units): the product of both orders leads; five at most.
    expect(home.frequent[0]).toMatchObject({ idProduct: often.idProduct, orderedQuantity: 7, orderCount: 4 });
    expect(home.frequent.length).toBeLessThanOrEqual(5);
    const counts = home.frequent.map((p) => p.orderCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(home.open.map((o) => o.idCustomerOrder)).not.toContain(first.idCustomerOrder);
    expect(home.openCount).toBe(before.openCount + 3);
    // (Orders of the tests above, dated later, may come first.)
    expect(home.arriving.find((o) => o.idCustomerOrder === first.idCustomerOrder)).toMatchObject({
      carrierName: 'Carrier',
      trackingURL: 'https://carrier.example/track',
    });
    // A buyer does not follow the account's orders: no spend by buyer.
    expect(home.account).toBeNull();

    // The system administrator does: the account's orders and spend, Tom among its buyers.
    const admin = dashboardClient(await clientFor(ctx().server.apiUrl, DEMO_USERS.systemAdmin, f.scope));
    const account = (await admin.home()).account!;
    expect(account.orderCount).toBeGreaterThanOrEqual(2);
    const tom = account.byBuyer.find((b) => b.idUser === f.tomUser.idUser);
    expect(tom?.spend).toBeGreaterThanOrEqual(7 * 2.5 + 4);
    expect(account.waiting.notShipped).toBeGreaterThanOrEqual(1);

    // Another account's home is refused, as every summary.
    const [other] = await f.db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
    const foreign = await clientFor(ctx().server.apiUrl, DEMO_USERS.orderer, { idClient: other.idClient, idClientAccount: other.idClientAccount });
    expect((await failure(dashboardClient(foreign).home())).status).toBe(403);
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
