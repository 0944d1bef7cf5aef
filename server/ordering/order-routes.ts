/**
 * Customer orders as the ordering side reads and changes them, and the shipping methods an order
 * may use (the enabled methods the user's groups see, CoreGeneralCheckout View in the account).
 *
 * - List and detail: CoreOrders View in the path's account; the acting user's own orders, or for
 *   whoever may see the account's orders (shared/rules/account-orders.ts) every buyer's
 *   (`allBuyers=true`, an order by its id) or those of the user an `IdUser` header names (the
 *   spec's search on behalf of another user). GET .../customerorders/buyers: the account's users.
 * - Tracking (GET /v1/order/{idTracking}/tracking): the built-in tracking service, for whoever
 *   may read the parcel's order.
 * - Update (PUT /customerorders/{id}) and cancel (POST /customerorders/{id}/cancel): CoreOrders
 *   Edit in the order's account, on the acting user's own orders only. The update or cancellation
 *   e-mail is written after the commit and never awaited by the answer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { canAccess } from '../../shared/permissions';
import { canOrderForOthers, canSeeAccountOrders, mayOrderIn } from '../../shared/rules/account-orders';
import { grantRowsOf, toAccountPermissions } from '../auth/permissions';
import { ORDERING_PATHS } from '../../shared/ordering/paths';
import { routePath } from '../registry/paths';
import {
  customerOrder,
  customerOrderCancel,
  customerOrderCreate,
  deliveryAddress,
  ORDER_TYPES,
  customerOrderList,
  customerOrderListQuery,
  customerOrderUpdate,
  orderBuyer,
  shippingMethod,
} from '../../shared/ordering/schemas';
import { authOf, authorize } from '../auth/context';
import type { Db } from '../db';
import { clientAccounts, customerOrderDeliveries, customerOrders, customerOrderShipments, userAccounts, users, warehouses } from '../db/schema';
import { TRACKING_PATH, trackingAnswer } from '../../shared/ordering/tracking';
import { trackingEventsAt } from './tracking';
import { forbidden, notFound } from '../lib/errors';
import { visibleShippingMethods } from '../administration/catalog-visibility';
import { listOrders, readOrder, type OrderOwner } from './orders';
import { cancelOrder, findOrder, updateOrder, type OrderRow } from './order-changes';
import { ownOrderFor } from './order-access';
import { sendOrderMail, type OrderMailKind } from './confirmation-mail';
import { invalidField } from './messages';
import { seesAllGroups } from './scope';
import { buyerScope, changeableOrderFor, orderUserScope, placeOrder } from './order-placement';
import { fileBodyLimit } from '../lib/uploaded-files';
import { accountDeliverySettings, eligibleAddresses } from './checkouts';
import { canChangeOrder } from '../../shared/rules/orders';
import { ADDRESS_BOOK_PAGE_SIZE, addressBookPage, addressBookSearch, type CustomerOrder } from '../../shared/ordering/schemas';
import type { AddressTypeFilter } from '../../shared/rules/search';

const id = z.uuid('validation.invalid');
const accountParams = z.object({ idClient: id, idClientAccount: id });
const orderParams = z.object({ idCustomerOrder: id });

/** The buyers list's bound: an account's users are dozens, not thousands. */
const MAX_BUYERS = 2000;

/** The spec's header for a search on behalf of another user (header names are case-insensitive). */
export const ON_BEHALF_HEADER = 'iduser';

/** The path's account must be of the path's client; any other pair is "not found". */
export async function accountOfClient(db: Db, params: { idClient: string; idClientAccount: string }) {
  const [row] = await db
    .select({ id: clientAccounts.idClientAccount })
    .from(clientAccounts)
    .where(and(eq(clientAccounts.idClientAccount, params.idClientAccount), eq(clientAccounts.idClient, params.idClient)));
  if (!row) throw notFound();
}

/**
 * Whose orders a read returns (shared/rules/account-orders.ts says who may see an account's
 * orders). With an `IdUser` header naming someone else, that user's; with `allBuyers` (a list) or
 * for an order read by a holder of the account's orders, every buyer's of the account; else the
 * caller's own. The named user must work in the account; anyone else is "not found", so the
 * header cannot probe other clients. A caller who may not see the account's orders and asks for
 * them (header or allBuyers) is refused (403).
 */
