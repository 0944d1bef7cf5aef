/**
 * Completing a checkout: everything that can be checked before any order exists is checked first
 * (items, shipping method, addresses, delivery date), then one order per selected address.
 *
 * "The first failing fails all": the spec says "if the first order fails, the whole operation
 * fails; failures of later orders are collected per address". The first order is the one to the
 * first selected address, placed first; when it fails nothing has been created, so the call fails
 * with its error. Each later order is its own transaction: when one fails (stock short), the
 * orders already placed stay and the failure is listed as 'Order for {addressName} failed with
 * error - {errorMessage}'. The shared placeOrdersForAddresses rule does exactly that.
 */
import type { FastifyBaseLogger } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { placeOrdersForAddresses, validateAddressCount } from '../../shared/rules/checkout';
import { deliveryDateBounds, formatDeliveryDate, isDeliveryDateAllowed } from '../../shared/rules/delivery-dates';
import { RuleError, message } from '../../shared/rules/message';
import { CART_MESSAGES } from '../../shared/rules/cart';
import type { AddressTypeFilter } from '../../shared/rules/search';
import type { CompleteAnswer, DeliveryAddress } from '../../shared/ordering/schemas';
import type { IsoDate } from '../../shared/rules/date-input';
import type { Db, Tx } from '../db';
import { cartDocuments, cartItems, checkouts, clientAccounts, products } from '../db/schema';
import { HttpError } from '../lib/errors';
import { english } from '../lib/translate';
import type { CartRow } from './carts';
import { accountDeliverySettings, openCheckout, pickAddresses, selectedAddressIds, visibleShippingMethod } from './checkouts';
import { invalidField as invalid, ORDERING_MESSAGES as M } from './messages';
import { createOrder, type OrderDraft } from './orders';
import type { OrderingScope } from './scope';
import { placedLines } from './order-lines';
import { isUpcomingEventOf } from '../planning/events';
import { EVENT_MESSAGES } from '../../shared/rules/events';
import { sendOrderConfirmations } from './confirmation-mail';
import { pickColumns } from '../db/columns';

/** The delivery date's refusal, as the shared rule words it, or null when the date is allowed (or not given). */
export function deliveryDateError(date: string | null, settings: Parameters<typeof isDeliveryDateAllowed>[1], now: Date) {
  if (!date || isDeliveryDateAllowed(date as IsoDate, settings, now)) return null;
  const { min, max } = deliveryDateBounds(settings, now);
  return invalid('deliveryDate', 'validation.deliveryDate.outOfRange', { min: formatDeliveryDate(min), max: formatDeliveryDate(max) });
}

