import { message, RuleError, type Message } from './message';
import { matchesAddressTypeFilter, type AddressTypeFilter } from './search';

export const MAX_CHECKOUT_ADDRESSES = 100;

export const CHECKOUT_MESSAGES = {
  tooManyAddresses: 'validation.checkout.tooManyAddresses',
  orderForAddressFailed: 'messages.orderForAddressFailed',
} as const;

export const validateAddressCount = (count: number): Message | null =>
  count > MAX_CHECKOUT_ADDRESSES ? message(CHECKOUT_MESSAGES.tooManyAddresses, { max: MAX_CHECKOUT_ADDRESSES }) : null;

export interface CheckoutState {
  deliveryDate?: string | null;
  selectedAddresses?: readonly { idAddressBookAddress: string }[] | null;
  shippingMethod?: unknown;
  [field: string]: unknown;
}

/**
 * What a checkout save sends: addresses as their ids, no empty delivery date, and no shipping
 * method object (the server knows it by idShippingMethod).
 */
export function checkoutSavePayload(checkout: CheckoutState) {
  const { shippingMethod: _omitted, selectedAddresses, deliveryDate, ...rest } = checkout;
  return {
    ...rest,
    deliveryDate: deliveryDate === '' || deliveryDate == null ? null : deliveryDate,
    selectedAddresses: (selectedAddresses ?? []).map((a) => a.idAddressBookAddress),
  };
}

interface ShippingMethodLike {
  enabled?: boolean | number | null;
  displayPosition?: number | null;
  isProvisionAtDock?: boolean | null;
}

/** The methods an order may use: enabled ones, by displayPosition (unpositioned ones last). */
export const orderShippingMethods = <T extends ShippingMethodLike>(methods: readonly T[]) =>
  methods.filter((m) => Boolean(m.enabled)).sort((a, b) => (a.displayPosition ?? Infinity) - (b.displayPosition ?? Infinity));

/**
 * Dock provisioning and delivery use different address sets, so switching between them clears
 * the chosen addresses. No method yet counts as "not at dock".
 */
export const shippingChangeClearsAddresses = (previous: ShippingMethodLike | null | undefined, next: ShippingMethodLike | null | undefined) =>
  Boolean(previous?.isProvisionAtDock) !== Boolean(next?.isProvisionAtDock);

const errorText = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'object' && error && 'message' in error ? String(error.message) : String(error);

/**
 * One order per address, one after the other (each reserves stock the next one may need). The
 * first failure fails everything, because nothing was created yet; later failures are collected
 * so the orders already created stay and the person sees which addresses were missed.
 */
export async function placeOrdersForAddresses<A extends { addressName?: string | null }, O>(
  addresses: readonly A[],
  placeOrder: (address: A) => Promise<O>,
): Promise<{ orders: O[]; failures: Message[] }> {
  const tooMany = validateAddressCount(addresses.length);
  if (tooMany) throw new RuleError(tooMany);
  const orders: O[] = [];
  const failures: Message[] = [];
  for (const [index, address] of addresses.entries()) {
    if (index === 0) {
      orders.push(await placeOrder(address));
      continue;
    }
    try {
      orders.push(await placeOrder(address));
    } catch (error) {
      failures.push(message(CHECKOUT_MESSAGES.orderForAddressFailed, { addressName: address.addressName ?? '', errorMessage: errorText(error) }));
    }
  }
  return { orders, failures };
}

interface SelectableAddress {
  idAddressBookAddress: string;
  addressType?: string | null;
  idWarehouse?: string | null;
}

/**
 * Picking an address in the checkout. With one address the pick replaces the selection; with
 * several it toggles, and a pick beyond 100 addresses is refused (the selection stays as it was).
 */
export function toggleAddress<A extends SelectableAddress>(
  selected: readonly A[],
  address: A,
  shipToMultiple: boolean,
): { selected: A[]; refused: Message | null } {
  const present = selected.some((a) => a.idAddressBookAddress === address.idAddressBookAddress);
  if (!shipToMultiple) return { selected: [address], refused: null };
  if (present) return { selected: selected.filter((a) => a.idAddressBookAddress !== address.idAddressBookAddress), refused: null };
  const refused = validateAddressCount(selected.length + 1);
  return refused ? { selected: [...selected], refused } : { selected: [...selected, address], refused: null };
}

/** Turning "ship to multiple" off keeps only the first chosen address. */
export const selectionForShipToMultiple = <A>(selected: readonly A[], shipToMultiple: boolean): A[] => (shipToMultiple ? [...selected] : selected.slice(0, 1));

/** After a change of order type, only the addresses its address-type filter allows stay chosen. */
export const selectionForOrderType = <A extends SelectableAddress>(selected: readonly A[], orderType: AddressTypeFilter, idCurrentWarehouse: string): A[] =>
  selected.filter((a) => matchesAddressTypeFilter(a, orderType, idCurrentWarehouse));

/** The box-user fields matter only when an order goes to a box. */
export const needsBoxUser = (selected: readonly SelectableAddress[]) => selected.some((a) => a.addressType === 'BOX');

/** A sum of money to the cent (prices carry two decimals). */
const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * What a checkout commits: one order per selected address, each the whole cart, so each address's
 * total is the cart's subtotal and the checkout's total that subtotal times the addresses (the
 * cart's 1,425.00 to two addresses is 2,850.00). Without an address yet, the one order to come.
 */
export function checkoutTotals<A>(cart: { items: readonly { priceSell: number; quantity: number }[] }, addresses: readonly A[]) {
  const perAddress = cents(cart.items.reduce((sum, item) => sum + item.priceSell * item.quantity, 0));
  const orders = Math.max(1, addresses.length);
  return { perAddress, orders, addresses: addresses.map((address) => ({ address, total: perAddress })), total: cents(perAddress * orders) };
}
