/**
 * The cart calls (shared/ordering/cart-calls.ts; spec part 1, section 7): read (created on first
 * read), add, change and remove items, and the quick order pad. Each only ever touches the acting
 * user's own cart in a warehouse the account works with.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { cartItems as cartItemCalls, quickOrder as quickOrderCall, readCart } from '../../shared/ordering/cart-calls';
import type { cartQuery } from '../../shared/ordering/schemas';
import { invalidField, ORDERING_MESSAGES } from './messages';
import type { Db, Tx } from '../db';
import { cartItems, carts } from '../db/schema';
import { notFound } from '../lib/errors';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { serveCollection, type CollectionStorage } from '../registry/collection';
import { registerKind, type ActionBinding } from '../registry/route-kinds';
import { addItem, cartItemView, cartView, findCart, findItem, openCart, orderableProduct, quickOrder } from './carts';
import { orderingScope } from './scope';
import { isUpcomingEventOf } from '../planning/events';
import { EVENT_MESSAGES } from '../../shared/rules/events';

const where = (params: Record<string, string>) => ({ idClientAccount: params.idClientAccount, idWarehouse: params.idWarehouse });

/** The acting user's own cart the path names, to add to (Create): another's answers 404. */
async function ownCart(tx: Tx, request: FastifyRequest, params: Record<string, string>) {
  const scope = await orderingScope(tx, request, where(params), 'Create', 'CoreGeneralProductCart');
  const owned = await findCart(tx, scope, params.idCart);
  if (!owned) throw notFound();
  return { scope, owned };
}

const readCartBinding: ActionBinding<typeof readCart> = {
  kind: readCart,
  run: async (tx, { request, params, query }) => {
    const scope = await orderingScope(tx, request, where(params), 'View', 'CoreGeneralProductCart');
    const { type, idEvent } = query as z.output<typeof cartQuery>;
    // An event cart names its event; any other cart is of the warehouse's own type.
    if (type === 'EVENT' ? !idEvent : type !== scope.warehouseType || idEvent) {
      throw invalidField('type', ORDERING_MESSAGES.cartTypeMismatch);
    }
    if (idEvent && !(await isUpcomingEventOf(tx, scope.idClientAccount, idEvent))) throw invalidField('idEvent', EVENT_MESSAGES.notUpcoming);
    return cartView(tx, scope, await openCart(tx, scope, type, idEvent ?? null));
  },
};

// The quick order pad: every line decided by the shared rule, the lines taken added in the call's one transaction.
const quickOrderBinding: ActionBinding<typeof quickOrderCall> = {
  kind: quickOrderCall,
  run: async (tx, { request, params, body }) => {
    const { scope, owned } = await ownCart(tx, request, params);
    return quickOrder(tx, scope, owned, body.lines);
  },
};

const itemStorage: CollectionStorage<typeof cartItemCalls> = {
  collection: cartItemCalls,
  create: async (db, { request, params, body }) => {
    const { scope, owned } = await ownCart(db, request, params);
    if (!(await orderableProduct(db, scope, body.idProduct))) throw invalidField('idProduct', GENERIC_MESSAGES.unknownReference);
    const idCartItem = await addItem(db, owned.idCart, scope.idClientAccount, body.idProduct, body.quantity);
    return { item: await cartItemView(db, scope, idCartItem) };
  },
  update: async (db, { request, params, body }) => {
    const scope = await orderingScope(db, request, where(params), 'Edit', 'CoreGeneralProductCart');
    const item = await findItem(db, scope, params.idCartItem);
    if (!item) throw notFound();
    // The item keeps its product: a different product is a new item.
    if (body.idProduct && body.idProduct !== item.idProduct) throw invalidField('idProduct', GENERIC_MESSAGES.invalid);
    await db.update(cartItems).set({ quantity: body.quantity }).where(eq(cartItems.idCartItem, item.idCartItem));
    await db
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(eq(carts.idCart, item.idCart));
    return { item: await cartItemView(db, scope, item.idCartItem) };
  },
  remove: async (db, { request, params }) => {
    const scope = await orderingScope(db, request, where(params), 'Edit', 'CoreGeneralProductCart');
    const item = await findItem(db, scope, params.idCartItem);
    if (!item) throw notFound();
    await db.delete(cartItems).where(and(eq(cartItems.idCartItem, item.idCartItem), eq(cartItems.idCart, item.idCart)));
  },
};

export function registerCartRoutes(app: FastifyInstance, db: Db) {
  registerKind(app, db, readCartBinding);
  registerKind(app, db, quickOrderBinding);
  serveCollection(app, db, itemStorage);
}