async function draftOf(
  db: Db,
  scope: OrderingScope,
  cart: CartRow,
  now: Date,
): Promise<{ draft: OrderDraft & { itemCount: number }; addresses: DeliveryAddress[] }> {
  const checkout = await openCheckout(db, cart.idCart, scope.idClientAccount);
  const items = await db
    .select({
      idProduct: products.idProduct,
      quantity: cartItems.quantity,
      ...pickColumns(products, 'type', 'enabled', 'productName', 'sku', 'skuClient', 'priceSell'),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.idProduct, cartItems.idProduct))
    .where(eq(cartItems.idCart, cart.idCart))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.idCartItem));
  if (!items.length) throw invalid('items', M.emptyCart);
  // An event cart orders for its event while it is upcoming only.
  if (cart.idEvent && !(await isUpcomingEventOf(db, scope.idClientAccount, cart.idEvent))) throw invalid('idEvent', EVENT_MESSAGES.notUpcoming);
  const gone = items.find((i) => !i.enabled);
  if (gone) throw new HttpError(409, english({ key: CART_MESSAGES.notAvailable }), 'NOT_AVAILABLE', { [gone.idProduct]: CART_MESSAGES.notAvailable });

  const method = checkout.idShippingMethod ? await visibleShippingMethod(db, scope, checkout.idShippingMethod) : null;
  if (!method) throw invalid('idShippingMethod', M.shippingMethodRequired);

  const ids = await selectedAddressIds(db, cart.idCart);
  const tooMany = validateAddressCount(ids.length);
  if (tooMany) throw invalid('selectedAddresses', tooMany.key, tooMany.params);
  if (!ids.length) throw invalid('selectedAddresses', M.addressRequired);
  if (ids.length > 1 && !checkout.shipToMultiple) throw invalid('selectedAddresses', M.oneAddressOnly);
  const addresses = await pickAddresses(db, scope, checkout.orderType as AddressTypeFilter, ids);
  if (!addresses) throw invalid('selectedAddresses', M.addressNotAllowed);

  const dateError = deliveryDateError(checkout.deliveryDate, await accountDeliverySettings(db, scope.idClientAccount), now);
  if (dateError) throw dateError;

  const [lines] = await placedLines(db, [items.map((item) => ({ product: { ...item, priceSell: Number(item.priceSell) }, quantity: item.quantity }))]);
  const docs = await db
    .select({ idDocument: cartDocuments.idDocument, documentDescription: cartDocuments.documentDescription, displayPosition: cartDocuments.displayPosition })
    .from(cartDocuments)
    .where(eq(cartDocuments.idCart, cart.idCart))
    .orderBy(asc(cartDocuments.displayPosition));
  const [account] = await db
    .select({ accountCode: clientAccounts.accountCode })
    .from(clientAccounts)
    .where(eq(clientAccounts.idClientAccount, scope.idClientAccount));
  return {
    addresses,
    draft: {
      accountCode: account.accountCode,
      idShippingMethod: method.idShippingMethod,
      orderType: checkout.orderType,
      requestedDeliveryDate: checkout.deliveryDate,
      idEvent: cart.idEvent,
      checkout,
      lines,
      documents: docs,
      itemCount: items.length,
    },
  };
}

/**
 * The first order's transaction empties the cart and resets its checkout (the spec: completing
 * resets the checkout). It takes exactly the items it read: a second, simultaneous completion of
 * the same cart finds them gone and fails instead of ordering everything twice.
 */
const claimCart = (idCart: string, itemCount: number) => async (tx: Tx) => {
  const taken = await tx.delete(cartItems).where(eq(cartItems.idCart, idCart)).returning({ id: cartItems.idCartItem });
  if (taken.length !== itemCount) throw new HttpError(409, english({ key: M.emptyCart }), 'CART_CHANGED');
  await tx.delete(cartDocuments).where(eq(cartDocuments.idCart, idCart));
  await tx.delete(checkouts).where(eq(checkouts.idCart, idCart));
};

export async function completeCheckout(
  db: Db,
  scope: OrderingScope,
  cart: CartRow,
  deps: { log: FastifyBaseLogger; mailFrom: string; now?: Date },
): Promise<CompleteAnswer> {
  const { draft, addresses } = await draftOf(db, scope, cart, deps.now ?? new Date());
  let claim: ((tx: Tx) => Promise<void>) | undefined = claimCart(cart.idCart, draft.itemCount);
  let result;
  try {
    result = await placeOrdersForAddresses(addresses, (address) => {
      const first = claim;
      claim = undefined;
      return createOrder(db, scope, draft, address, first);
    });
  } catch (error) {
    if (error instanceof RuleError) throw invalid('selectedAddresses', error.rule.key, error.rule.params);
    throw error;
  }
  const idOrders = result.orders.map((o) => o.idCustomerOrder);
  // After the commit and without waiting: the answer never depends on the mail middleware.
  void sendOrderConfirmations(db, deps.log, scope.idClientAccount, scope.user, idOrders, deps.mailFrom).catch((err: unknown) =>
    deps.log.error({ err }, 'order confirmation e-mails not sent'),
  );
  const failures = result.failures.map((failure, i) => {
    const address = addresses.slice(1).filter((a) => !result.orders.some((o) => o.idAddressBookAddress === a.idAddressBookAddress))[i];
    return {
      idAddressBookAddress: address.idAddressBookAddress,
      addressName: address.addressName,
      message: english(message(failure.key, failure.params)),
      errorMessage: String(failure.params?.errorMessage ?? ''),
    };
  });
  return { idOrder: result.orders[0].idCustomerOrder, orders: result.orders, failures };
}
