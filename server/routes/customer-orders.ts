/**
 * Customer orders as the ordering side reads them (the acting user's own orders in an account,
 * CoreOrders View) and the shipping methods an order may use: the enabled methods the user's
 * groups see (CoreGeneralCheckout View in the account).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ORDERING_ROUTES as ORDERING_PATHS } from '../ordering/routes';
import { customerOrder, customerOrderList, customerOrderListQuery, shippingMethod } from '../../shared/ordering/schemas';
import { authorize } from '../auth/context';
import type { Db } from '../db';
import { clientAccounts } from '../db/schema';
import { notFound } from '../lib/errors';
import { visibleShippingMethods } from '../repositories/catalog-visibility';
import { listOrders, readOrder } from '../ordering/orders';
import { seesAllGroups } from '../ordering/scope';

const id = z.uuid('validation.invalid');
const accountParams = z.object({ idClient: id, idClientAccount: id });

/** The path's account must be of the path's client; any other pair is "not found". */
async function accountOfClient(db: Db, params: { idClient: string; idClientAccount: string }) {
  const [row] = await db
    .select({ id: clientAccounts.idClientAccount })
    .from(clientAccounts)
    .where(and(eq(clientAccounts.idClientAccount, params.idClientAccount), eq(clientAccounts.idClient, params.idClient)));
  if (!row) throw notFound();
}

export function registerCustomerOrderRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer orders'];

  routes.get(ORDERING_PATHS.shippingMethods, {
    schema: { tags, querystring: z.object({ IdClientAccount: id }), response: { 200: z.object({ shippingMethods: z.array(shippingMethod) }) } },
    handler: async (request) => {
      const idClientAccount = request.query.IdClientAccount;
      const auth = authorize(request, 'View', 'CoreGeneralCheckout', idClientAccount);
      const methods = await visibleShippingMethods(db, {
        idClientAccount,
        idUser: auth.actingUser.idUser,
        seesAllGroups: seesAllGroups(request, idClientAccount),
      });
      return { shippingMethods: methods };
    },
  });

  routes.get(ORDERING_PATHS.customerOrders, {
    schema: { tags, params: accountParams, querystring: customerOrderListQuery, response: { 200: customerOrderList } },
    handler: async (request) => {
      const auth = authorize(request, 'View', 'CoreOrders', request.params.idClientAccount);
      await accountOfClient(db, request.params);
      return listOrders(db, { idClientAccount: request.params.idClientAccount, idUser: auth.actingUser.idUser }, request.query);
    },
  });

  routes.get(ORDERING_PATHS.customerOrder, {
    schema: { tags, params: accountParams.extend({ idCustomerOrder: id }), response: { 200: z.object({ customerOrder }) } },
    handler: async (request) => {
      const auth = authorize(request, 'View', 'CoreOrders', request.params.idClientAccount);
      await accountOfClient(db, request.params);
      const order = await readOrder(db, {
        idCustomerOrder: request.params.idCustomerOrder,
        idClientAccount: request.params.idClientAccount,
        idUser: auth.actingUser.idUser,
      });
      if (!order) throw notFound();
      return { customerOrder: order };
    },
  });
}
