/**
 * What a customer order's calls do (shared/ordering/customer-orders.ts declares them: paths,
 * access, queries, bodies, answers), and the parcel tracking the server plays.
 *
 * - List and detail: CoreOrders View in the path's account; the acting user's own orders, or for
 *   whoever may see the account's orders (shared/rules/account-orders.ts) every buyer's
 *   (`allBuyers=true`, an order by its id) or those of the user an `IdUser` header names (the
 *   spec's search on behalf of another user). The account's buyers: the account's users.
 * - Shipping methods: CoreGeneralCheckout View in the account the query names, or a buyer's
 *   (IdUser header) for staff who may order for them.
 * - Create (POST /customerorders) and update (PUT /customerorders/{id}): checked on the account
 *   the body or the order names (order-placement.ts); they commit on their own and then write the
 *   confirmation or update e-mail, never awaited by the answer, so they run outside the
 *   registry's transaction.
 * - Cancel (POST /customerorders/{id}/cancel): CoreOrders Edit in the order's account, on the
 *   acting user's own orders only (order-access.ts: 404 for an order the caller may not read or
 *   that is not theirs); it commits on its own and then mails, outside the registry's transaction.
 * - Tracking (GET /v1/order/{idTracking}/tracking, shared/ordering/tracking.ts): the stand-in of
 *   the tracking service, an outside service with its own contract, for whoever may read the
 *   parcel's order; everyone else, signed in with any permission or none, learns nothing (404).
 *   Both are open to signed-in users, so that no permission check answers 403 before this rule.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { canAccess } from '../../shared/permissions';
import { canOrderForOthers, canSeeAccountOrders, mayOrderIn } from '../../shared/rules/account-orders';
import { grantRowsOf, toAccountPermissions } from '../auth/permissions';
import { customerOrderListQuery, ADDRESS_BOOK_PAGE_SIZE, type CustomerOrder } from '../../shared/ordering/schemas';
import { addressBookQuery, customerOrderCalls as calls } from '../../shared/ordering/customer-orders';
import { authOf, authorize } from '../auth/context';
import type { Db, Tx } from '../db';
import { customerOrderDeliveries, customerOrders, customerOrderShipments, userAccounts, users, warehouses } from '../db/schema';
import { parcelTracking } from '../../shared/ordering/tracking';
import { trackingEventsAt } from './tracking';
import { forbidden, notFound } from '../lib/errors';
import { visibleShippingMethods } from '../administration/catalog-visibility';
import { registerKind, type ActionBinding, type KindBinding } from '../registry/route-kinds';
import { listOrders, readOrder, type OrderOwner } from './orders';
import { cancelOrder, findOrder, updateOrder } from './order-changes';
import { ownOrderFor } from './order-access';
import { sendOrderMail } from './confirmation-mail';
import { invalidField } from './messages';
import { seesAllGroups } from './scope';
import { buyerScope, changeableOrderFor, orderUserScope, placeOrder } from './order-placement';
import { accountDeliverySettings, eligibleAddresses } from './checkouts';
import { canChangeOrder } from '../../shared/rules/orders';
import type { AddressTypeFilter } from '../../shared/rules/search';
import { pickColumns } from '../db/columns';
import { accountMember } from '../administration/users';
import { isClientAccount } from '../registry/ownership';

/** The buyers list's bound: an account's users are dozens, not thousands. */
const MAX_BUYERS = 2000;

/** The spec's header for a search on behalf of another user (header names are case-insensitive). */
export const ON_BEHALF_HEADER = 'iduser';

/** The path's account must be of the path's client; any other pair is "not found". */
export async function accountOfClient(db: Tx, params: { idClient: string; idClientAccount: string }) {
  if (!(await isClientAccount(db, params))) throw notFound();
}

/**
 * Whose orders a read returns (shared/rules/account-orders.ts says who may see an account's
 * orders). With an `IdUser` header naming someone else, that user's; with `allBuyers` (a list) or
 * for an order read by a holder of the account's orders, every buyer's of the account; else the
 * caller's own. The named user must work in the account; anyone else is "not found", so the
 * header cannot probe other clients. A caller who may not see the account's orders and asks for
 * them (header or allBuyers) is refused (403).
 */
async function ownerOf(db: Tx, request: FastifyRequest, idClientAccount: string, wants: 'own' | 'account' | 'accountIfAllowed' = 'own'): Promise<OrderOwner> {
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
  const member = await accountMember(db, idClientAccount, named);
  if (!member) throw notFound();
  return { idClientAccount, idUser: member.idUser };
}

/** An order that can still be changed carries its account's delivery-date settings (the edit form's date rule). */
const withSettings = async (db: Tx, order: CustomerOrder): Promise<CustomerOrder> =>
  canChangeOrder(order.statusCode) ? { ...order, deliverySettings: await accountDeliverySettings(db, order.idClientAccount) } : order;

type AccountParams = { idClient: string; idClientAccount: string };