async function ownerOf(db: Db, request: FastifyRequest, idClientAccount: string, wants: 'own' | 'account' | 'accountIfAllowed' = 'own'): Promise<OrderOwner> {
  const auth = authorize(request, 'View', 'CoreOrders', idClientAccount);
  const header = request.headers[ON_BEHALF_HEADER];
  const named = typeof header === 'string' ? header.trim() : '';
  const mayAll = canSeeAccountOrders(auth.accountPermissions, idClientAccount);
  if (!named || named === auth.actingUser.idUser) {
    if (named || wants === 'own' || (wants === 'accountIfAllowed' && !mayAll)) return { idClientAccount, idUser: auth.actingUser.idUser };
    if (!mayAll) throw forbidden();
    return { idClientAccount, idUser: null };
  }
  if (!z.uuid().safeParse(named).success) throw invalidField(ON_BEHALF_HEADER, 'validation.invalid');
  if (!mayAll) throw forbidden();
  const [member] = await db
    .select({ idUser: userAccounts.idUser })
    .from(userAccounts)
    .innerJoin(users, eq(users.idUser, userAccounts.idUser))
    .where(and(eq(userAccounts.idClientAccount, idClientAccount), eq(userAccounts.idUser, named), eq(users.deleted, false)));
  if (!member) throw notFound();
  return { idClientAccount, idUser: member.idUser };
}

export function registerCustomerOrderRoutes(app: FastifyInstance, db: Db, mailFrom: string) {
  registerOrderReadRoutes(app, db);
  registerOrderCreateRoute(app, db, mailFrom);
  registerAddressBookRoutes(app, db);
  registerOrderChangeRoutes(app, db, mailFrom);
}

/** An order that can still be changed carries its account's delivery-date settings (the edit form's date rule). */
const withSettings = async (db: Db, order: CustomerOrder): Promise<CustomerOrder> =>
  canChangeOrder(order.statusCode) ? { ...order, deliverySettings: await accountDeliverySettings(db, order.idClientAccount) } : order;

/** After the commit, without waiting: the answer never depends on the mail middleware. */
const mailAfter = (db: Db, mailFrom: string, request: FastifyRequest, kind: OrderMailKind, order: OrderRow) => {
  const u = authOf(request).actingUser;
  void sendOrderMail(db, request.log, kind, order, u, mailFrom);
};

