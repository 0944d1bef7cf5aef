/**
 * The cart calls (spec part 1, section 7): read (created on first read), add, change and remove
 * items. Each call needs CoreGeneralProductCart in the account (View, Create, Edit, Edit) and only
 * ever touches the acting user's own cart.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ORDERING_PATHS } from '../../shared/ordering/paths';
import { routePath } from '../registry/paths';
import { cart, cartItem, cartItemInput, cartItemUpdate, cartQuery, quickOrderAnswer, quickOrderInput } from '../../shared/ordering/schemas';
import { invalidField, ORDERING_MESSAGES } from './messages';
import type { Db } from '../db';
import { cartItems, carts } from '../db/schema';
import { notFound } from '../lib/errors';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { addItem, cartItemView, cartView, findCart, findItem, openCart, orderableProduct, quickOrder } from './carts';
import { orderingScope } from './scope';
import { isUpcomingEventOf } from '../planning/events';
import { EVENT_MESSAGES } from '../../shared/rules/events';

const id = z.uuid('validation.invalid');
const warehouseParams = z.object({ idClientAccount: id, idWarehouse: id });
const itemAnswer = z.object({ item: cartItem });

export function registerCartRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];

  routes.get(routePath(ORDERING_PATHS.cart), {
    schema: { tags, params: warehouseParams, querystring: cartQuery, response: { 200: cart } },
    handler: async (request) => {
      const scope = await orderingScope(db, request, request.params, 'View', 'CoreGeneralProductCart');
      const { type, idEvent } = request.query;
      // An event cart names its event; any other cart is of the warehouse's own type.
      if (type === 'EVENT' ? !idEvent : type !== scope.warehouseType || idEvent) {
        throw invalidField('type', ORDERING_MESSAGES.cartTypeMismatch);
      }
      if (idEvent && !(await isUpcomingEventOf(db, scope.idClientAccount, idEvent))) throw invalidField('idEvent', EVENT_MESSAGES.notUpcoming);
      return cartView(db, scope, await openCart(db, scope, type, idEvent ?? null));
    },
  });

  routes.post(routePath(ORDERING_PATHS.cartItems), {
    schema: { tags, params: warehouseParams.extend({ idCart: id }), body: cartItemInput, response: { 201: itemAnswer } },
    handler: async (request, reply) => {
      const scope = await orderingScope(db, request, request.params, 'Create', 'CoreGeneralProductCart');
      const owned = await findCart(db, scope, request.params.idCart);
      if (!owned) throw notFound();
      if (!(await orderableProduct(db, scope, request.body.idProduct))) {
        throw invalidField('idProduct', GENERIC_MESSAGES.unknownReference);
      }
      const idCartItem = await addItem(db, owned.idCart, scope.idClientAccount, request.body.idProduct, request.body.quantity);
      return reply.code(201).send({ item: await cartItemView(db, scope, idCartItem) });
    },
  });

  routes.put(routePath(ORDERING_PATHS.cartItem), {
    schema: { tags, params: warehouseParams.extend({ idCartItem: id }), body: cartItemUpdate, response: { 200: itemAnswer } },
    handler: async (request) => {
      const scope = await orderingScope(db, request, request.params, 'Edit', 'CoreGeneralProductCart');
      const item = await findItem(db, scope, request.params.idCartItem);
      if (!item) throw notFound();
      // The item keeps its product: a different product is a new item.
      if (request.body.idProduct && request.body.idProduct !== item.idProduct) {
        throw invalidField('idProduct', GENERIC_MESSAGES.invalid);
      }
      await db.update(cartItems).set({ quantity: request.body.quantity }).where(eq(cartItems.idCartItem, item.idCartItem));
      await db
        .update(carts)
        .set({ updatedAt: sql`now()` })
        .where(eq(carts.idCart, item.idCart));
      return { item: await cartItemView(db, scope, item.idCartItem) };
    },
  });

  routes.delete(routePath(ORDERING_PATHS.cartItem), {
    schema: { tags, params: warehouseParams.extend({ idCartItem: id }), response: { 204: z.null() } },
    handler: async (request, reply) => {
      const scope = await orderingScope(db, request, request.params, 'Edit', 'CoreGeneralProductCart');
      const item = await findItem(db, scope, request.params.idCartItem);
      if (!item) throw notFound();
      await db.delete(cartItems).where(and(eq(cartItems.idCartItem, item.idCartItem), eq(cartItems.idCart, item.idCart)));
      return reply.code(204).send(null);
    },
  });
  // The quick order pad: every line decided by the shared rule, the lines taken added in one transaction.
  routes.post(routePath(ORDERING_PATHS.cartQuickOrder), {
    schema: { tags, params: warehouseParams.extend({ idCart: id }), body: quickOrderInput, response: { 200: quickOrderAnswer } },
    handler: async (request) => {
      const scope = await orderingScope(db, request, request.params, 'Create', 'CoreGeneralProductCart');
      const owned = await findCart(db, scope, request.params.idCart);
      if (!owned) throw notFound();
      return db.transaction((tx) => quickOrder(tx, scope, owned, request.body.lines));
    },
  });
}
