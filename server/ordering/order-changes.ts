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
import { QUANTITY_MESSAGES, validateOrderedQuantity } from '../../shared/rules/quantities';
import { VALIDATION_FAILED } from '../../shared/api/api-error';
import type { CustomerOrderUpdateBody } from '../../shared/ordering/schemas';
import type { AddressTypeFilter } from '../../shared/rules/search';
import { CART_MESSAGES } from '../../shared/rules/cart';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import type { Db, Tx } from '../db';
import { customerOrderDeliveries, customerOrderDeliveryProducts, customerOrders, productStocks } from '../db/schema';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { english } from '../lib/translate';
import { lockStock, release, reserve, type StockQuantity } from '../stock/stock';
import { changeBudgetUse, giveBackBudgets } from '../planning/budget-usage';
import { changeReservationDraws, giveBackReservations } from '../planning/event-reservations';
import { changeQuotaUse, giveBackQuotas } from '../planning/quota-usage';
import { accountDeliverySettings, pickAddresses, visibleShippingMethod } from './checkouts';
import { deliveryDateError } from './complete';
import { invalidField, ORDERING_MESSAGES } from './messages';
import { orderableProducts, placedLines } from './order-lines';
import type { OrderingScope } from './scope';
import { deliveryAddressCopy, insufficientQuantity } from './orders';
import { pickColumns } from '../db/columns';
import { accountMember } from '../administration/users';

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
      ...pickColumns(
        customerOrderDeliveryProducts,
        'idCustomerOrderDeliveryProduct',
        'idCustomerOrderDelivery',
        'idProduct',
        'orderedQuantity',
        'deliveredQuantity',
        'reservedQuantity',
        'productName',
      ),
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

/** What an edit of an order checks as the order's own user (new lines, shipping method, address). */
export interface OrderEditScope {
  scope: OrderingScope;
}

type Delivery = typeof customerOrderDeliveries.$inferSelect;
type WantedLine = NonNullable<CustomerOrderUpdateBody['products']>[number];
type NewLine = Awaited<ReturnType<typeof placedLines>>[number][number];
type LineChange = { wanted: WantedLine; line: OrderLine; newQuantity: number };

/**
 * The lines an edit changes and those it adds, checked: quantities under the spec's rules against
 * the delivery's warehouse stock, new lines of products the order's user may order. Field errors
 * answer 400 (keyed by idCustomerOrderDeliveryProduct, or idProduct for a new line); lines short
 * of stock answer 409 'Insufficient quantity' naming every one.
 */
