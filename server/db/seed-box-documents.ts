/**
 * Demo documents of the boxes' users: in Boutiques France's Box Marseille 12 (where Julie Bernard
 * works) inbound orders waiting for receipt and one closed (a line accepted, one refused),
 * outbound orders acknowledged (stock reserved), closed (shipped) and cancelled, and regulation
 * documents with lot numbers; Box Marseille 14 gets opening stock and an inbound order. Every
 * stock move goes through the stock module, with the documents' causes.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { BOX_ORDER_STATUSES } from '../../shared/operations/common/box-documents';
import { openStock, receive, reserve, adjust, ship } from '../stock/stock';
import type { Tx } from './index';
import * as t from './schema';
import { DEMO_USERS } from './demo-users';

/** The two boxes, Julie Bernard (who works in them) and six simple products of their account; null when the demo lacks any. */
async function boxDemoSetting(tx: Tx) {
  const boxes = await tx
    .select()
    .from(t.boxes)
    .where(inArray(t.boxes.boxNumber, ['M12', 'M14']));
  const m12 = boxes.find((b) => b.boxNumber === 'M12');
  const m14 = boxes.find((b) => b.boxNumber === 'M14');
  if (!m12 || !m14) return null;
  const [julie] = await tx.select({ idUser: t.users.idUser }).from(t.users).where(eq(t.users.email, DEMO_USERS.multiAccount));
  const idUser = julie?.idUser ?? null;
  const simple = await tx
    .select({ idProduct: t.products.idProduct })
    .from(t.products)
    .where(and(eq(t.products.idClientAccount, m12.idClientAccount), eq(t.products.type, 'SIMPLE')))
    .orderBy(asc(t.products.displayPosition), asc(t.products.sku))
    .limit(6);
  if (simple.length < 6) return null;
  const [p1, p2, p3, p4, p5, p6] = simple.map((p) => p.idProduct);
  const account = m12.idClientAccount;

  return { m12, m14, idUser, account, products: [p1, p2, p3, p4, p5, p6] as const };
}
type Setting = NonNullable<Awaited<ReturnType<typeof boxDemoSetting>>>;

async function openBoxStock(tx: Tx, { m12, m14, products: [p1, p2, p3, p4, p5, p6] }: Setting) {
  // Box Marseille 12 holds some of each product (the lines the catalog's stock did not open).
  const lines = await tx
    .select({ idProduct: t.productStocks.idProduct, physical: t.productStocks.physicalQuantity })
    .from(t.productStocks)
    .where(eq(t.productStocks.idWarehouse, m12.idBox));
  const topUps = [p1, p2, p3, p4, p5, p6]
    .map((idProduct, i) => ({
      idWarehouse: m12.idBox,
      idProduct,
      physical: Math.max(0, 20 + 5 * i - (lines.find((l) => l.idProduct === idProduct)?.physical ?? 0)),
    }))
    .filter((l) => l.physical > 0);
  if (topUps.length) await openStock(tx, topUps);
  await openStock(tx, [
    { idWarehouse: m14.idBox, idProduct: p1, physical: 12 },
    { idWarehouse: m14.idBox, idProduct: p2, physical: 30 },
  ]);
}

