/**
 * Draft orders (spec part 1 and 2, section 7): POST .../checkout/{cart}/draft saves the cart and
 * its checkout as a draft (CoreOrdersDraft Create, the user's own cart), POST .../draftorders makes
 * one from nothing in a warehouse of the account (and resets the user's checkout there); GET list (optionally one
 * warehouse's), GET, PUT and DELETE on /clients/{c}/accounts/{a}/draftorders[/{id}] answer
 * draftOrder (View to read, Edit to change or delete, in the path's account). A draft that is
 * not the user's is "not found": the portal then goes to /session/404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { draftOrder, draftOrderCreate, draftOrderInput, draftOrderList, draftOrderListQuery } from '../../shared/ordering/schemas';
import { authorize } from '../auth/context';
import type { Db } from '../db';
import { notFound } from '../lib/errors';
import { visibleShippingMethods } from '../administration/catalog-visibility';
import { findCart } from './carts';
import { createDraft, createDraftFromCart, deleteDraft, listDrafts, readDraft, updateDraft } from './drafts';
import { ORDERING_PATHS } from '../../shared/ordering/paths';
import { routePath } from '../registry/paths';
import { invalidField } from './messages';
import { orderingScope, seesAllGroups } from './scope';
import { accountOfClient } from './order-routes';

const id = z.uuid('validation.invalid');
const accountParams = z.object({ idClient: id, idClientAccount: id });
const draftParams = accountParams.extend({ idDraft: id });
const answer = z.object({ draftOrder });

export function registerDraftOrderRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['draft orders'];

  const owner = async (request: Parameters<typeof authorize>[0], params: z.infer<typeof accountParams>, action: 'View' | 'Edit') => {
    const auth = authorize(request, action, 'CoreOrdersDraft', params.idClientAccount);
    await accountOfClient(db, params);
    return { idClientAccount: params.idClientAccount, idUser: auth.actingUser.idUser };
  };

  routes.post(routePath(ORDERING_PATHS.checkoutDraft), {
    schema: { tags, params: z.object({ idClientAccount: id, idWarehouse: id, idCart: id }), response: { 200: answer } },
    handler: async (request) => {
      const scope = await orderingScope(db, request, request.params, 'Create', 'CoreOrdersDraft');
      const cart = await findCart(db, scope, request.params.idCart);
      if (!cart) throw notFound();
      const idDraft = await createDraftFromCart(db, scope, cart);
      return { draftOrder: (await readDraft(db, scope, idDraft))! };
    },
  });

  routes.post(routePath(ORDERING_PATHS.draftOrders), {
    schema: { tags, params: accountParams, body: draftOrderCreate, response: { 201: answer } },
    handler: async (request, reply) => {
      await accountOfClient(db, request.params);
      const { idWarehouse, ...body } = request.body;
      // A warehouse the account works with (else 404), as every ordering call.
      const scope = await orderingScope(db, request, { idClientAccount: request.params.idClientAccount, idWarehouse }, 'Create', 'CoreOrdersDraft');
      if (body.idShippingMethod && !(await visibleShippingMethods(db, scope)).some((m) => m.idShippingMethod === body.idShippingMethod))
        throw invalidField('idShippingMethod', 'validation.unknownReference');
      const idDraft = await createDraft(db, scope, body);
      return reply.code(201).send({ draftOrder: (await readDraft(db, scope, idDraft))! });
    },
  });

  routes.get(routePath(ORDERING_PATHS.draftOrders), {
    schema: { tags, params: accountParams, querystring: draftOrderListQuery, response: { 200: draftOrderList } },
    handler: async (request) => listDrafts(db, await owner(request, request.params, 'View'), request.query),
  });

  routes.get(routePath(ORDERING_PATHS.draftOrder), {
    schema: { tags, params: draftParams, response: { 200: answer } },
    handler: async (request) => {
      const draft = await readDraft(db, await owner(request, request.params, 'View'), request.params.idDraft);
      if (!draft) throw notFound();
      return { draftOrder: draft };
    },
  });

  routes.put(routePath(ORDERING_PATHS.draftOrder), {
    schema: { tags, params: draftParams, body: draftOrderInput, response: { 200: answer } },
    handler: async (request) => {
      const who = await owner(request, request.params, 'Edit');
      const method = request.body.idShippingMethod;
      if (method) {
        const visible = await visibleShippingMethods(db, {
          idClientAccount: who.idClientAccount,
          idUser: who.idUser,
          seesAllGroups: seesAllGroups(request, who.idClientAccount),
        });
        if (!visible.some((m) => m.idShippingMethod === method)) throw invalidField('idShippingMethod', 'validation.unknownReference');
      }
      if (!(await updateDraft(db, who, request.params.idDraft, request.body))) throw notFound();
      return { draftOrder: (await readDraft(db, who, request.params.idDraft))! };
    },
  });

  routes.delete(routePath(ORDERING_PATHS.draftOrder), {
    schema: { tags, params: draftParams, response: { 204: z.null() } },
    handler: async (request, reply) => {
      if (!(await deleteDraft(db, await owner(request, request.params, 'Edit'), request.params.idDraft))) throw notFound();
      return reply.status(204).send(null);
    },
  });
}