async function checkedLineChanges(tx: Tx, scope: OrderingScope, locked: OrderRow, delivery: Delivery, lines: OrderLine[], wanted: WantedLine[]) {
  const existing = wanted.filter((p) => p.idCustomerOrderDeliveryProduct !== undefined);
  const added = wanted.filter((p) => p.idCustomerOrderDeliveryProduct === undefined);
  const unknown = existing.find((p) => !lines.some((l) => l.idCustomerOrderDeliveryProduct === p.idCustomerOrderDeliveryProduct));
  if (unknown) throw invalidField('products', 'validation.unknownReference');
  if (added.some((p) => !p.idProduct)) throw invalidField('products', 'validation.unknownReference');
  const invalid: Record<string, string> = {};
  const params: Record<string, Record<string, string | number>> = {};
  const short: Record<string, string> = {};
  const refuse = (key: string, problem: { key: string; params?: Record<string, string | number> }) => {
    if (problem.key === QUANTITY_MESSAGES.insufficient) short[key] = problem.key;
    else {
      invalid[key] = problem.key;
      if (problem.params) params[key] = problem.params;
    }
  };
  for (const p of wanted)
    if (!p.removed && p.orderedQuantity === undefined) refuse(p.idCustomerOrderDeliveryProduct ?? p.idProduct!, { key: GENERIC_MESSAGES.required });
  const changed: LineChange[] = existing
    .map((p) => ({
      wanted: p,
      line: lines.find((l) => l.idCustomerOrderDeliveryProduct === p.idCustomerOrderDeliveryProduct)!,
      newQuantity: p.removed ? 0 : (p.orderedQuantity ?? 0),
    }))
    .filter(({ line, newQuantity }) => newQuantity !== line.orderedQuantity);

  // New lines: products the order's user may order, one line each (the same product twice adds up).
  const addedQuantities = new Map<string, number>();
  for (const p of added) if (p.orderedQuantity !== undefined) addedQuantities.set(p.idProduct!, (addedQuantities.get(p.idProduct!) ?? 0) + p.orderedQuantity);
  const orderable = addedQuantities.size ? await orderableProducts(tx, scope, { idProducts: [...addedQuantities.keys()] }) : [];
  for (const idProduct of addedQuantities.keys()) if (!orderable.some((o) => o.idProduct === idProduct)) refuse(idProduct, { key: CART_MESSAGES.notAvailable });
  const [newLines] = orderable.length
    ? await placedLines(tx, [orderable.map((product) => ({ product, quantity: addedQuantities.get(product.idProduct)! }))])
    : [[]];

  const stockProducts = [...changed.flatMap(({ line }) => (line.idProduct ? [line.idProduct] : [])), ...newLines.map((l) => l.idProduct)];
  const stocks = stockProducts.length
    ? await tx
        .select()
        .from(productStocks)
        .where(and(inArray(productStocks.idProduct, stockProducts), eq(productStocks.idWarehouse, delivery.idWarehouse)))
    : [];
  const stockOfProduct = (idProduct: string | null, ordered: number) =>
    stocks.find((s) => s.idProduct === idProduct) ?? { physicalQuantity: 0, reservedQuantity: ordered, availableQuantity: 0 };
  for (const { wanted: p, line, newQuantity } of changed) {
    const problem = p.removed
      ? validateOrderedQuantity(0, line.deliveredQuantity)
      : validateOrderLineEdit(
          {
            orderedQuantity: newQuantity,
            previousQuantity: line.orderedQuantity,
            deliveredQuantity: line.deliveredQuantity,
            // A product no longer in the warehouse (or gone) has nothing more to give.
            stock: stockOfProduct(line.idProduct, line.orderedQuantity),
          },
          locked.statusCode,
        );
    if (problem) refuse(line.idCustomerOrderDeliveryProduct, problem);
  }
  for (const line of newLines) {
    const problem = validateOrderLineEdit(
      { orderedQuantity: line.quantity, previousQuantity: 0, deliveredQuantity: 0, stock: stockOfProduct(line.idProduct, 0) },
      locked.statusCode,
    );
    if (problem) refuse(line.idBundle ?? line.idProduct, problem);
  }
  if (Object.keys(invalid).length) throw badRequest(VALIDATION_FAILED, invalid, 'VALIDATION', Object.keys(params).length ? params : undefined);
  if (Object.keys(short).length) throw new HttpError(409, english({ key: QUANTITY_MESSAGES.insufficient }), 'INSUFFICIENT_QUANTITY', short);
  return { changed, newLines };
}

/**
 * The delivery's changes, each checked only when it changes something: the requested delivery
 * date (the account's delivery-date rule), the shipping method (one the order's user sees), the
 * address (one they may ship to) and the box user (a user of the account).
 */
async function checkedDeliveryChanges(tx: Tx, scope: OrderingScope, locked: OrderRow, delivery: Delivery, body: CustomerOrderUpdateBody, now: Date) {
  if (body.requestedDeliveryDate !== undefined && body.requestedDeliveryDate !== delivery.requestedDeliveryDate) {
    const dateError = deliveryDateError(body.requestedDeliveryDate, await accountDeliverySettings(tx, locked.idClientAccount), now);
    if (dateError) throw dateError;
  }
  const method =
    body.idShippingMethod && body.idShippingMethod !== delivery.idShippingMethod ? await visibleShippingMethod(tx, scope, body.idShippingMethod) : undefined;
  if (method === null) throw invalidField('idShippingMethod', 'validation.unknownReference');
  const [address] =
    body.idAddressBookAddress && body.idAddressBookAddress !== delivery.idAddressBookAddress
      ? ((await pickAddresses(tx, scope, locked.orderType as AddressTypeFilter, [body.idAddressBookAddress])) ?? [null])
      : [undefined];
  if (address === null) throw invalidField('idAddressBookAddress', ORDERING_MESSAGES.addressNotAllowed);
  if (body.idBoxUser) {
    if (!(await accountMember(tx, locked.idClientAccount, body.idBoxUser))) throw invalidField('idBoxUser', 'validation.unknownReference');
  }
  return { method, address };
}