async function seedInboundOrders(tx: Tx, { m12, m14, idUser, account, products: [p1, p2, p3, p4, p5, p6] }: Setting) {
  // Inbound: two waiting for receipt, one closed (a line accepted, one refused).
  const inbound = await tx
    .insert(t.inboundOrders)
    .values([
      { idBox: m12.idBox, idClientAccount: account, orderReference: 'IN-2026-0142', senderName: 'Entrepôt Lyon', expectedDate: '2026-12-02', idUser },
      { idBox: m12.idBox, idClientAccount: account, orderReference: 'IN-2026-0139', senderName: 'Atelier Verrier', expectedDate: '2026-11-28', idUser },
      { idBox: m12.idBox, idClientAccount: account, orderReference: 'IN-2026-0120', senderName: 'Entrepôt Lyon', idUser },
      { idBox: m14.idBox, idClientAccount: account, orderReference: 'IN-2026-0145', senderName: 'Entrepôt Lyon', expectedDate: '2026-12-09', idUser },
    ])
    .returning();
  const line = (i: number, idProduct: string, quantity: number, extra: Partial<typeof t.inboundOrderProducts.$inferInsert> = {}) => ({
    idInboundOrder: inbound[i].idInboundOrder,
    idClientAccount: account,
    idProduct,
    quantity,
    ...extra,
  });
  await tx.insert(t.inboundOrderProducts).values([
    line(0, p1, 24, { lotNumber: 'LOT-2611-A', bestBeforeDate: '2027-11-30', displayPosition: 0 }),
    line(0, p2, 10, { displayPosition: 1 }),
    line(0, p3, 1, { serialNumber: 'SN-88412', displayPosition: 2 }),
    line(1, p4, 36, { lotNumber: 'LOT-2611-B', displayPosition: 0 }),
    line(2, p5, 12, { receiptAccepted: true, receiptDate: new Date('2026-11-10T09:30:00Z'), idUserReceipt: idUser, displayPosition: 0 }),
    line(2, p6, 6, {
      receiptAccepted: false,
      receiptComment: 'Cartons écrasés à la livraison.',
      receiptDate: new Date('2026-11-10T09:32:00Z'),
      idUserReceipt: idUser,
      displayPosition: 1,
    }),
    line(3, p2, 8, { displayPosition: 0 }),
  ]);
  await receive(tx, [{ idWarehouse: m12.idBox, idProduct: p5, quantity: 12 }], { cause: 'receipt', idReference: inbound[2].idInboundOrder, idUser });
  // Created acknowledged like every inbound order, closed once its lines were decided: its status history tells both.
  await tx.update(t.inboundOrders).set({ status: BOX_ORDER_STATUSES.closed }).where(eq(t.inboundOrders.idInboundOrder, inbound[2].idInboundOrder));
}

