/**
 * Changes to a placed order: cancelling it and editing its quantities and references. Each runs in
 * one transaction that locks the order row first, so two changes of one order never interleave;
 * the reserved stock follows the quantities (a cancelled order gives back what was not delivered).
 * The e-mail is sent after the commit by the route, never inside the transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { CANCELLED_ORDER, canChangeOrder, ORDER_CHANGE_MESSAGES, validateOrderLineEdit } from '../../shared/rules/orders';
import { QUANTITY_MESSAGES } from '../../shared/rules/quantities';
import { VALIDATION_FAILED } from '../../shared/api/api-error';
import type { CustomerOrderUpdate } from '../../shared/ordering/schemas';
import type { Db, Tx } from '../db';
import { customerOrderDeliveries, customerOrderDeliveryProducts, customerOrders, productStocks } from '../db/schema';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { english } from '../lib/translate';
import { accountDeliverySettings } from './checkouts';
import { deliveryDateError } from './complete';
import { invalidField } from './messages';
import { insufficientQuantity } from './orders';

export type OrderRow = typeof customerOrders.$inferSelect;

/** The order, locked for the transaction; null when it does not exist. */
async function lockOrder(tx: Tx, idCustomerOrder: string): Promise<OrderRow | null> {
  const [order] = await tx.select().from(customerOrders).where(eq(customerOrders.idCustomerOrder, idCustomerOrder)).for('update');
  return order ?? null;
}

/** The order without a lock: which account it is in decides who may change it. */
export async function findOrder(db: Db, idCustomerOrder: string): Promise<OrderRow | null> {
  const [order] = await db.select().from(customerOrders).where(eq(customerOrders.idCustomerOrder, idCustomerOrder));
  return order ?? null;
}

const notChangeable = (key: string) => new HttpError(409, english({ key }), 'ORDER_NOT_CHANGEABLE');

async function orderLines(tx: Tx, idCustomerOrder: string) {
  return tx
    .select({
      idCustomerOrderDeliveryProduct: customerOrderDeliveryProducts.idCustomerOrderDeliveryProduct,
      idCustomerOrderDelivery: customerOrderDeliveryProducts.idCustomerOrderDelivery,
      idProduct: customerOrderDeliveryProducts.idProduct,
      orderedQuantity: customerOrderDeliveryProducts.orderedQuantity,
      deliveredQuantity: customerOrderDeliveryProducts.deliveredQuantity,
      idWarehouse: customerOrderDeliveries.idWarehouse,
    })
    .from(customerOrderDeliveryProducts)
    .innerJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrderDelivery, customerOrderDeliveryProducts.idCustomerOrderDelivery))
    .where(eq(customerOrderDeliveries.idCustomerOrder, idCustomerOrder));
}

/** Gives back reserved units (never below zero: stock counted since may already have moved). */
async function release(tx: Tx, idWarehouse: string, idProduct: string, quantity: number) {
  if (quantity <= 0) return;
  await tx
    .update(productStocks)
    .set({ reservedQuantity: sql`greatest(${productStocks.reservedQuantity} - ${quantity}, 0)` })
    .where(and(eq(productStocks.idProduct, idProduct), eq(productStocks.idWarehouse, idWarehouse)));
}

/** Reserves more units while physical - reserved still covers them; false when it does not. */
async function reserve(tx: Tx, idWarehouse: string, idProduct: string, quantity: number) {
  const updated = await tx
    .update(productStocks)
    .set({ reservedQuantity: sql`${productStocks.reservedQuantity} + ${quantity}` })
    .where(
      and(
        eq(productStocks.idProduct, idProduct),
        eq(productStocks.idWarehouse, idWarehouse),
        sql`${productStocks.physicalQuantity} - ${productStocks.reservedQuantity} >= ${quantity}`,
      ),
    )
    .returning({ idProduct: productStocks.idProduct });
  return updated.length > 0;
}

/**
 * Cancels an order that is not yet in preparation: status 0 'Canceled', the optional reason kept,
 * and every line's undelivered quantity given back to the stock. A second cancel is refused (409).
 */
export async function cancelOrder(db: Db, idCustomerOrder: string, orderReason: string | null | undefined) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, idCustomerOrder);
    if (!order) throw notFound();
    if (!canChangeOrder(order.statusCode)) throw notChangeable(ORDER_CHANGE_MESSAGES.notCancellable);
    for (const line of await orderLines(tx, idCustomerOrder)) {
      if (line.idProduct) await release(tx, line.idWarehouse, line.idProduct, line.orderedQuantity - line.deliveredQuantity);
    }
    await tx
      .update(customerOrders)
      .set({ ...CANCELLED_ORDER, ...(orderReason ? { orderReason } : {}) })
      .where(eq(customerOrders.idCustomerOrder, idCustomerOrder));
  });
}

/**
 * Edits an order: references and comment, the requested delivery date (the delivery-date rule,
 * only when it changes), the delivery's address comment, and line quantities under the spec's
 * rules (whole and positive, never below delivered, within the available quantity of an order
 * being edited). Field errors are keyed by idCustomerOrderDeliveryProduct; a line short of stock
 * answers 409 'Insufficient quantity' naming every short line, as the order error list shows them.
 */