const shippingMethodsBinding: ActionBinding<typeof calls.shippingMethods> = {
  kind: calls.shippingMethods,
  run: async (tx, { request, query }) => {
    const { IdClientAccount: idClientAccount } = query as { IdClientAccount: string };
    // With an IdUser header naming a buyer, staff see the methods that buyer may order with.
    const named = request.headers[ON_BEHALF_HEADER];
    if (typeof named === 'string' && named.trim()) {
      if (!z.uuid().safeParse(named.trim()).success) throw invalidField(ON_BEHALF_HEADER, 'validation.invalid');
      const { scope } = await buyerScope(tx, request, { idClientAccount, idUser: named.trim() }, 'View');
      return { shippingMethods: await visibleShippingMethods(tx, scope) };
    }
    const auth = authorize(request, 'View', 'CoreGeneralCheckout', idClientAccount);
    const methods = await visibleShippingMethods(tx, {
      idClientAccount,
      idUser: auth.actingUser.idUser,
      seesAllGroups: seesAllGroups(request, idClientAccount),
    });
    return { shippingMethods: methods };
  },
};

const listBinding: ActionBinding<typeof calls.list> = {
  kind: calls.list,
  run: async (tx, { request, params, query }) => {
    const q = query as z.output<typeof customerOrderListQuery>;
    const owner = await ownerOf(tx, request, params.idClientAccount, q.allBuyers === 'true' ? 'account' : 'own');
    await accountOfClient(tx, params as AccountParams);
    return listOrders(tx, owner, q);
  },
};

