/**
 * Changes to a placed order: cancelling it and editing its quantities and references. Each runs in
 * one transaction that locks the order row first (then its stock lines), so two changes of one
 * order never interleave. Each line knows what it holds of the stock (reserved_quantity): a
 * cancelled order gives back exactly that, and an edit moves only what the line holds, so a
 * backorder, which reserved nothing, never frees stock that other orders hold. The e-mail is sent
 * after the commit by the route, never inside the transaction.
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
import { lockStock, release, reserve, type StockQuantity } from '../stock/stock';
import { changeBudgetUse, giveBackBudgets } from '../planning/budget-usage';
import { changeReservationDraws, giveBackReservations } from '../planning/event-reservations';
import { changeQuotaUse, giveBackQuotas } from '../planning/quota-usage';
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
      reservedQuantity: customerOrderDeliveryProducts.reservedQuantity,
      productName: customerOrderDeliveryProducts.productName,
      idWarehouse: customerOrderDeliveries.idWarehouse,
    })
    .from(customerOrderDeliveryProducts)
    .innerJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrderDelivery, customerOrderDeliveryProducts.idCustomerOrderDelivery))
    .where(eq(customerOrderDeliveries.idCustomerOrder, idCustomerOrder));
}

type OrderLine = Awaited<ReturnType<typeof orderLines>>[number];

/** Sets what lines hold (and their ordered quantity) in one statement. */
async function setLines(tx: Tx, lines: { id: string; ordered: number; reserved: number }[]) {
  if (!lines.length) return;
  await tx.execute(
    sql`update ${customerOrderDeliveryProducts} l set ordered_quantity = v.ordered, reserved_quantity = v.reserved
        from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as v(id uuid, ordered integer, reserved integer)
        where l.id_customer_order_delivery_product = v.id`,
  );
}

/**
 * What a line holds once its ordered quantity changes: a line holding all it waits for keeps
 * holding all of it (more reserved, or the difference given back); a line waiting for stock (a
 * backorder) holds no more than it did, and no more than it still waits for.
 */
export function heldAfterEdit(line: Pick<OrderLine, 'orderedQuantity' | 'deliveredQuantity' | 'reservedQuantity'>, orderedQuantity: number) {
  const waitingFor = line.orderedQuantity - line.deliveredQuantity;
  const held =
    line.reservedQuantity >= waitingFor
      ? line.reservedQuantity + orderedQuantity - line.orderedQuantity
      : Math.min(line.reservedQuantity, orderedQuantity - line.deliveredQuantity);
  return Math.min(Math.max(held, 0), orderedQuantity);
}

const stockOf = (line: OrderLine, quantity: number): StockQuantity[] =>
  line.idProduct && quantity > 0 ? [{ idWarehouse: line.idWarehouse, idProduct: line.idProduct, quantity }] : [];

/**
 * Cancels an order that is not yet in preparation: status 0 'Canceled', the optional reason kept,
 * and every line's undelivered quantity given back to the stock, and what its lines hold of the
 * orderer's quotas to them. A second cancel is refused (409).
 */
export async function cancelOrder(db: Db, idCustomerOrder: string, orderReason: string | null | undefined, idUser: string) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, idCustomerOrder);
    if (!order) throw notFound();
    if (!canChangeOrder(order.statusCode)) throw notChangeable(ORDER_CHANGE_MESSAGES.notCancellable);
    const holding = (await orderLines(tx, idCustomerOrder)).filter((line) => line.reservedQuantity > 0);
    await release(
      tx,
      holding.flatMap((line) => stockOf(line, line.reservedQuantity)),
      { cause: 'order-cancel', idReference: idCustomerOrder, idUser },
    );
    await setLines(
      tx,
      holding.map((line) => ({ id: line.idCustomerOrderDeliveryProduct, ordered: line.orderedQuantity, reserved: 0 })),
    );
    await giveBackQuotas(tx, idCustomerOrder);
    await giveBackBudgets(tx, idCustomerOrder);
    await giveBackReservations(tx, idCustomerOrder);
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
 * being edited), the stock following what each line holds (heldAfterEdit). Field errors are keyed
 * by idCustomerOrderDeliveryProduct; a line short of stock answers 409 'Insufficient quantity'
 * naming every short line, as the order error list shows them.
 */
export async function updateOrder(db: Db, order: OrderRow, body: CustomerOrderUpdate, now: Date, idUser: string) {
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

    const edits = changed.map(({ wanted: p, line }) => ({ line, ordered: p.orderedQuantity, held: heldAfterEdit(line, p.orderedQuantity) }));
    const more = edits.flatMap(({ line, held }) => stockOf(line, held - line.reservedQuantity));
    const less = edits.flatMap(({ line, held }) => stockOf(line, line.reservedQuantity - held));
    const context = { cause: 'order-edit', idReference: locked.idCustomerOrder, idUser } as const;
    // Every line this edit moves, locked at once in product order, as order creation takes them.
    await lockStock(tx, [...more, ...less]);
    const shortProduct = await reserve(tx, more, context);
    if (shortProduct) throw insufficientQuantity(shortProduct);
    await release(tx, less, context);
    // An event's order draws on (or gives back to) its reservations; no raise takes what events hold.
    const heldShort = await changeReservationDraws(
      tx,
      locked,
      edits.flatMap(({ line, ordered }) =>
        line.idProduct ? [{ idWarehouse: line.idWarehouse, idProduct: line.idProduct, from: line.orderedQuantity, to: ordered }] : [],
      ),
    );
    if (heldShort) throw insufficientQuantity(heldShort);
    // The orderer's quotas follow the lines (the order's own user, whoever edits it).
    await changeQuotaUse(
      tx,
      { idClientAccount: locked.idClientAccount, idUser: locked.idUser },
      edits.map(({ line, ordered }) => ({ ...line, newQuantity: ordered })),
    );
    await changeBudgetUse(
      tx,
      { idClientAccount: locked.idClientAccount, idUser: locked.idUser },
      edits.map(({ line, ordered }) => ({ ...line, newQuantity: ordered })),
    );
    await setLines(
      tx,
      edits.map(({ line, ordered, held }) => ({ id: line.idCustomerOrderDeliveryProduct, ordered, reserved: held })),
    );

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