/** The methods an order may ship with, the order list, its buyers, one order and a parcel's tracking. */
function registerOrderReadRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer orders'];

  routes.get(routePath(ORDERING_PATHS.shippingMethods), {
    schema: { tags, querystring: z.object({ IdClientAccount: id }), response: { 200: z.object({ shippingMethods: z.array(shippingMethod) }) } },
    handler: async (request) => {
      const idClientAccount = request.query.IdClientAccount;
      // With an IdUser header naming a buyer, staff see the methods that buyer may order with.
      const named = request.headers[ON_BEHALF_HEADER];
      if (typeof named === 'string' && named.trim()) {
        if (!z.uuid().safeParse(named.trim()).success) throw invalidField(ON_BEHALF_HEADER, 'validation.invalid');
        const { scope } = await buyerScope(db, request, { idClientAccount, idUser: named.trim() }, 'View');
        return { shippingMethods: await visibleShippingMethods(db, scope) };
      }
      const auth = authorize(request, 'View', 'CoreGeneralCheckout', idClientAccount);
      const methods = await visibleShippingMethods(db, {
        idClientAccount,
        idUser: auth.actingUser.idUser,
        seesAllGroups: seesAllGroups(request, idClientAccount),
      });
      return { shippingMethods: methods };
    },
  });

  routes.get(routePath(ORDERING_PATHS.customerOrders), {
    schema: { tags, params: accountParams, querystring: customerOrderListQuery, response: { 200: customerOrderList } },
    handler: async (request) => {
      const owner = await ownerOf(db, request, request.params.idClientAccount, request.query.allBuyers === 'true' ? 'account' : 'own');
      await accountOfClient(db, request.params);
      return listOrders(db, owner, request.query);
    },
  });

  routes.get(routePath(ORDERING_PATHS.customerOrderBuyers), {
    schema: { tags, params: accountParams, response: { 200: z.object({ buyers: z.array(orderBuyer) }) } },
    handler: async (request) => {
      const { idClientAccount } = request.params;
      const auth = authorize(request, 'View', 'CoreOrders', idClientAccount);
      if (!canSeeAccountOrders(auth.accountPermissions, idClientAccount) && !canOrderForOthers(auth.accountPermissions, idClientAccount)) throw forbidden();
      await accountOfClient(db, request.params);
      const rows = await db
        .select({ idUser: users.idUser, firstName: users.firstName, lastName: users.lastName, email: users.email, grants: grantRowsOf(users.idUser) })
        .from(userAccounts)
        .innerJoin(users, eq(users.idUser, userAccounts.idUser))
        .where(and(eq(userAccounts.idClientAccount, idClientAccount), eq(users.deleted, false)))
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
        .limit(MAX_BUYERS);
      return {
        buyers: rows.map(({ grants, ...user }) => ({ ...user, mayOrder: mayOrderIn(toAccountPermissions(grants), idClientAccount) })),
      };
    },
  });

  routes.get(routePath(ORDERING_PATHS.customerOrder), {
    schema: { tags, params: accountParams.extend({ idCustomerOrder: id }), response: { 200: z.object({ customerOrder }) } },
    handler: async (request) => {
      const owner = await ownerOf(db, request, request.params.idClientAccount, 'accountIfAllowed');
      await accountOfClient(db, request.params);
      const order = await readOrder(db, { ...owner, idCustomerOrder: request.params.idCustomerOrder });
      if (!order) throw notFound();
      return { customerOrder: await withSettings(db, order) };
    },
  });

  routes.get(routePath(TRACKING_PATH), {
    schema: { tags: ['tracking'], params: z.object({ idTracking: z.string().max(50) }), response: { 200: trackingAnswer } },
    handler: async (request) => {
      const auth = authOf(request);
      const [found] = await db
        .select({
          shipment: customerOrderShipments,
          idClientAccount: customerOrders.idClientAccount,
          idUser: customerOrders.idUser,
          origin: warehouses.city,
          destination: customerOrderDeliveries.deliveryAddressCity,
        })
        .from(customerOrderShipments)
        .innerJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrderDelivery, customerOrderShipments.idCustomerOrderDelivery))
        .innerJoin(customerOrders, eq(customerOrders.idCustomerOrder, customerOrderDeliveries.idCustomerOrder))
        .innerJoin(warehouses, eq(warehouses.idWarehouse, customerOrderDeliveries.idWarehouse))
        .where(eq(customerOrderShipments.idTracking, request.params.idTracking));
      // Whoever may read the order may follow its parcels (its owner, or a holder of AdminUsers in its account); anyone else learns nothing.
      const may = (subject: 'CoreOrders' | 'AdminUsers') =>
        canAccess(auth.accountPermissions, { action: 'View', subject, idClientAccount: found?.idClientAccount });
      if (!found || !may('CoreOrders') || (found.idUser !== auth.actingUser.idUser && !may('AdminUsers'))) throw notFound();
      return {
        trackingEvents: trackingEventsAt(found.shipment.shippedDate, new Date(), { origin: found.origin, destination: found.destination }),
        urlCarrierTracking: found.shipment.trackingURL,
      };
    },
  });
}

/** Placing an order. */
function registerOrderCreateRoute(app: FastifyInstance, db: Db, mailFrom: string) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer orders'];

  routes.post(routePath(ORDERING_PATHS.customerOrderCreate), {
    bodyLimit: fileBodyLimit(),
    schema: { tags, body: customerOrderCreate, response: { 201: z.object({ customerOrder }) } },
    handler: async (request, reply) => {
      const placed = await placeOrder(db, request, request.body, { log: request.log, mailFrom });
      const order = await readOrder(db, placed);
      if (!order) throw notFound();
      return reply.code(201).send({ customerOrder: await withSettings(db, order) });
    },
  });
}

/**
 * The addresses a user may order to (the spec's user-level address book): GET with the search
 * text in the query, PUT with the spec's search body (currentPage, pageSize, sortOrders,
 * filterGroups: a `like` filter is the search text). The caller's own (the checkout's), or a
 * buyer's for staff who may order for them; `addAuthUserAddressBook=true` adds the caller's own.
 */
async function userAddressBook(
  db: Db,
  request: FastifyRequest,
  params: { idClient: string; idClientAccount: string; idUser: string },
  query: { idWarehouse?: string; orderType: AddressTypeFilter; addAuthUserAddressBook?: boolean },
  search: string | undefined,
) {
  const { idClientAccount, idUser } = params;
  const { scope } = await buyerScope(db, request, { idClientAccount, idUser, idWarehouse: query.idWarehouse }, 'View');
  await accountOfClient(db, params);
  const items = await eligibleAddresses(db, scope, query.orderType, search);
  const auth = authOf(request);
  // The caller's own addresses count only where the caller may order too.
  if (!query.addAuthUserAddressBook || scope.idUser === auth.actingUser.idUser || !mayOrderIn(auth.accountPermissions, idClientAccount)) return items;
  const own = await buyerScope(db, request, { idClientAccount, idWarehouse: query.idWarehouse }, 'View');
  const mine = await eligibleAddresses(db, own.scope, query.orderType, search);
  return [...items, ...mine.filter((a) => !items.some((b) => b.idAddressBookAddress === a.idAddressBookAddress))];
}
const addressBookQuery = z.object({
  idWarehouse: id.optional(),
  orderType: z.enum(ORDER_TYPES, { error: 'validation.invalid' }).default('DELIVERY'),
  addAuthUserAddressBook: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
});
const addressBookParams = accountParams.extend({ idUser: id });

