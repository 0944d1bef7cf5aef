/**
 * Stock reports against a hand count: moves made here, one after the other, and the report asked
 * for the instant before and after each one must give exactly what the moves say; the details and
 * the product report must add up the same moves. An account's reports are only for users holding
 * the report permission in that account; a box (a warehouse of type BOX) reads through the same code.
 */
import { beforeAll, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema';
import type { Db } from '../../server/db';
import { DEMO_USERS } from '../../server/db/seed';
import { adjust, openStock, receive, release, reserve, ship, type StockQuantity } from '../../server/stock/stock';
import { cutOf, stockLevelsStatement } from '../../server/reports/stock-report';
import { reportsClient, variantLevels } from '../../shared/reports/client';
import { todayInReportZone } from '../../shared/reports/stock-report';
import { describeEachEngine } from '../support/engines';
import { orderingFixture } from '../support/ordering';
import { clientFor, failure, signIn } from '../support/api';
import { runCli } from '../unit/cli/harness';
import { createUserWithPermissions } from '../support/users';

type Fixture = Awaited<ReturnType<typeof orderingFixture>>;

describeEachEngine('stock reports', (ctx) => {
  let f: Fixture;
  let db: Db;
  let reports: ReturnType<typeof reportsClient>;
  // The embedded engine's clock counts milliseconds: a pause keeps the next move out of the instant read.
  const now = async () => {
    const at = (await db.execute<{ at: string }>(sql`select to_json(clock_timestamp()) #>> '{}' as at`)).rows[0].at;
    await new Promise((resolve) => setTimeout(resolve, 3));
    return at;
  };

  beforeAll(async () => {
    f = await orderingFixture(ctx().server);
    db = f.db;
    reports = reportsClient(f.tom);
  });

  const target = (date: string) => ({ idClientAccount: f.scope.idClientAccount, idWarehouse: f.warehouse.idWarehouse, date });
  const line = (idProduct: string, quantity: number): StockQuantity => ({ idWarehouse: f.warehouse.idWarehouse, idProduct, quantity });

  it('gives, before and after each move, the stock the moves give (levels, details and the product report)', async () => {
    const p = await f.product(10);
    const q = await f.product(4);
    const who = { idUser: f.tomUser.idUser, idReference: crypto.randomUUID() };
    // [instant, physical p, reserved p, physical q, reserved q] after each step, counted by hand.
    const steps: [string, number, number, number, number][] = [[await now(), 10, 0, 4, 0]];
    const step = async (move: () => Promise<unknown>, counts: [number, number, number, number]) => {
      await move();
      steps.push([await now(), ...counts]);
    };
    await step(() => db.transaction((tx) => receive(tx, [line(p.idProduct, 5)], { cause: 'receipt', ...who })), [15, 0, 4, 0]);
    await step(() => db.transaction((tx) => reserve(tx, [line(p.idProduct, 6), line(q.idProduct, 1)], { cause: 'checkout', ...who })), [15, 6, 4, 1]);
    await step(() => db.transaction((tx) => adjust(tx, [{ ...line(p.idProduct, 0), quantity: -3 }], { cause: 'regulation', ...who })), [12, 6, 4, 1]);
    await step(() => db.transaction((tx) => ship(tx, [line(p.idProduct, 4)], { cause: 'shipment', ...who })), [8, 2, 4, 1]);
    await step(() => db.transaction((tx) => release(tx, [line(q.idProduct, 1)], { cause: 'order-cancel', ...who })), [8, 2, 4, 0]);

    for (const [at, physicalP, reservedP, physicalQ, reservedQ] of steps) {
      const answer = await reports.stockLevels(target(at), { search: p.sku.slice(0, 14), pageSize: 100 });
      expect(
        answer.items.map((i) => [i.sku, i.physicalQuantity, i.reservedQuantity, i.availableQuantity]),
        at,
      ).toEqual([[p.sku, physicalP, reservedP, physicalP - reservedP]]);
      const [levelQ] = (await reports.stockLevels(target(at), { search: q.sku })).items;
      expect([levelQ.physicalQuantity, levelQ.reservedQuantity], at).toEqual([physicalQ, reservedQ]);
      const product = await reports.productStock({ ...target(at), idProduct: p.idProduct }, { from: steps[0][0] });
      expect([product.physicalQuantity, product.reservedQuantity, product.availableQuantity]).toEqual([physicalP, reservedP, physicalP - reservedP]);
      // The moves after the first instant up to this one, each with the line after it.
      const after = steps.slice(1).filter(([when]) => when <= at);
      expect(product.moves.map((m) => [m.physicalQuantity, m.reservedQuantity])).toEqual(
        after.filter(([, ph, re], i) => ph !== steps[i][1] || re !== steps[i][2]).map(([, ph, re]) => [ph, re]),
      );
      expect([product.openingPhysicalQuantity, product.openingReservedQuantity]).toEqual([10, 0]);
    }
    // Both ends of the ledger give the same lines at every instant: the sum of the moves up to it,
    // and today's minus the moves since (the report picks the shorter one, sideOf).
    for (const at of [...steps.map(([when]) => when), '2000-01-01T00:00:00Z']) {
      const query = { stockFilter: 'all', sortField: 'sku', sortOrder: 'ASC', currentPage: 1, pageSize: -1 } as const;
      const [forward, backward] = await Promise.all(
        (['forward', 'backward'] as const).map((side) =>
          db.execute(stockLevelsStatement(f.scope.idClientAccount, f.warehouse.idWarehouse, cutOf(at), query, side)),
        ),
      );
      expect(forward.rows, at).toEqual(backward.rows);
    }
    // Before the product existed, it is not in the report at all.
    const before = await reports.stockLevels(target('2000-01-01'), { search: p.sku });
    expect(before.totalCount).toBe(0);
    await expect(failure(reports.productStock({ ...target('2000-01-01'), idProduct: p.idProduct }))).resolves.toMatchObject({ status: 404 });

    // Details over the whole story: opening 10, in 5, out 3 + 4, closing 8.
    const details = await reports.stockDetails(target(steps.at(-1)![0]), { search: p.sku, from: steps[0][0] });
    expect(details.items.map((i) => [i.openingQuantity, i.receivedQuantity, i.shippedQuantity, i.physicalQuantity, i.reservedQuantity, i.moveCount])).toEqual([
      [10, 5, 7, 8, 2, 4],
    ]);
    // Today (a calendar day) is the stock as it stands.
    const today = await reports.stockLevels(target(todayInReportZone()), { search: p.sku });
    expect(today.items[0].physicalQuantity).toBe(8);
    const [stored] = await db
      .select()
      .from(t.productStocks)
      .where(and(eq(t.productStocks.idProduct, p.idProduct), eq(t.productStocks.idWarehouse, f.warehouse.idWarehouse)));
    expect([stored.physicalQuantity, stored.reservedQuantity]).toEqual([8, 2]);
  });

  it('wareport report warehouse-stock writes the numbers of the report at the same date', async () => {
    const p = await f.product(9);
    const before = (await db.execute<{ at: string }>(sql`select to_json(clock_timestamp()) #>> '{}' as at`)).rows[0].at;
    await new Promise((resolve) => setTimeout(resolve, 3));
    await db.transaction((tx) => receive(tx, [line(p.idProduct, 4)], { cause: 'receipt' }));
    const { apiUrl } = ctx().server;
    const { accessToken } = await signIn(apiUrl, DEMO_USERS.orderer);
    const forward = ({ method, url, headers }: { method: string; url: URL; headers: Record<string, string> }) => fetch(url, { method, headers });
    const run = (date: string, ...more: string[]) =>
      runCli(['report', 'warehouse-stock', '--date', date, '--warehouse', 'Lyon Distribution Centre', '--format', 'csv', ...more], {
        api: forward,
        env: { WAREPORT_API_URL: apiUrl, WAREPORT_TOKEN: accessToken },
      });
    const past = await run(before, '--search', p.sku);
    expect(past.stderr).not.toMatch(/error/i);
    expect(past.code).toBe(0);
    const rows = past.stdout.toString('utf8').trim().split(/\r?\n/);
    expect(rows[0]).toBe('SKU,Client SKU,Product,Physical,Reserved,Available');
    expect(rows.slice(1)).toEqual([`${p.sku},,${p.productName},9,0,9`]);
    // The whole warehouse, every line as the API gives it.
    const all = await run(before);
    const api = await reports.stockLevels(target(before), { pageSize: -1 });
    const lines = all.stdout.toString('utf8').trim().split(/\r?\n/).slice(1);
    expect(lines).toHaveLength(api.totalCount);
    expect(lines.map((l) => l.split(',').slice(-3).map(Number))).toEqual(api.items.map((i) => [i.physicalQuantity, i.reservedQuantity, i.availableQuantity]));
    expect((await run('2026-02-30')).code).toBe(2);
    expect((await run(before, '--warehouse', 'Nowhere')).stderr).toContain('Lyon Distribution Centre');
  });

  it('wareport report box-stock writes the numbers of a box, chosen with --box among the boxes', async () => {
    const { apiUrl } = ctx().server;
    const { accessToken } = await signIn(apiUrl, DEMO_USERS.clientAdmin);
    const forward = ({ method, url, headers }: { method: string; url: URL; headers: Record<string, string> }) => fetch(url, { method, headers });
    const run = (...args: string[]) =>
      runCli(['report', ...args, '--account', 'MLS', '--format', 'csv'], { api: forward, env: { WAREPORT_API_URL: apiUrl, WAREPORT_TOKEN: accessToken } });
    const [account] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
    const boxes = await db
      .select({ idWarehouse: t.warehouses.idWarehouse, warehouseName: t.warehouses.warehouseName })
      .from(t.warehouses)
      .innerJoin(t.clientAccountWarehouses, eq(t.clientAccountWarehouses.idWarehouse, t.warehouses.idWarehouse))
      .where(and(eq(t.clientAccountWarehouses.idClientAccount, account.idClientAccount), eq(t.warehouses.warehouseType, 'BOX')));
    expect(boxes.length).toBeGreaterThan(1);
    const [box] = boxes;
    const day = todayInReportZone();
    const result = await run('box-stock', '--date', day, '--box', box.warehouseName.toUpperCase());
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    const claire = reportsClient(await clientFor(apiUrl, DEMO_USERS.clientAdmin));
    const api = await claire.stockLevels({ idClientAccount: account.idClientAccount, idWarehouse: box.idWarehouse, date: day }, { pageSize: -1 });
    const lines = result.stdout.toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('SKU,Client SKU,Product,Physical,Reserved,Available');
    expect(lines.slice(1).map((l) => l.split(',').slice(-3).map(Number))).toEqual(
      api.items.map((i) => [i.physicalQuantity, i.reservedQuantity, i.availableQuantity]),
    );
    const details = await run('box-stock-details', '--date', day, '--box', box.idWarehouse);
    expect(details.code).toBe(0);
    // With several boxes, --box is asked for and they are named; a box is no warehouse for warehouse-stock.
    const missing = await run('box-stock', '--date', day);
    expect(missing.code).toBe(2);
    for (const b of boxes) expect(missing.stderr.toString()).toContain(b.warehouseName);
    const wrong = await run('warehouse-stock', '--date', day, '--warehouse', box.warehouseName);
    expect(wrong.code).toBe(2);
  });

  it('pages, sorts, filters and totals the lines of the account only', async () => {
    const all = await reports.stockLevels(target(todayInReportZone()), { pageSize: -1 });
    expect(all.totalCount).toBe(all.items.length);
    expect(all.totals.physicalQuantity).toBe(all.items.reduce((s, i) => s + i.physicalQuantity, 0));
    // Lyon also serves E-commerce (MLE): none of its products is in Northwind's report.
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from product_stocks where id_warehouse = ${f.warehouse.idWarehouse} and id_client_account = ${f.scope.idClientAccount}`,
    );
    expect(all.totalCount).toBe(rows[0].n);
    const { rows: other } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from product_stocks where id_warehouse = ${f.warehouse.idWarehouse} and id_client_account <> ${f.scope.idClientAccount}`,
    );
    expect(other[0].n).toBeGreaterThan(0);

    const page2 = await reports.stockLevels(target(todayInReportZone()), { pageSize: 3, currentPage: 2, sortField: 'availableQuantity', sortOrder: 'DESC' });
    const sorted = [...all.items].sort((a, b) => b.availableQuantity - a.availableQuantity || (a.sku < b.sku ? 1 : a.sku > b.sku ? -1 : 0));
    expect(page2.items.map((i) => i.availableQuantity)).toEqual(sorted.slice(3, 6).map((i) => i.availableQuantity));
    expect(page2.totalCount).toBe(all.totalCount);
    const out = await reports.stockLevels(target(todayInReportZone()), { stockFilter: 'outOfStock', pageSize: -1 });
    expect(out.items.every((i) => i.availableQuantity <= 0)).toBe(true);
    expect(out.totalCount).toBe(all.items.filter((i) => i.availableQuantity <= 0).length);
  });

  it('reads a box (a warehouse of type BOX) through the same report', async () => {
    const [box] = await db.select().from(t.warehouses).where(eq(t.warehouses.warehouseName, 'Box Lille 3'));
    const [product] = await db
      .insert(t.products)
      .values({
        idClientAccount: f.scope.idClientAccount,
        type: 'SIMPLE',
        productName: 'Box report test',
        sku: `BX${Date.now().toString(36)}`.slice(0, 15).toUpperCase(),
      })
      .returning();
    await openStock(db, [{ idProduct: product.idProduct, idWarehouse: box.idWarehouse, physical: 7 }]);
    const answer = await reports.stockLevels({ ...target(todayInReportZone()), idWarehouse: box.idWarehouse }, { search: product.sku });
    expect(answer.warehouseType).toBe('BOX');
    expect(answer.items.map((i) => i.physicalQuantity)).toEqual([7]);
  });

  it("refuses another client's users, users without the permission, warehouses of other accounts and bad dates", async () => {
    const { server } = ctx();
    const claire = reportsClient(await clientFor(server.apiUrl, DEMO_USERS.clientAdmin));
    await expect(failure(claire.stockLevels(target('2026-01-01')))).resolves.toMatchObject({ status: 403 });
    const [mls] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
    const [paris] = await db.select().from(t.warehouses).where(eq(t.warehouses.warehouseName, 'Paris Nord Warehouse'));
    // Tom asking for a Lumière account and its warehouse.
    await expect(
      failure(reports.stockLevels({ idClientAccount: mls.idClientAccount, idWarehouse: paris.idWarehouse, date: '2026-01-01' })),
    ).resolves.toMatchObject({
      status: 403,
    });
    // His own account, a warehouse it does not work with.
    await expect(failure(reports.stockLevels({ ...target('2026-01-01'), idWarehouse: paris.idWarehouse }))).resolves.toMatchObject({ status: 404 });
    // A user of the account with box reports only may not read a WAREHOUSE warehouse.
    const boxOnly = await createUserWithPermissions(db, {
      idClient: f.scope.idClient,
      grants: [{ idClientAccount: f.scope.idClientAccount, permissions: [{ action: 'View', subject: 'ReportsBoxStock' }] }],
    });
    const boxReader = reportsClient(await clientFor(server.apiUrl, boxOnly.email));
    await expect(failure(boxReader.stockLevels(target('2026-01-01')))).resolves.toMatchObject({ status: 403 });
    const none = await createUserWithPermissions(db, {
      idClient: f.scope.idClient,
      grants: [{ idClientAccount: f.scope.idClientAccount, permissions: [{ action: 'View', subject: 'CoreOrders' }] }],
    });
    const noReader = reportsClient(await clientFor(server.apiUrl, none.email));
    await expect(failure(noReader.stockLevels(target('2026-01-01')))).resolves.toMatchObject({ status: 403 });
    for (const date of ['2026-02-30', 'yesterday', '2026-01-01T10:00']) {
      await expect(failure(reports.stockLevels(target(date))), date).resolves.toMatchObject({ status: 400 });
    }
    await expect(failure(reports.stockLevels(target('2026-01-01'), { sortField: 'price' as never }))).resolves.toMatchObject({ status: 400 });
  });
});

