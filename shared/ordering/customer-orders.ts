/**
 * A customer order's calls as the ordering side makes them (README "Customer orders"): the shipping
 * methods an order may use, the account's orders and one order, the account's buyers, an order
 * placed whole, the addresses a user may order to, an order's update and cancellation, and its
 * timeline.
 * Reads need CoreOrders View in the path's account (shared/rules/account-orders.ts says who sees
 * every buyer's); the calls that name no account (the order's own id, or the account in the query
 * or the body) need the permission in some account here, and the server checks it on the
 * account the order, the query or the body names, answering 404 for an order out of reach. The
 * cancellation and the timeline name only the order: open to signed-in users, the server checks
 * the order's own rule (a caller who may not read the order learns nothing of it: 404).
 */
import { z } from 'zod';
import { actionsOf } from '../registry/route-kinds';
import { ORDERING_PATHS } from './paths';
import {
  addressBookPage,
  addressBookSearch,
  customerOrder,
  customerOrderCancel,
  customerOrderCreate,
  customerOrderList,
  customerOrderListQuery,
  customerOrderTimeline,
  customerOrderUpdate,
  deliveryAddress,
  ORDER_TYPES,
  orderBuyer,
  shippingMethod,
} from './schemas';

const id = z.uuid('validation.invalid');
const answer = z.object({ customerOrder });
const inAccount = { placeholder: 'idClientAccount' } as const;
const calls = actionsOf('customer orders', { subject: 'CoreOrders', account: inAccount });

/** Those who may check out, or order for the account's buyers (CoreOrders). */
const orderers = ['CoreGeneralCheckout', 'CoreOrders'] as const;

/** The address book's query: the warehouse and order type it is for, and the caller's own book added (`addAuthUserAddressBook`). */
export const addressBookQuery = z.object({
  idWarehouse: id.optional(),
  orderType: z.enum(ORDER_TYPES, { error: 'validation.invalid' }).default('DELIVERY'),
  addAuthUserAddressBook: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
});

export const customerOrderCalls = {
  /** The enabled methods the user's groups see in the account `IdClientAccount` names (a buyer's, with an IdUser header). */
  shippingMethods: calls.list('shippingMethods', shippingMethod, {
    name: 'listOrderShippingMethods',
    access: { subject: orderers, account: 'any' },
    path: '/customerorders/shippingmethods',
    query: z.object({ IdClientAccount: id }),
    summary: 'The shipping methods an order may use in an account (a buyer’s, with an IdUser header)',
  }),
  /** The caller's orders; every buyer's (`allBuyers=true`) or one buyer's (IdUser header) for who may see the account's. */
  list: calls.read({
    name: 'listCustomerOrders',
    path: ORDERING_PATHS.customerOrders,
    query: customerOrderListQuery,
    answer: customerOrderList,
    summary: 'The caller’s orders in the account (every buyer’s, or one buyer’s, for who may see the account’s orders)',
  }),
  /** Not in the spec: the account's users, for the buyer filter and for ordering on someone's behalf. */
  buyers: calls.list('buyers', orderBuyer, {
    name: 'listOrderBuyers',
    path: '/clients/{idClient}/accounts/{idClientAccount}/customerorders/buyers',
    summary: 'The account’s users whose orders may be followed or placed (and whether each may order)',
  }),
  read: calls.read({ name: 'readCustomerOrder', path: ORDERING_PATHS.customerOrder, answer, summary: 'One order of the account' }),
  /** An order placed whole, for the caller or (staff) for the buyer `idUser` names; 201 with the order. */
  create: calls.action({
    name: 'createCustomerOrder',
    method: 'POST',
    action: 'Create',
    access: { subject: orderers, account: 'any' },
    path: '/customerorders',
    body: customerOrderCreate,
    files: true,
    answer,
    status: 201,
    summary: 'Place an order (for the caller, or for a buyer of the account)',
  }),
  /** The addresses a user may order to, searched by the text in the query. */
  addressBook: calls.read({
    name: 'readUserAddressBook',
    access: { subject: orderers, account: inAccount },
    path: ORDERING_PATHS.userAddressBook,
    query: addressBookQuery.extend({ search: z.string().trim().max(100).optional() }),
    answer: z.object({ items: z.array(deliveryAddress) }),
    summary: 'The addresses a user may order to',
  }),
  /** The same, by the spec's search body (currentPage, pageSize, sortOrders, a `like` filter for the text). */
  searchAddressBook: calls.action({
    name: 'searchUserAddressBook',
    method: 'PUT',
    action: 'View',
    access: { subject: orderers, account: inAccount },
    path: ORDERING_PATHS.userAddressBook,
    query: addressBookQuery,
    body: addressBookSearch,
    answer: addressBookPage,
    status: 200,
    summary: 'Search the addresses a user may order to',
  }),
  /** Changes an order that can still change (the caller's, or for staff a buyer's of the account). */
  update: calls.action({
    name: 'updateCustomerOrder',
    method: 'PUT',
    action: 'Edit',
    access: { subject: 'CoreOrders', account: 'any' },
    path: ORDERING_PATHS.customerOrderUpdate,
    body: customerOrderUpdate,
    answer,
    status: 200,
    summary: 'Change an order (fields, shipping method, address, lines)',
  }),
  /** Cancels the caller's own order while it can still change (CoreOrders Edit in its account), with a reason if given. */
  cancel: calls.action({
    name: 'cancelCustomerOrder',
    method: 'POST',
    action: 'Edit',
    access: 'signedIn',
    path: '/customerorders/{idCustomerOrder}/cancel',
    body: customerOrderCancel,
    answer,
    status: 200,
    summary: 'Cancel an order of the caller’s that can still change, with a reason if given',
  }),
  /** Not in the spec: the order's story in time order (status changes, parcels, issues, documents), for whoever may read the order. */
  timeline: calls.read({
    name: 'readCustomerOrderTimeline',
    access: 'signedIn',
    path: '/customerorders/{idCustomerOrder}/timeline',
    answer: customerOrderTimeline,
    summary: 'An order’s story in time order: status changes, parcels, issues and documents',
  }),
};
