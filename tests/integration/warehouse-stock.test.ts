/**
 * A warehouse's stock for product administrators: the page of stock lines (search, sort, paging)
 * and corrections (set or adjust, with a reason and a comment) as moves of the stock ledger, never
 * below what is reserved; refused to whoever lacks AdminProducts on the account, and nothing of
 * another account is read or moved.
 */
import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import { WAREHOUSE_STOCK_PATHS as P, type WarehouseStockAnswer } from '../../shared/operations/warehouse-stock';
import type { Permission } from '../../shared/permissions';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { describeEachEngine } from '../support/engines';
import { orderingFixture } from '../support/ordering';
import { clientFor, failure } from '../support/api';
import { createUserWithPermissions } from '../support/users';

type Fixture = Awaited<ReturnType<typeof orderingFixture>>;
type Correction = {
  stockCorrection: { idStockCorrection: string; quantity: number; reasonCode: string; comment: string };
  stock: { physicalQuantity: number };
};

describeEachEngine('warehouse stock: levels and corrections for product administrators', (ctx) => {
  let f: Fixture;
  let admin: ApiClient, viewer: ApiClient, orderer: ApiClient, stranger: ApiClient, system: ApiClient;
  let other: { idClientAccount: string; idWarehouse: string; idProduct: string };

  beforeAll(async () => {
    f = await orderingFixture(ctx().server);
    const make = async (idClient: string | null, idClientAccount: string, permissions: Permission[]) =>
      clientFor(ctx().server.apiUrl, (await createUserWithPermissions(f.db, { idClient, grants: [{ idClientAccount, permissions }] })).email);
    const { idClient, idClientAccount } = f.account;
    admin = await make(idClient, idClientAccount, [
      { action: 'View', subject: 'AdminProducts' },
      { action: 'Edit', subject: 'AdminProducts' },
    ]);
    viewer = await make(idClient, idClientAccount, [{ action: 'View', subject: 'AdminProducts' }]);
    // Everything on orders and supplier orders, but not the products' administration.
    orderer = await make(idClient, idClientAccount, [
      { action: 'View', subject: 'CoreOrdersSupplierOrders' },
      { action: 'Edit', subject: 'CoreOrdersSupplierOrders' },
      { action: 'Edit', subject: 'CoreOrders' },
    ]);
    const [mls] = await f.db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
    stranger = await make(mls.idClient, mls.idClientAccount, [
      { action: 'View', subject: 'AdminProducts' },
      { action: 'Edit', subject: 'AdminProducts' },
    ]);
    system = await clientFor(ctx().server.apiUrl, DEMO_USERS.systemAdmin);
    const [mlsWarehouse] = await f.db
      .select({ idWarehouse: t.warehouses.idWarehouse })
      .from(t.clientAccountWarehouses)
      .innerJoin(t.warehouses, eq(t.warehouses.idWarehouse, t.clientAccountWarehouses.idWarehouse))
      .where(and(eq(t.clientAccountWarehouses.idClientAccount, mls.idClientAccount), eq(t.warehouses.warehouseType, 'WAREHOUSE')));
    const [mlsProduct] = await f.db.select().from(t.products).where(eq(t.products.idClientAccount, mls.idClientAccount)).limit(1);
    other = { idClientAccount: mls.idClientAccount, idWarehouse: mlsWarehouse.idWarehouse, idProduct: mlsProduct.idProduct };
  });

  const params = (idProduct?: string) => ({
    idClientAccount: f.account.idClientAccount,
    idWarehouse: f.warehouse.idWarehouse,
    ...(idProduct ? { idProduct } : {}),
  });
  const correct = (idProduct: string, body: Record<string, unknown>, api = admin) =>
    api.request<Correction>({ method: 'POST', path: P.corrections, params: params(idProduct), body });
  const movesOf = (idReference: string) => f.db.select().from(t.stockMovements).where(eq(t.stockMovements.idReference, idReference));

  it('lists the warehouse’s stock per product (physical, reserved, available), searched, sorted and paged, with the account’s warehouses', async () => {
    const a = await f.product(7);
    const b = await f.product(3);
    await f.placeOrder([{ idProduct: a.idProduct, quantity: 2 }]);
    const page = await viewer.request<WarehouseStockAnswer>({ path: P.levels, params: params(), query: { search: a.sku } });
    expect(page.warehouseName).toBe(f.warehouse.warehouseName);
    expect(page.warehouses.map((w) => w.idWarehouse)).toContain(f.warehouse.idWarehouse);
    expect(page.items).toEqual([expect.objectContaining({ sku: a.sku, physicalQuantity: 7, reservedQuantity: 2, availableQuantity: 5 })]);
    const sorted = await viewer.request<WarehouseStockAnswer>({
      path: P.levels,
      params: params(),
      query: { sortField: 'availableQuantity', sortOrder: 'DESC', pageSize: 2, currentPage: 1 },
    });
    expect(sorted.items).toHaveLength(2);
    expect(sorted.totalCount).toBeGreaterThan(2);
    expect(sorted.items[0].availableQuantity).toBeGreaterThanOrEqual(sorted.items[1].availableQuantity);
    const bad = await failure(viewer.request({ path: P.levels, params: params(), query: { sortField: 'price' } }));
    expect(bad.status).toBe(400);
    expect(b.sku).toBeTruthy();
  });

  it('corrects physical stock by an adjustment or to a count, with a reason and a comment, as ledger moves', async () => {
    const p = await f.product(10);
    const found = await correct(p.idProduct, { mode: 'adjust', quantity: 4, reasonCode: 'found', comment: 'Pallet behind the door' });
    expect(found.stock.physicalQuantity).toBe(14);
    expect(found.stockCorrection).toMatchObject({ quantity: 4, reasonCode: 'found', comment: 'Pallet behind the door' });
    const counted = await correct(p.idProduct, { mode: 'set', quantity: 9, reasonCode: 'inventory', comment: 'Yearly count' });
    expect(counted.stock.physicalQuantity).toBe(9);
    expect(counted.stockCorrection.quantity).toBe(-5);
    const moves = await movesOf(counted.stockCorrection.idStockCorrection);
    expect(moves).toEqual([expect.objectContaining({ idProduct: p.idProduct, physicalDelta: -5, reservedDelta: 0, cause: 'correction' })]);
    const history = await viewer.request<{ stockCorrections: { quantity: number }[] }>({ path: P.corrections, params: params(p.idProduct) });
    expect(history.stockCorrections.map((c) => c.quantity)).toEqual([-5, 4]);
  });

  it('never goes below what is reserved, nor below zero: Insufficient quantity, nothing moved', async () => {
    const p = await f.product(5);
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 3 }]);
    const below = await failure(correct(p.idProduct, { mode: 'set', quantity: 2, reasonCode: 'lost', comment: 'Broken' }));
    expect(below.status).toBe(409);
    expect(below.code).toBe('INSUFFICIENT_QUANTITY');
    const minus = await failure(correct(p.idProduct, { mode: 'adjust', quantity: -3, reasonCode: 'damaged', comment: 'Broken' }));
    expect(minus.status).toBe(409);
    expect((await f.stock(p.idProduct)).physicalQuantity).toBe(5);
    expect(await f.db.select().from(t.stockCorrections).where(eq(t.stockCorrections.idProduct, p.idProduct))).toEqual([]);
  });

  it('refuses bad input with the error shape, by field, and changes nothing', async () => {
    const p = await f.product(5);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mode: 'adjust', quantity: 0, reasonCode: 'found', comment: 'x' }, 'quantity', 'validation.stock.zeroAdjustment'],
      [{ mode: 'set', quantity: -1, reasonCode: 'found', comment: 'x' }, 'quantity', 'validation.number.notNegative'],
      [{ mode: 'adjust', quantity: 1.5, reasonCode: 'found', comment: 'x' }, 'quantity', 'validation.number.whole'],
      [{ mode: 'adjust', quantity: 1, reasonCode: 'stolen', comment: 'x' }, 'reasonCode', 'validation.required'],
      [{ mode: 'adjust', quantity: 1, reasonCode: 'found', comment: '  ' }, 'comment', 'validation.required'],
      [{ mode: 'adjust', quantity: 1, reasonCode: 'found', comment: 'x'.repeat(321) }, 'comment', 'validation.text.tooLong'],
      [{ mode: 'jump', quantity: 1, reasonCode: 'found', comment: 'x' }, 'mode', 'validation.invalid'],
    ];
    for (const [body, field, key] of cases) {
      const error = await failure(correct(p.idProduct, body));
      expect(error.status, JSON.stringify(body)).toBe(400);
      expect(error.errors[field], JSON.stringify(body)).toBe(key);
    }
    expect((await f.stock(p.idProduct)).physicalQuantity).toBe(5);
  });

  it('refuses anyone without the products’ administration on that account, and another account’s warehouse or product', async () => {
    const p = await f.product(5);
    const body = { mode: 'adjust', quantity: 100, reasonCode: 'found', comment: 'Mine now' };
    expect((await failure(correct(p.idProduct, body, viewer))).status).toBe(403);
    expect((await failure(correct(p.idProduct, body, orderer))).status).toBe(403);
    expect((await failure(orderer.request({ path: P.levels, params: params() }))).status).toBe(403);
    expect((await failure(correct(p.idProduct, body, stranger))).status).toBe(403);
    expect((await failure(stranger.request({ path: P.levels, params: params() }))).status).toBe(403);
    // The account's administrator, naming another account's warehouse or product under her own account.
    const foreignWarehouse = { idClientAccount: f.account.idClientAccount, idWarehouse: other.idWarehouse, idProduct: p.idProduct };
    expect((await failure(admin.request({ method: 'POST', path: P.corrections, params: foreignWarehouse, body }))).status).toBe(404);
    expect((await failure(correct(other.idProduct, body))).status).toBe(404);
    // Even a system administrator cannot move a product through an account it does not belong to.
    expect((await failure(correct(other.idProduct, body, system))).status).toBe(404);
    // A box of the account is no warehouse here (its stock is the box inventory).
    const [box] = await f.db.insert(t.warehouses).values({ warehouseName: 'A box', warehouseType: 'BOX' }).returning();
    await f.db.insert(t.clientAccountWarehouses).values({ idClientAccount: f.account.idClientAccount, idWarehouse: box.idWarehouse });
    const inBox = { ...params(p.idProduct), idWarehouse: box.idWarehouse };
    expect((await failure(admin.request({ path: P.levels, params: inBox }))).status).toBe(404);
    expect((await failure(admin.request({ method: 'POST', path: P.corrections, params: inBox, body }))).status).toBe(404);
    expect((await f.stock(p.idProduct)).physicalQuantity).toBe(5);
    expect(await f.db.select().from(t.stockCorrections).where(eq(t.stockCorrections.idProduct, other.idProduct))).toEqual([]);
  });
});
