/**
 * Boutiques France's two newer boxes furnished as its first one is, so that each of the account's
 * three boxes has users, a picture, and stock that came in with lot numbers, and every box screen
 * has something to explore in each:
 * - Box Marseille 14 (Claire Martin works in it): a picture, and a regulation document bringing in
 *   returned units with their lot beside its opening stock and its inbound order.
 * - Box Lille 5, still being prepared (status PREPARING): Claire Martin works in it; Julie Bernard
 *   is on its users list but switched off until it opens (she works in Box Marseille 12 only). Its
 *   first goods came in with an inbound order received whole (lot numbers, a best-before date) and
 *   a second one waits for receipt. Nothing has gone out of it yet: its outbound orders and stock
 *   regulation lists are deliberately empty, the empty states of a box its users may act in.
 * Northwind's Box Lille 3 keeps the catalog's stock and Tom Baker, and no documents or pictures.
 * Every stock move goes through the stock module, with the documents' causes; the products are
 * the account's first simple ones, as in seed-box-documents.ts, so the data is the same at every
 * seeding.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { BOX_ORDER_STATUSES } from '../../shared/operations/common/box-documents';
import { receive } from '../stock/stock';
import type { Tx } from './index';
import * as t from './schema';
import { drawProductImage } from './demo-product-image';
import { DEMO_USERS } from './demo-users';

export async function seedBoxContentsDemo(tx: Tx) {
  const demo = await boxContentsDemoData(tx);
  if (!demo) return;
  await seedBoxUsersAndPictures(tx, demo);
  await seedReturnedUnits(tx, demo);
  await seedFirstInboundOrders(tx, demo);
}

/** The two boxes, their account, the people working in them and the products they hold; null when the demo lacks one. */
async function boxContentsDemoData(tx: Tx) {
  const boxes = await tx
    .select()
    .from(t.boxes)
    .where(inArray(t.boxes.boxNumber, ['M14', 'L05']));
  const m14 = boxes.find((b) => b.boxNumber === 'M14');
  const l05 = boxes.find((b) => b.boxNumber === 'L05');
  if (!m14 || !l05) return null;
  const account = l05.idClientAccount;
  const people = await tx
    .select({ idUser: t.users.idUser, email: t.users.email })
    .from(t.users)
    .where(inArray(t.users.email, [DEMO_USERS.clientAdmin, DEMO_USERS.multiAccount]));
  const claire = people.find((p) => p.email === DEMO_USERS.clientAdmin)?.idUser;
  const julie = people.find((p) => p.email === DEMO_USERS.multiAccount)?.idUser;
  if (!claire || !julie) return null;
  const simple = await tx
    .select({ idProduct: t.products.idProduct })
    .from(t.products)
    .where(and(eq(t.products.idClientAccount, account), eq(t.products.type, 'SIMPLE')))
    .orderBy(asc(t.products.displayPosition), asc(t.products.sku))
    .limit(6);
  if (simple.length < 6) return null;
  const [p1, , p3, , p5, p6] = simple.map((p) => p.idProduct);
  return { m14, l05, account, claire, julie, p1, p3, p5, p6 };
}

type BoxContentsDemo = NonNullable<Awaited<ReturnType<typeof boxContentsDemoData>>>;

/** Box Lille 5's users (Julie Bernard switched off until it opens), and both boxes' pictures. */
async function seedBoxUsersAndPictures(tx: Tx, { m14, l05, account, claire, julie }: BoxContentsDemo) {
  await tx.insert(t.boxUsers).values([
    { idBox: l05.idBox, idClientAccount: account, idUser: claire, activityBeginDate: '2026-10-05' },
    { idBox: l05.idBox, idClientAccount: account, idUser: julie, activityBeginDate: '2027-01-04', enabled: false },
  ]);

  const pictures = await tx
    .insert(t.images)
    .values(
      [
        { imageName: 'Entrée du box climatisé', imageFileName: 'box-marseille-14.png', content: drawProductImage('#1f3a68', 'square', 'BX') },
        { imageName: 'Box sécurisé', imageFileName: 'box-lille-5.png', content: drawProductImage('#b26a00', 'square', 'BX') },
      ].map((image) => ({ ...image, fileType: 'image/png', size: image.content.length })),
    )
    .returning({ idImage: t.images.idImage });
  await tx.insert(t.boxPictures).values([
    { idBox: m14.idBox, idImage: pictures[0].idImage, displayPosition: 1, defaultImage: true },
    { idBox: l05.idBox, idImage: pictures[1].idImage, displayPosition: 1, defaultImage: true },
  ]);
}

async function seedReturnedUnits(tx: Tx, { m14, account, claire, p1 }: BoxContentsDemo) {
  // Box Marseille 14: units a boutique sent back, with their lot.
  const [returned] = await tx
    .insert(t.stockRegularizationDocuments)
    .values({ idBox: m14.idBox, idClientAccount: account, reasonCode: 'RETURNED', comment: 'Retour de la boutique d’Aix, cartons intacts.', idUser: claire })
    .returning();
  await tx.insert(t.stockRegularizationDocumentProducts).values({
    idStockRegularizationDocument: returned.idStockRegularizationDocument,
    idClientAccount: account,
    idProduct: p1,
    quantity: 3,
    lotNumber: 'LOT-2610-E',
  });
  await receive(tx, [{ idWarehouse: m14.idBox, idProduct: p1, quantity: 3 }], {
    cause: 'regulation',
    idReference: returned.idStockRegularizationDocument,
    idUser: claire,
  });
}

async function seedFirstInboundOrders(tx: Tx, { l05, account, claire, p3, p5, p6 }: BoxContentsDemo) {
  // Box Lille 5: its first goods, received whole, and the next delivery waiting for receipt.
  const inbound = await tx
    .insert(t.inboundOrders)
    .values([
      {
        idBox: l05.idBox,
        idClientAccount: account,
        orderReference: 'IN-2026-0131',
        senderName: 'Entrepôt Lyon',
        idUser: claire,
      },
      { idBox: l05.idBox, idClientAccount: account, orderReference: 'IN-2026-0151', senderName: 'Atelier Verrier', expectedDate: '2026-12-16', idUser: claire },
    ])
    .returning();
  const receipt = { receiptAccepted: true, receiptDate: new Date('2026-10-12T08:45:00Z'), idUserReceipt: claire };
  const line = (i: number, idProduct: string, quantity: number, extra: Partial<typeof t.inboundOrderProducts.$inferInsert>) => ({
    idInboundOrder: inbound[i].idInboundOrder,
    idClientAccount: account,
    idProduct,
    quantity,
    ...extra,
  });
  await tx
    .insert(t.inboundOrderProducts)
    .values([
      line(0, p3, 18, { lotNumber: 'LOT-2610-G', bestBeforeDate: '2028-03-31', displayPosition: 0, ...receipt }),
      line(0, p5, 40, { lotNumber: 'LOT-2610-H', displayPosition: 1, ...receipt }),
      line(1, p6, 12, { lotNumber: 'LOT-2611-J', displayPosition: 0 }),
    ]);
  await receive(
    tx,
    [
      { idWarehouse: l05.idBox, idProduct: p3, quantity: 18 },
      { idWarehouse: l05.idBox, idProduct: p5, quantity: 40 },
    ],
    { cause: 'receipt', idReference: inbound[0].idInboundOrder, idUser: claire },
  );
  // Created acknowledged, closed once received whole: its status history tells both.
  await tx.update(t.inboundOrders).set({ status: BOX_ORDER_STATUSES.closed }).where(eq(t.inboundOrders.idInboundOrder, inbound[0].idInboundOrder));
}
