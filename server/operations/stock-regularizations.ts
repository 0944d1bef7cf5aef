/**
 * Storage of a box's stock regularization documents: the document and its lines are written and
 * the box's stock moved ('regulation': units in for a reason whose direction is 1, out for -1,
 * never below what is reserved) in one transaction, so a refused line leaves nothing behind. A
 * line added later through the spec's per-line call is its own transaction, the document locked
 * first.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  addStockRegularizationLine,
  stockRegularizationProducts,
  stockRegularizationReasons,
  stockRegularizations,
  type StockRegularizationLineItem,
} from '../../shared/operations/stock-regularizations';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { authOf } from '../auth/context';
import type { Tx } from '../db';
import {
  stockRegularizationDocumentProducts as linesTable,
  stockRegularizationDocuments as documentsTable,
  stockRegularizationReasons as reasonsTable,
} from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import { bind, outer, type PartBinding } from '../registry/binding';
import type { ActionBinding } from '../registry/route-kinds';
import { adjust, receive } from '../stock/stock';
import { keptBoxListCount } from '../administration/box-list-counts';
import { boxScoped, checkBoxProducts, isoDate } from './common/box-documents';
import { reachBox } from './common/box-reach';
import { fieldError, insufficient } from './common/orders';
import { boxProductsBinding } from './outbound-orders';

type DocumentRow = typeof documentsTable.$inferSelect;
const SUBJECT = stockRegularizations.subject;

const nested = {
  direction: sql<number>`(select r.direction from stock_regularization_reasons r where r.reason_code = ${outer(documentsTable.reasonCode)})`,
  userName: sql`(select u.first_name || ' ' || u.last_name from users u where u.id_user = ${outer(documentsTable.idUser)})`,
  lineCount: sql<number>`(select count(*)::int from stock_regularization_document_products l
      where l.id_stock_regularization_document = ${outer(documentsTable.idStockRegularizationDocument)})`,
  products: sql`coalesce((
      select json_agg(json_build_object('idStockRegularizationDocumentProduct', l.id_stock_regularization_document_product,
                                        'idStockRegularizationDocument', l.id_stock_regularization_document, 'idProduct', l.id_product,
                                        'productName', p.product_name, 'sku', p.sku, 'quantity', l.quantity, 'lotNumber', l.lot_number,
                                        'bestBeforeDate', l.best_before_date, 'serialNumber', l.serial_number)
                      order by l.display_position, l.id_stock_regularization_document_product)
      from stock_regularization_document_products l inner join products p on p.id_product = l.id_product
      where l.id_stock_regularization_document = ${outer(documentsTable.idStockRegularizationDocument)}), '[]'::json)`,
};

const shape = ({ idUser: _idUser, createdAt, ...record }: Record<string, unknown>) => ({ ...record, createdAt: isoDate(createdAt) });

type Line = { idProduct: string; quantity: number; lotNumber?: string | null; bestBeforeDate?: string | null; serialNumber?: string | null };

/** An active reason's direction; any other code is refused on the field. */
async function directionOf(tx: Tx, reasonCode: unknown): Promise<number> {
  const [reason] = await tx
    .select({ direction: reasonsTable.direction })
    .from(reasonsTable)
    .where(and(eq(reasonsTable.reasonCode, String(reasonCode)), eq(reasonsTable.activ, true)));
  if (!reason) throw fieldError('reasonCode', GENERIC_MESSAGES.unknownReference);
  return reason.direction;
}

/** Moves the box's stock for lines of a document: in (a receipt of found units) or out (never below what is reserved). */
async function moveStock(
  tx: Tx,
  box: { idBox: string; idClientAccount: string },
  direction: number,
  lines: readonly Line[],
  idReference: string,
  idUser: string,
) {
  await checkBoxProducts(
    tx,
    box.idClientAccount,
    lines.map((l) => l.idProduct),
  );
  const context = { cause: 'regulation' as const, idReference, idUser };
  if (direction > 0) {
    await receive(
      tx,
      lines.map((l) => ({ idWarehouse: box.idBox, idProduct: l.idProduct, quantity: l.quantity })),
      context,
    );
    return;
  }
  const short = await adjust(
    tx,
    lines.map((l) => ({ idWarehouse: box.idBox, idProduct: l.idProduct, quantity: -l.quantity })),
    context,
  );
  if (short) throw insufficient(short);
}

