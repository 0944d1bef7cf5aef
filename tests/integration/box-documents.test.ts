/**
 * A box user's documents: inbound orders (a line's receipt accepted, adding to the box's stock in
 * the same transaction, or refused with a comment, once), outbound orders (placing one reserves
 * the box's stock all or nothing, never below zero even under concurrent orders; weight and
 * volume from the products' packaging; cancelling gives back what was reserved), stock
 * regularization documents (the spec's line rules; the document, its lines and its stock moves
 * together, a refused line leaving nothing behind) and the box's inventory (search, sort, pages).
 * Every stock change is a ledger move with its cause and document. Callers reaching a box they do
 * not work in (another client's, another account's, a box of their account they are not a user
 * of) are refused.
 */
import { beforeAll, expect, it } from 'vitest';
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import {
  boxOrdersSummary,
  inboundOrders,
  inboundOrderStatusHistory,
  inboundOrderStatusTypes,
  receiveInboundOrderProduct,
} from '../../shared/operations/inbound-orders';
import { boxProducts, cancelOutboundOrder, outboundOrders, outboundOrderStatusHistory, outboundOrderTypes } from '../../shared/operations/outbound-orders';
import { addStockRegularizationLine, stockRegularizationReasons, stockRegularizations } from '../../shared/operations/stock-regularizations';
import { boxStocks } from '../../shared/operations/box-stocks';
import { boxImages } from '../../shared/operations/box-images';
import { boxPictures, boxUsers } from '../../shared/administration/boxes';
import type { Permission } from '../../shared/permissions';
import { QUANTITY_MESSAGES } from '../../shared/rules/quantities';
import { BOX_DOCUMENT_MESSAGES } from '../../shared/operations/common/box-documents';
import * as t from '../../server/db/schema';
import { DEMO_USERS } from '../../server/db/seed';
import type { Db } from '../../server/db';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';
import { createUserWithPermissions } from '../support/users';

const BOX_SUBJECTS = ['BoxOrdersInboundOrders', 'BoxOrdersOutboundOrders', 'BoxManagementBoxInventory', 'BoxManagementStockRegulation'] as const;
const grant = (): Permission[] => BOX_SUBJECTS.flatMap((subject) => (['View', 'Create', 'Edit'] as const).map((action) => ({ action, subject })));

type InboundLine = { idInboundOrderProduct: string; idProduct: string; quantity: number; receiptAccepted: boolean | null; lotNumber: string | null };
type Inbound = { idInboundOrder: string; orderReference: string; status: number; openLines: number; products: InboundLine[] };
type Outbound = {
  idOutboundOrder: string;
  status: number;
  calculatedOrderWeight: number;
  calculatedOrderVolume: number;
  products: { idProduct: string; orderedQuantity: number; reservedQuantity: number }[];
};
type Stock = { idProduct: string; productName: string; sku: string; physicalQuantity: number; reservedQuantity: number; availableQuantity: number };

