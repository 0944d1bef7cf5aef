/**
 * Storage of a box's inbound orders and the receipt of their lines: accepting a line adds its
 * quantity to the box's stock ('receipt', in the same transaction), refusing it moves nothing;
 * once every line is decided the order is closed. The order row is locked first, so two decisions
 * on one order run one after the other and a line is decided once.
 */
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import {
  boxOrdersSummary,
  inboundOrders,
  inboundOrderStatusTypes,
  inboundOrderStatusHistory,
  receiveInboundOrderProduct,
  type InboundOrderLineItem,
} from '../../shared/operations/inbound-orders';
import { BOX_DOCUMENT_MESSAGES, BOX_ORDER_STATUS_TYPES, BOX_ORDER_STATUSES } from '../../shared/operations/common/box-documents';
import { authOf } from '../auth/context';
import type { Tx } from '../db';
import { inboundOrderProducts as linesTable, inboundOrders as ordersTable } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import { bind, outer, type PartBinding } from '../registry/binding';
import type { ActionBinding } from '../registry/route-kinds';
import { receive } from '../stock/stock';
import { keptBoxListCount } from '../administration/box-list-counts';
import { boxScoped, checkBoxProducts, isoDate, lotOf } from './common/box-documents';
import { reachBox } from './common/box-reach';
import { conflict, fieldError } from './common/orders';
import { boxOrderHistory } from './common/status-history';

type OrderRow = typeof ordersTable.$inferSelect;
const SUBJECT = inboundOrders.subject;

const nested = {
  status: sql<number>`(select o.status from inbound_orders o where o.id_inbound_order = ${outer(ordersTable.idInboundOrder)})`,
  openLines: sql<number>`(select count(*)::int from inbound_order_products l
      where l.id_inbound_order = ${outer(ordersTable.idInboundOrder)} and l.receipt_accepted is null)`,
  products: sql`coalesce((
      select json_agg(json_build_object('idInboundOrderProduct', l.id_inbound_order_product, 'idProduct', l.id_product,
                                        'productName', p.product_name, 'sku', p.sku, 'quantity', l.quantity,
                                        'lotNumber', l.lot_number, 'bestBeforeDate', l.best_before_date, 'serialNumber', l.serial_number,
                                        'receiptAccepted', l.receipt_accepted, 'receiptComment', l.receipt_comment,
                                        'receiptDate', l.receipt_date, 'displayPosition', l.display_position)
                      order by l.display_position)
      from inbound_order_products l inner join products p on p.id_product = l.id_product
      where l.id_inbound_order = ${outer(ordersTable.idInboundOrder)}), '[]'::json)`,
};

const shape = ({ idUser: _idUser, createdAt, ...record }: Record<string, unknown>) => ({ ...record, createdAt: isoDate(createdAt) });

async function readOrder(tx: Tx, idInboundOrder: string) {
  const [row] = await tx
    .select({ ...getTableColumns(ordersTable), ...nested })
    .from(ordersTable)
    .where(eq(ordersTable.idInboundOrder, idInboundOrder));
  return shape(row) as never;
}

const linesPart: PartBinding<OrderRow, InboundOrderLineItem> = {
  // An order is announced whole: it has no stored lines to compare with.
  current: async () => [],
  remove: async () => {},
  add: async (tx, { row }, item) => {
    await checkBoxProducts(tx, row.idClientAccount, [item.idProduct]);
    await tx.insert(linesTable).values({
      idInboundOrder: row.idInboundOrder,
      idClientAccount: row.idClientAccount,
      idProduct: item.idProduct,
      quantity: item.quantity,
      ...lotOf(item),
      displayPosition: item.displayPosition,
    });
  },
};

