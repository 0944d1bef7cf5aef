/**
 * Goods in: suppliers of an account, supplier orders (create, read, list by account and
 * warehouse, edit, cancel, receive) and work orders (create, kit search, complete, cancel).
 * Receiving and completing move stock in the order's transaction, checked against the ledger;
 * other clients' and other accounts' records are refused; receipts, checkouts, kitting, work
 * orders and stock corrections on the same products at once leave every stock line the sum of
 * its moves, never below zero.
 */
import { beforeAll, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import { suppliers } from '../../shared/administration/suppliers';
import {
  cancelSupplierOrder,
  receiveSupplierOrder,
  supplierOrderProducts,
  supplierOrders,
  supplierOrderStatusHistory,
  supplierOrderStatusTypes,
  supplierOrderSuppliers,
} from '../../shared/operations/supplier-orders';
import { productChoices } from '../../shared/administration/product-actions';
import { WAREHOUSE_STOCK_PATHS } from '../../shared/operations/warehouse-stock';
import { cancelWorkOrder, completeWorkOrder, workOrderKitSearch, workOrders, workOrderStatusHistory } from '../../shared/operations/work-orders';
import type { Permission } from '../../shared/permissions';
import { QUANTITY_MESSAGES } from '../../shared/rules/quantities';
import { translate } from '../../server/lib/translate';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import { describeEachEngine } from '../support/engines';
import { orderingFixture } from '../support/ordering';
import { clientFor, failure } from '../support/api';
import { createUserWithPermissions } from '../support/users';

type Fixture = Awaited<ReturnType<typeof orderingFixture>>;
type Line = { idSupplierOrderLine: string; idProduct: string; orderedQuantity: number; receivedQuantity: number };
type SupplierOrder = { idSupplierOrder: string; status: number; orderReference: string; lines: Line[]; supplierName: string; warehouseName: string };
type WorkOrder = { idWorkOrder: string; status: number; kitName: string };

const ALL = ['View', 'Create', 'Edit', 'BulkImport'] as const;
const grant = (...subjects: Permission['subject'][]) => subjects.flatMap((subject) => ALL.map((action) => ({ action, subject })));
let serial = 0;
const ref = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${serial++}`.toUpperCase();

describeEachEngine('goods in: suppliers, supplier orders, work orders', (ctx) => {
  let f: Fixture;
  let operator: ApiClient, stranger: ApiClient, viewer: ApiClient, admin: ApiClient, claire: ApiClient, stockAdmin: ApiClient;
  let idSupplier: string;
  let mls: { idClientAccount: string; idWarehouse: string; idSupplier: string };

  beforeAll(async () => {
    f = await orderingFixture(ctx().server);
    const { db, account } = f;
    const make = async (idClient: string | null, idClientAccount: string, permissions: Permission[]) =>
      clientFor(ctx().server.apiUrl, (await createUserWithPermissions(db, { idClient, grants: [{ idClientAccount, permissions }] })).email);
    operator = await make(account.idClient, account.idClientAccount, grant('CoreOrdersSupplierOrders', 'CoreOrdersWorkOrders', 'CoreOrders'));
    viewer = await make(account.idClient, account.idClientAccount, [
      { action: 'View', subject: 'CoreOrdersSupplierOrders' },
      { action: 'View', subject: 'CoreOrdersWorkOrders' },
    ]);
    const [other] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
    stranger = await make(other.idClient, other.idClientAccount, grant('CoreOrdersSupplierOrders', 'CoreOrdersWorkOrders', 'AdminSuppliers'));
    stockAdmin = await make(account.idClient, account.idClientAccount, [
      { action: 'View', subject: 'AdminProducts' },
      { action: 'Edit', subject: 'AdminProducts' },
    ]);
    admin = await clientFor(ctx().server.apiUrl, DEMO_USERS.systemAdmin);
    claire = await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin);
    const [supplier] = await db
      .insert(t.suppliers)
      .values({ idClientAccount: account.idClientAccount, supplierName: ref('Supplier') })
      .returning();
    idSupplier = supplier.idClientAccountSupplier;
    const [mlsWarehouse] = await db.select().from(t.clientAccountWarehouses).where(eq(t.clientAccountWarehouses.idClientAccount, other.idClientAccount));
    const [mlsSupplier] = await db
      .insert(t.suppliers)
      .values({ idClientAccount: other.idClientAccount, supplierName: ref('Fournisseur') })
      .returning();
    mls = { idClientAccount: other.idClientAccount, idWarehouse: mlsWarehouse.idWarehouse, idSupplier: mlsSupplier.idClientAccountSupplier };
  });

  const createOrder = (body: Record<string, unknown>, api = operator) =>
    api
      .request<{ supplierOrder: SupplierOrder }>({
        method: 'POST',
        path: supplierOrders.paths.list,
        body: {
          idClientAccount: f.account.idClientAccount,
          idWarehouse: f.warehouse.idWarehouse,
          idClientAccountSupplier: idSupplier,
          orderReference: ref('SO'),
          ...body,
        },
      })
      .then((a) => a.supplierOrder);
  const receive = (id: string, lines: { idSupplierOrderLine: string; quantity: number }[], api = operator) =>
    api
      .request<{ supplierOrder: SupplierOrder }>({ method: 'POST', path: receiveSupplierOrder.path, params: { id }, body: { lines } })
      .then((a) => a.supplierOrder);
  const physical = async (idProduct: string) => (await f.stock(idProduct))?.physicalQuantity ?? 0;
  /** The stock line's physical and reserved quantities against the sums of its moves. */
  const ledgerOf = async (idProduct: string) => {
    const line = await f.stock(idProduct);
    const [sums] = await f.db
      .select({
        physical: sql<number>`coalesce(sum(${t.stockMovements.physicalDelta}), 0)::int`,
        reserved: sql<number>`coalesce(sum(${t.stockMovements.reservedDelta}), 0)::int`,
      })
      .from(t.stockMovements)
      .where(and(eq(t.stockMovements.idProduct, idProduct), eq(t.stockMovements.idWarehouse, f.warehouse.idWarehouse)));
    return { line: { physical: line?.physicalQuantity ?? 0, reserved: line?.reservedQuantity ?? 0 }, moves: sums };
  };
  const movesOf = (idReference: string) =>
    f.db
      .select({ idProduct: t.stockMovements.idProduct, physical: t.stockMovements.physicalDelta, cause: t.stockMovements.cause })
      .from(t.stockMovements)
      .where(eq(t.stockMovements.idReference, idReference));

  /** A kit of two components (2 of a, 1 of b) and the product that carries the kit's stock. */
  async function kit(stockA: number, stockB: number) {
    const [a, b] = [await f.product(stockA), await f.product(stockB)];
    const sku = ref('K').slice(0, 15);
    const [kitProduct] = await f.db
      .insert(t.products)
      .values({ idClientAccount: f.account.idClientAccount, type: 'SIMPLE', productName: `Kit ${sku}`, sku })
      .returning();
    const [row] = await f.db
      .insert(t.kits)
      .values({ idClientAccount: f.account.idClientAccount, kitName: `Kit ${sku}`, sku })
      .returning();
    await f.db.insert(t.kitComponents).values([
      { idKit: row.idKit, idProduct: a.idProduct, idClientAccount: f.account.idClientAccount, quantity: 2 },
      { idKit: row.idKit, idProduct: b.idProduct, idClientAccount: f.account.idClientAccount, quantity: 1, displayPosition: 1 },
    ]);
    return { a, b, kitProduct, idKit: row.idKit, sku };
  }

  it('keeps an account’s suppliers: created, listed and changed by their administrators, refused to others', async () => {
    const params = { idClientAccount: mls.idClientAccount };
    const created = (
      await claire.request<{ supplier: { idClientAccountSupplier: string; supplierName: string } }>({
        method: 'POST',
        path: suppliers.paths.list,
        params,
        body: { supplierName: 'Cire & Mèche', supplierCode: 'CM01', email: 'contact@cire.example' },
      })
    ).supplier;
    const listed = await claire.request<{ suppliers: { supplierName: string }[] }>({ path: suppliers.paths.list, params, query: { pageSize: -1 } });
    expect(listed.suppliers.map((s) => s.supplierName)).toContain('Cire & Mèche');
    const changed = await claire.request<{ supplier: { supplierName: string } }>({
      method: 'PUT',
      path: suppliers.paths.item,
      params: { ...params, id: created.idClientAccountSupplier },
      body: { supplierName: 'Cire et Mèche' },
    });
    expect(changed.supplier.supplierName).toBe('Cire et Mèche');
    // The same name twice in an account is refused; another client's administrator and an orderer are refused.
    expect((await failure(claire.request({ method: 'POST', path: suppliers.paths.list, params, body: { supplierName: 'CIRE ET MÈCHE' } }))).status).toBe(409);
    expect((await failure(f.tom.request({ path: suppliers.paths.list, params: { idClientAccount: f.account.idClientAccount } }))).status).toBe(403);
    expect(
      (await failure(stranger.request({ path: suppliers.paths.item, params: { idClientAccount: f.account.idClientAccount, id: idSupplier } }))).status,
    ).toBe(403);
    // The product form picks among the account's enabled suppliers (and only its own).
    const choiceParams = {
      ...params,
      idClient: (await f.db.select().from(t.clientAccounts).where(eq(t.clientAccounts.idClientAccount, mls.idClientAccount)))[0].idClient,
    };
    const names = async () =>
      (await claire.request<{ suppliers: { supplierName: string }[] }>({ path: productChoices.path, params: choiceParams })).suppliers.map(
        (x) => x.supplierName,
      );
    expect(await names()).toContain('Cire et Mèche');
    await claire.request({
      method: 'PUT',
      path: suppliers.paths.item,
      params: { ...params, id: created.idClientAccountSupplier },
      body: { supplierName: 'Cire et Mèche', enabled: false },
    });
    const after = await names();
    expect(after).not.toContain('Cire et Mèche');
    expect(after).not.toContain((await f.db.select().from(t.suppliers).where(eq(t.suppliers.idClientAccountSupplier, idSupplier)))[0].supplierName);
  });

  it('lets the order form find the account’s suppliers and simple products without their administration, and nobody else', async () => {
    const p = await f.product(0);
    const params = { idClientAccount: f.account.idClientAccount };
    const found = await operator.request<{ suppliers: { idClientAccountSupplier: string }[] }>({ path: supplierOrderSuppliers.path, params });
    expect(found.suppliers.map((x) => x.idClientAccountSupplier)).toContain(idSupplier);
    const products = await operator.request<{ products: { idProduct: string }[] }>({
      path: supplierOrderProducts.path,
      params,
      query: { query: p.sku.toLowerCase() },
    });
    expect(products.products.map((x) => x.idProduct)).toEqual([p.idProduct]);
    expect((await failure(stranger.request({ path: supplierOrderSuppliers.path, params }))).status).toBe(403);
    expect((await failure(stranger.request({ path: supplierOrderProducts.path, params }))).status).toBe(403);
    expect((await failure(f.tom.request({ path: supplierOrderProducts.path, params }))).status).toBe(403);
  });

  it('receives two lines of three partly: stock up by what came, moves in the ledger, status partially received, then received', async () => {
    const [p, q, r] = [await f.product(10), await f.product(0), await f.product(4)];
    const order = await createOrder({
      priority: 'High',
      lines: [
        { idProduct: p.idProduct, orderedQuantity: 6 },
        { idProduct: q.idProduct, orderedQuantity: 5 },
        { idProduct: r.idProduct, orderedQuantity: 2 },
      ],
    });
    expect(order.status).toBe(1);
    expect(order.lines.map((l) => [l.orderedQuantity, l.receivedQuantity])).toEqual([
      [6, 0],
      [5, 0],
      [2, 0],
    ]);
    const [lp, lq, lr] = order.lines;
    const partial = await receive(order.idSupplierOrder, [
      { idSupplierOrderLine: lp.idSupplierOrderLine, quantity: 4 },
      { idSupplierOrderLine: lq.idSupplierOrderLine, quantity: 5 },
    ]);
    expect(partial.status).toBe(30);
    expect(partial.lines.map((l) => l.receivedQuantity)).toEqual([4, 5, 0]);
    expect([await physical(p.idProduct), await physical(q.idProduct), await physical(r.idProduct)]).toEqual([14, 5, 4]);
    const moves = await movesOf(order.idSupplierOrder);
    expect(moves.map((m) => [m.idProduct, m.physical, m.cause]).sort()).toEqual(
      [
        [p.idProduct, 4, 'receipt'],
        [q.idProduct, 5, 'receipt'],
      ].sort(),
    );
    // More than a line still expects is refused, and nothing moves.
    const tooMuch = await failure(receive(order.idSupplierOrder, [{ idSupplierOrderLine: lp.idSupplierOrderLine, quantity: 3 }]));
    expect([tooMuch.status, tooMuch.errors.lines]).toEqual([400, 'operations.messages.receivedTooMuch']);
    expect(await physical(p.idProduct)).toBe(14);
    const whole = await receive(order.idSupplierOrder, [
      { idSupplierOrderLine: lp.idSupplierOrderLine, quantity: 2 },
      { idSupplierOrderLine: lr.idSupplierOrderLine, quantity: 2 },
    ]);
    expect(whole.status).toBe(50);
    for (const product of [p, q, r]) {
      const { line, moves } = await ledgerOf(product.idProduct);
      expect(line).toEqual(moves);
    }
    // A received order is closed: no receipt, no edit, no cancel.
    expect((await failure(receive(order.idSupplierOrder, [{ idSupplierOrderLine: lp.idSupplierOrderLine, quantity: 1 }]))).status).toBe(409);
    expect((await failure(operator.request({ method: 'POST', path: cancelSupplierOrder.path, params: { id: order.idSupplierOrder }, body: {} }))).status).toBe(
      409,
    );
  });

  it('never lets an ordered quantity go below what was received (the spec’s message), nor a received line be removed', async () => {
    const [p, q] = [await f.product(0), await f.product(0)];
    const order = await createOrder({
      lines: [
        { idProduct: p.idProduct, orderedQuantity: 5 },
        { idProduct: q.idProduct, orderedQuantity: 2 },
      ],
    });
    await receive(order.idSupplierOrder, [{ idSupplierOrderLine: order.lines[0].idSupplierOrderLine, quantity: 3 }]);
    const body = (lines: { idProduct: string; orderedQuantity: number }[]) => ({
      idClientAccount: f.account.idClientAccount,
      idWarehouse: f.warehouse.idWarehouse,
      idClientAccountSupplier: idSupplier,
      orderReference: order.orderReference,
      lines,
    });
    const put = (lines: { idProduct: string; orderedQuantity: number }[]) =>
      operator.request<{ supplierOrder: SupplierOrder }>({
        method: 'PUT',
        path: supplierOrders.paths.item,
        params: { id: order.idSupplierOrder },
        body: body(lines),
      });
    const lowered = await failure(
      put([
        { idProduct: p.idProduct, orderedQuantity: 2 },
        { idProduct: q.idProduct, orderedQuantity: 2 },
      ]),
    );
    expect([lowered.status, lowered.errors.lines]).toEqual([400, QUANTITY_MESSAGES.belowDelivered]);
    expect(translate('en', lowered.errors.lines, lowered.params.lines as Record<string, number>)).toBe(
      'Ordered quantity cannot be lower than the delivered quantity (3).',
    );
    expect((await failure(put([{ idProduct: q.idProduct, orderedQuantity: 2 }]))).errors.lines).toBe(QUANTITY_MESSAGES.belowDelivered);
    // Down to what was received: the line is whole, and with the other line gone the order is received.
    const saved = (await put([{ idProduct: p.idProduct, orderedQuantity: 3 }])).supplierOrder;
    expect(saved.lines.map((l) => [l.orderedQuantity, l.receivedQuantity])).toEqual([[3, 3]]);
    expect(saved.status).toBe(50);
  });

  it('cancels an order nothing came for, and refuses to cancel one that started', async () => {
    const p = await f.product(0);
    const order = await createOrder({ lines: [{ idProduct: p.idProduct, orderedQuantity: 5 }] });
    const cancel = (id: string) =>
      operator.request<{ supplierOrder: SupplierOrder }>({ method: 'POST', path: cancelSupplierOrder.path, params: { id }, body: {} });
    expect((await cancel(order.idSupplierOrder)).supplierOrder.status).toBe(0);
    expect((await failure(cancel(order.idSupplierOrder))).status).toBe(409);
    const started = await createOrder({ lines: [{ idProduct: p.idProduct, orderedQuantity: 5 }] });
    await receive(started.idSupplierOrder, [{ idSupplierOrderLine: started.lines[0].idSupplierOrderLine, quantity: 1 }]);
    expect((await failure(cancel(started.idSupplierOrder))).status).toBe(409);
    expect(await physical(p.idProduct)).toBe(1);
  });

  it('takes a return out of stock, never below what is reserved (Insufficient quantity, nothing moved)', async () => {
    const p = await f.product(5);
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 2 }]);
    const order = await createOrder({ orderType: 'Return', lines: [{ idProduct: p.idProduct, orderedQuantity: 4 }] });
    const short = await failure(receive(order.idSupplierOrder, [{ idSupplierOrderLine: order.lines[0].idSupplierOrderLine, quantity: 4 }]));
    expect([short.status, short.code, short.message]).toEqual([409, 'INSUFFICIENT_QUANTITY', 'Insufficient quantity']);
    expect(await physical(p.idProduct)).toBe(5);
    const back = await receive(order.idSupplierOrder, [{ idSupplierOrderLine: order.lines[0].idSupplierOrderLine, quantity: 3 }]);
    expect(back.status).toBe(30);
    expect(await physical(p.idProduct)).toBe(2);
    expect((await movesOf(order.idSupplierOrder)).map((m) => [m.physical, m.cause])).toEqual([[-3, 'supplier-return']]);
  });

  it('kitting consumes the components and adds the kit; dekitting the reverse', async () => {
    const { a, b, kitProduct } = await kit(10, 5);
    const kitting = await createOrder({ kittingType: 'KitAssembly', lines: [{ idProduct: kitProduct.idProduct, orderedQuantity: 3 }] });
    await receive(kitting.idSupplierOrder, [{ idSupplierOrderLine: kitting.lines[0].idSupplierOrderLine, quantity: 3 }]);
    expect([await physical(kitProduct.idProduct), await physical(a.idProduct), await physical(b.idProduct)]).toEqual([3, 4, 2]);
    const dekitting = await createOrder({ kittingType: 'KitDisassembly', lines: [{ idProduct: kitProduct.idProduct, orderedQuantity: 2 }] });
    await receive(dekitting.idSupplierOrder, [{ idSupplierOrderLine: dekitting.lines[0].idSupplierOrderLine, quantity: 2 }]);
    expect([await physical(kitProduct.idProduct), await physical(a.idProduct), await physical(b.idProduct)]).toEqual([1, 8, 4]);
    expect(new Set((await movesOf(dekitting.idSupplierOrder)).map((m) => m.cause))).toEqual(new Set(['dekitting']));
    // Not enough components: nothing assembled.
    const tooMany = await createOrder({ kittingType: 'KitAssembly', lines: [{ idProduct: kitProduct.idProduct, orderedQuantity: 5 }] });
    expect((await failure(receive(tooMany.idSupplierOrder, [{ idSupplierOrderLine: tooMany.lines[0].idSupplierOrderLine, quantity: 5 }]))).status).toBe(409);
    expect(await physical(kitProduct.idProduct)).toBe(1);
    for (const product of [a, b, kitProduct]) {
      const { line, moves } = await ledgerOf(product.idProduct);
      expect(line).toEqual(moves);
    }
  });

  it('lists the orders of an account and warehouse, with the status types; refuses another client’s order and warehouse', async () => {
    const p = await f.product(0);
    const order = await createOrder({ lines: [{ idProduct: p.idProduct, orderedQuantity: 1 }] });
    const filter = (field: string, value: string) => JSON.stringify([{ filters: [{ field, value, conditionType: 'eq' }] }]);
    const listed = await operator.request<{ items: SupplierOrder[] }>({
      path: supplierOrders.paths.list,
      query: { filterGroups: filter('idWarehouse', f.warehouse.idWarehouse), pageSize: -1 },
    });
    expect(listed.items.map((o) => o.idSupplierOrder)).toContain(order.idSupplierOrder);
    expect(listed.items.find((o) => o.idSupplierOrder === order.idSupplierOrder)).toMatchObject({
      supplierName: expect.any(String),
      warehouseName: f.warehouse.warehouseName,
    });
    const types = await viewer.request<{ supplierOrderStatusTypes: { code: number }[] }>({ path: supplierOrderStatusTypes.path });
    expect(types.supplierOrderStatusTypes.map((s) => s.code).sort((x, y) => x - y)).toEqual([0, 1, 20, 30, 50, 60]);
    // Another client's user sees none of it and can touch none of it.
    const theirs = await stranger.request<{ items: SupplierOrder[] }>({ path: supplierOrders.paths.list, query: { pageSize: -1 } });
    expect(theirs.items.map((o) => o.idSupplierOrder)).not.toContain(order.idSupplierOrder);
    expect((await failure(stranger.request({ path: supplierOrders.paths.item, params: { id: order.idSupplierOrder } }))).status).toBe(403);
    expect((await failure(stranger.request({ method: 'POST', path: cancelSupplierOrder.path, params: { id: order.idSupplierOrder }, body: {} }))).status).toBe(
      403,
    );
    expect((await failure(receive(order.idSupplierOrder, [{ idSupplierOrderLine: order.lines[0].idSupplierOrderLine, quantity: 1 }], stranger))).status).toBe(
      403,
    );
    // Their account with our warehouse or supplier: refused by field; our account from theirs: refused.
    const body = {
      idClientAccount: mls.idClientAccount,
      idWarehouse: f.warehouse.idWarehouse,
      idClientAccountSupplier: mls.idSupplier,
      orderReference: ref('X'),
    };
    expect((await failure(stranger.request({ method: 'POST', path: supplierOrders.paths.list, body }))).errors.idWarehouse).toBe('validation.unknownReference');
    expect(
      (
        await failure(
          stranger.request({
            method: 'POST',
            path: supplierOrders.paths.list,
            body: { ...body, idWarehouse: mls.idWarehouse, idClientAccountSupplier: idSupplier },
          }),
        )
      ).errors.idClientAccountSupplier,
    ).toBe('validation.unknownReference');
    expect((await failure(createOrder({}, stranger))).status).toBe(403);
    // View only: reads, but neither creates nor receives; an administrator of every account gets 404 for what does not exist.
    expect(
      (await viewer.request<{ supplierOrder: SupplierOrder }>({ path: supplierOrders.paths.item, params: { id: order.idSupplierOrder } })).supplierOrder
        .idSupplierOrder,
    ).toBe(order.idSupplierOrder);
    expect((await failure(createOrder({}, viewer))).status).toBe(403);
    expect((await failure(receive(order.idSupplierOrder, [{ idSupplierOrderLine: order.lines[0].idSupplierOrderLine, quantity: 1 }], viewer))).status).toBe(
      403,
    );
    expect((await failure(admin.request({ method: 'POST', path: cancelSupplierOrder.path, params: { id: crypto.randomUUID() }, body: {} }))).status).toBe(404);
    expect((await failure(f.tom.request({ path: supplierOrders.paths.list }))).status).toBe(403);
  });

  it('completes a work order: components out, kits in, in one transaction; never below zero; cancels an open one', async () => {
    const { a, b, kitProduct, idKit, sku } = await kit(5, 2);
    const found = await operator.request<{ kits: { idKit: string; idProduct: string | null }[] }>({
      path: workOrderKitSearch.path,
      params: { idClientAccount: f.account.idClientAccount },
      query: { query: sku.slice(0, 6).toLowerCase() },
    });
    expect(found.kits).toContainEqual(expect.objectContaining({ idKit, idProduct: kitProduct.idProduct }));
    expect((await failure(stranger.request({ path: workOrderKitSearch.path, params: { idClientAccount: f.account.idClientAccount } }))).status).toBe(403);
    const create = (quantity: number) =>
      operator
        .request<{ workOrder: WorkOrder }>({
          method: 'POST',
          path: workOrders.paths.list,
          body: { idClientAccount: f.account.idClientAccount, idWarehouse: f.warehouse.idWarehouse, idKit, orderReference: ref('WO'), quantity },
        })
        .then((x) => x.workOrder);
    const act = (kind: typeof completeWorkOrder | typeof cancelWorkOrder, id: string, api = operator) =>
      api.request<{ workOrder: WorkOrder }>({ method: 'POST', path: kind.path, params: { id }, body: {} }).then((x) => x.workOrder);
    const tooMany = await create(3);
    const short = await failure(act(completeWorkOrder, tooMany.idWorkOrder));
    expect([short.status, short.code]).toEqual([409, 'INSUFFICIENT_QUANTITY']);
    expect([await physical(a.idProduct), await physical(b.idProduct), await physical(kitProduct.idProduct)]).toEqual([5, 2, 0]);
    expect((await act(cancelWorkOrder, tooMany.idWorkOrder)).status).toBe(0);
    const order = await create(2);
    expect((await failure(act(completeWorkOrder, order.idWorkOrder, stranger))).status).toBe(403);
    expect((await failure(act(completeWorkOrder, order.idWorkOrder, viewer))).status).toBe(403);
    expect((await act(completeWorkOrder, order.idWorkOrder)).status).toBe(40);
    expect([await physical(a.idProduct), await physical(b.idProduct), await physical(kitProduct.idProduct)]).toEqual([1, 0, 2]);
    expect((await movesOf(order.idWorkOrder)).every((m) => m.cause === 'work-order')).toBe(true);
    expect((await failure(act(completeWorkOrder, order.idWorkOrder))).status).toBe(409);
    // Another account's kit is refused by field.
    const [theirKit] = await f.db
      .insert(t.kits)
      .values({ idClientAccount: mls.idClientAccount, kitName: 'Theirs', sku: ref('T').slice(0, 15) })
      .returning();
    const refused = await failure(
      operator.request({
        method: 'POST',
        path: workOrders.paths.list,
        body: {
          idClientAccount: f.account.idClientAccount,
          idWarehouse: f.warehouse.idWarehouse,
          idKit: theirKit.idKit,
          orderReference: ref('WO'),
          quantity: 1,
        },
      }),
    );
    expect(refused.errors.idKit).toBe('validation.unknownReference');
  });

  it('keeps each supplier and work order’s status history in the changing transaction: creation first, a refused change writes none', async () => {
    type History = { statusChanges: { statusCode: number; changedAt: string }[] };
    const historyOf = (kind: typeof supplierOrderStatusHistory | typeof workOrderStatusHistory, id: string, api = operator) =>
      api.request<History>({ path: kind.path, params: { id } }).then((a) => a.statusChanges);
    const codes = async (kind: typeof supplierOrderStatusHistory | typeof workOrderStatusHistory, id: string) =>
      (await historyOf(kind, id)).map((c) => c.statusCode);
    const p = await f.product(0);
    const order = await createOrder({ lines: [{ idProduct: p.idProduct, orderedQuantity: 4 }] });
    const [created] = await historyOf(supplierOrderStatusHistory, order.idSupplierOrder);
    const [row] = await f.db.select().from(t.supplierOrders).where(eq(t.supplierOrders.idSupplierOrder, order.idSupplierOrder));
    expect(created).toEqual({ statusCode: 1, changedAt: row.createdAt.toISOString() });
    const line = order.lines[0].idSupplierOrderLine;
    await receive(order.idSupplierOrder, [{ idSupplierOrderLine: line, quantity: 1 }]);
    // Refused (more than expected, then cancelling a started order) or keeping the status (an edit): nothing written.
    expect((await failure(receive(order.idSupplierOrder, [{ idSupplierOrderLine: line, quantity: 9 }]))).status).toBe(400);
    expect((await failure(operator.request({ method: 'POST', path: cancelSupplierOrder.path, params: { id: order.idSupplierOrder }, body: {} }))).status).toBe(
      409,
    );
    await operator.request({
      method: 'PUT',
      path: supplierOrders.paths.item,
      params: { id: order.idSupplierOrder },
      body: {
        idClientAccount: f.account.idClientAccount,
        idWarehouse: f.warehouse.idWarehouse,
        idClientAccountSupplier: idSupplier,
        orderReference: order.orderReference,
        comment: 'Second truck on Monday',
      },
    });
    expect(await codes(supplierOrderStatusHistory, order.idSupplierOrder)).toEqual([1, 30]);
    await receive(order.idSupplierOrder, [{ idSupplierOrderLine: line, quantity: 3 }]);
    const story = await historyOf(supplierOrderStatusHistory, order.idSupplierOrder);
    expect(story.map((c) => c.statusCode)).toEqual([1, 30, 50]);
    expect(story.map((c) => c.changedAt)).toEqual(story.map((c) => c.changedAt).sort());
    // Written by the changing transaction: seen inside it, gone with its rollback.
    const entries = () => f.db.select().from(t.documentStatusChanges).where(eq(t.documentStatusChanges.idDocument, order.idSupplierOrder));
    await f.db
      .transaction(async (tx) => {
        await tx.update(t.supplierOrders).set({ status: 0 }).where(eq(t.supplierOrders.idSupplierOrder, order.idSupplierOrder));
        // In the order recorded: a select without ORDER BY may return the rows in any order.
        const inside = await tx
          .select()
          .from(t.documentStatusChanges)
          .where(eq(t.documentStatusChanges.idDocument, order.idSupplierOrder))
          .orderBy(t.documentStatusChanges.idDocumentStatusChange);
        expect(inside.map((c) => c.statusCode)).toEqual([1, 30, 50, 0]);
        throw new Error('rolled back');
      })
      .catch((error: Error) => expect(error.message).toBe('rolled back'));
    expect(await entries()).toHaveLength(3);

    // A work order: open, then completed; a refused completion writes nothing.
    const { idKit } = await kit(4, 2);
    const create = (quantity: number) =>
      operator
        .request<{ workOrder: WorkOrder & { idWorkOrder: string } }>({
          method: 'POST',
          path: workOrders.paths.list,
          body: { idClientAccount: f.account.idClientAccount, idWarehouse: f.warehouse.idWarehouse, idKit, orderReference: ref('WO'), quantity },
        })
        .then((x) => x.workOrder);
    const complete = (id: string) => operator.request({ method: 'POST', path: completeWorkOrder.path, params: { id }, body: {} });
    const short = await create(5);
    expect((await failure(complete(short.idWorkOrder))).status).toBe(409);
    expect(await codes(workOrderStatusHistory, short.idWorkOrder)).toEqual([1]);
    const work = await create(1);
    await complete(work.idWorkOrder);
    expect(await codes(workOrderStatusHistory, work.idWorkOrder)).toEqual([1, 40]);

    // Read like the order: the account's viewer reads it; another client's user and a user without
    // the order's View are refused as the order's own read refuses them; a holder of every account gets 404 for none.
    for (const [kind, read, id] of [
      [supplierOrderStatusHistory, supplierOrders.paths.item, order.idSupplierOrder],
      [workOrderStatusHistory, workOrders.paths.item, work.idWorkOrder],
    ] as const) {
      expect((await historyOf(kind, id, viewer)).length).toBeGreaterThan(0);
      for (const api of [stranger, stockAdmin]) {
        const refused = await failure(historyOf(kind, id, api));
        expect(refused.status).toBe(403);
        expect(refused.status).toBe((await failure(api.request({ path: read, params: { id } }))).status);
      }
      expect((await historyOf(kind, id, admin)).length).toBeGreaterThan(0);
      expect((await failure(historyOf(kind, crypto.randomUUID(), admin))).status).toBe(404);
      expect((await failure(historyOf(kind, 'not-an-id'))).status).toBe(400);
    }
  });

  it('receipts, checkouts, kitting, dekitting, work orders and stock corrections on the same products at once leave each line the sum of its moves, never below zero', async () => {
    const { a, b, kitProduct, idKit } = await kit(6, 3);
    const kittings = await Promise.all(
      (['KitAssembly', 'KitAssembly', 'KitDisassembly'] as const).map((kittingType) =>
        createOrder({ kittingType, lines: [{ idProduct: kitProduct.idProduct, orderedQuantity: 1 }] }),
      ),
    );
    const correct = (idProduct: string, mode: 'set' | 'adjust', quantity: number) =>
      stockAdmin.request({
        method: 'POST',
        path: WAREHOUSE_STOCK_PATHS.corrections,
        params: { idClientAccount: f.account.idClientAccount, idWarehouse: f.warehouse.idWarehouse, idProduct },
        body: { mode, quantity, reasonCode: 'inventory', comment: 'Count during the rush' },
      });
    const orders = await Promise.all(
      Array.from({ length: 4 }, () =>
        createOrder({
          lines: [
            { idProduct: a.idProduct, orderedQuantity: 4 },
            { idProduct: b.idProduct, orderedQuantity: 2 },
          ],
        }),
      ),
    );
    const works = await Promise.all(
      Array.from({ length: 4 }, () =>
        operator
          .request<{ workOrder: WorkOrder }>({
            method: 'POST',
            path: workOrders.paths.list,
            body: { idClientAccount: f.account.idClientAccount, idWarehouse: f.warehouse.idWarehouse, idKit, orderReference: ref('WO'), quantity: 2 },
          })
          .then((x) => x.workOrder),
      ),
    );
    const calls = [
      ...orders.map((o) =>
        receive(
          o.idSupplierOrder,
          o.lines.map((l) => ({ idSupplierOrderLine: l.idSupplierOrderLine, quantity: l.orderedQuantity })),
        ),
      ),
      ...works.map((w) => operator.request({ method: 'POST', path: completeWorkOrder.path, params: { id: w.idWorkOrder }, body: {} })),
      ...Array.from({ length: 4 }, () => f.placeOrder([{ idProduct: a.idProduct, quantity: 3 }])),
      ...kittings.map((o) => receive(o.idSupplierOrder, [{ idSupplierOrderLine: o.lines[0].idSupplierOrderLine, quantity: 1 }])),
      correct(a.idProduct, 'adjust', -2),
      correct(b.idProduct, 'adjust', 3),
      correct(a.idProduct, 'set', 9),
      correct(kitProduct.idProduct, 'adjust', 1),
    ];
    const results = await Promise.allSettled(calls);
    // Receipts always pass; completions, checkouts, kitting and corrections may be short, never anything else.
    expect(results.slice(0, 4).every((r) => r.status === 'fulfilled')).toBe(true);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as { status: number }).status).toBe(409);
    for (const product of [a, b, kitProduct]) {
      const { line, moves } = await ledgerOf(product.idProduct);
      expect(line).toEqual(moves);
      expect(line.physical).toBeGreaterThanOrEqual(line.reserved);
      expect(line.reserved).toBeGreaterThanOrEqual(0);
    }
    const completed = (await f.db.select().from(t.workOrders).where(eq(t.workOrders.idKit, idKit))).filter((w) => w.status === 40).length;
    const kitMoves = await f.db
      .select({ physical: sql<number>`coalesce(sum(${t.stockMovements.physicalDelta}), 0)::int` })
      .from(t.stockMovements)
      .where(and(eq(t.stockMovements.idProduct, kitProduct.idProduct), sql`${t.stockMovements.cause} <> 'work-order'`));
    expect(await physical(kitProduct.idProduct)).toBe(completed * 2 + kitMoves[0].physical);
  });
});
