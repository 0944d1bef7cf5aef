/**
 * Who orders where: every ordering call names an account and a warehouse; the acting user needs
 * the call's permission in that account and the warehouse must be one the account works with.
 * Unknown or foreign warehouses answer 404 so other accounts' warehouses are not revealed.
 */
import type { FastifyRequest } from 'fastify';
import { canAccess, type Action, type Subject } from '../../shared/permissions';
import { authorize } from '../auth/context';
import type { Tx } from '../db';
import { notFound } from '../lib/errors';
import type { CatalogScope } from '../administration/catalog-scope';
import { accountWarehouse } from '../administration/warehouses';

export interface OrderingScope extends CatalogScope {
  idWarehouse: string;
  warehouseType: 'WAREHOUSE' | 'BOX';
  user: { idUser: string; email: string; firstName: string; lastName: string; cultureLanguageCode: string; phone: string | null; mobile: string | null };
}

/** The person a scope orders as, from their user row (or the acting user). */
export const scopeUser = (u: OrderingScope['user']): OrderingScope['user'] => ({
  idUser: u.idUser,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  cultureLanguageCode: u.cultureLanguageCode,
  phone: u.phone,
  mobile: u.mobile,
});

/** Administrators of the account's shipping methods see every method; others only their groups'. */
export const seesAllGroups = (request: FastifyRequest, idClientAccount: string) =>
  canAccess(request.auth?.accountPermissions ?? [], { action: 'Edit', subject: 'AdminShippingMethods', idClientAccount });

export async function orderingScope(
  db: Tx,
  request: FastifyRequest,
  params: { idClientAccount: string; idWarehouse: string },
  action: Action,
  subject: Subject,
): Promise<OrderingScope> {
  const auth = authorize(request, action, subject, params.idClientAccount);
  const warehouse = await accountWarehouse(db, params.idClientAccount, params.idWarehouse);
  if (!warehouse) throw notFound();
  const u = auth.actingUser;
  return {
    idClientAccount: params.idClientAccount,
    idWarehouse: params.idWarehouse,
    warehouseType: warehouse.warehouseType === 'BOX' ? 'BOX' : 'WAREHOUSE',
    idUser: u.idUser,
    seesAllGroups: seesAllGroups(request, params.idClientAccount),
    user: scopeUser(u),
  };
}
