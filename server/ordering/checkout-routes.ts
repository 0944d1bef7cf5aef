/**
 * The checkout calls (spec part 1, section 7): read and save the checkout of the user's cart and
 * complete it into customer orders. The addresses it may ship to (address-type filters) are the
 * user-level address book's (GET .../users/{idUser}/addressbook?idWarehouse&orderType, order-routes.ts).
 * Reading needs CoreGeneralCheckout View, saving Edit, completing CoreGeneralCheckout Create and
 * CoreOrders Create, each in the path's account.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ORDERING_PATHS } from '../../shared/ordering/paths';
import { routePath } from '../registry/paths';
import { checkout, checkoutInput, completeAnswer, completeQuery } from '../../shared/ordering/schemas';
import type { AddressTypeFilter } from '../../shared/rules/search';
import { shippingChangeClearsAddresses } from '../../shared/rules/checkout';
import { authorize } from '../auth/context';
import type { Db } from '../db';
import { checkouts, userAccounts } from '../db/schema';
import { notFound } from '../lib/errors';
import { findCart } from './carts';
import { accountDeliverySettings, checkoutView, openCheckout, pickAddresses, replaceSelectedAddresses, visibleShippingMethod } from './checkouts';
import { completeCheckout, deliveryDateError } from './complete';
import { invalidField as invalid, ORDERING_MESSAGES as M } from './messages';
import { orderingScope } from './scope';

const id = z.uuid('validation.invalid');
const cartParams = z.object({ idClientAccount: id, idWarehouse: id, idCart: id });
const answer = z.object({ checkout });

/** A box user is a user of the order's account, never just any user id. */
async function isAccountUser(db: Db, idClientAccount: string, idUser: string) {
  const [row] = await db
    .select({ id: userAccounts.idUser })
    .from(userAccounts)
    .where(and(eq(userAccounts.idClientAccount, idClientAccount), eq(userAccounts.idUser, idUser)));
  return Boolean(row);
}

export function registerCheckoutRoutes(app: FastifyInstance, db: Db, mailFrom: string) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['checkout'];

  async function ownCart(request: Parameters<typeof orderingScope>[1], params: z.infer<typeof cartParams>, action: 'View' | 'Edit' | 'Create') {
    const scope = await orderingScope(db, request, params, action, 'CoreGeneralCheckout');
    const cart = await findCart(db, scope, params.idCart);
    if (!cart) throw notFound();
    return { scope, cart };
  }

  routes.get(routePath(ORDERING_PATHS.checkout), {
    schema: { tags, params: cartParams, response: { 200: answer } },
    handler: async (request) => {
      const { scope, cart } = await ownCart(request, request.params, 'View');
      return { checkout: await checkoutView(db, scope, await openCheckout(db, cart.idCart, scope.idClientAccount)) };
    },
  });

  routes.put(routePath(ORDERING_PATHS.checkout), {
    schema: { tags, params: cartParams, body: checkoutInput, response: { 200: answer } },
    handler: async (request) => {
      const { scope, cart } = await ownCart(request, request.params, 'Edit');
      const current = await openCheckout(db, cart.idCart, scope.idClientAccount);
      const { selectedAddresses, ...fields } = request.body;
      const method = fields.idShippingMethod ? await visibleShippingMethod(db, scope, fields.idShippingMethod) : null;
      if (fields.idShippingMethod && !method) throw invalid('idShippingMethod', 'validation.unknownReference');
      // Dock provisioning and delivery use different addresses: a switch between them empties the selection (unless a new one is sent).
      const previous = current.idShippingMethod ? await visibleShippingMethod(db, scope, current.idShippingMethod) : null;
      const clearsAddresses = fields.idShippingMethod !== undefined && shippingChangeClearsAddresses(previous, method);
      if (fields.idBoxUser && !(await isAccountUser(db, scope.idClientAccount, fields.idBoxUser))) throw invalid('idBoxUser', 'validation.unknownReference');
      const orderType = (fields.orderType ?? current.orderType) as AddressTypeFilter;
      if (selectedAddresses) {
        if (selectedAddresses.length > 1 && !(fields.shipToMultiple ?? current.shipToMultiple)) throw invalid('selectedAddresses', M.oneAddressOnly);
        if (!(await pickAddresses(db, scope, orderType, selectedAddresses))) throw invalid('selectedAddresses', M.addressNotAllowed);
      }
      const dateError = deliveryDateError(fields.deliveryDate ?? null, await accountDeliverySettings(db, scope.idClientAccount), new Date());
      if (dateError) throw dateError;
      // Fields left out keep their value; null empties them (the web always sends the whole checkout).
      const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      await db.transaction(async (tx) => {
        await tx
          .update(checkouts)
          .set({ ...set, orderType, shipToMultiple: fields.shipToMultiple ?? current.shipToMultiple, updatedAt: sql`now()` })
          .where(eq(checkouts.idCart, cart.idCart));
        if (selectedAddresses || clearsAddresses) await replaceSelectedAddresses(tx, cart.idCart, selectedAddresses ?? []);
      });
      return { checkout: await checkoutView(db, scope, await openCheckout(db, cart.idCart, scope.idClientAccount)) };
    },
  });

  routes.post(routePath(ORDERING_PATHS.checkoutComplete), {
    schema: { tags, params: cartParams, querystring: completeQuery, response: { 201: completeAnswer } },
    handler: async (request, reply) => {
      authorize(request, 'Create', 'CoreOrders', request.params.idClientAccount);
      const { scope, cart } = await ownCart(request, request.params, 'Create');
      return reply.code(201).send(await completeCheckout(db, scope, cart, { log: request.log, mailFrom }));
    },
  });
}
