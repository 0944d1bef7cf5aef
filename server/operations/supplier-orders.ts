/**
 * Storage of supplier orders and their lines, and what moves stock: receiving quantities of some
 * lines adds to the warehouse's physical stock (a Return takes it out, a Kitting order consumes
 * the kit's components and adds the kit, a Dekitting order the reverse), raises the lines'
 * received quantities and moves the order's status, all in one transaction, through
 * server/stock. The order row is locked first (then the stock lines), so a receipt, an edit and a
 * cancel of one order run one after the other.
 */
import { and, asc, eq, getTableColumns, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  cancelSupplierOrder,
  OPEN_SUPPLIER_ORDER_STATUSES,
  receiveSupplierOrder,
  SUPPLIER_ORDER_STATUS,
  SUPPLIER_ORDER_STATUS_TYPES,
  supplierOrders,
  supplierOrderStatusTypes,
  supplierOrderStatusHistory,
  supplierOrderProducts,
  supplierOrderSuppliers,
  statusAfterReceipt,
  type SupplierOrderLineItem,
} from '../../shared/operations/supplier-orders';
import { OPERATION_MESSAGES } from '../../shared/operations/common/order-fields';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { QUANTITY_MESSAGES } from '../../shared/rules/quantities';
import { authOf } from '../auth/context';
import type { Tx } from '../db';
import { products, suppliers, supplierOrderLines as linesTable, supplierOrders as ordersTable, warehouses } from '../db/schema';
import { changingNotAllowed } from '../lib/errors';
import { bind, columnsOf, outer, type PartBinding } from '../registry/binding';
import type { ActionBinding } from '../registry/route-kinds';
import { adjust, receive, type StockAdjustment } from '../stock/stock';
import { checkAccountReferences, checkReach, conflict, fieldError, insufficient, isoOf, kitParts } from './common/orders';
import { accountOrderHistory } from './common/status-history';

type OrderRow = typeof ordersTable.$inferSelect;
const SUBJECT = supplierOrders.subject;

/** What a supplier order carries beyond its row: its warehouse's and supplier's names, its lines. */
const nested = {
  // Read again after the lines: a save moves the status when it changes them.
  status: sql<number>`(select o.status from supplier_orders o where o.id_supplier_order = ${outer(ordersTable.idSupplierOrder)})`,
  ...columnsOf(ordersTable.idWarehouse, warehouses.idWarehouse, { warehouseName: warehouses.warehouseName }),
  ...columnsOf(ordersTable.idClientAccountSupplier, suppliers.idClientAccountSupplier, { supplierName: suppliers.supplierName }),
  lines: sql`coalesce((
      select json_agg(json_build_object('idSupplierOrderLine', l.id_supplier_order_line, 'idProduct', l.id_product, 'productName', p.product_name,
                                        'sku', p.sku, 'orderedQuantity', l.ordered_quantity, 'receivedQuantity', l.received_quantity,
                                        'displayPosition', l.display_position)
                      order by l.display_position, p.product_name)
      from supplier_order_lines l inner join products p on p.id_product = l.id_product
      where l.id_supplier_order = ${outer(ordersTable.idSupplierOrder)}), '[]'::json)`,
};

const shape = ({ idUser: _idUser, createdAt, ...record }: Record<string, unknown>) => ({ ...record, createdAt: isoOf(createdAt) });

/** The order as the API answers it. */
async function readOrder(tx: Tx, idSupplierOrder: string) {
  const [row] = await tx
    .select({ ...getTableColumns(ordersTable), ...nested })
    .from(ordersTable)
    .where(eq(ordersTable.idSupplierOrder, idSupplierOrder));
  return shape(row) as never;
}

/** Locks the order (before any stock line) and checks that the caller may change it. */
async function lockOrder(tx: Tx, request: Parameters<typeof checkReach>[0], idSupplierOrder: string): Promise<OrderRow> {
  const [order] = await tx.select().from(ordersTable).where(eq(ordersTable.idSupplierOrder, idSupplierOrder)).for('update');
  checkReach(request, SUBJECT, 'Edit', order?.idClientAccount);
  return order;
}

