/**
 * Who may reach an order found by its id alone (the /customerorders/{id}/... calls): its owner
 * with CoreOrders in its account, and for reading also a holder of AdminUsers View there (the
 * people who follow the account's users' orders). Anyone else gets "not found", so ids of other
 * clients' orders reveal nothing.
 */
import type { FastifyRequest } from 'fastify';
import { canAccess, type Action } from '../../shared/permissions';
import { authOf, authorize } from '../auth/context';
import { notFound } from '../lib/errors';
import type { Db } from '../db';
import { findOrder, type OrderRow } from './order-changes';

/** An order the caller may read: owner with CoreOrders View, or AdminUsers View in its account. */
export function readableOrder(request: FastifyRequest, order: OrderRow | null): OrderRow {
  const auth = authOf(request);
  if (!order) throw notFound();
  const may = (subject: 'CoreOrders' | 'AdminUsers') => canAccess(auth.accountPermissions, { action: 'View', subject, idClientAccount: order.idClientAccount });
  if (!may('CoreOrders') || (order.idUser !== auth.actingUser.idUser && !may('AdminUsers'))) throw notFound();
  return order;
}

/**
 * An order the caller may change: their own, with `action` (Edit unless told) on CoreOrders in its
 * account. Without View there at all it is "not found"; with View but not the action, 403.
 */
export function ownOrderFor(request: FastifyRequest, order: OrderRow | null, action: Action = 'Edit'): OrderRow {
  const auth = authOf(request);
  if (!order) throw notFound();
  if (!canAccess(auth.accountPermissions, { action: 'View', subject: 'CoreOrders', idClientAccount: order.idClientAccount })) throw notFound();
  authorize(request, action, 'CoreOrders', order.idClientAccount);
  if (order.idUser !== auth.actingUser.idUser) throw notFound();
  return order;
}

/** The order a /customerorders/{idCustomerOrder}/... call names: readable for View, the caller's own for any other action. */
export async function orderFor(db: Db, request: FastifyRequest, idCustomerOrder: string, action: Action): Promise<OrderRow> {
  const order = await findOrder(db, idCustomerOrder);
  return action === 'View' ? readableOrder(request, order) : ownOrderFor(request, order, action);
}