let serial = 0;
const ref = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${serial++}`.toUpperCase().slice(0, 30);

async function stockOf(db: Db, idWarehouse: string, idProduct: string) {
  const [line] = await db
    .select()
    .from(t.productStocks)
    .where(and(eq(t.productStocks.idWarehouse, idWarehouse), eq(t.productStocks.idProduct, idProduct)));
  return line ?? { physicalQuantity: 0, reservedQuantity: 0 };
}

/** Every stock line of the box is the sum of its moves, and never negative. */
async function expectLedgerHolds(db: Db, idWarehouse: string) {
  const { rows } = await db.execute<{ id_product: string; physical: number; reserved: number; moved_physical: number; moved_reserved: number }>(
    sql`select s.id_product, s.physical_quantity as physical, s.reserved_quantity as reserved,
               coalesce(sum(m.physical_delta), 0)::int as moved_physical, coalesce(sum(m.reserved_delta), 0)::int as moved_reserved
        from product_stocks s left join stock_movements m on m.id_product = s.id_product and m.id_warehouse = s.id_warehouse
        where s.id_warehouse = ${idWarehouse} group by s.id_product, s.physical_quantity, s.reserved_quantity`,
  );
  for (const r of rows) {
    expect({ physical: r.physical, reserved: r.reserved }).toEqual({ physical: r.moved_physical, reserved: r.moved_reserved });
    expect(r.reserved).toBeGreaterThanOrEqual(0);
    expect(r.physical).toBeGreaterThanOrEqual(r.reserved);
  }
}

describeEachEngine('box documents: inbound and outbound orders, inventory, stock regulation', (ctx) => {
  let db: Db;
  let julie: ApiClient, notBoxUser: ApiClient, otherAccount: ApiClient, stranger: ApiClient, viewer: ApiClient;
  let m12: { idBox: string; idClientAccount: string };
  let m14: { idBox: string };
  let products: { idProduct: string }[];
  const inBox = () => ({ idBox: m12.idBox });

  beforeAll(async () => {
    db = ctx().server.database.db;
    const { apiUrl } = ctx().server;
    const boxes = await db
      .select()
      .from(t.boxes)
      .where(inArray(t.boxes.boxNumber, ['M12', 'M14']));
    m12 = boxes.find((b) => b.boxNumber === 'M12')!;
    m14 = boxes.find((b) => b.boxNumber === 'M14')!;
    products = await db
      .select({ idProduct: t.products.idProduct })
      .from(t.products)
      .where(and(eq(t.products.idClientAccount, m12.idClientAccount), eq(t.products.type, 'SIMPLE')))
      .orderBy(t.products.sku);
    julie = await clientFor(apiUrl, DEMO_USERS.multiAccount);
    const [account] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.idClientAccount, m12.idClientAccount));
    const [sibling] = await db
      .select()
      .from(t.clientAccounts)
      .where(and(eq(t.clientAccounts.idClient, account.idClient), sql`${t.clientAccounts.idClientAccount} <> ${account.idClientAccount}`));
    const make = async (idClientAccount: string, permissions: Permission[]) =>
      clientFor(apiUrl, (await createUserWithPermissions(db, { idClient: account.idClient, grants: [{ idClientAccount, permissions }] })).email);
    // Every permission on the box's account, but not a user of the box.
    notBoxUser = await make(m12.idClientAccount, grant());
    // Every permission on the client's other account, a box user nowhere.
    otherAccount = await make(sibling.idClientAccount, grant());
    // Northwind's orderer works in Northwind's box, not in this one.
    stranger = await clientFor(apiUrl, DEMO_USERS.orderer);
    // A box user who may only look.
    const looking = await createUserWithPermissions(db, {
      idClient: account.idClient,
      grants: [{ idClientAccount: m12.idClientAccount, permissions: BOX_SUBJECTS.map((subject) => ({ action: 'View' as const, subject })) }],
    });
    await db.insert(t.boxUsers).values({ idBox: m12.idBox, idUser: looking.idUser, idClientAccount: m12.idClientAccount, activityBeginDate: '2026-01-01' });
    viewer = await clientFor(apiUrl, looking.email);
  });

  it("furnishes each of Boutiques France's boxes with users, a picture and stock that came in with lot numbers; Lille 5 has sent nothing out yet", async () => {
    const claire = await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin);
    const boxes = await db.select().from(t.boxes).where(eq(t.boxes.idClientAccount, m12.idClientAccount)).orderBy(t.boxes.boxNumber);
    expect(boxes.map((b) => b.boxNumber)).toEqual(['L05', 'M12', 'M14']);
    const total = (path: string, idBox: string) =>
      claire.request<{ searchCriteria: { totalCount: number } }>({ path, params: { idBox } }).then((r) => r.searchCriteria.totalCount);
    for (const { idBox, boxNumber } of boxes) {
      const users = await claire.request<{ items: { email: string; enabled: boolean }[] }>({ path: boxUsers.paths.list, params: { idBox } });
      const pictures = await claire.request<{ items: { defaultImage: boolean }[] }>({ path: boxPictures.paths.list, params: { idBox } });
      const stock = await claire.request<{ items: Stock[] }>({ path: boxStocks.paths.list, params: { idBox }, query: { pageSize: '-1' } });
      const { rows } = await db.execute<{ lots: number }>(sql`
        select (select count(*) from inbound_order_products l join inbound_orders o using (id_inbound_order)
                 where o.id_box = ${idBox}::uuid and l.lot_number is not null and l.receipt_accepted)
             + (select count(*) from stock_regularization_document_products l join stock_regularization_documents d using (id_stock_regularization_document)
                 where d.id_box = ${idBox}::uuid and l.lot_number is not null) as lots`);
      expect([users.items.some((u) => u.enabled), pictures.items.filter((p) => p.defaultImage).length], boxNumber).toEqual([true, 1]);
      expect(stock.items.filter((s) => s.physicalQuantity > 0).length, boxNumber).toBeGreaterThan(0);
      expect(Number(rows[0].lots), boxNumber).toBeGreaterThan(0);
      await expectLedgerHolds(db, idBox);
    }
    // Lille 5, being prepared: Claire works in it; Julie is on its list, switched off, and so refused there.
    const l05 = boxes[0].idBox;
    const { items: users } = await claire.request<{ items: { email: string; enabled: boolean }[] }>({ path: boxUsers.paths.list, params: { idBox: l05 } });
    expect(users.map((u) => [u.email, u.enabled]).sort()).toEqual([
      [DEMO_USERS.clientAdmin, true],
      [DEMO_USERS.multiAccount, false],
    ]);
    expect((await failure(julie.request({ path: boxStocks.paths.list, params: { idBox: l05 } }))).status).toBe(403);
    // Its stock is what its one received inbound order brought in, with their lots; the next one waits for receipt.
    const inbound = await claire.request<{ items: Inbound[] }>({ path: inboundOrders.paths.list, params: { idBox: l05 } });
    expect(inbound.items.map((o) => [o.orderReference, o.status]).sort()).toEqual([
      ['IN-2026-0131', 20],
      ['IN-2026-0151', 1],
    ]);
    const received = inbound.items.find((o) => o.status === 20)!;
    const { inboundOrder } = await claire.request<{ inboundOrder: Inbound }>({
      path: inboundOrders.paths.item,
      params: { idBox: l05, id: received.idInboundOrder },
    });
    expect(inboundOrder.products.map((l) => [l.receiptAccepted, !!l.lotNumber])).toEqual([
      [true, true],
      [true, true],
    ]);
    const { items: stock } = await claire.request<{ items: Stock[] }>({ path: boxStocks.paths.list, params: { idBox: l05 }, query: { pageSize: '-1' } });
    const byProduct = <T extends { idProduct: string }>(lines: T[]) => [...lines].sort((a, b) => a.idProduct.localeCompare(b.idProduct));
    expect(byProduct(stock).map((s) => [s.idProduct, s.physicalQuantity, s.reservedQuantity])).toEqual(
      byProduct(inboundOrder.products).map((l) => [l.idProduct, l.quantity, 0]),
    );
    // Nothing has gone out of it: its outbound orders and regulations are the lists' empty states.
    expect([await total(outboundOrders.paths.list, l05), await total(stockRegularizations.paths.list, l05)]).toEqual([0, 0]);
  });

  it("lists a box's inbound orders with their status types, and accepting a line adds its quantity to the box's stock in the same move", async () => {
    const types = await julie.request<{ inboundOrderStatusTypes: { code: number }[] }>({ path: inboundOrderStatusTypes.path });
    expect(types.inboundOrderStatusTypes.map((s) => s.code)).toEqual([1, 20, 0]);
    const list = await julie.request<{ items: Inbound[]; searchCriteria: { totalCount: number } }>({ path: inboundOrders.paths.list, params: inBox() });
    expect(list.items.map((o) => o.orderReference)).toContain('IN-2026-0142');
    const created = await julie.request<{ inboundOrder: Inbound }>({
      method: 'POST',
      path: inboundOrders.paths.list,
      params: inBox(),
      body: {
        orderReference: ref('IN'),
        products: [
          { idProduct: products[0].idProduct, quantity: 7, lotNumber: 'LOT-T1', bestBeforeDate: '2027-05-31' },
          { idProduct: products[1].idProduct, quantity: 3 },
        ],
      },
    });
    const order = created.inboundOrder;
    expect(order).toMatchObject({ status: 1, openLines: 2 });
    const [first, second] = order.products;
    const before = await stockOf(db, m12.idBox, first.idProduct);
    const receipt = (line: InboundLine, body: Record<string, unknown>, api = julie) =>
      api.request<{ inboundOrder: Inbound }>({
        method: 'PUT',
        path: receiveInboundOrderProduct.path,
        params: { ...inBox(), id: order.idInboundOrder, idInboundOrderProduct: line.idInboundOrderProduct },
        body,
      });
    // A viewer may not decide.
    expect((await failure(receipt(first, { receiptAccepted: true }, viewer))).status).toBe(403);
    const accepted = await receipt(first, { receiptAccepted: true, receiptComment: 'OK' });
    expect(accepted.inboundOrder.openLines).toBe(1);
    expect((await stockOf(db, m12.idBox, first.idProduct)).physicalQuantity).toBe(before.physicalQuantity + 7);
    const moves = await db.select().from(t.stockMovements).where(eq(t.stockMovements.idReference, order.idInboundOrder));
    expect(moves.map((m) => [m.cause, m.physicalDelta, m.idProduct])).toEqual([['receipt', 7, first.idProduct]]);
    // A line is decided once.
    const again = await failure(receipt(first, { receiptAccepted: false, receiptComment: 'No' }));
    expect([again.status, again.code]).toEqual([409, 'ORDER_NOT_CHANGEABLE']);
    // Refusing says why, and moves nothing.
    const silent = await failure(receipt(second, { receiptAccepted: false }));
    expect([silent.status, silent.errors.receiptComment]).toEqual([400, BOX_DOCUMENT_MESSAGES.refusalNeedsComment]);
    const secondBefore = await stockOf(db, m12.idBox, second.idProduct);
    const refused = await receipt(second, { receiptAccepted: false, receiptComment: 'Boxes crushed' });
    expect(refused.inboundOrder).toMatchObject({ status: 20, openLines: 0 });
    expect(await stockOf(db, m12.idBox, second.idProduct)).toMatchObject({ physicalQuantity: secondBefore.physicalQuantity });
    await expectLedgerHolds(db, m12.idBox);
  });

  it('places an outbound order that reserves the box stock with its calculated weight and volume, never more than available, and cancels it', async () => {
    const types = await julie.request<{ outboundOrderTypes: { orderTypeCode: string }[] }>({ path: outboundOrderTypes.path });
    expect(types.outboundOrderTypes.map((o) => o.orderTypeCode)).toEqual(['DELIVERY', 'TRANSFERT', 'DESTRUCT']);
    // The simple product the box holds most of, beside those the other tests move.
    const others = [0, 1, 3, 4].map((i) => products[i].idProduct);
    const [richest] = await db
      .select({ idProduct: t.productStocks.idProduct })
      .from(t.productStocks)
      .innerJoin(t.products, eq(t.products.idProduct, t.productStocks.idProduct))
      .where(and(eq(t.productStocks.idWarehouse, m12.idBox), eq(t.products.type, 'SIMPLE'), notInArray(t.productStocks.idProduct, others)))
      .orderBy(desc(t.productStocks.availableQuantity))
      .limit(1);
    const idProduct = richest.idProduct;
    await db.delete(t.productPackagingUnits).where(eq(t.productPackagingUnits.idProduct, idProduct));
    await db.insert(t.productPackagingUnits).values([
      { idProduct, packagingUnitName: 'Pack of 2', quantity: 2, weight: 1.5, length: 10, width: 10, height: 5, displayPosition: 0 },
      { idProduct, packagingUnitName: 'Pallet', quantity: 200, weight: 160, length: 120, width: 80, height: 100, displayPosition: 1 },
    ]);
    const found = await julie.request<{ products: { idProduct: string; unitWeight: number | null; unitVolume: number | null }[] }>({
      path: boxProducts.path,
      params: inBox(),
    });
    expect(found.products.find((p) => p.idProduct === idProduct)).toMatchObject({ unitWeight: 0.75, unitVolume: 250 });
    const before = await stockOf(db, m12.idBox, idProduct);
    const available = before.physicalQuantity - before.reservedQuantity;
    expect(available).toBeGreaterThan(3);
    const place = (orderedQuantity: number, api = julie, extra: Record<string, unknown> = {}) =>
      api.request<{ outboundOrder: Outbound }>({
        method: 'POST',
        path: outboundOrders.paths.list,
        params: inBox(),
        body: { orderType: 'DELIVERY', orderReference: ref('OUT'), campaign: 'Test', products: [{ idProduct, orderedQuantity, ...extra }] },
      });
    const { outboundOrder } = await place(2, julie, { lotNumber: 'LOT-X', bestBeforeDate: '2027-01-31' });
    expect(outboundOrder).toMatchObject({ status: 1, calculatedOrderWeight: 1.5, calculatedOrderVolume: 500 });
    expect(outboundOrder.products[0]).toMatchObject({ orderedQuantity: 2, reservedQuantity: 2 });
    expect(await stockOf(db, m12.idBox, idProduct)).toMatchObject({ reservedQuantity: before.reservedQuantity + 2 });
    // More than is available: refused, nothing reserved.
    const short = await failure(place(available));
    expect([short.status, short.message]).toEqual([409, 'Insufficient quantity']);
    expect(await stockOf(db, m12.idBox, idProduct)).toMatchObject({ reservedQuantity: before.reservedQuantity + 2 });
    // The spec's line rules.
    const serial = await failure(place(2, julie, { serialNumber: 'SN-1' }));
    expect(serial.errors['products.0.orderedQuantity']).toBe(QUANTITY_MESSAGES.serialNumberNeedsOne);
    // Concurrent orders for what is left: never below zero.
    const left = available - 2;
    const results = await Promise.allSettled([place(left), place(left), place(left)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await stockOf(db, m12.idBox, idProduct)).toMatchObject({ reservedQuantity: before.physicalQuantity });
    // Cancelling gives back exactly what the order holds.
    const cancelled = await julie.request<{ outboundOrder: Outbound }>({
      method: 'POST',
      path: cancelOutboundOrder.path,
      params: { ...inBox(), id: outboundOrder.idOutboundOrder },
      body: {},
    });
    expect(cancelled.outboundOrder.status).toBe(0);
    expect(await stockOf(db, m12.idBox, idProduct)).toMatchObject({ reservedQuantity: before.physicalQuantity - 2 });
    expect(
      (await failure(julie.request({ method: 'POST', path: cancelOutboundOrder.path, params: { ...inBox(), id: outboundOrder.idOutboundOrder }, body: {} })))
        .status,
    ).toBe(409);
    await expectLedgerHolds(db, m12.idBox);
  });

  it('keeps each inbound and outbound order’s status history in the changing transaction, read like the order itself', async () => {
    type History = { statusChanges: { statusCode: number; changedAt: string }[] };
    const historyOf = (kind: typeof inboundOrderStatusHistory | typeof outboundOrderStatusHistory, id: string, api = julie, idBox = m12.idBox) =>
      api.request<History>({ path: kind.path, params: { idBox, id } }).then((a) => a.statusChanges);
    const codes = async (kind: typeof inboundOrderStatusHistory | typeof outboundOrderStatusHistory, id: string) =>
      (await historyOf(kind, id)).map((c) => c.statusCode);
    // Inbound: acknowledged at creation, closed when its last line is decided; a refused decision writes nothing.
    const { inboundOrder } = await julie.request<{ inboundOrder: Inbound }>({
      method: 'POST',
      path: inboundOrders.paths.list,
      params: inBox(),
      body: { orderReference: ref('INH'), products: [{ idProduct: products[2].idProduct, quantity: 2 }] },
    });
    const [row] = await db.select().from(t.inboundOrders).where(eq(t.inboundOrders.idInboundOrder, inboundOrder.idInboundOrder));
    expect(await historyOf(inboundOrderStatusHistory, inboundOrder.idInboundOrder)).toEqual([{ statusCode: 1, changedAt: row.createdAt.toISOString() }]);
    const decide = (body: Record<string, unknown>) =>
      julie.request({
        method: 'PUT',
        path: receiveInboundOrderProduct.path,
        params: { ...inBox(), id: inboundOrder.idInboundOrder, idInboundOrderProduct: inboundOrder.products[0].idInboundOrderProduct },
        body,
      });
    expect((await failure(decide({ receiptAccepted: false }))).status).toBe(400);
    expect(await codes(inboundOrderStatusHistory, inboundOrder.idInboundOrder)).toEqual([1]);
    await decide({ receiptAccepted: false, receiptComment: 'Wrong goods' });
    expect(await codes(inboundOrderStatusHistory, inboundOrder.idInboundOrder)).toEqual([1, 20]);

    // Outbound: placed, then cancelled; cancelling again is refused and writes nothing.
    const [stocked] = await db
      .select({ idProduct: t.productStocks.idProduct })
      .from(t.productStocks)
      .innerJoin(t.products, eq(t.products.idProduct, t.productStocks.idProduct))
      .where(and(eq(t.productStocks.idWarehouse, m12.idBox), eq(t.products.type, 'SIMPLE'), sql`${t.productStocks.availableQuantity} > 0`))
      .limit(1);
    const { outboundOrder } = await julie.request<{ outboundOrder: Outbound }>({
      method: 'POST',
      path: outboundOrders.paths.list,
      params: inBox(),
      body: { orderType: 'DELIVERY', orderReference: ref('OUTH'), products: [{ idProduct: stocked.idProduct, orderedQuantity: 1 }] },
    });
    const cancel = () => julie.request({ method: 'POST', path: cancelOutboundOrder.path, params: { ...inBox(), id: outboundOrder.idOutboundOrder }, body: {} });
    await cancel();
    expect((await failure(cancel())).status).toBe(409);
    const story = await historyOf(outboundOrderStatusHistory, outboundOrder.idOutboundOrder);
    expect(story.map((c) => c.statusCode)).toEqual([1, 0]);
    expect(story[0].changedAt <= story[1].changedAt).toBe(true);
    // The demo's orders have their story too: created, then closed.
    const [closed] = await db.select().from(t.outboundOrders).where(eq(t.outboundOrders.orderReference, 'OUT-2026-0298'));
    expect(await codes(outboundOrderStatusHistory, closed.idOutboundOrder)).toEqual([1, 20]);

    // Read like the order: its box's viewer reads it; whoever the order's read refuses (not working in the box,
    // another account or client, no permission on the order) is refused alike; an order of another box is not in this one.
    const noPermission = await createUserWithPermissions(db, {
      idClient: (await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.idClientAccount, m12.idClientAccount)))[0].idClient,
      grants: [{ idClientAccount: m12.idClientAccount, permissions: [{ action: 'View', subject: 'BoxManagementBoxInventory' }] }],
    });
    await db
      .insert(t.boxUsers)
      .values({ idBox: m12.idBox, idUser: noPermission.idUser, idClientAccount: m12.idClientAccount, activityBeginDate: '2026-01-01' });
    const inventoryOnly = await clientFor(ctx().server.apiUrl, noPermission.email);
    for (const [kind, read, id] of [
      [inboundOrderStatusHistory, inboundOrders.paths.item, inboundOrder.idInboundOrder],
      [outboundOrderStatusHistory, outboundOrders.paths.item, outboundOrder.idOutboundOrder],
    ] as const) {
      expect((await historyOf(kind, id, viewer)).length).toBe(2);
      for (const api of [notBoxUser, otherAccount, stranger, inventoryOnly]) {
        const refused = await failure(historyOf(kind, id, api));
        expect(refused.status).toBe(403);
        expect(refused.status).toBe((await failure(api.request({ path: read, params: { ...inBox(), id } }))).status);
      }
      expect((await failure(historyOf(kind, id, julie, m14.idBox))).status).toBe(403);
    }
  });

  it('saves a regulation document with its lines and stock moves together, under the spec line rules; a refused line leaves nothing', async () => {
    const reasons = await julie.request<{ stockRegularizationReasons: { reasonCode: string }[] }>({ path: stockRegularizationReasons.path });
    expect(reasons.stockRegularizationReasons.map((r) => r.reasonCode)).toEqual(['FOUND', 'RETURNED', 'DAMAGED', 'LOST', 'EXPIRED']);
    const idProduct = products[3].idProduct;
    const before = await stockOf(db, m12.idBox, idProduct);
    const save = (reasonCode: string, lines: Record<string, unknown>[]) =>
      julie.request<{
        stockRegularizationDocument: { idStockRegularizationDocument: string; lineCount: number; products: { bestBeforeDate: string | null }[] };
      }>({
        method: 'POST',
        path: stockRegularizations.paths.list,
        params: inBox(),
        body: { reasonCode, comment: 'Counted', products: lines },
      });
    const created = await save('FOUND', [
      { idProduct, quantity: 5, lotNumber: 'LOT-R1', bestBeforeDate: '2027-03-31' },
      { idProduct, quantity: 1, serialNumber: 'SN-R1', bestBeforeDate: 'Invalid Date' },
    ]);
    expect(created.stockRegularizationDocument.lineCount).toBe(2);
    // A best-before date is kept only when it is a real date.
    expect(created.stockRegularizationDocument.products.map((p) => p.bestBeforeDate)).toEqual(['2027-03-31', null]);
    expect((await stockOf(db, m12.idBox, idProduct)).physicalQuantity).toBe(before.physicalQuantity + 6);
    const id = created.stockRegularizationDocument.idStockRegularizationDocument;
    const moves = await db.select().from(t.stockMovements).where(eq(t.stockMovements.idReference, id));
    expect(moves.every((m) => m.cause === 'regulation')).toBe(true);
    expect(moves.reduce((sum, m) => sum + m.physicalDelta, 0)).toBe(6);

    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(t.stockRegularizationDocuments)).at(0)!.n;
    const documents = await count();
    const refusals = await Promise.all([
      failure(save('FOUND', [{ idProduct, quantity: 2, serialNumber: 'SN-2' }])),
      failure(save('FOUND', [{ idProduct, quantity: 2, bestBeforeDate: '2027-01-01' }])),
      failure(save('FOUND', [{ idProduct, quantity: 1.5 }])),
      failure(save('FOUND', [{ idProduct, quantity: 0 }])),
      failure(save('COUNT', [{ idProduct, quantity: 1 }])),
      // Out, more than is there: the first (valid) line goes back too.
      failure(
        save('DAMAGED', [
          { idProduct: products[4].idProduct, quantity: 1 },
          { idProduct, quantity: 100000 },
        ]),
      ),
    ]);
    expect(refusals.map((e) => e.status)).toEqual([400, 400, 400, 400, 400, 409]);
    expect(refusals[0].errors['products.0.quantity']).toBe(QUANTITY_MESSAGES.serialNumberNeedsOne);
    expect(refusals[1].errors['products.0.lotNumber']).toBe(QUANTITY_MESSAGES.lotNumberRequired);
    expect(refusals[2].errors['products.0.quantity']).toBe(QUANTITY_MESSAGES.notPositiveWhole);
    expect(refusals[4].errors.reasonCode).toBeDefined();
    expect(refusals[5].message).toBe('Insufficient quantity');
    expect(await count()).toBe(documents);
    expect((await stockOf(db, m12.idBox, idProduct)).physicalQuantity).toBe(before.physicalQuantity + 6);

    // The spec's per-line call: its own transaction, the stock moving with it.
    const line = await julie.request<{ stockRegularizationDocumentProduct: { quantity: number; lotNumber: string } }>({
      method: 'POST',
      path: addStockRegularizationLine.path,
      params: { ...inBox(), id },
      body: { idStockRegularizationDocument: id, idProduct, quantity: 2, lotNumber: 'LOT-R2' },
    });
    expect(line.stockRegularizationDocumentProduct).toMatchObject({ quantity: 2, lotNumber: 'LOT-R2' });
    expect((await stockOf(db, m12.idBox, idProduct)).physicalQuantity).toBe(before.physicalQuantity + 8);
    // A document is not changed nor deleted through the generic routes.
    expect((await failure(julie.request({ method: 'DELETE', path: stockRegularizations.paths.item, params: { ...inBox(), id } }))).status).toBe(404);
    await expectLedgerHolds(db, m12.idBox);
  });

  it("lists the box's inventory with search, sort and pages", async () => {
    const page = (query: Record<string, string>) =>
      julie.request<{ items: Stock[]; searchCriteria: { totalCount: number } }>({ path: boxStocks.paths.list, params: inBox(), query });
    const all = await page({ pageSize: '-1' });
    expect(all.items.length).toBeGreaterThan(3);
    expect(all.searchCriteria.totalCount).toBe(all.items.length);
    for (const s of all.items) expect(s.availableQuantity).toBe(s.physicalQuantity - s.reservedQuantity);
    const second = await page({ pageSize: '2', currentPage: '2', sortOrders: 'physicalQuantity:DESC' });
    expect(second.searchCriteria.totalCount).toBe(all.items.length);
    const byPhysical = [...all.items].sort((a, b) => b.physicalQuantity - a.physicalQuantity || a.idProduct.localeCompare(b.idProduct));
    expect(second.items.map((s) => s.physicalQuantity)).toEqual(byPhysical.slice(2, 4).map((s) => s.physicalQuantity));
    const sku = all.items[0].sku;
    const searched = await page({ filterGroups: JSON.stringify([{ filters: [{ field: 'sku', value: sku, conditionType: 'like' }] }]) });
    expect(searched.items.map((s) => s.sku)).toContain(sku);
    const one = await julie.request<{ boxStock: Stock }>({ path: boxStocks.paths.item, params: { ...inBox(), id: all.items[0].idProduct } });
    expect(one.boxStock).toEqual(all.items[0]);
    expect((await failure(page({ sortOrders: 'idWarehouse:ASC' }))).status).toBe(400);
  });

  it("answers the dashboard's box-orders summary of the box worked in", async () => {
    type Summary = { boxOrders: { inbound: { status: number; count: number }[]; outbound: { status: number; count: number }[]; linesToReceive: number } };
    const { boxOrders } = await julie.request<Summary>({ path: boxOrdersSummary.path, params: inBox() });
    const [{ n: acknowledged }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.inboundOrders)
      .where(and(eq(t.inboundOrders.idBox, m12.idBox), eq(t.inboundOrders.status, 1)));
    expect(boxOrders.inbound.find((r) => r.status === 1)?.count).toBe(acknowledged);
    expect(boxOrders.outbound.map((r) => r.status)).toEqual(expect.arrayContaining([0, 1, 20]));
    expect(boxOrders.linesToReceive).toBeGreaterThan(0);
    expect((await failure(notBoxUser.request({ path: boxOrdersSummary.path, params: inBox() }))).status).toBe(403);
  });

  it("lets the box's users manage its pictures with the administration's rules", async () => {
    const [picturer] = await Promise.all([
      createUserWithPermissions(db, {
        idClient: (await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.idClientAccount, m12.idClientAccount)))[0].idClient,
        grants: [
          {
            idClientAccount: m12.idClientAccount,
            permissions: (['View', 'Create', 'Edit'] as const).map((action) => ({ action, subject: 'BoxManagementBoxImage' as const })),
          },
        ],
      }),
    ]);
    const outsider = await clientFor(ctx().server.apiUrl, picturer.email);
    const body = boxImages.example as Record<string, unknown>;
    // Not a user of the box yet: refused.
    expect((await failure(outsider.request({ method: 'POST', path: boxImages.paths.list, params: inBox(), body }))).status).toBe(403);
    await db.insert(t.boxUsers).values({ idBox: m12.idBox, idUser: picturer.idUser, idClientAccount: m12.idClientAccount, activityBeginDate: '2026-01-01' });
    const created = await outsider.request<{ boxPicture: { idBoxPicture: string; displayPosition: number } }>({
      method: 'POST',
      path: boxImages.paths.list,
      params: inBox(),
      body,
    });
    const { items } = await outsider.request<{ items: { idBoxPicture: string }[] }>({ path: boxImages.paths.list, params: inBox() });
    expect(items.map((p) => p.idBoxPicture)).toContain(created.boxPicture.idBoxPicture);
    const bad = await failure(outsider.request({ method: 'POST', path: boxImages.paths.list, params: inBox(), body: { ...body, image: 'bm90IGFuIGltYWdl' } }));
    expect(bad.status).toBe(400);
  });

  it('refuses a box the caller does not work in: another client, another account, or a box of the account they are not a user of', async () => {
    const [inbound] = await db.select().from(t.inboundOrders).where(eq(t.inboundOrders.orderReference, 'IN-2026-0139'));
    const [line] = await db.select().from(t.inboundOrderProducts).where(eq(t.inboundOrderProducts.idInboundOrder, inbound.idInboundOrder));
    const idProduct = products[0].idProduct;
    for (const api of [notBoxUser, otherAccount, stranger]) {
      const calls = [
        api.request({ path: inboundOrders.paths.list, params: inBox() }),
        api.request({ path: inboundOrders.paths.item, params: { ...inBox(), id: inbound.idInboundOrder } }),
        api.request({
          method: 'PUT',
          path: receiveInboundOrderProduct.path,
          params: { ...inBox(), id: inbound.idInboundOrder, idInboundOrderProduct: line.idInboundOrderProduct },
          body: { receiptAccepted: true },
        }),
        api.request({ path: outboundOrders.paths.list, params: inBox() }),
        api.request({
          method: 'POST',
          path: outboundOrders.paths.list,
          params: inBox(),
          body: { orderType: 'DELIVERY', orderReference: ref('X'), products: [{ idProduct, orderedQuantity: 1 }] },
        }),
        api.request({ path: boxStocks.paths.list, params: inBox() }),
        api.request({ path: boxStocks.paths.item, params: { ...inBox(), id: idProduct } }),
        api.request({ path: stockRegularizations.paths.list, params: inBox() }),
        api.request({
          method: 'POST',
          path: stockRegularizations.paths.list,
          params: inBox(),
          body: { reasonCode: 'FOUND', products: [{ idProduct, quantity: 1 }] },
        }),
      ];
      expect((await Promise.all(calls.map((c) => failure(c)))).map((e) => e.status)).toEqual(calls.map(() => 403));
    }
    // Julie works in Box Marseille 12 only: Box Marseille 14, of her account, is refused too.
    expect((await failure(julie.request({ path: inboundOrders.paths.list, params: { idBox: m14.idBox } }))).status).toBe(403);
    // Nothing moved: the line is still to decide.
    const [still] = await db.select().from(t.inboundOrderProducts).where(eq(t.inboundOrderProducts.idInboundOrderProduct, line.idInboundOrderProduct));
    expect(still.receiptAccepted).toBeNull();
  });

  it("keeps each box list's total exact: its kept counts equal the rows after inserts, status changes, moves and deletes", async () => {
    /** Every count kept (box_list_counts) against a count of the rows themselves, both ways. */
    const expectKeptCountsExact = async (when: string) => {
      const { rows } = await db.execute(sql`
        with real as (
          select id_box, 'inbound'::text as list, status::text as first_key, ''::text as second_key, count(*)::int as n from inbound_orders group by 1, 3
          union all select id_box, 'outbound', status::text, order_type, count(*)::int from outbound_orders group by 1, 3, 4
          union all select id_box, 'regularization', reason_code, '', count(*)::int from stock_regularization_documents group by 1, 3
          union all select s.id_warehouse, 'stock', '', '', count(*)::int from product_stocks s join boxes b on b.id_box = s.id_warehouse group by 1
          union all select id_box, 'picture', '', '', count(*)::int from box_pictures group by 1),
        kept as (select id_box, list::text, first_key::text, second_key::text, row_count as n from box_list_counts where row_count <> 0)
        (select 'not kept' as problem, * from (select * from real except select * from kept) a)
        union all (select 'kept wrong', * from (select * from kept except select * from real) b)`);
      expect(rows, when).toEqual([]);
    };
    const eqFilter = (field: string, ...values: (string | number)[]) =>
      JSON.stringify([{ filters: values.map((value) => ({ field, value, conditionType: 'eq' })) }]);
    /** The total of a page past the first (from the kept counts) against the whole list's length. */
    const expectTotalsExact = async (when: string) => {
      const claire = await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin);
      const views: [ApiClient, string, Record<string, string>][] = [
        [julie, inboundOrders.paths.list, {}],
        [julie, inboundOrders.paths.list, { filterGroups: eqFilter('status', 1) }],
        [julie, inboundOrders.paths.list, { filterGroups: eqFilter('status', '20') }],
        [julie, outboundOrders.paths.list, {}],
        [julie, outboundOrders.paths.list, { filterGroups: eqFilter('status', 1, 0) }],
        [julie, outboundOrders.paths.list, { filterGroups: `[${eqFilter('status', 1).slice(1, -1)},${eqFilter('orderType', 'DELIVERY').slice(1, -1)}]` }],
        // Not kept (a comparison): counted row by row.
        [julie, outboundOrders.paths.list, { filterGroups: JSON.stringify([{ filters: [{ field: 'status', value: 0, conditionType: 'neq' }] }]) }],
        [julie, stockRegularizations.paths.list, {}],
        [julie, stockRegularizations.paths.list, { filterGroups: eqFilter('reasonCode', 'FOUND') }],
        [julie, boxStocks.paths.list, {}],
        [claire, boxPictures.paths.list, {}],
      ];
      for (const [api, path, query] of views) {
        const paged = await api.request<{ searchCriteria: { totalCount: number } }>({
          path,
          params: inBox(),
          query: { ...query, pageSize: '1', currentPage: '2' },
        });
        const whole = await api.request<{ items: unknown[] }>({ path, params: inBox(), query: { ...query, pageSize: '-1' } });
        expect(paged.searchCriteria.totalCount, `${when}: ${path} ${JSON.stringify(query)}`).toBe(whole.items.length);
      }
    };
    // The demo's Box Marseille 12 had stock lines before it was a box: they count from its creation.
    await expectKeptCountsExact('demo');
    await expectTotalsExact('demo');

    // Through the API: an order placed then cancelled, a regularization bringing a product new to the box.
    const [unstocked] = await db
      .insert(t.products)
      .values({ idClientAccount: m12.idClientAccount, type: 'SIMPLE', productName: 'Counted product', sku: ref('CNT').slice(0, 15) })
      .returning({ idProduct: t.products.idProduct });
    await julie.request({
      method: 'POST',
      path: stockRegularizations.paths.list,
      params: inBox(),
      body: { reasonCode: 'FOUND', comment: 'Counted', products: [{ idProduct: unstocked.idProduct, quantity: 3 }] },
    });
    const { outboundOrder } = await julie.request<{ outboundOrder: Outbound }>({
      method: 'POST',
      path: outboundOrders.paths.list,
      params: inBox(),
      body: { orderType: 'DELIVERY', orderReference: ref('CNT'), products: [{ idProduct: unstocked.idProduct, orderedQuantity: 1 }] },
    });
    await julie.request({ method: 'POST', path: cancelOutboundOrder.path, params: { ...inBox(), id: outboundOrder.idOutboundOrder }, body: {} });
    await expectKeptCountsExact('through the API');
    await expectTotalsExact('through the API');

    // Many rows in one statement, status changes, moves to another box and deletes.
    await db.execute(sql`
      insert into inbound_orders (id_box, id_client_account, order_reference, status)
      select ${m12.idBox}::uuid, ${m12.idClientAccount}::uuid, 'CNT-' || i, (array[0, 1, 20])[1 + i % 3] from generate_series(1, 30) as i`);
    await db.execute(sql`
      insert into outbound_orders (id_box, id_client_account, order_type, order_reference, status)
      select ${m12.idBox}::uuid, ${m12.idClientAccount}::uuid, (array['DELIVERY', 'TRANSFERT', 'DESTRUCT'])[1 + i % 3], 'CNT-' || i, (array[0, 1, 20])[1 + i % 3]
      from generate_series(1, 30) as i`);
    await expectKeptCountsExact('inserted');
    await db.execute(sql`update inbound_orders set status = 20 where order_reference like 'CNT-%' and status = 1`);
    await db.execute(sql`update outbound_orders set status = 0, order_type = 'DELIVERY' where order_reference like 'CNT-1%'`);
    await db.execute(sql`update inbound_orders set id_box = ${m14.idBox}::uuid where order_reference like 'CNT-2%'`);
    await db.execute(sql`update stock_regularization_documents set reason_code = 'LOST' where id_box = ${m12.idBox}::uuid and comment = 'Counted'`);
    // A stock line without moves (the ledger keeps those of lines that moved in their place).
    const [loose] = await db
      .insert(t.products)
      .values({ idClientAccount: m12.idClientAccount, type: 'SIMPLE', productName: 'Loose product', sku: ref('LOOSE').slice(0, 15) })
      .returning({ idProduct: t.products.idProduct });
    const [moved] = await db
      .insert(t.productStocks)
      .values({ idProduct: loose.idProduct, idWarehouse: m12.idBox, idClientAccount: m12.idClientAccount, physicalQuantity: 0 })
      .returning({ idProductStock: t.productStocks.idProductStock });
    await expectKeptCountsExact('a stock line added');
    await db.update(t.productStocks).set({ idWarehouse: m14.idBox }).where(eq(t.productStocks.idProductStock, moved.idProductStock));
    const [picture] = await db.select().from(t.boxPictures).where(eq(t.boxPictures.idBox, m12.idBox)).limit(1);
    const [copied] = await db.insert(t.boxPictures).values({ idBox: m14.idBox, idImage: picture.idImage }).returning();
    await expectKeptCountsExact('changed and moved');
    await expectTotalsExact('changed and moved');
    await db.delete(t.boxPictures).where(eq(t.boxPictures.idBoxPicture, copied.idBoxPicture));
    await db.delete(t.productStocks).where(eq(t.productStocks.idProductStock, moved.idProductStock));
    await db.execute(sql`delete from outbound_orders where order_reference like 'CNT-%'`);
    await db.execute(sql`delete from inbound_orders where order_reference like 'CNT-%' and status = 0`);
    await expectKeptCountsExact('deleted');
    await expectTotalsExact('deleted');
  });
});
