import { stockErrorsReducer, type StockError, type StockErrorEvent } from './stock-errors';
import { message, type Message } from './message';
import type { WarehouseType } from './warehouse-type';

export const CART_MESSAGES = { notAvailable: 'messages.requestedQtyNotAvailable' } as const;

/** Cart reloads after a change of cart, checkout or warehouse are grouped over this window. */
export const CART_RELOAD_DEBOUNCE_MS = 250;

/**
 * Cart errors. The spec names 'The requested qty is not available!' for a product that could not
 * be fetched and gives no text for a negative difference; it is the same situation for the person
 * reading it, so the cart uses that text for both.
 */
export const cartErrorsReducer = stockErrorsReducer(CART_MESSAGES.notAvailable);

export interface CartRequest {
  idClientAccount: string;
  idWarehouse: string;
  type: 'EVENT' | WarehouseType;
  idEvent?: string;
}

/**
 * Which cart to load. In event mode the cart belongs to the active event; with no active event
 * there is no cart to show, so null means "skip the reload".
 */
export function cartRequest(scope: {
  idClientAccount: string;
  idWarehouse: string;
  warehouseType: WarehouseType;
  eventMode: boolean;
  idEvent?: string | null;
}): CartRequest | null {
  const { idClientAccount, idWarehouse } = scope;
  if (!scope.eventMode) return { idClientAccount, idWarehouse, type: scope.warehouseType };
  return scope.idEvent ? { idClientAccount, idWarehouse, type: 'EVENT', idEvent: scope.idEvent } : null;
}

interface ReloadedCart {
  items: readonly { idProduct: string; quantity: number; availableQuantity: number | null }[];
  /** The server's own errors: a null diff means the product could not be fetched (disabled, gone). */
  errors: readonly { idProduct: string; diff: number | null }[];
}

/**
 * The error list after a cart reload, through the same events as every other change: a product
 * that left the cart loses its error, a product the server could not fetch gets the fetch
 * message, and every other line is checked as available - requested (negative: error, zero or
 * more: cleared).
 */
export function cartErrorsAfterReload(errors: readonly StockError[], cart: ReloadedCart): StockError[] {
  const inCart = new Set(cart.items.map((i) => i.idProduct));
  const unfetched = new Set(cart.errors.filter((e) => e.diff == null).map((e) => e.idProduct));
  const events: StockErrorEvent[] = [
    ...errors.filter((e) => !inCart.has(e.idProduct)).map((e): StockErrorEvent => ({ type: 'itemRemoved', idProduct: e.idProduct })),
    ...cart.items.map((i): StockErrorEvent =>
      unfetched.has(i.idProduct)
        ? { type: 'productFetchFailed', idProduct: i.idProduct }
        : { type: 'quantityChecked', idProduct: i.idProduct, diff: (i.availableQuantity ?? 0) - i.quantity },
    ),
  ];
  return events.reduce(cartErrorsReducer, [...errors]);
}

/** Checkout opens only for a cart with items and no error left. */
export const canCheckout = (cart: { items: readonly unknown[] } | null | undefined, errors: readonly StockError[]) =>
  Boolean(cart && cart.items.length > 0 && errors.length === 0);

/** The quantity shown on the header badge: the cart's total, nothing without a cart. */
export const cartBadgeCount = (cart: { totalQuantity: number } | null | undefined) => cart?.totalQuantity ?? 0;

export const ADD_TO_CART_MESSAGES = {
  outOfStock: 'pages.catalog.outOfStock',
  allInCart: 'pages.catalog.allInCart',
} as const;

/**
 * Why a quantity cannot go into the cart, by the cart's own rule (available minus what the cart
 * would then hold below zero is refused, as the cart's lines say 'The requested qty is not
 * available!'), or null when it fits: nothing available says so, everything available already in
 * the cart says so, more than what is left gives the cart's message. No stock figure (null): not
 * known here, the cart decides.
 */
export function addToCartRefusal(available: number | null | undefined, inCart: number, quantity: number): Message | null {
  if (available == null) return null;
  const left = available - inCart;
  if (left <= 0) return inCart > 0 ? message(ADD_TO_CART_MESSAGES.allInCart, { smart_count: inCart }) : message(ADD_TO_CART_MESSAGES.outOfStock);
  return left - quantity < 0 ? message(CART_MESSAGES.notAvailable) : null;
}
