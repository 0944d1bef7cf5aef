/**
 * Checkouts: the order-to-be of a cart (shipping method, date, addresses, box user, comments,
 * references). Addresses come from the user's own address book and from the account's address
 * books shared with the user's groups, narrowed by the order type's address-type filter.
 */
import { and, asc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { matchesAddressTypeFilter, type AddressTypeFilter } from '../../shared/rules/search';
import type { DeliverySettings } from '../../shared/rules/delivery-dates';
import type { Checkout, DeliveryAddress } from '../../shared/ordering/schemas';
import type { Tx } from '../db';
import { addressBookAddresses, addressBookGroups, addressBooks, checkoutAddresses, checkouts, deliverySettings } from '../db/schema';
import { memberOfGroup } from '../administration/catalog-scope';
import { visibleShippingMethods } from '../administration/catalog-visibility';
import type { OrderingScope } from './scope';
import { pickColumns } from '../db/columns';
import { ADDRESS_COLUMNS } from '../../shared/administration/my-addresses';

export type CheckoutRow = typeof checkouts.$inferSelect;

/** Without a row of its own an account delivers from tomorrow to two months ahead, on weekdays, orders after 14:00 counting from the next day. */
export const DEFAULT_DELIVERY_SETTINGS = {
  deliveryDelayInDay: 1,
  deliveryMaxDelayInDay: 60,
  deliveryDayOfWeekOrderBeforeHour: 14 * 3600,
  deliveryWeekEndEnabled: false,
  deliveryDayOfWeek: null,
  deliveryDayOfWeekWeekIncrement: null,
} satisfies DeliverySettings;

export async function accountDeliverySettings(tx: Tx, idClientAccount: string): Promise<Checkout['deliverySettings']> {
  const [row] = await tx.select().from(deliverySettings).where(eq(deliverySettings.idClientAccount, idClientAccount));
  if (!row) return DEFAULT_DELIVERY_SETTINGS;
  const { idClientAccount: _account, ...settings } = row;
  return settings;
}

/** The columns of a delivery address, as checkouts, drafts and the orders import read them. */
export const deliveryAddressFields = pickColumns(
  addressBookAddresses,
  'idAddressBookAddress',
  'addressType',
  'addressName',
  'reference',
  ...ADDRESS_COLUMNS,
  'deliveryInstruction',
  'idWarehouse',
);

/** "The user may ship to this address": enabled, and in their own book or a book of the account their groups share. */
function reachable(tx: Tx, scope: OrderingScope) {
  const sharedBook = tx
    .select({ id: addressBooks.idAddressBook })
    .from(addressBooks)
    .where(
      and(
        eq(addressBooks.idClientAccount, scope.idClientAccount),
        eq(addressBooks.enabled, true),
        scope.seesAllGroups
          ? undefined
          : exists(
              tx
                .select({ one: addressBookGroups.idAddressBookGroup })
                .from(addressBookGroups)
                .where(and(eq(addressBookGroups.idAddressBook, addressBooks.idAddressBook), memberOfGroup(tx, scope, addressBookGroups.idClientAccountGroup))),
            ),
      ),
    );
  return and(
    eq(addressBookAddresses.enabled, true),
    or(eq(addressBookAddresses.idUser, scope.idUser), inArray(addressBookAddresses.idAddressBook, sharedBook)),
  );
}

/** The addresses the user may pick for this order type, by name; `search` matches name, city or post code. */
export async function eligibleAddresses(tx: Tx, scope: OrderingScope, orderType: AddressTypeFilter, search?: string): Promise<DeliveryAddress[]> {
  const pattern = search?.trim()
    ? `%${search
        .trim()
        .toLowerCase()
        .replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    : null;
  const rows = await tx
    .select(deliveryAddressFields)
    .from(addressBookAddresses)
    .where(
      and(
        reachable(tx, scope),
        pattern
          ? sql`lower(${addressBookAddresses.addressName} || ' ' || ${addressBookAddresses.city} || ' ' || ${addressBookAddresses.zipCode}) like ${pattern}`
          : undefined,
      ),
    )
    .orderBy(asc(addressBookAddresses.addressName), asc(addressBookAddresses.idAddressBookAddress));
  return rows.filter((a) => matchesAddressTypeFilter(a, orderType, scope.idWarehouse));
}

/**
 * The given addresses in the given order, when every one of them is reachable by the user and
 * allowed for the order type; null when any is not (the API then refuses the whole list).
 */
export async function pickAddresses(tx: Tx, scope: OrderingScope, orderType: AddressTypeFilter, ids: readonly string[]): Promise<DeliveryAddress[] | null> {
  if (!ids.length) return [];
  if (new Set(ids).size !== ids.length) return null;
  const rows = await tx
    .select(deliveryAddressFields)
    .from(addressBookAddresses)
    .where(and(inArray(addressBookAddresses.idAddressBookAddress, [...ids]), reachable(tx, scope)));
  const byId = new Map(rows.map((r) => [r.idAddressBookAddress, r]));
  const picked = ids.map((id) => byId.get(id));
  if (picked.some((a) => !a || !matchesAddressTypeFilter(a, orderType, scope.idWarehouse))) return null;
  return picked as DeliveryAddress[];
}

/** The shipping method when the user's groups see it (enabled, of the account), else null. */
export async function visibleShippingMethod(tx: Tx, scope: OrderingScope, idShippingMethod: string) {
  return (await visibleShippingMethods(tx, scope)).find((m) => m.idShippingMethod === idShippingMethod) ?? null;
}

export async function openCheckout(tx: Tx, idCart: string, idClientAccount: string): Promise<CheckoutRow> {
  await tx.insert(checkouts).values({ idCart, idClientAccount }).onConflictDoNothing();
  const [row] = await tx.select().from(checkouts).where(eq(checkouts.idCart, idCart));
  return row;
}

export async function selectedAddressIds(tx: Tx, idCart: string): Promise<string[]> {
  const rows = await tx
    .select({ id: checkoutAddresses.idAddressBookAddress })
    .from(checkoutAddresses)
    .where(eq(checkoutAddresses.idCart, idCart))
    .orderBy(asc(checkoutAddresses.displayPosition));
  return rows.map((r) => r.id);
}

export async function replaceSelectedAddresses(tx: Tx, idCart: string, ids: readonly string[]) {
  await tx.delete(checkoutAddresses).where(eq(checkoutAddresses.idCart, idCart));
  if (ids.length) await tx.insert(checkoutAddresses).values(ids.map((idAddressBookAddress, i) => ({ idCart, idAddressBookAddress, displayPosition: i })));
}

/** The checkout as the API answers it. Addresses no longer reachable or allowed drop out of the selection shown. */
export async function checkoutView(tx: Tx, scope: OrderingScope, row: CheckoutRow): Promise<Checkout> {
  const orderType = row.orderType as AddressTypeFilter;
  const ids = await selectedAddressIds(tx, row.idCart);
  const reachableRows = ids.length
    ? await tx
        .select(deliveryAddressFields)
        .from(addressBookAddresses)
        .where(and(inArray(addressBookAddresses.idAddressBookAddress, ids), reachable(tx, scope)))
    : [];
  const selected = ids
    .map((id) => reachableRows.find((a) => a.idAddressBookAddress === id))
    .filter((a): a is DeliveryAddress => Boolean(a) && matchesAddressTypeFilter(a!, orderType, scope.idWarehouse));
  const method = row.idShippingMethod ? await visibleShippingMethod(tx, scope, row.idShippingMethod) : null;
  const { idClientAccount: _account, updatedAt: _updated, ...fields } = row;
  return {
    ...fields,
    orderType,
    idShippingMethod: method?.idShippingMethod ?? null,
    shippingMethod: method,
    selectedAddresses: selected,
    deliverySettings: await accountDeliverySettings(tx, scope.idClientAccount),
  };
}