/** Adds the new lines after the delivery's last, each holding all it orders. */
async function insertLines(tx: Tx, delivery: Delivery, newLines: NewLine[]) {
  if (!newLines.length) return [];
  const [{ last }] = await tx
    .select({ last: sql<number>`coalesce(max(${customerOrderDeliveryProducts.lineNumber}), 0)`.mapWith(Number) })
    .from(customerOrderDeliveryProducts)
    .where(eq(customerOrderDeliveryProducts.idCustomerOrderDelivery, delivery.idCustomerOrderDelivery));
  return tx
    .insert(customerOrderDeliveryProducts)
    .values(
      newLines.map((l, i) => ({
        idCustomerOrderDelivery: delivery.idCustomerOrderDelivery,
        lineNumber: last + i + 1,
        idProduct: l.idProduct,
        idBundle: l.idBundle ?? null,
        orderedQuantity: l.quantity,
        reservedQuantity: l.quantity,
        productName: l.productName,
        sku: l.sku,
        skuClient: l.skuClient,
        priceSell: l.priceSell,
      })),
    )
    .returning(pickColumns(customerOrderDeliveryProducts, 'idCustomerOrderDeliveryProduct', 'idProduct', 'productName', 'orderedQuantity'));
}

/**
 * Writes the checked line changes: the stock follows what each line holds (heldAfterEdit), new
 * lines are added, an event's reservations, the orderer's quotas and budgets follow the lines,
 * and lines brought to 0 are taken out.
 */
async function applyLineChanges(
  tx: Tx,
  locked: OrderRow,
  delivery: Delivery,
  { changed, newLines }: { changed: LineChange[]; newLines: NewLine[] },
  idUser: string,
) {
  const edits = changed.map(({ line, newQuantity }) => ({ line, ordered: newQuantity, held: heldAfterEdit(line, newQuantity) }));
  const more = [
    ...edits.flatMap(({ line, held }) => stockOf(line, held - line.reservedQuantity)),
    ...newLines.map((l) => ({ idWarehouse: delivery.idWarehouse, idProduct: l.idProduct, quantity: l.quantity })),
  ];
  const less = edits.flatMap(({ line, held }) => stockOf(line, line.reservedQuantity - held));
  const context = { cause: 'order-edit', idReference: locked.idCustomerOrder, idUser } as const;
  // Every line this edit moves, locked at once in product order, as order creation takes them.
  await lockStock(tx, [...more, ...less]);
  const shortProduct = await reserve(tx, more, context);
  if (shortProduct) throw insufficientQuantity(shortProduct);
  await release(tx, less, context);
  const inserted = await insertLines(tx, delivery, newLines);
  // An event's order draws on (or gives back to) its reservations; no raise takes what events hold.
  const heldShort = await changeReservationDraws(tx, locked, [
    ...edits.flatMap(({ line, ordered }) =>
      line.idProduct ? [{ idWarehouse: line.idWarehouse, idProduct: line.idProduct, from: line.orderedQuantity, to: ordered }] : [],
    ),
    ...inserted.flatMap((line) =>
      line.idProduct ? [{ idWarehouse: delivery.idWarehouse, idProduct: line.idProduct, from: 0, to: line.orderedQuantity }] : [],
    ),
  ]);
  if (heldShort) throw insufficientQuantity(heldShort);
  // The orderer's quotas and budgets follow the lines (the order's own user, whoever edits it); a new line takes from nothing.
  const usage = [
    ...edits.map(({ line, ordered }) => ({ ...line, newQuantity: ordered })),
    ...inserted.map((line) => ({ ...line, orderedQuantity: 0, newQuantity: line.orderedQuantity })),
  ];
  const owner = { idClientAccount: locked.idClientAccount, idUser: locked.idUser };
  await changeQuotaUse(tx, owner, usage);
  await changeBudgetUse(tx, owner, usage);
  const kept = edits.filter(({ ordered }) => ordered > 0);
  await setLines(
    tx,
    kept.map(({ line, ordered, held }) => ({ id: line.idCustomerOrderDeliveryProduct, ordered, reserved: held })),
  );
  const removed = edits.filter(({ ordered }) => ordered === 0).map(({ line }) => line.idCustomerOrderDeliveryProduct);
  if (removed.length) await tx.delete(customerOrderDeliveryProducts).where(inArray(customerOrderDeliveryProducts.idCustomerOrderDeliveryProduct, removed));
}

