/**
 * Draft orders: a checkout kept for later. Saving one takes the cart's items, the checkout's
 * fields, its selected addresses and its documents in one transaction, then empties the cart
 * and resets its checkout (the spec: creating a draft resets the checkout). Drafts belong to
 * their user: every read and write is narrowed to the acting user's drafts in the account.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DraftOrder, DraftOrderInput, draftOrderListQuery } from '../../shared/ordering/schemas';
import type { Db, Tx } from '../db';
import {
  addressBookAddresses,
  cartDocuments,
  cartItems,
  carts,
  checkouts,
  draftOrderAddresses,
  draftOrderDocuments,
  draftOrderItems,
  draftOrders,
  products,
  shippingMethods,
  warehouses,
} from '../db/schema';
import { attachedDocuments } from '../lib/uploaded-files';
import { addItem, openCart, type CartRow } from './carts';
import {
  accountDeliverySettings,
  deliveryAddressFields,
  openCheckout,
  pickAddresses,
  replaceSelectedAddresses,
  selectedAddressIds,
  visibleShippingMethod,
} from './checkouts';
import { deliveryDateError } from './complete';
import { orderableProducts } from './order-lines';
import type { AddressTypeFilter } from '../../shared/rules/search';
import { invalidField, ORDERING_MESSAGES } from './messages';
import type { OrderingScope } from './scope';
import { pickColumns } from '../db/columns';

export interface DraftOwner {
  idClientAccount: string;
  idUser: string;
}

const own = (owner: DraftOwner, idDraft?: string) =>
  and(eq(draftOrders.idClientAccount, owner.idClientAccount), eq(draftOrders.idUser, owner.idUser), idDraft ? eq(draftOrders.idDraft, idDraft) : undefined);

const summaryColumns = {
  draft: draftOrders,
  warehouseName: warehouses.warehouseName,
  shippingMethodName: shippingMethods.shippingMethodName,
  itemCount: sql<number>`(select count(*)::int from ${draftOrderItems} where ${draftOrderItems.idDraft} = ${draftOrders.idDraft})`,
  totalQuantity: sql<number>`(select coalesce(sum(${draftOrderItems.quantity}), 0)::int from ${draftOrderItems} where ${draftOrderItems.idDraft} = ${draftOrders.idDraft})`,
};

type SummaryRow = {
  draft: typeof draftOrders.$inferSelect;
  warehouseName: string;
  shippingMethodName: string | null;
  itemCount: number;
  totalQuantity: number;
};
const summary = ({ draft, warehouseName, shippingMethodName, itemCount, totalQuantity }: SummaryRow) => ({
  ...draft,
  orderType: draft.orderType as DraftOrder['orderType'],
  creationDate: draft.creationDate.toISOString(),
  updateDate: draft.updateDate.toISOString(),
  warehouseName,
  shippingMethodName,
  itemCount: Number(itemCount),
  totalQuantity: Number(totalQuantity),
});

const summaries = (tx: Tx) =>
  tx
    .select(summaryColumns)
    .from(draftOrders)
    .innerJoin(warehouses, eq(warehouses.idWarehouse, draftOrders.idWarehouse))
    .leftJoin(shippingMethods, eq(shippingMethods.idShippingMethod, draftOrders.idShippingMethod));

/** The user's draft with its items, addresses and documents; null when it is not theirs. */
export async function readDraft(tx: Tx, owner: DraftOwner, idDraft: string): Promise<DraftOrder | null> {
  const [row] = await summaries(tx).where(own(owner, idDraft));
  if (!row) return null;
  const [items, addresses, docs] = await Promise.all([
    tx
      .select({ ...pickColumns(products, 'idProduct', 'productName', 'sku', 'skuClient', 'type', 'enabled'), quantity: draftOrderItems.quantity })
      .from(draftOrderItems)
      .innerJoin(products, eq(products.idProduct, draftOrderItems.idProduct))
      .where(eq(draftOrderItems.idDraft, idDraft))
      .orderBy(asc(products.productName)),
    tx
      .select(deliveryAddressFields)
      .from(draftOrderAddresses)
      .innerJoin(addressBookAddresses, eq(addressBookAddresses.idAddressBookAddress, draftOrderAddresses.idAddressBookAddress))
      .where(eq(draftOrderAddresses.idDraft, idDraft))
      .orderBy(asc(draftOrderAddresses.displayPosition)),
    attachedDocuments(tx, draftOrderDocuments, { idDraftOrderDocument: draftOrderDocuments.idDraftOrderDocument }, eq(draftOrderDocuments.idDraft, idDraft)),
  ]);
  return { ...summary(row), items, addresses, documents: docs };
}

export async function listDrafts(tx: Tx, owner: DraftOwner, query: z.output<typeof draftOrderListQuery>) {
  const where = and(own(owner), query.idWarehouse ? eq(draftOrders.idWarehouse, query.idWarehouse) : undefined);
  const [{ total }] = await tx.select({ total: count() }).from(draftOrders).where(where);
  const rows = await summaries(tx)
    .where(where)
    .orderBy(desc(draftOrders.updateDate), desc(draftOrders.idDraft))
    .limit(query.pageSize)
    .offset((query.currentPage - 1) * query.pageSize);
  return { items: rows.map(summary), searchCriteria: { totalCount: total, currentPage: query.currentPage, pageSize: query.pageSize } };
}

