/**
 * What the checkout calls do (shared/ordering/checkout.ts declares them: paths, access, bodies,
 * answers). Each finds the user's cart in the path's warehouse (orderingScope checks
 * CoreGeneralCheckout for the call's action there), else 404. Saving checks every field against
 * what the user may use before anything is written; completing places the orders in their own
 * transactions and sends their mails after the commit, so it runs outside the registry's one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Action } from '../../shared/permissions';
import { checkoutCalls } from '../../shared/ordering/checkout';
import type { AddressTypeFilter } from '../../shared/rules/search';
import { shippingChangeClearsAddresses } from '../../shared/rules/checkout';
import type { Db, Tx } from '../db';
import { checkouts } from '../db/schema';
import { notFound } from '../lib/errors';
import { registerKind, type ActionBinding, type KindBinding } from '../registry/route-kinds';
import { findCart } from './carts';
import { accountDeliverySettings, checkoutView, openCheckout, pickAddresses, replaceSelectedAddresses, visibleShippingMethod } from './checkouts';
import { completeCheckout, deliveryDateError } from './complete';
import { invalidField as invalid, ORDERING_MESSAGES as M } from './messages';
import { orderingScope } from './scope';
import { accountMember } from '../administration/users';

type CartParams = { idClientAccount: string; idWarehouse: string; idCart: string };

/** The user's cart the path names, with CoreGeneralCheckout `action` in its account; else 404. */
async function ownCart(tx: Tx, request: FastifyRequest, params: Record<string, string>, action: Action) {
  const { idClientAccount, idWarehouse, idCart } = params as CartParams;
  const scope = await orderingScope(tx, request, { idClientAccount, idWarehouse }, action, 'CoreGeneralCheckout');
  const cart = await findCart(tx, scope, idCart);
  if (!cart) throw notFound();
  return { scope, cart };
}

const readBinding: ActionBinding<typeof checkoutCalls.read> = {
  kind: checkoutCalls.read,
  run: async (tx, { request, params }) => {
    const { scope, cart } = await ownCart(tx, request, params, 'View');
    return { checkout: await checkoutView(tx, scope, await openCheckout(tx, cart.idCart, scope.idClientAccount)) };
  },
};

const saveBinding: ActionBinding<typeof checkoutCalls.save> = {
  kind: checkoutCalls.save,
  run: async (tx, { request, params, body }) => {
    const { scope, cart } = await ownCart(tx, request, params, 'Edit');
    const current = await openCheckout(tx, cart.idCart, scope.idClientAccount);
    const { selectedAddresses, ...fields } = body;
    const method = fields.idShippingMethod ? await visibleShippingMethod(tx, scope, fields.idShippingMethod) : null;
    if (fields.idShippingMethod && !method) throw invalid('idShippingMethod', 'validation.unknownReference');
    // Dock provisioning and delivery use different addresses: a switch between them empties the selection (unless a new one is sent).
    const previous = current.idShippingMethod ? await visibleShippingMethod(tx, scope, current.idShippingMethod) : null;
    const clearsAddresses = fields.idShippingMethod !== undefined && shippingChangeClearsAddresses(previous, method);
    if (fields.idBoxUser && !(await accountMember(tx, scope.idClientAccount, fields.idBoxUser))) throw invalid('idBoxUser', 'validation.unknownReference');
    const orderType = (fields.orderType ?? current.orderType) as AddressTypeFilter;
    if (selectedAddresses) {
      if (selectedAddresses.length > 1 && !(fields.shipToMultiple ?? current.shipToMultiple)) throw invalid('selectedAddresses', M.oneAddressOnly);
      if (!(await pickAddresses(tx, scope, orderType, selectedAddresses))) throw invalid('selectedAddresses', M.addressNotAllowed);
    }
    const dateError = deliveryDateError(fields.deliveryDate ?? null, await accountDeliverySettings(tx, scope.idClientAccount), new Date());
    if (dateError) throw dateError;
    // Fields left out keep their value; null empties them (the web always sends the whole checkout).
    const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    await tx
      .update(checkouts)
      .set({ ...set, orderType, shipToMultiple: fields.shipToMultiple ?? current.shipToMultiple, updatedAt: sql`now()` })
      .where(eq(checkouts.idCart, cart.idCart));
    if (selectedAddresses || clearsAddresses) await replaceSelectedAddresses(tx, cart.idCart, selectedAddresses ?? []);
    return { checkout: await checkoutView(tx, scope, await openCheckout(tx, cart.idCart, scope.idClientAccount)) };
  },
};

/** Completing: CoreOrders Create (the call's access), then CoreGeneralCheckout Create on the cart. */
const completeBinding = (db: Db, mailFrom: string): ActionBinding<typeof checkoutCalls.complete> => ({
  kind: checkoutCalls.complete,
  outsideTransaction: true,
  run: async (_db, { request, params }) => {
    const { scope, cart } = await ownCart(db, request, params, 'Create');
    return completeCheckout(db, scope, cart, { log: request.log, mailFrom });
  },
});

export const checkoutBindings = (db: Db, mailFrom: string): KindBinding[] => [readBinding, saveBinding, completeBinding(db, mailFrom)];

export function registerCheckoutRoutes(app: FastifyInstance, db: Db, mailFrom: string) {
  for (const binding of checkoutBindings(db, mailFrom)) registerKind(app, db, binding);
}