/**
 * Edits an order: references and comment, the requested delivery date (the delivery-date rule,
 * only when it changes), the delivery's address comment, box user fields, shipping method (one the
 * order's user sees) and address (one the order's user may ship to, copied into the delivery), and
 * its lines: quantities under the spec's rules (whole and positive, never below delivered, within
 * the available quantity of an order being edited: available + ordered, or physical - (reserved -
 * ordered) at status -10), lines taken out (none delivered yet) and lines added (a product the
 * order's user may order, within what is available), the stock following what each line holds
 * (heldAfterEdit) and the order user's quotas following the lines. Field errors are keyed by
 * idCustomerOrderDeliveryProduct (by idProduct for a new line); a line short of stock answers 409
 * 'Insufficient quantity' naming every short line, as the order error list shows them.
 */
export async function updateOrder(db: Db, order: OrderRow, body: CustomerOrderUpdateBody, now: Date, idUser: string, edit: OrderEditScope) {
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.idCustomerOrder);
    if (!locked) throw notFound();
    if (!canChangeOrder(locked.statusCode)) throw notChangeable(ORDER_CHANGE_MESSAGES.notEditable);
    const lines = await orderLines(tx, locked.idCustomerOrder);
    const deliveries = await tx.select().from(customerOrderDeliveries).where(eq(customerOrderDeliveries.idCustomerOrder, locked.idCustomerOrder));
    const idDelivery = body.idCustomerOrderDelivery ?? deliveries[0]?.idCustomerOrderDelivery;
    const delivery = deliveries.find((d) => d.idCustomerOrderDelivery === idDelivery);
    if (!delivery) throw invalidField('idCustomerOrderDelivery', 'validation.unknownReference');
    if (body.idWarehouse && body.idWarehouse !== delivery.idWarehouse) throw invalidField('idWarehouse', ORDER_CHANGE_MESSAGES.warehouseFixed);
    const scope = { ...edit.scope, idWarehouse: delivery.idWarehouse };

    const lineChanges = await checkedLineChanges(tx, scope, locked, delivery, lines, body.products ?? []);
    const { method, address } = await checkedDeliveryChanges(tx, scope, locked, delivery, body, now);
    await applyLineChanges(tx, locked, delivery, lineChanges, idUser);

    const fields = {
      ...(body.orderReference !== undefined ? { orderReference: body.orderReference } : {}),
      ...(body.orderComment !== undefined ? { orderComment: body.orderComment } : {}),
      ...(body.poNumber !== undefined ? { poNumber: body.poNumber } : {}),
    };
    if (Object.keys(fields).length) await tx.update(customerOrders).set(fields).where(eq(customerOrders.idCustomerOrder, locked.idCustomerOrder));
    const deliveryFields = {
      ...(body.requestedDeliveryDate !== undefined ? { requestedDeliveryDate: body.requestedDeliveryDate } : {}),
      ...(body.addressComment !== undefined ? { addressComment: body.addressComment } : {}),
      ...(method ? { idShippingMethod: method.idShippingMethod } : {}),
      ...(address ? deliveryAddressCopy(address) : {}),
      ...(body.boxUserFirstName !== undefined ? { boxUserFirstName: body.boxUserFirstName } : {}),
      ...(body.boxUserLastName !== undefined ? { boxUserLastName: body.boxUserLastName } : {}),
      ...(body.boxUserEmail !== undefined ? { boxUserEmail: body.boxUserEmail } : {}),
      ...(body.boxUserMobile !== undefined ? { boxUserMobile: body.boxUserMobile } : {}),
      ...(body.boxUserPhone !== undefined ? { boxUserPhone: body.boxUserPhone } : {}),
    };
    if (Object.keys(deliveryFields).length) {
      await tx.update(customerOrderDeliveries).set(deliveryFields).where(eq(customerOrderDeliveries.idCustomerOrderDelivery, delivery.idCustomerOrderDelivery));
    }
  });
}