async function seedOutboundOrders(tx: Tx, { m12, idUser, account, products: [p1, p2, p3, p4] }: Setting) {
  // Outbound: acknowledged (reserved), closed (shipped), cancelled (nothing held).
  const outbound = await tx
    .insert(t.outboundOrders)
    .values([
      {
        idBox: m12.idBox,
        idClientAccount: account,
        orderType: 'DELIVERY',
        orderReference: 'OUT-2026-0311',
        campaign: 'Noël 2026',
        budget: 'Boutiques Sud',
        userFirstName: 'Julie',
        userLastName: 'Bernard',
        deliveryName: 'Boutique Aix',
        deliveryAddress1: '12 cours Mirabeau',
        deliveryZipCode: '13100',
        deliveryCity: 'Aix-en-Provence',
        deliveryCountryISO2: 'FR',
        idUser,
      },
      {
        idBox: m12.idBox,
        idClientAccount: account,
        orderType: 'DELIVERY',
        orderReference: 'OUT-2026-0298',
        campaign: 'Automne 2026',
        deliveryName: 'Boutique Nice',
        deliveryAddress1: '5 rue de France',
        deliveryZipCode: '06000',
        deliveryCity: 'Nice',
        deliveryCountryISO2: 'FR',
        idUser,
      },
      {
        idBox: m12.idBox,
        idClientAccount: account,
        orderType: 'DESTRUCT',
        orderReference: 'OUT-2026-0305',
        comment: 'Annulée : lot retrouvé intact.',
        idUser,
      },
    ])
    .returning();
  await tx.insert(t.outboundOrderProducts).values([
    { idOutboundOrder: outbound[0].idOutboundOrder, idClientAccount: account, idProduct: p1, orderedQuantity: 4, reservedQuantity: 4, displayPosition: 0 },
    { idOutboundOrder: outbound[0].idOutboundOrder, idClientAccount: account, idProduct: p2, orderedQuantity: 2, reservedQuantity: 2, displayPosition: 1 },
    { idOutboundOrder: outbound[1].idOutboundOrder, idClientAccount: account, idProduct: p3, orderedQuantity: 3, reservedQuantity: 0, displayPosition: 0 },
    { idOutboundOrder: outbound[2].idOutboundOrder, idClientAccount: account, idProduct: p4, orderedQuantity: 5, reservedQuantity: 0, displayPosition: 0 },
  ]);
  const reserved = await reserve(
    tx,
    [
      { idWarehouse: m12.idBox, idProduct: p1, quantity: 4 },
      { idWarehouse: m12.idBox, idProduct: p2, quantity: 2 },
    ],
    { cause: 'outbound', idReference: outbound[0].idOutboundOrder, idUser },
  );
  if (reserved) throw new Error(`demo box stock short of ${reserved}`);
  const shipped = { cause: 'outbound' as const, idReference: outbound[1].idOutboundOrder, idUser };
  if (await reserve(tx, [{ idWarehouse: m12.idBox, idProduct: p3, quantity: 3 }], shipped)) throw new Error('demo box stock short');
  await ship(tx, [{ idWarehouse: m12.idBox, idProduct: p3, quantity: 3 }], { ...shipped, cause: 'shipment' });
  // Placed acknowledged like every outbound order, then shipped (closed) or cancelled: their status histories tell both.
  await tx.update(t.outboundOrders).set({ status: BOX_ORDER_STATUSES.closed }).where(eq(t.outboundOrders.idOutboundOrder, outbound[1].idOutboundOrder));
  await tx.update(t.outboundOrders).set({ status: BOX_ORDER_STATUSES.cancelled }).where(eq(t.outboundOrders.idOutboundOrder, outbound[2].idOutboundOrder));
}

async function seedRegulations(tx: Tx, { m12, idUser, account, products: [, p2, , p4] }: Setting) {
  // Regulations: units found with their lot, damaged units out.
  const documents = await tx
    .insert(t.stockRegularizationDocuments)
    .values([
      { idBox: m12.idBox, idClientAccount: account, reasonCode: 'FOUND', comment: 'Carton retrouvé derrière le rayonnage.', idUser },
      { idBox: m12.idBox, idClientAccount: account, reasonCode: 'DAMAGED', comment: 'Verres brisés au déballage.', idUser },
    ])
    .returning();
  await tx.insert(t.stockRegularizationDocumentProducts).values([
    {
      idStockRegularizationDocument: documents[0].idStockRegularizationDocument,
      idClientAccount: account,
      idProduct: p4,
      quantity: 6,
      lotNumber: 'LOT-2609-C',
      bestBeforeDate: '2027-09-30',
    },
    {
      idStockRegularizationDocument: documents[1].idStockRegularizationDocument,
      idClientAccount: account,
      idProduct: p2,
      quantity: 2,
      lotNumber: 'LOT-2605-D',
    },
  ]);
  await receive(tx, [{ idWarehouse: m12.idBox, idProduct: p4, quantity: 6 }], {
    cause: 'regulation',
    idReference: documents[0].idStockRegularizationDocument,
    idUser,
  });
  const damaged = await adjust(tx, [{ idWarehouse: m12.idBox, idProduct: p2, quantity: -2 }], {
    cause: 'regulation',
    idReference: documents[1].idStockRegularizationDocument,
    idUser,
  });
  if (damaged) throw new Error(`demo box stock short of ${damaged}`);
}

export async function seedBoxDocumentsDemo(tx: Tx) {
  const setting = await boxDemoSetting(tx);
  if (!setting) return;
  await openBoxStock(tx, setting);
  await seedInboundOrders(tx, setting);
  await seedOutboundOrders(tx, setting);
  await seedRegulations(tx, setting);
}