describeEachEngine('box product variants report', (ctx) => {
  it("gives each variant's stock in the box at a date, with its product and options, exact to the move; the command writes the same lines", async () => {
    const { server } = ctx();
    const db = server.database.db;
    const [mls] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
    const [box] = await db.select().from(t.warehouses).where(eq(t.warehouses.warehouseName, 'Box Marseille 12'));
    const claire = await clientFor(server.apiUrl, DEMO_USERS.clientAdmin);
    const target = (date: string) => ({ idClientAccount: mls.idClientAccount, idWarehouse: box.idWarehouse, date });
    const today = todayInReportZone();

    // Hand count: every variant line of the box is a child of a configurable product with a stock line there.
    const { rows: expected } = await db.execute<{ parent_sku: string; sku: string; physical: number; reserved: number }>(
      sql`select pp.sku as parent_sku, p.sku, s.physical_quantity as physical, s.reserved_quantity as reserved
          from product_stocks s join products p on p.id_product = s.id_product
          join product_children c on c.id_child = p.id_product join products pp on pp.id_product = c.id_product and pp.type = 'CONFIGURABLE'
          where s.id_warehouse = ${box.idWarehouse} and s.id_client_account = ${mls.idClientAccount}
          order by pp.sku, p.sku`,
    );
    expect(expected.length).toBeGreaterThan(2);
    const all = await variantLevels(claire, target(today), { pageSize: -1 });
    expect(all.items.map((i) => [i.parentSku, i.sku, i.physicalQuantity, i.reservedQuantity])).toEqual(
      expected.map((r) => [r.parent_sku, r.sku, r.physical, r.reserved]),
    );
    expect(all.totals.physicalQuantity).toBe(expected.reduce((sum, r) => sum + r.physical, 0));
    const opaline = all.items.find((i) => i.sku === 'ML-LT-OPA-BL')!;
    expect(opaline).toMatchObject({ parentSku: 'ML-LT-OPA', options: [{ attributeName: 'Couleur', optionName: 'Blanc' }] });

    // A receipt of 6 into the box: the report just before it is the stock before, today's has the 6 more.
    const before = (await db.execute<{ at: string }>(sql`select to_json(clock_timestamp()) #>> '{}' as at`)).rows[0].at;
    await new Promise((resolve) => setTimeout(resolve, 3));
    await db.transaction((tx) => receive(tx, [{ idWarehouse: box.idWarehouse, idProduct: opaline.idProduct, quantity: 6 }], { cause: 'receipt' }));
    const figure = async (date: string) => (await variantLevels(claire, target(date), { search: 'ML-LT-OPA-BL' })).items.map((i) => i.physicalQuantity);
    expect(await figure(before)).toEqual([opaline.physicalQuantity]);
    expect(await figure(today)).toEqual([opaline.physicalQuantity + 6]);

    // Searched on the configurable product, sorted, paged.
    const family = await variantLevels(claire, target(today), { search: 'lampe de table opaline', sortField: 'physicalQuantity', sortOrder: 'DESC' });
    expect(family.items.map((i) => i.parentSku)).toEqual(['ML-LT-OPA', 'ML-LT-OPA', 'ML-LT-OPA']);
    const physical = family.items.map((i) => i.physicalQuantity);
    expect(physical).toEqual([...physical].sort((a, b) => b - a));
    const page2 = await variantLevels(claire, target(today), { pageSize: 2, currentPage: 2, sortField: 'sku' });
    expect(page2.items.map((i) => i.sku)).toEqual([...all.items.map((i) => i.sku)].sort().slice(2, 4));
    expect(page2.totalCount).toBe(all.totalCount);

    // The command: the same lines, options in the command's language.
    const { accessToken } = await signIn(server.apiUrl, DEMO_USERS.clientAdmin);
    const forward = ({ method, url, headers }: { method: string; url: URL; headers: Record<string, string> }) => fetch(url, { method, headers });
    const result = await runCli(
      ['report', 'box-product-variants', '--account', 'MLS', '--box', 'Box Marseille 12', '--date', before, '--search', 'ML-LT-OPA', '--format', 'csv'],
      { api: forward, env: { WAREPORT_API_URL: server.apiUrl, WAREPORT_TOKEN: accessToken } },
    );
    expect(result.stderr.toString()).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    const lines = result.stdout.toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Product SKU,Configurable product,SKU,Client SKU,Product,Options,Physical,Reserved,Available');
    expect(lines).toContain(
      `ML-LT-OPA,Lampe de table Opaline,ML-LT-OPA-BL,${opaline.skuClient},${opaline.productName},Couleur: Blanc,${opaline.physicalQuantity},${opaline.reservedQuantity},${opaline.availableQuantity}`,
    );
  });

  it("refuses another client's users, users without the box stock permission, warehouses and other accounts' boxes", async () => {
    const { server } = ctx();
    const db = server.database.db;
    const [mls] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
    const [nwo] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'NWO'));
    const [box] = await db.select().from(t.warehouses).where(eq(t.warehouses.warehouseName, 'Box Marseille 12'));
    const [paris] = await db.select().from(t.warehouses).where(eq(t.warehouses.warehouseName, 'Paris Nord Warehouse'));
    const day = todayInReportZone();
    const tom = await clientFor(server.apiUrl, DEMO_USERS.orderer);
    const claire = await clientFor(server.apiUrl, DEMO_USERS.clientAdmin);
    // Another client's box, asked in its own account or in Tom's.
    await expect(failure(variantLevels(tom, { idClientAccount: mls.idClientAccount, idWarehouse: box.idWarehouse, date: day }))).resolves.toMatchObject({
      status: 403,
    });
    await expect(failure(variantLevels(tom, { idClientAccount: nwo.idClientAccount, idWarehouse: box.idWarehouse, date: day }))).resolves.toMatchObject({
      status: 404,
    });
    // A WAREHOUSE warehouse of the account is no box.
    await expect(failure(variantLevels(claire, { idClientAccount: mls.idClientAccount, idWarehouse: paris.idWarehouse, date: day }))).resolves.toMatchObject({
      status: 404,
    });
    // The warehouse stock report's permission alone does not read a box.
    const warehouseOnly = await createUserWithPermissions(db, {
      idClient: mls.idClient,
      grants: [{ idClientAccount: mls.idClientAccount, permissions: [{ action: 'View', subject: 'ReportsWarehouseStock' }] }],
    });
    const reader = await clientFor(server.apiUrl, warehouseOnly.email);
    await expect(failure(variantLevels(reader, { idClientAccount: mls.idClientAccount, idWarehouse: box.idWarehouse, date: day }))).resolves.toMatchObject({
      status: 403,
    });
    await expect(
      failure(variantLevels(claire, { idClientAccount: mls.idClientAccount, idWarehouse: box.idWarehouse, date: day }, { sortField: 'price' as never })),
    ).resolves.toMatchObject({ status: 400 });
  });
});