const receiveBinding: ActionBinding<typeof receiveInboundOrderProduct> = {
  kind: receiveInboundOrderProduct,
  run: async (tx, { request, params, body, all }) => {
    await reachBox(tx, request, SUBJECT, 'Edit', params.idBox);
    const [order] = await tx
      .select()
      .from(ordersTable)
      .where(and(eq(ordersTable.idInboundOrder, params.id), eq(ordersTable.idBox, params.idBox)))
      .for('update');
    if (!order) throw all ? notFound() : forbidden();
    const [line] = await tx
      .select()
      .from(linesTable)
      .where(and(eq(linesTable.idInboundOrderProduct, params.idInboundOrderProduct), eq(linesTable.idInboundOrder, order.idInboundOrder)));
    if (!line) throw all ? notFound() : forbidden();
    if (order.status !== BOX_ORDER_STATUSES.acknowledged || line.receiptAccepted !== null) throw conflict(BOX_DOCUMENT_MESSAGES.receiptDecided);
    const comment = body.receiptComment?.trim() || null;
    if (!body.receiptAccepted && !comment) throw fieldError('receiptComment', BOX_DOCUMENT_MESSAGES.refusalNeedsComment);
    const idUser = authOf(request).actingUser.idUser;
    if (body.receiptAccepted) {
      await receive(tx, [{ idWarehouse: order.idBox, idProduct: line.idProduct, quantity: line.quantity }], {
        cause: 'receipt',
        idReference: order.idInboundOrder,
        idUser,
      });
    }
    await tx
      .update(linesTable)
      .set({ receiptAccepted: body.receiptAccepted, receiptComment: comment, receiptDate: sql`now()`, idUserReceipt: idUser })
      .where(eq(linesTable.idInboundOrderProduct, line.idInboundOrderProduct));
    const [open] = await tx
      .select({ id: linesTable.idInboundOrderProduct })
      .from(linesTable)
      .where(and(eq(linesTable.idInboundOrder, order.idInboundOrder), isNull(linesTable.receiptAccepted)))
      .limit(1);
    if (!open) await tx.update(ordersTable).set({ status: BOX_ORDER_STATUSES.closed }).where(eq(ordersTable.idInboundOrder, order.idInboundOrder));
    return { inboundOrder: await readOrder(tx, order.idInboundOrder) };
  },
};

const statusTypesBinding: ActionBinding<typeof inboundOrderStatusTypes> = {
  kind: inboundOrderStatusTypes,
  run: async () => ({ inboundOrderStatusTypes: [...BOX_ORDER_STATUS_TYPES] }),
};

/** The box's orders by status (a few rows through the box indexes) and the lines still to receive. */
const summaryBinding: ActionBinding<typeof boxOrdersSummary> = {
  kind: boxOrdersSummary,
  run: async (tx, { request, params }) => {
    const box = await reachBox(tx, request, SUBJECT, 'View', params.idBox);
    const counted = async (table: 'inbound_orders' | 'outbound_orders') =>
      (
        await tx.execute<{ status: number; count: number }>(
          sql`select status, count(*)::int as count from ${sql.identifier(table)} where id_box = ${box.idBox} group by status order by status`,
        )
      ).rows;
    const [{ open }] = (
      await tx.execute<{ open: number }>(
        sql`select count(*)::int as open from inbound_order_products l inner join inbound_orders o on o.id_inbound_order = l.id_inbound_order
            where o.id_box = ${box.idBox} and o.status = ${BOX_ORDER_STATUSES.acknowledged} and l.receipt_accepted is null`,
      )
    ).rows;
    return { boxOrders: { inbound: await counted('inbound_orders'), outbound: await counted('outbound_orders'), linesToReceive: open } };
  },
};

const historyBinding = boxOrderHistory(inboundOrderStatusHistory, 'inboundOrder', {
  table: ordersTable,
  id: ordersTable.idInboundOrder,
  box: ordersTable.idBox,
  subject: SUBJECT,
});

export const inboundOrdersBinding = bind({
  description: inboundOrders,
  table: ordersTable,
  nested,
  shape,
  ...boxScoped(SUBJECT, ordersTable),
  count: (db, { params, criteria }) => keptBoxListCount(db, 'inbound', params.idBox, criteria, { status: { key: 'firstKey', integer: true } }),
  parts: { products: linesPart as PartBinding<OrderRow> },
  kinds: [receiveBinding, statusTypesBinding, historyBinding, summaryBinding],
  beforeWrite: async (tx, { request, values }) => {
    const box = await reachBox(tx, request, SUBJECT, 'Create', String(values.idBox));
    return { ...values, idClientAccount: box.idClientAccount, status: BOX_ORDER_STATUSES.acknowledged, idUser: authOf(request).actingUser.idUser };
  },
});