/** After its lines changed: received when all are whole, partially received when some are started (a receiving order stays so until then). */
async function refreshStatus(tx: Tx, order: Pick<OrderRow, 'idSupplierOrder' | 'status'>) {
  const lines = await tx
    .select({ orderedQuantity: linesTable.orderedQuantity, receivedQuantity: linesTable.receivedQuantity })
    .from(linesTable)
    .where(eq(linesTable.idSupplierOrder, order.idSupplierOrder));
  if (!lines.length) return;
  let status = statusAfterReceipt(lines);
  if (status === SUPPLIER_ORDER_STATUS.awaitingReceipt && order.status === SUPPLIER_ORDER_STATUS.receiving) status = order.status;
  if (status !== order.status) await tx.update(ordersTable).set({ status }).where(eq(ordersTable.idSupplierOrder, order.idSupplierOrder));
}

const linesPart: PartBinding<OrderRow, SupplierOrderLineItem> = {
  current: (tx, { row }) =>
    tx
      .select({ idProduct: linesTable.idProduct, orderedQuantity: linesTable.orderedQuantity, displayPosition: linesTable.displayPosition })
      .from(linesTable)
      .where(eq(linesTable.idSupplierOrder, row.idSupplierOrder)),
  // A line with received units stays: its ordered quantity may not go below them (spec part 2, section 5).
  remove: async (tx, { row }, item) => {
    const [gone] = await tx
      .delete(linesTable)
      .where(and(eq(linesTable.idSupplierOrder, row.idSupplierOrder), eq(linesTable.idProduct, item.idProduct), eq(linesTable.receivedQuantity, 0)))
      .returning({ id: linesTable.idSupplierOrderLine });
    if (!gone) {
      const [line] = await tx
        .select({ received: linesTable.receivedQuantity })
        .from(linesTable)
        .where(and(eq(linesTable.idSupplierOrder, row.idSupplierOrder), eq(linesTable.idProduct, item.idProduct)));
      throw fieldError('lines', QUANTITY_MESSAGES.belowDelivered, { delivered: line?.received ?? 0 });
    }
    await refreshStatus(tx, row);
  },
  add: async (tx, { row }, item) => {
    await tx.insert(linesTable).values({ ...item, idSupplierOrder: row.idSupplierOrder, idClientAccount: row.idClientAccount });
    await refreshStatus(tx, row);
  },
  change: async (tx, { row }, stored, wanted) => {
    const [line] = await tx
      .select({ received: linesTable.receivedQuantity })
      .from(linesTable)
      .where(and(eq(linesTable.idSupplierOrder, row.idSupplierOrder), eq(linesTable.idProduct, stored.idProduct)));
    if (line && wanted.orderedQuantity < line.received) throw fieldError('lines', QUANTITY_MESSAGES.belowDelivered, { delivered: line.received });
    await tx
      .update(linesTable)
      .set({ orderedQuantity: wanted.orderedQuantity, displayPosition: wanted.displayPosition })
      .where(and(eq(linesTable.idSupplierOrder, row.idSupplierOrder), eq(linesTable.idProduct, stored.idProduct)));
    await refreshStatus(tx, row);
  },
};

/** The stock moves of receiving `quantity` of a line, by the order's type. */
async function stockMovesOf(tx: Tx, order: OrderRow, received: { idProduct: string; quantity: number }[]) {
  const context = { idUser: null as string | null, idReference: order.idSupplierOrder };
  const at = (idProduct: string, quantity: number): StockAdjustment => ({ idWarehouse: order.idWarehouse, idProduct, quantity });
  if (order.orderType === 'Return') return { moves: received.map((r) => at(r.idProduct, -r.quantity)), cause: 'supplier-return' as const, context };
  if (!order.kittingType) return { moves: received.map((r) => at(r.idProduct, r.quantity)), cause: 'receipt' as const, context };
  const moves: StockAdjustment[] = [];
  // Kitting: the kit comes in, its components go; Dekitting the reverse.
  const sign = order.kittingType === 'KitAssembly' ? 1 : -1;
  for (const r of received) {
    const kit = await kitParts(tx, order.idClientAccount, { idProduct: r.idProduct });
    if (!kit) throw fieldError('lines', OPERATION_MESSAGES.kitWithoutComponents);
    moves.push(at(kit.idProduct, sign * r.quantity));
    for (const c of kit.components) moves.push(at(c.idProduct, -sign * c.quantity * r.quantity));
  }
  return { moves, cause: order.kittingType === 'KitAssembly' ? ('kitting' as const) : ('dekitting' as const), context };
}