/** Moves the cart and its checkout into a new draft, then empties the cart and resets the checkout. */
export async function createDraftFromCart(db: Tx, scope: OrderingScope, cart: CartRow): Promise<string> {
  return db.transaction(async (tx) => {
    const items = await tx.select({ idProduct: cartItems.idProduct, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.idCart, cart.idCart));
    if (!items.length) throw invalidField('items', ORDERING_MESSAGES.emptyCart);
    const checkout = await openCheckout(tx, cart.idCart, scope.idClientAccount);
    const addressIds = await selectedAddressIds(tx, cart.idCart);
    const docs = await tx.select().from(cartDocuments).where(eq(cartDocuments.idCart, cart.idCart)).orderBy(asc(cartDocuments.displayPosition));
    const [draft] = await tx
      .insert(draftOrders)
      .values({
        idClientAccount: scope.idClientAccount,
        idWarehouse: scope.idWarehouse,
        idUser: scope.idUser,
        idShippingMethod: checkout.idShippingMethod,
        orderType: checkout.orderType,
        deliveryDate: checkout.deliveryDate,
        shipToMultiple: checkout.shipToMultiple,
        orderReference: checkout.orderReference,
        poNumber: checkout.poNumber,
        orderComment: checkout.orderComment,
        addressComment: checkout.addressComment,
      })
      .returning({ idDraft: draftOrders.idDraft });
    await tx.insert(draftOrderItems).values(items.map((i) => ({ ...i, idDraft: draft.idDraft })));
    if (addressIds.length) {
      await tx
        .insert(draftOrderAddresses)
        .values(addressIds.map((idAddressBookAddress, i) => ({ idDraft: draft.idDraft, idAddressBookAddress, displayPosition: i })));
    }
    if (docs.length) {
      await tx.insert(draftOrderDocuments).values(
        docs.map((d) => ({
          idDraft: draft.idDraft,
          idDocument: d.idDocument,
          documentDescription: d.documentDescription,
          displayPosition: d.displayPosition,
        })),
      );
    }
    await tx.delete(cartItems).where(eq(cartItems.idCart, cart.idCart));
    await tx.delete(cartDocuments).where(eq(cartDocuments.idCart, cart.idCart));
    await tx.delete(checkouts).where(eq(checkouts.idCart, cart.idCart));
    return draft.idDraft;
  });
}

/** The items asked for, each a product of the account (else 400 on `items`), the same product's quantities added up. */
async function draftItems(tx: Tx, idClientAccount: string, items: readonly { idProduct: string; quantity: number }[]) {
  const ids = [...new Set(items.map((i) => i.idProduct))];
  const known = ids.length
    ? await tx
        .select({ idProduct: products.idProduct })
        .from(products)
        .where(and(inArray(products.idProduct, ids), eq(products.idClientAccount, idClientAccount)))
    : [];
  if (known.length !== ids.length) throw invalidField('items', 'validation.unknownReference');
  const merged = new Map<string, number>();
  for (const item of items) merged.set(item.idProduct, (merged.get(item.idProduct) ?? 0) + item.quantity);
  return [...merged].map(([idProduct, quantity]) => ({ idProduct, quantity }));
}

/**
 * A draft made from nothing (POST .../draftorders): the fields and items given, in the warehouse
 * of the scope. As a draft saved from the checkout, it resets the user's checkout in that
 * warehouse (the cart keeps its items). The caller has checked the shipping method before.
 */
export async function createDraft(
  db: Db,
  scope: OrderingScope,
  body: DraftOrderInput & { orderType?: AddressTypeFilter; shipToMultiple?: boolean; addresses?: readonly string[] },
) {
  return db.transaction(async (tx) => {
    const { items = [], addresses = [], ...fields } = body;
    const lines = await draftItems(tx, scope.idClientAccount, items);
    // The addresses the user may order to with the draft's order type (a delivery unless told).
    const picked = await pickAddresses(tx, scope, fields.orderType ?? 'DELIVERY', addresses);
    if (!picked) throw invalidField('addresses', 'validation.unknownReference');
    const given = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    const [draft] = await tx
      .insert(draftOrders)
      .values({ ...given, idClientAccount: scope.idClientAccount, idWarehouse: scope.idWarehouse, idUser: scope.idUser })
      .returning({ idDraft: draftOrders.idDraft });
    if (lines.length) await tx.insert(draftOrderItems).values(lines.map((line) => ({ ...line, idDraft: draft.idDraft })));
    if (picked.length) {
      await tx
        .insert(draftOrderAddresses)
        .values(picked.map((address, i) => ({ idDraft: draft.idDraft, idAddressBookAddress: address.idAddressBookAddress, displayPosition: i })));
    }
    const own = tx
      .select({ idCart: carts.idCart })
      .from(carts)
      .where(and(eq(carts.idUser, scope.idUser), eq(carts.idClientAccount, scope.idClientAccount), eq(carts.idWarehouse, scope.idWarehouse)));
    await tx.delete(checkouts).where(inArray(checkouts.idCart, own));
    return draft.idDraft;
  });
}