const lineValues = (row: Pick<DocumentRow, 'idStockRegularizationDocument' | 'idClientAccount'>, line: Line, displayPosition: number) => ({
  displayPosition,
  idStockRegularizationDocument: row.idStockRegularizationDocument,
  idClientAccount: row.idClientAccount,
  idProduct: line.idProduct,
  quantity: line.quantity,
  lotNumber: line.lotNumber || null,
  bestBeforeDate: line.bestBeforeDate ?? null,
  serialNumber: line.serialNumber || null,
});

const linesPart: PartBinding<DocumentRow, StockRegularizationLineItem> = {
  // A document's lines are never changed: nothing stored to compare with.
  current: async () => [],
  remove: async () => {},
  // The stock moved with the document (beforeWrite).
  add: async (tx, { row }, item) => {
    await tx.insert(linesTable).values(lineValues(row, item, item.position));
  },
};

const addLineBinding: ActionBinding<typeof addStockRegularizationLine> = {
  kind: addStockRegularizationLine,
  run: async (tx, { request, params, body, all }) => {
    const box = await reachBox(tx, request, SUBJECT, 'Create', params.idBox);
    const [document] = await tx
      .select()
      .from(documentsTable)
      .where(and(eq(documentsTable.idStockRegularizationDocument, params.id), eq(documentsTable.idBox, box.idBox)))
      .for('update');
    if (!document) throw all ? notFound() : forbidden();
    const [reason] = await tx.select({ direction: reasonsTable.direction }).from(reasonsTable).where(eq(reasonsTable.reasonCode, document.reasonCode));
    await moveStock(tx, box, reason.direction, [body], document.idStockRegularizationDocument, authOf(request).actingUser.idUser);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${linesTable.displayPosition}) + 1, 0)`.mapWith(Number) })
      .from(linesTable)
      .where(eq(linesTable.idStockRegularizationDocument, document.idStockRegularizationDocument));
    const [line] = await tx
      .insert(linesTable)
      .values(lineValues(document, body, next))
      .returning();
    const [names] = await tx
      .execute<{ product_name: string; sku: string }>(sql`select product_name, sku from products where id_product = ${line.idProduct}`)
      .then((r) => r.rows);
    return {
      stockRegularizationDocumentProduct: {
        idStockRegularizationDocumentProduct: line.idStockRegularizationDocumentProduct,
        idStockRegularizationDocument: line.idStockRegularizationDocument,
        idProduct: line.idProduct,
        productName: names.product_name,
        sku: names.sku,
        quantity: line.quantity,
        lotNumber: line.lotNumber,
        bestBeforeDate: line.bestBeforeDate,
        serialNumber: line.serialNumber,
      },
    };
  },
};

const reasonsBinding: ActionBinding<typeof stockRegularizationReasons> = {
  kind: stockRegularizationReasons,
  run: async (tx) => ({
    stockRegularizationReasons: await tx
      .select()
      .from(reasonsTable)
      .where(eq(reasonsTable.activ, true))
      .orderBy(asc(reasonsTable.displayOrder), asc(reasonsTable.reasonCode)),
  }),
};

const productsBinding = boxProductsBinding(stockRegularizationProducts, SUBJECT);

export const stockRegularizationsBinding = bind({
  description: stockRegularizations,
  table: documentsTable,
  nested,
  shape,
  ...boxScoped(SUBJECT, documentsTable),
  count: (db, { params, criteria }) => keptBoxListCount(db, 'regularization', params.idBox, criteria, { reasonCode: { key: 'firstKey' } }),
  parts: { products: linesPart as PartBinding<DocumentRow> },
  kinds: [addLineBinding, reasonsBinding, productsBinding],
  /** The reason must be active; the lines' stock moves before the document is written, all or nothing. */
  beforeWrite: async (tx, { request, values }) => {
    const box = await reachBox(tx, request, SUBJECT, 'Create', String(values.idBox));
    const direction = await directionOf(tx, values.reasonCode);
    const idStockRegularizationDocument = randomUUID();
    const idUser = authOf(request).actingUser.idUser;
    await moveStock(tx, box, direction, (values.products ?? []) as Line[], idStockRegularizationDocument, idUser);
    return { ...values, idStockRegularizationDocument, idClientAccount: box.idClientAccount, idUser };
  },
});