/** The addresses a user may order to, searched by GET or PUT (userAddressBook). */
function registerAddressBookRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer orders'];

  routes.get(routePath(ORDERING_PATHS.userAddressBook), {
    schema: {
      tags,
      params: addressBookParams,
      querystring: addressBookQuery.extend({ search: z.string().trim().max(100).optional() }),
      response: { 200: z.object({ items: z.array(deliveryAddress) }) },
    },
    handler: async (request) => {
      const { search, addAuthUserAddressBook, ...query } = request.query;
      return { items: await userAddressBook(db, request, request.params, { ...query, addAuthUserAddressBook: addAuthUserAddressBook === 'true' }, search) };
    },
  });

  routes.put(routePath(ORDERING_PATHS.userAddressBook), {
    schema: {
      tags,
      params: addressBookParams,
      querystring: addressBookQuery,
      body: addressBookSearch,
      response: { 200: addressBookPage },
    },
    handler: async (request) => {
      const { currentPage = 1, pageSize = ADDRESS_BOOK_PAGE_SIZE, filterGroups = [] } = request.body;
      const { addAuthUserAddressBook, ...query } = request.query;
      const like = filterGroups.flatMap((g) => g.filters).find((f) => f.conditionType === 'like')?.value;
      const search = typeof like === 'string' ? like : undefined;
      const items = await userAddressBook(
        db,
        request,
        request.params,
        { ...query, addAuthUserAddressBook: addAuthUserAddressBook === 'true' },
        search?.replace(/^%|%$/g, ''),
      );
      const page = pageSize === -1 ? items : items.slice((currentPage - 1) * pageSize, currentPage * pageSize);
      return { items: page, searchCriteria: { totalCount: items.length, currentPage, pageSize } };
    },
  });
}

/** Changing and cancelling an order. */
function registerOrderChangeRoutes(app: FastifyInstance, db: Db, mailFrom: string) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customer orders'];

  routes.put(routePath(ORDERING_PATHS.customerOrderUpdate), {
    schema: { tags, params: orderParams, body: customerOrderUpdate, response: { 200: z.object({ customerOrder }) } },
    handler: async (request) => {
      const order = changeableOrderFor(request, await findOrder(db, request.params.idCustomerOrder));
      const body = request.body;
      if (body.idCustomerOrder !== order.idCustomerOrder) throw invalidField('idCustomerOrder', 'validation.invalid');
      if (body.idClientAccount && body.idClientAccount !== order.idClientAccount) throw invalidField('idClientAccount', 'validation.invalid');
      if (body.idUser && body.idUser !== order.idUser) throw invalidField('idUser', 'validation.invalid');
      // New lines, method and address are checked as the order's own user would see them.
      const scope = await orderUserScope(db, order);
      await updateOrder(db, order, body, new Date(), authOf(request).actingUser.idUser, { scope });
      // The update e-mail goes to the order's user, whoever changed it.
      void sendOrderMail(db, request.log, 'update', order, scope.user, mailFrom);
      const updated = await readOrder(db, order);
      if (!updated) throw notFound();
      return { customerOrder: await withSettings(db, updated) };
    },
  });

  routes.post(routePath(ORDERING_PATHS.customerOrderCancel), {
    schema: { tags, params: orderParams, body: customerOrderCancel, response: { 200: z.object({ customerOrder }) } },
    handler: async (request) => {
      // The spec: cancelling first loads the order, then cancels it and sends the cancellation e-mail.
      const order = ownOrderFor(request, await findOrder(db, request.params.idCustomerOrder));
      await cancelOrder(db, order.idCustomerOrder, request.body?.orderReason, authOf(request).actingUser.idUser);
      mailAfter(db, mailFrom, request, 'cancellation', order);
      const cancelled = await readOrder(db, order);
      if (!cancelled) throw notFound();
      return { customerOrder: cancelled };
    },
  });
}