export async function updateOrder(db: Db, order: OrderRow, body: CustomerOrderUpdate, now: Date) {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.idCustomerOrder);
    if (!locked) throw notFound();
    if (!canChangeOrder(locked.statusCode)) throw notChangeable(ORDER_CHANGE_MESSAGES.notEditable);
    const lines = await orderLines(tx, locked.idCustomerOrder);
    const deliveries = await tx.select().from(customerOrderDeliveries).where(eq(customerOrderDeliveries.idCustomerOrder, locked.idCustomerOrder));
    const idDelivery = body.idCustomerOrderDelivery ?? deliveries[0]?.idCustomerOrderDelivery;
    const delivery = deliveries.find((d) => d.idCustomerOrderDelivery === idDelivery);
    if (!delivery) throw invalidField('idCustomerOrderDelivery', 'validation.unknownReference');

    const wanted = body.products ?? [];
    const unknown = wanted.find((p) => !lines.some((l) => l.idCustomerOrderDeliveryProduct === p.idCustomerOrderDeliveryProduct));
    if (unknown) throw invalidField('products', 'validation.unknownReference');
    const changed = wanted
      .map((p) => ({ wanted: p, line: lines.find((l) => l.idCustomerOrderDeliveryProduct === p.idCustomerOrderDeliveryProduct)! }))
      .filter(({ wanted: p, line }) => p.orderedQuantity !== line.orderedQuantity);

    const stocks = changed.length
      ? await tx
          .select()
          .from(productStocks)
          .where(
            and(
              inArray(
                productStocks.idProduct,
                changed.flatMap(({ line }) => (line.idProduct ? [line.idProduct] : [])),
              ),
              inArray(productStocks.idWarehouse, [...new Set(changed.map(({ line }) => line.idWarehouse))]),
            ),
          )
      : [];
    const invalid: Record<string, string> = {};
    const params: Record<string, Record<string, string | number>> = {};
    const short: Record<string, string> = {};
    for (const { wanted: p, line } of changed) {
      const stock = stocks.find((s) => s.idProduct === line.idProduct && s.idWarehouse === line.idWarehouse);
      const problem = validateOrderLineEdit(
        {
          orderedQuantity: p.orderedQuantity,
          previousQuantity: line.orderedQuantity,
          deliveredQuantity: line.deliveredQuantity,
          // A product no longer in the warehouse (or gone) has nothing more to give.
          stock: stock ?? { physicalQuantity: 0, reservedQuantity: line.orderedQuantity, availableQuantity: 0 },
        },
        locked.statusCode,
      );
      if (!problem) continue;
      if (problem.key === QUANTITY_MESSAGES.insufficient) short[line.idCustomerOrderDeliveryProduct] = problem.key;
      else {
        invalid[line.idCustomerOrderDeliveryProduct] = problem.key;
        if (problem.params) params[line.idCustomerOrderDeliveryProduct] = problem.params;
      }
    }
    if (Object.keys(invalid).length) throw badRequest(VALIDATION_FAILED, invalid, 'VALIDATION', Object.keys(params).length ? params : undefined);
    if (Object.keys(short).length) throw new HttpError(409, english({ key: QUANTITY_MESSAGES.insufficient }), 'INSUFFICIENT_QUANTITY', short);

    if (body.requestedDeliveryDate !== undefined && body.requestedDeliveryDate !== delivery.requestedDeliveryDate) {
      const dateError = deliveryDateError(body.requestedDeliveryDate, await accountDeliverySettings(tx, locked.idClientAccount), now);
      if (dateError) throw dateError;
    }

    // Products in id order, as order creation takes them, so concurrent changes never deadlock.
    for (const { wanted: p, line } of [...changed].sort((a, b) => (a.line.idProduct ?? '').localeCompare(b.line.idProduct ?? ''))) {
      const delta = p.orderedQuantity - line.orderedQuantity;
      if (line.idProduct && delta > 0 && !(await reserve(tx, line.idWarehouse, line.idProduct, delta))) throw insufficientQuantity(line.idProduct);
      if (line.idProduct && delta < 0) await release(tx, line.idWarehouse, line.idProduct, -delta);
      await tx
        .update(customerOrderDeliveryProducts)
        .set({ orderedQuantity: p.orderedQuantity })
        .where(eq(customerOrderDeliveryProducts.idCustomerOrderDeliveryProduct, line.idCustomerOrderDeliveryProduct));
    }

    const fields = {
      ...(body.orderReference !== undefined ? { orderReference: body.orderReference } : {}),
      ...(body.orderComment !== undefined ? { orderComment: body.orderComment } : {}),
      ...(body.poNumber !== undefined ? { poNumber: body.poNumber } : {}),
    };
    if (Object.keys(fields).length) await tx.update(customerOrders).set(fields).where(eq(customerOrders.idCustomerOrder, locked.idCustomerOrder));
    const deliveryFields = {
      ...(body.requestedDeliveryDate !== undefined ? { requestedDeliveryDate: body.requestedDeliveryDate } : {}),
      ...(body.addressComment !== undefined ? { addressComment: body.addressComment } : {}),
    };
    if (Object.keys(deliveryFields).length) {
      await tx.update(customerOrderDeliveries).set(deliveryFields).where(eq(customerOrderDeliveries.idCustomerOrderDelivery, delivery.idCustomerOrderDelivery));
    }
  });
}