/**
 * Receives quantities of an order's lines (by line id; the order locked and open): checks each
 * against what its line still expects, moves stock by the order's type, raises the lines and
 * moves the status, in the caller's transaction. Refuses (and moves nothing) when stock would go
 * below what is there or reserved.
 */
export async function receiveQuantities(
  tx: Tx,
  order: OrderRow,
  quantities: readonly { idSupplierOrderLine: string; quantity: number }[],
  idUser: string | null,
) {
  if (!OPEN_SUPPLIER_ORDER_STATUSES.includes(order.status)) throw conflict(OPERATION_MESSAGES.notChangeable);
  const ids = [...new Set(quantities.map((l) => l.idSupplierOrderLine))];
  const lines = await tx
    .select()
    .from(linesTable)
    .where(and(eq(linesTable.idSupplierOrder, order.idSupplierOrder), inArray(linesTable.idSupplierOrderLine, ids)));
  const received = new Map<string, number>();
  for (const l of quantities) received.set(l.idSupplierOrderLine, (received.get(l.idSupplierOrderLine) ?? 0) + l.quantity);
  const taken: { idProduct: string; quantity: number }[] = [];
  for (const [idLine, quantity] of received) {
    const line = lines.find((l) => l.idSupplierOrderLine === idLine);
    if (!line) throw fieldError('lines', GENERIC_MESSAGES.unknownReference);
    const open = line.orderedQuantity - line.receivedQuantity;
    if (quantity > open) throw fieldError('lines', OPERATION_MESSAGES.receivedTooMuch, { open });
    taken.push({ idProduct: line.idProduct, quantity });
  }
  const { moves, cause, context } = await stockMovesOf(tx, order, taken);
  const short = await adjustOrReceive(tx, moves, { cause, idReference: context.idReference, idUser });
  if (short) throw insufficient(short);
  for (const [idLine, quantity] of received) {
    await tx
      .update(linesTable)
      .set({ receivedQuantity: sql`${linesTable.receivedQuantity} + ${quantity}` })
      .where(eq(linesTable.idSupplierOrderLine, idLine));
  }
  await refreshStatus(tx, order);
}

const receiveBinding: ActionBinding<typeof receiveSupplierOrder> = {
  kind: receiveSupplierOrder,
  run: async (tx, { request, params, body }) => {
    const order = await lockOrder(tx, request, params.id);
    await receiveQuantities(tx, order, body.lines, authOf(request).actingUser.idUser);
    return { supplierOrder: await readOrder(tx, order.idSupplierOrder) };
  },
};

/** Units only coming in are a receipt (a product new to the warehouse gets its line); any going out is an adjustment that never goes below what is reserved. */
async function adjustOrReceive(tx: Tx, moves: StockAdjustment[], context: Parameters<typeof receive>[2]): Promise<string | null> {
  if (moves.every((m) => m.quantity >= 0)) {
    await receive(tx, moves, context);
    return null;
  }
  return adjust(tx, moves, context);
}

const cancelBinding: ActionBinding<typeof cancelSupplierOrder> = {
  kind: cancelSupplierOrder,
  run: async (tx, { request, params }) => {
    const order = await lockOrder(tx, request, params.id);
    if (!OPEN_SUPPLIER_ORDER_STATUSES.includes(order.status)) throw conflict(OPERATION_MESSAGES.notCancellable);
    const [started] = await tx
      .select({ id: linesTable.idSupplierOrderLine })
      .from(linesTable)
      .where(and(eq(linesTable.idSupplierOrder, order.idSupplierOrder), sql`${linesTable.receivedQuantity} > 0`))
      .limit(1);
    if (started) throw conflict(OPERATION_MESSAGES.notCancellable);
    await tx.update(ordersTable).set({ status: SUPPLIER_ORDER_STATUS.cancelled }).where(eq(ordersTable.idSupplierOrder, order.idSupplierOrder));
    return { supplierOrder: await readOrder(tx, order.idSupplierOrder) };
  },
};

