/**
 * The server's side of the grant rule (shared/permissions/grants.ts): every way a permission
 * reaches or leaves a user goes through `assertMayGrant`, which answers 403 in the one error shape.
 */
import type { FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { Action, Permission, Subject } from '../../shared/permissions';
import { ungrantable } from '../../shared/permissions/grants';
import type { Tx } from '../db';
import { rolePermissions } from '../db/schema';
import { forbidden } from '../lib/errors';
import { authOf } from './context';

/** Throws 403 unless the acting user holds every one of these permissions in that account. */
export function assertMayGrant(request: FastifyRequest, idClientAccount: string, permissions: readonly Permission[]) {
  if (ungrantable(authOf(request).accountPermissions, idClientAccount, permissions).length) throw forbidden();
}

/**
 * Giving or taking roles: the permissions each role carries where the assignment makes them
 * count. A role given for an account counts on that account only; an admin role (no account) on
 * every account its permissions name.
 */
export async function assertMayAssignRoles(tx: Tx, request: FastifyRequest, idRoles: readonly string[], idClientAccount: string | null) {
  if (!idRoles.length) return;
  const rows = await tx
    .select({ idClientAccount: rolePermissions.idClientAccount, action: rolePermissions.action, subject: rolePermissions.subject })
    .from(rolePermissions)
    .where(and(inArray(rolePermissions.idRole, [...idRoles]), idClientAccount ? eq(rolePermissions.idClientAccount, idClientAccount) : undefined));
  const byAccount = new Map<string, Permission[]>();
  for (const row of rows) {
    byAccount.set(row.idClientAccount, [...(byAccount.get(row.idClientAccount) ?? []), { action: row.action as Action, subject: row.subject as Subject }]);
  }
  for (const [account, permissions] of byAccount) assertMayGrant(request, account, permissions);
}
