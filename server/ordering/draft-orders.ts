/**
 * Storage of draft orders (shared/ordering/draft-orders.ts): the user's own drafts in the path's
 * account (drafts.ts); a draft that is not theirs, or an account not of the path's client, is
 * "not found". A shipping method named must be one the user sees in the account.
 */
import type { FastifyRequest } from 'fastify';
import { draftFromCart, draftOrders, draftToCart } from '../../shared/ordering/draft-orders';
import { authOf } from '../auth/context';
import type { Tx } from '../db';
import { notFound } from '../lib/errors';
import { visibleShippingMethods } from '../administration/catalog-visibility';
import type { CollectionStorage } from '../registry/collection';
import type { ActionBinding } from '../registry/route-kinds';
import { cartView, findCart } from './carts';
import { createDraft, createDraftFromCart, deleteDraft, listDrafts, readDraft, resumeDraft, updateDraft, type DraftOwner } from './drafts';
import { invalidField } from './messages';
import { accountOfClient } from './order-routes';
import { orderingScope, seesAllGroups } from './scope';

/** Refuses a shipping method the user does not see in the account, as a field error. */
async function checkShippingMethod(tx: Tx, request: FastifyRequest, owner: DraftOwner, idShippingMethod: string | null | undefined) {
  if (!idShippingMethod) return;
  const visible = await visibleShippingMethods(tx, { ...owner, seesAllGroups: seesAllGroups(request, owner.idClientAccount) });
  if (!visible.some((m) => m.idShippingMethod === idShippingMethod)) throw invalidField('idShippingMethod', 'validation.unknownReference');
}

const draftFromCartBinding: ActionBinding<typeof draftFromCart> = {
  kind: draftFromCart,
  run: async (tx, { request, params }) => {
    const scope = await orderingScope(tx, request, { idClientAccount: params.idClientAccount, idWarehouse: params.idWarehouse }, 'Create', 'CoreOrdersDraft');
    const cart = await findCart(tx, scope, params.idCart);
    if (!cart) throw notFound();
    const idDraft = await createDraftFromCart(tx, scope, cart);
    return { draftOrder: (await readDraft(tx, scope, idDraft))! };
  },
};

const draftToCartBinding: ActionBinding<typeof draftToCart> = {
  kind: draftToCart,
  run: async (tx, { request, params }) => {
    // Resuming fills the cart: the cart's permission too, in a warehouse the account works with (else 404).
    const scope = await orderingScope(
      tx,
      request,
      { idClientAccount: params.idClientAccount, idWarehouse: params.idWarehouse },
      'Create',
      'CoreGeneralProductCart',
    );
    const cart = await resumeDraft(tx, scope, params.idDraft);
    if (!cart) throw notFound();
    return { cart: await cartView(tx, scope, cart) };
  },
};

/** The user's drafts live in an account of the path's client (else 404). */
export const draftOrdersStorage: CollectionStorage<typeof draftOrders, DraftOwner> = {
  collection: draftOrders,
  parent: async (db, request, params) => {
    await accountOfClient(db, { idClient: params.idClient, idClientAccount: params.idClientAccount });
    return { idClientAccount: params.idClientAccount, idUser: authOf(request).actingUser.idUser };
  },
  list: (db, { parent, query }) => listDrafts(db, parent, query),
  read: async (db, { parent, params }) => {
    const draft = await readDraft(db, parent, params.idDraft);
    if (!draft) throw notFound();
    return { draftOrder: draft };
  },
  create: async (db, { request, params, body }) => {
    const { idWarehouse, ...fields } = body;
    // A warehouse the account works with (else 404), as every ordering call.
    const scope = await orderingScope(db, request, { idClientAccount: params.idClientAccount, idWarehouse }, 'Create', 'CoreOrdersDraft');
    await checkShippingMethod(db, request, scope, fields.idShippingMethod);
    const idDraft = await createDraft(db, scope, fields);
    return { draftOrder: (await readDraft(db, scope, idDraft))! };
  },
  // The shipping method is checked before the draft's transaction: nothing outside it may be read inside (one connection on the embedded engine).
  update: async (db, { request, parent, params, body }) => {
    await checkShippingMethod(db, request, parent, body.idShippingMethod);
    if (!(await updateDraft(db, parent, params.idDraft, body))) throw notFound();
    return { draftOrder: (await readDraft(db, parent, params.idDraft))! };
  },
  remove: async (db, { parent, params }) => {
    if (!(await deleteDraft(db, parent, params.idDraft))) throw notFound();
  },
  kinds: [draftFromCartBinding, draftToCartBinding],
};