const statusTypesBinding: ActionBinding<typeof supplierOrderStatusTypes> = {
  kind: supplierOrderStatusTypes,
  run: async () => ({ supplierOrderStatusTypes: SUPPLIER_ORDER_STATUS_TYPES }),
};

const suppliersBinding: ActionBinding<typeof supplierOrderSuppliers> = {
  kind: supplierOrderSuppliers,
  run: async (tx, { params }) => ({
    suppliers: await tx
      .select({ idClientAccountSupplier: suppliers.idClientAccountSupplier, supplierName: suppliers.supplierName })
      .from(suppliers)
      .where(and(eq(suppliers.idClientAccount, params.idClientAccount), eq(suppliers.enabled, true)))
      .orderBy(asc(suppliers.supplierName)),
  }),
};

const productsBinding: ActionBinding<typeof supplierOrderProducts> = {
  kind: supplierOrderProducts,
  run: async (tx, { params, query }) => {
    const text = typeof query.query === 'string' ? query.query.trim() : '';
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return {
      products: await tx
        .select({ idProduct: products.idProduct, productName: products.productName, sku: products.sku })
        .from(products)
        .where(
          and(
            eq(products.idClientAccount, params.idClientAccount),
            eq(products.type, 'SIMPLE'),
            text ? or(ilike(products.productName, pattern), ilike(products.sku, pattern)) : undefined,
          ),
        )
        .orderBy(asc(products.productName))
        .limit(30),
    };
  },
};

const historyBinding = accountOrderHistory(supplierOrderStatusHistory, 'supplierOrder', {
  table: ordersTable,
  id: ordersTable.idSupplierOrder,
  account: ordersTable.idClientAccount,
  subject: SUBJECT,
});

export const supplierOrdersBinding = bind({
  description: supplierOrders,
  table: ordersTable,
  nested,
  shape,
  parts: { lines: linesPart as PartBinding<OrderRow> },
  kinds: [cancelBinding, receiveBinding, statusTypesBinding, historyBinding, suppliersBinding, productsBinding],
  /**
   * The warehouse and supplier are the account's; an order keeps its account, and changes only
   * while open (locked first, so a receipt or a cancel waits for the change or comes before it).
   */
  beforeWrite: async (tx, { request, values, current }) => {
    const { status: _status, idUser: _idUser, ...wanted } = values;
    if (current) {
      const [locked] = await tx.select().from(ordersTable).where(eq(ordersTable.idSupplierOrder, current.idSupplierOrder)).for('update');
      if (wanted.idClientAccount !== undefined && wanted.idClientAccount !== locked.idClientAccount) throw changingNotAllowed('Account');
      if (!OPEN_SUPPLIER_ORDER_STATUSES.includes(locked.status)) throw conflict(OPERATION_MESSAGES.notChangeable);
      const started = locked.status !== SUPPLIER_ORDER_STATUS.awaitingReceipt;
      const changes = (field: 'idWarehouse' | 'orderType' | 'kittingType') => wanted[field] !== undefined && (wanted[field] ?? null) !== locked[field];
      // Once goods arrived, where they went and how they moved stay as they were.
      if (started && (changes('idWarehouse') || changes('orderType') || changes('kittingType'))) throw conflict(OPERATION_MESSAGES.notChangeable);
      await checkAccountReferences(tx, locked.idClientAccount, wanted);
      return { ...wanted, idClientAccount: locked.idClientAccount };
    }
    if (wanted.orderType === 'Return' && wanted.kittingType) throw fieldError('kittingType', GENERIC_MESSAGES.invalid);
    await checkAccountReferences(tx, String(wanted.idClientAccount), wanted);
    return { ...wanted, idUser: authOf(request).actingUser.idUser };
  },
});