/**
 * Changes the kept fields and, when sent, replaces the items (each a product of the account).
 * False when the draft is not the user's. The caller has checked the shipping method before:
 * nothing outside this transaction may be read inside it (one connection on the embedded engine).
 */
export async function updateDraft(db: Db, owner: DraftOwner, idDraft: string, body: DraftOrderInput) {
  return db.transaction(async (tx) => {
    const [draft] = await tx.select().from(draftOrders).where(own(owner, idDraft)).for('update');
    if (!draft) return false;
    if (body.items) {
      const lines = await draftItems(tx, owner.idClientAccount, body.items);
      await tx.delete(draftOrderItems).where(eq(draftOrderItems.idDraft, idDraft));
      if (lines.length) await tx.insert(draftOrderItems).values(lines.map((line) => ({ ...line, idDraft })));
    }
    const { items: _items, ...fields } = body;
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    await tx
      .update(draftOrders)
      .set({ ...changes, updateDate: new Date() })
      .where(eq(draftOrders.idDraft, idDraft));
    return true;
  });
}

export async function deleteDraft(db: Db, owner: DraftOwner, idDraft: string) {
  const deleted = await db.delete(draftOrders).where(own(owner, idDraft)).returning({ idDraft: draftOrders.idDraft });
  return deleted.length > 0;
}

/**
 * Puts one of the user's drafts back into their cart of its warehouse, inside the caller's
 * transaction, and deletes it: its items (the products still orderable; one already in the cart
 * gets the draft's quantity added), its checkout's fields and documents, and of its shipping
 * method, delivery date and addresses what still holds (a method no longer offered, a date the
 * rule no longer allows, an address no longer allowed are left for the checkout to ask again).
 * One transaction, so a failure leaves the cart and the draft as they were. Null when the draft is
 * not the user's; a draft of another warehouse is refused with its name.
 */
export async function resumeDraft(tx: Tx, scope: OrderingScope, idDraft: string): Promise<CartRow | null> {
  const [draft] = await tx.select().from(draftOrders).where(own(scope, idDraft)).for('update');
  if (!draft) return null;
  if (draft.idWarehouse !== scope.idWarehouse) {
    const [warehouse] = await tx.select({ name: warehouses.warehouseName }).from(warehouses).where(eq(warehouses.idWarehouse, draft.idWarehouse));
    throw invalidField('idWarehouse', ORDERING_MESSAGES.draftOtherWarehouse, { name: warehouse.name });
  }
  const cart = await openCart(tx, scope, scope.warehouseType as CartRow['type'], null);
  const items = await tx.select().from(draftOrderItems).where(eq(draftOrderItems.idDraft, idDraft));
  const orderable = new Set(items.length ? (await orderableProducts(tx, scope, { idProducts: items.map((i) => i.idProduct) })).map((p) => p.idProduct) : []);
  for (const item of items.filter((i) => orderable.has(i.idProduct))) await addItem(tx, cart.idCart, scope.idClientAccount, item.idProduct, item.quantity);

  await openCheckout(tx, cart.idCart, scope.idClientAccount);
  const method = draft.idShippingMethod ? await visibleShippingMethod(tx, scope, draft.idShippingMethod) : null;
  const dateError = deliveryDateError(draft.deliveryDate, await accountDeliverySettings(tx, scope.idClientAccount), new Date());
  await tx
    .update(checkouts)
    .set({
      idShippingMethod: method ? draft.idShippingMethod : null,
      orderType: draft.orderType,
      deliveryDate: dateError ? null : draft.deliveryDate,
      shipToMultiple: draft.shipToMultiple,
      orderReference: draft.orderReference,
      poNumber: draft.poNumber,
      orderComment: draft.orderComment,
      addressComment: draft.addressComment,
      updatedAt: sql`now()`,
    })
    .where(eq(checkouts.idCart, cart.idCart));
  const kept = await tx
    .select({ id: draftOrderAddresses.idAddressBookAddress })
    .from(draftOrderAddresses)
    .where(eq(draftOrderAddresses.idDraft, idDraft))
    .orderBy(asc(draftOrderAddresses.displayPosition));
  const allowed: string[] = [];
  for (const { id } of kept) if (await pickAddresses(tx, scope, draft.orderType as AddressTypeFilter, [id])) allowed.push(id);
  await replaceSelectedAddresses(tx, cart.idCart, draft.shipToMultiple ? allowed : allowed.slice(0, 1));

  const docs = await tx.select().from(draftOrderDocuments).where(eq(draftOrderDocuments.idDraft, idDraft));
  if (docs.length) {
    await tx
      .insert(cartDocuments)
      .values(
        docs.map((d) => ({ idCart: cart.idCart, idDocument: d.idDocument, documentDescription: d.documentDescription, displayPosition: d.displayPosition })),
      );
  }
  await tx.delete(draftOrders).where(eq(draftOrders.idDraft, idDraft));
  return cart;
}