const buyersBinding: ActionBinding<typeof calls.buyers> = {
  kind: calls.buyers,
  run: async (tx, { request, params }) => {
    const { idClientAccount } = params;
    const auth = authOf(request);
    if (!canSeeAccountOrders(auth.accountPermissions, idClientAccount) && !canOrderForOthers(auth.accountPermissions, idClientAccount)) throw forbidden();
    await accountOfClient(tx, params as AccountParams);
    const rows = await tx
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
};

const readBinding: ActionBinding<typeof calls.read> = {
  kind: calls.read,
  run: async (tx, { request, params }) => {
    const owner = await ownerOf(tx, request, params.idClientAccount, 'accountIfAllowed');
    await accountOfClient(tx, params as AccountParams);
    const order = await readOrder(tx, { ...owner, idCustomerOrder: params.idCustomerOrder });
    if (!order) throw notFound();
    return { customerOrder: await withSettings(tx, order) };
  },
};

/** Placing an order: checked and placed as the buyer would at checkout (order-placement.ts). */
const createBinding = (db: Db, mailFrom: string): ActionBinding<typeof calls.create> => ({
  kind: calls.create,
  outsideTransaction: true,
  run: async (_db, { request, body }) => {
    const placed = await placeOrder(db, request, body, { log: request.log, mailFrom });
    const order = await readOrder(db, placed);
    if (!order) throw notFound();
    return { customerOrder: await withSettings(db, order) };
  },
});

/**
 * The addresses a user may order to (the spec's user-level address book). The caller's own (the
 * checkout's), or a buyer's for staff who may order for them; `addAuthUserAddressBook=true` adds
 * the caller's own.
 */
async function userAddressBook(
  tx: Tx,
  request: FastifyRequest,
  params: Record<string, string>,
  query: { idWarehouse?: string; orderType: AddressTypeFilter; addAuthUserAddressBook?: 'true' | 'false' },
  search: string | undefined,
) {
  const { idClient, idClientAccount, idUser } = params;
  const { scope } = await buyerScope(tx, request, { idClientAccount, idUser, idWarehouse: query.idWarehouse }, 'View');
  await accountOfClient(tx, { idClient, idClientAccount });
  const items = await eligibleAddresses(tx, scope, query.orderType, search);
  const auth = authOf(request);
  // The caller's own addresses count only where the caller may order too.
  if (query.addAuthUserAddressBook !== 'true' || scope.idUser === auth.actingUser.idUser || !mayOrderIn(auth.accountPermissions, idClientAccount)) return items;
  const own = await buyerScope(tx, request, { idClientAccount, idWarehouse: query.idWarehouse }, 'View');
  const mine = await eligibleAddresses(tx, own.scope, query.orderType, search);
  return [...items, ...mine.filter((a) => !items.some((b) => b.idAddressBookAddress === a.idAddressBookAddress))];
}

const addressBookBinding: ActionBinding<typeof calls.addressBook> = {
  kind: calls.addressBook,
  run: async (tx, { request, params, query }) => {
    const { search, ...rest } = query as z.output<typeof addressBookQuery> & { search?: string };
    return { items: await userAddressBook(tx, request, params, rest as z.output<typeof addressBookQuery>, search) };
  },
};

const searchAddressBookBinding: ActionBinding<typeof calls.searchAddressBook> = {
  kind: calls.searchAddressBook,
  run: async (tx, { request, params, query, body }) => {
    const { currentPage = 1, pageSize = ADDRESS_BOOK_PAGE_SIZE, filterGroups = [] } = body;
    const like = filterGroups.flatMap((g) => g.filters).find((f) => f.conditionType === 'like')?.value;
    const search = typeof like === 'string' ? like.replace(/^%|%$/g, '') : undefined;
    const items = await userAddressBook(tx, request, params, query as z.output<typeof addressBookQuery>, search);
    const page = pageSize === -1 ? items : items.slice((currentPage - 1) * pageSize, currentPage * pageSize);
    return { items: page, searchCriteria: { totalCount: items.length, currentPage, pageSize } };
  },
};

/** Changing an order: the caller's own, or for staff who may, a buyer's (changeableOrderFor); the update e-mail goes to the order's user. */
const updateBinding = (db: Db, mailFrom: string): ActionBinding<typeof calls.update> => ({
  kind: calls.update,
  outsideTransaction: true,
  run: async (_db, { request, params, body }) => {
    const order = changeableOrderFor(request, await findOrder(db, params.idCustomerOrder));
    if (body.idCustomerOrder !== order.idCustomerOrder) throw invalidField('idCustomerOrder', 'validation.invalid');
    if (body.idClientAccount && body.idClientAccount !== order.idClientAccount) throw invalidField('idClientAccount', 'validation.invalid');
    if (body.idUser && body.idUser !== order.idUser) throw invalidField('idUser', 'validation.invalid');
    // New lines, method and address are checked as the order's own user would see them.
    const scope = await orderUserScope(db, order);
    await updateOrder(db, order, body, new Date(), authOf(request).actingUser.idUser, { scope });
    void sendOrderMail(db, request.log, 'update', order, scope.user, mailFrom);
    const updated = await readOrder(db, order);
    if (!updated) throw notFound();
    return { customerOrder: await withSettings(db, updated) };
  },
});

/** A parcel's tracking, played by the server (the tracking service's call). */
const trackingBinding: ActionBinding<typeof parcelTracking> = {
  kind: parcelTracking,
  run: async (tx, { request, params }) => {
    const auth = authOf(request);
    const [found] = await tx
      .select({
        shipment: customerOrderShipments,
        ...pickColumns(customerOrders, 'idClientAccount', 'idUser'),
        origin: warehouses.city,
        destination: customerOrderDeliveries.deliveryAddressCity,
      })
      .from(customerOrderShipments)
      .innerJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrderDelivery, customerOrderShipments.idCustomerOrderDelivery))
      .innerJoin(customerOrders, eq(customerOrders.idCustomerOrder, customerOrderDeliveries.idCustomerOrder))
      .innerJoin(warehouses, eq(warehouses.idWarehouse, customerOrderDeliveries.idWarehouse))
      .where(eq(customerOrderShipments.idTracking, params.idTracking));
    // Whoever may read the order may follow its parcels (its owner, or a holder of AdminUsers in its account); anyone else learns nothing.
    const may = (subject: 'CoreOrders' | 'AdminUsers') =>
      canAccess(auth.accountPermissions, { action: 'View', subject, idClientAccount: found?.idClientAccount });
    if (!found || !may('CoreOrders') || (found.idUser !== auth.actingUser.idUser && !may('AdminUsers'))) throw notFound();
    return {
      trackingEvents: trackingEventsAt(found.shipment.shippedDate, new Date(), { origin: found.origin, destination: found.destination }),
      urlCarrierTracking: found.shipment.trackingURL,
    };
  },
};

/** Cancelling the caller's own order: it commits on its own, then sends the cancellation e-mail. */
const cancelBinding = (db: Db, mailFrom: string): ActionBinding<typeof calls.cancel> => ({
  kind: calls.cancel,
  outsideTransaction: true,
  run: async (_db, { request, params, body }) => {
    // The spec: cancelling first loads the order, then cancels it and sends the cancellation e-mail.
    const order = ownOrderFor(request, await findOrder(db, params.idCustomerOrder));
    await cancelOrder(db, order.idCustomerOrder, body.orderReason, authOf(request).actingUser.idUser);
    // After the commit, without waiting: the answer never depends on the mail middleware.
    void sendOrderMail(db, request.log, 'cancellation', order, authOf(request).actingUser, mailFrom);
    const cancelled = await readOrder(db, order);
    if (!cancelled) throw notFound();
    return { customerOrder: cancelled };
  },
});

export const customerOrderBindings = (db: Db, mailFrom: string): KindBinding[] => [
  shippingMethodsBinding,
  listBinding,
  buyersBinding,
  readBinding,
  createBinding(db, mailFrom),
  addressBookBinding,
  searchAddressBookBinding,
  updateBinding(db, mailFrom),
  cancelBinding(db, mailFrom),
  trackingBinding,
];

export function registerCustomerOrderRoutes(app: FastifyInstance, db: Db, mailFrom: string) {
  for (const binding of customerOrderBindings(db, mailFrom)) registerKind(app, db, binding);
}
