import { beforeAll, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import { BULK_PATHS, type BatchAnswer } from '../../shared/imports/protocol';
import { DEMO_USERS } from '../../server/db/seed';
import * as t from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';
import { orderingFixture } from '../support/ordering';

type Fixture = Awaited<ReturnType<typeof orderingFixture>>;
const outcomes = (answer: BatchAnswer) => answer.results.map((r) => [r.row, r.outcome]);
const line = (row: number, orderReference: string, sku: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  row,
  orderReference,
  addressReference: 'SHOP-1',
  lines: [{ sku, quantity }],
  ...extra,
});

describeEachEngine('customer-order imports (POST /customerorders/import)', (ctx) => {
  let f: Fixture;
  let claire: ApiClient;
  let idAddressBook: string;
  let storesBook: string;
  let storesMethod: string;
  let parisNord: string;
  const body = (rows: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
    idClientAccount: f.account.idClientAccount,
    idWarehouse: f.warehouse.idWarehouse,
    idShippingMethod: f.idShippingMethod,
    idAddressBook,
    rows,
    ...extra,
  });
  const importOrders = (api: ApiClient, rows: Record<string, unknown>[], extra: Record<string, unknown> = {}) =>
    api.request<BatchAnswer>({ method: 'POST', path: BULK_PATHS.orders, body: body(rows, extra) });
  const byReference = (references: string[]) =>
    f.db
      .select()
      .from(t.customerOrders)
      .where(and(eq(t.customerOrders.idClientAccount, f.account.idClientAccount), inArray(t.customerOrders.orderReference, references)));

  beforeAll(async () => {
    // The demo's orderers may not import; Tom's role gets BulkImport on orders before he signs in.
    const db = ctx().server.database.db;
    const [tomUser] = await db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.orderer));
    const [tomRole] = await db.select().from(t.userRoles).where(eq(t.userRoles.idUser, tomUser.idUser));
    await db
      .insert(t.rolePermissions)
      .values({ idRole: tomRole.idRole, idClientAccount: tomRole.idClientAccount!, action: 'BulkImport', subject: 'CoreOrders' })
      .onConflictDoNothing();
    f = await orderingFixture(ctx().server);
    claire = await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin);
    const [book] = await f.db.insert(t.addressBooks).values({ idClientAccount: f.account.idClientAccount, addressBookName: 'Import shops' }).returning();
    idAddressBook = book.idAddressBook;
    await f.db.insert(t.addressBookAddresses).values(
      ['SHOP-1', 'SHOP-2'].map((reference, i) => ({
        idAddressBook,
        reference,
        addressType: 'DELIVERY',
        addressName: `Shop ${i + 1}`,
        address1: `${i + 1} quai Saint-Antoine`,
        zipCode: '69002',
        city: 'Lyon',
        countryISO2: 'FR',
      })),
    );
    const [stores] = await f.db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
    const [other] = await f.db.insert(t.addressBooks).values({ idClientAccount: stores.idClientAccount, addressBookName: 'Other client' }).returning();
    storesBook = other.idAddressBook;
    const [method] = await f.db.select().from(t.shippingMethods).where(eq(t.shippingMethods.idClientAccount, stores.idClientAccount)).limit(1);
    storesMethod = method.idShippingMethod;
    const [warehouse] = await f.db.select().from(t.warehouses).where(eq(t.warehouses.warehouseName, 'Paris Nord Warehouse'));
    parisNord = warehouse.idWarehouse;
  });

  it('dry-runs with the checkout rules and writes nothing, places whole orders, and skips them on a re-run', async () => {
    const a = await f.product(10);
    const b = await f.product(3);
    const bundle = await f.bundle([{ idProduct: a.idProduct, quantity: 2 }]);
    const rows = [
      line(2, 'IMP-A', a.sku, 2, { poNumber: 'PO-1' }),
      line(3, 'IMP-A', bundle.sku.toLowerCase(), 1, { poNumber: 'PO-1' }),
      line(4, 'IMP-B', b.sku, 4),
      line(5, 'IMP-C', 'NO-SUCH-SKU', 1),
      line(6, 'IMP-C', a.sku, 1),
      line(7, 'IMP-D', a.sku, 1, { deliveryDate: '2099-01-05' }),
      line(8, 'IMP-E', a.sku, 1),
      line(9, 'IMP-E', b.sku, 1, { addressReference: 'SHOP-2' }),
      line(10, 'IMP-F', a.sku, 1, { addressReference: 'NOWHERE' }),
      line(11, 'IMP-G', b.sku, 1.5),
    ];
    const dry = await importOrders(f.tom, rows, { dryRun: true });
    expect(outcomes(dry)).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'failed'],
      [5, 'failed'],
      [6, 'failed'],
      [7, 'failed'],
      [8, 'failed'],
      [9, 'failed'],
      [10, 'failed'],
      [11, 'failed'],
    ]);
    const errors = Object.fromEntries(dry.results.map((r) => [r.row, r.errors]));
    expect(errors[4]).toEqual({ [`quantity:${b.sku}`]: 'messages.insufficientQuantity' });
    expect(errors[5]).toEqual({ 'sku:NO-SUCH-SKU': 'validation.import.unknownSku' });
    expect(errors[6]).toEqual({ '': 'validation.import.orderLineFailed' });
    expect(dry.results[4].params).toEqual({ '': { row: 5 } });
    expect(errors[7]).toEqual({ deliveryDate: 'validation.deliveryDate.outOfRange' });
    expect(errors[8]).toEqual({ '': 'validation.import.orderLineFailed' });
    expect(errors[9]).toEqual({ addressReference: 'validation.import.sameOnEveryLine' });
    expect(errors[10]).toEqual({ addressReference: 'validation.import.unknownAddress' });
    expect(errors[11]).toEqual({ [`quantity:${b.sku}`]: 'validation.quantity.positiveWhole' });
    expect(await byReference(['IMP-A'])).toEqual([]);
    expect((await f.stock(a.idProduct)).reservedQuantity).toBe(0);

    const real = await importOrders(f.tom, rows);
    expect(outcomes(real).filter(([, o]) => o === 'created')).toEqual([
      [2, 'created'],
      [3, 'created'],
    ]);
    const [order] = await byReference(['IMP-A']);
    expect(order).toMatchObject({ statusCode: 1, statusName: 'Open', poNumber: 'PO-1', orderType: 'DELIVERY', idUser: f.tomUser.idUser });
    expect(real.results[0].id).toBe(order.idCustomerOrder);
    // 2 of A, and the bundle's 2 children of A: 4 reserved.
    expect((await f.stock(a.idProduct)).reservedQuantity).toBe(4);
    const detail = await f.ordering.getCustomerOrder(order.idCustomerOrder);
    expect(detail.deliveries[0]).toMatchObject({ addressName: 'Shop 1', idShippingMethod: f.idShippingMethod });
    expect(detail.deliveries[0].products.map((p) => [p.lineNumber, p.sku, p.orderedQuantity, p.priceSell, p.bundle?.sku ?? null])).toEqual([
      [1, a.sku, 2, 10, null],
      [2, a.sku, 2, 10, bundle.sku],
    ]);

    const again = await importOrders(f.tom, rows.slice(0, 2));
    expect(again.results).toEqual([
      { row: 2, outcome: 'skipped', id: order.idCustomerOrder },
      { row: 3, outcome: 'skipped', id: order.idCustomerOrder },
    ]);
    expect(await byReference(['IMP-A'])).toHaveLength(1);
    expect((await f.stock(a.idProduct)).reservedQuantity).toBe(4);
    const changed = await importOrders(f.tom, [line(2, 'imp-a', a.sku, 3)]);
    expect(changed.results[0]).toMatchObject({ outcome: 'failed', errors: { orderReference: 'validation.import.orderExists' } });
  });

  it('saves an order short of stock as a backorder when asked, reserving nothing', async () => {
    const scarce = await f.product(1);
    const answer = await importOrders(f.tom, [line(2, 'IMP-BACK', scarce.sku, 5)], { isSaveBackorderOnInsufficientQuantity: true });
    expect(outcomes(answer)).toEqual([[2, 'created']]);
    const [order] = await byReference(['IMP-BACK']);
    expect(order).toMatchObject({ statusCode: -10, statusName: 'Waiting' });
    expect((await f.stock(scarce.idProduct)).reservedQuantity).toBe(0);
  });

  it('all or nothing: one failed order stops the chunk', async () => {
    const p = await f.product(5);
    const answer = await importOrders(f.tom, [line(2, 'IMP-AON-1', p.sku, 1), line(3, 'IMP-AON-2', p.sku, 50)], { allOrNothing: true });
    expect(answer.results.map((r) => [r.outcome, r.errors])).toEqual([
      ['failed', { '': 'validation.import.notImported' }],
      ['failed', { [`quantity:${p.sku}`]: 'messages.insufficientQuantity' }],
    ]);
    expect(await byReference(['IMP-AON-1', 'IMP-AON-2'])).toEqual([]);
    expect((await f.stock(p.idProduct)).reservedQuantity).toBe(0);
  });

  it("refuses another client's account, warehouse, address book and shipping method; another client's SKU and address are unknown", async () => {
    const p = await f.product(5);
    const rows = [line(2, 'IMP-X', p.sku, 1)];
    // Claire administers Maison Lumière, not Northwind.
    expect((await failure(importOrders(claire, rows))).status).toBe(403);
    expect((await failure(importOrders(f.tom, rows, { idAddressBook: storesBook }))).status).toBe(403);
    expect((await failure(importOrders(f.tom, rows, { idWarehouse: parisNord }))).status).toBe(404);
    const method = await failure(importOrders(f.tom, rows, { idShippingMethod: storesMethod }));
    expect([method.status, method.errors]).toEqual([400, { idShippingMethod: 'validation.unknownReference' }]);
    // The administrators' own method is not one Tom's groups see.
    expect((await failure(importOrders(f.tom, rows, { idShippingMethod: f.hiddenMethod.idShippingMethod }))).status).toBe(400);

    const [stores] = await f.db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
    const [foreign] = await f.db.select().from(t.products).where(eq(t.products.idClientAccount, stores.idClientAccount)).limit(1);
    await f.db.insert(t.addressBookAddresses).values({
      idAddressBook: storesBook,
      reference: 'THEIRS',
      addressName: 'Their shop',
      address1: '1 rue de Rivoli',
      zipCode: '75001',
      city: 'Paris',
      countryISO2: 'FR',
    });
    const answer = await importOrders(f.tom, [line(2, 'IMP-Y', foreign.sku, 1), line(3, 'IMP-Z', p.sku, 1, { addressReference: 'THEIRS' })], {
      dryRun: true,
    });
    expect(answer.results.map((r) => r.errors)).toEqual([
      { [`sku:${foreign.sku}`]: 'validation.import.unknownSku' },
      { addressReference: 'validation.import.unknownAddress' },
    ]);
    expect(await byReference(['IMP-X', 'IMP-Y', 'IMP-Z'])).toEqual([]);
  });

  it('orders a variant by its SKU when its configurable product is in a catalog the importer sees, as the cart does', async () => {
    const variant = await f.product(5);
    const [filed] = await f.db.delete(t.productCategories).where(eq(t.productCategories.idProduct, variant.idProduct)).returning();
    const unfiled = await importOrders(f.tom, [line(2, 'IMP-VAR-1', variant.sku, 2)], { dryRun: true });
    expect(unfiled.results[0].errors).toEqual({ [`sku:${variant.sku}`]: 'validation.import.unknownSku' });

    const [configurable] = await f.db
      .insert(t.products)
      .values({ idClientAccount: f.account.idClientAccount, type: 'CONFIGURABLE', productName: 'Jacket', sku: `C${variant.sku}`.slice(0, 15) })
      .returning();
    await f.db
      .insert(t.productCategories)
      .values({ idProduct: configurable.idProduct, idCatalogCategory: filed.idCatalogCategory, idClientAccount: f.account.idClientAccount });
    await f.db.insert(t.productChildren).values({ idProduct: configurable.idProduct, idChild: variant.idProduct, idClientAccount: f.account.idClientAccount });
    const cart = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: await f.event() });
    await f.ordering.addCartItem(cart.idCart, { idProduct: variant.idProduct, quantity: 1 });
    expect(outcomes(await importOrders(f.tom, [line(2, 'IMP-VAR-1', variant.sku, 2)]))).toEqual([[2, 'created']]);
    expect((await f.stock(variant.idProduct)).reservedQuantity).toBe(2);
  });
  it("refuses an order past the importer's quota with the quota message on its row; the orders before it take the quota", async () => {
    const p = await f.product(50);
    const [quota] = await f.db
      .insert(t.quotas)
      .values({ idClientAccount: f.account.idClientAccount, quotaType: 3, idProduct: p.idProduct, quota: 10, validTo: new Date('2099-12-31') })
      .returning();
    await f.db.insert(t.quotaPersonals).values({ idQuota: quota.idQuota, idUser: f.tomUser.idUser, idClientAccount: f.account.idClientAccount });
    const answer = await importOrders(f.tom, [line(2, 'IMP-Q1', p.sku, 8), line(3, 'IMP-Q2', p.sku, 3), line(4, 'IMP-Q3', p.sku, 2)]);
    expect(outcomes(answer)).toEqual([
      [2, 'created'],
      [3, 'failed'],
      [4, 'created'],
    ]);
    expect(answer.results[1]).toMatchObject({
      errors: { [`quantity:${p.sku}`]: 'validation.quota.exceeded' },
      params: { [`quantity:${p.sku}`]: { product: p.productName, remaining: 2 } },
    });
    const [after] = await f.db.select().from(t.quotas).where(eq(t.quotas.idQuota, quota.idQuota));
    expect(after.quotaUsed).toBe(10);
  });
});
