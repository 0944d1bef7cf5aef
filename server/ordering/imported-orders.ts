/**
 * Placing the orders of an import chunk with the checkout's rules, in batches: the products the
 * user may order and their lines (order-lines.ts, as the cart and checkout have them), the
 * account's delivery-date rule, and stock reserved in the warehouse or the order refused
 * ('Insufficient quantity') unless it may be saved as a backorder, which reserves nothing.
 *
 * Stock is checked order after order against the chunk's stock lines, locked (lockAvailable, in
 * product order as every stock writer takes them) before anything is counted, so what a
 * concurrent checkout takes is seen and nothing is reserved twice; then writeOrders (the
 * checkout's writer too) reserves what was taken, each move naming its order, takes the order
 * numbers and inserts each table's rows in one statement. A chunk of 1,000 lines is a dozen
 * round trips, not thousands.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db';
import { customerOrderDeliveries, customerOrderDeliveryProducts, customerOrders } from '../db/schema';
import type { OrderingScope } from './scope';
import { writeOrders, type OrderToWrite, type WrittenOrder } from './orders';
import { pickColumns } from '../db/columns';

/** An imported order: a delivery, with no event, delivery notes or documents; every order of a chunk has its shipping method. */
export type NewOrder = Omit<OrderToWrite, 'orderType' | 'idEvent' | 'idShippingMethod' | 'notes' | 'documents'> & { orderReference: string };

/** Writes the orders (stock reserved for those that are not backorders); answers their ids, in order. */
export async function insertOrders(tx: Tx, scope: OrderingScope, accountCode: string, idShippingMethod: string, orders: NewOrder[]): Promise<WrittenOrder[]> {
  return writeOrders(
    tx,
    scope,
    accountCode,
    orders.map((order) => ({ ...order, orderType: 'DELIVERY', idEvent: null, idShippingMethod, notes: null, documents: [] })),
    'import',
  );
}

/** The lines of the account's orders with these references (lower-cased), to recognise an order already imported. */
export async function ordersByReference(tx: Tx, idClientAccount: string, references: string[]) {
  if (!references.length) return new Map<string, { idCustomerOrder: string; lines: string[] }>();
  const rows = await tx
    .select({
      idCustomerOrder: customerOrders.idCustomerOrder,
      reference: sql<string>`lower(${customerOrders.orderReference})`,
      ...pickColumns(customerOrderDeliveryProducts, 'idProduct', 'idBundle'),
      quantity: customerOrderDeliveryProducts.orderedQuantity,
    })
    .from(customerOrders)
    .innerJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrder, customerOrders.idCustomerOrder))
    .innerJoin(customerOrderDeliveryProducts, eq(customerOrderDeliveryProducts.idCustomerOrderDelivery, customerOrderDeliveries.idCustomerOrderDelivery))
    .where(and(eq(customerOrders.idClientAccount, idClientAccount), inArray(sql`lower(${customerOrders.orderReference})`, references)));
  const found = new Map<string, { idCustomerOrder: string; lines: string[] }>();
  for (const r of rows) {
    // One order per reference is enough to recognise it: the first one found.
    const order = found.get(r.reference) ?? { idCustomerOrder: r.idCustomerOrder, lines: [] };
    if (order.idCustomerOrder !== r.idCustomerOrder) continue;
    order.lines.push(lineSignature(r));
    found.set(r.reference, order);
  }
  return found;
}

/** A line as compared between the file and an order already placed (customer or supplier order). */
export const lineSignature = (line: { idProduct: string | null; idBundle?: string | null; quantity: number | null }) =>
  `${line.idProduct}|${line.idBundle ?? ''}|${line.quantity}`;

export const sameLines = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
