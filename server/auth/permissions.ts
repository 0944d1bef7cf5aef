/** Reads a user's permissions per account, in the session user's `accountPermissions` shape. */
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { AccountPermissions, Action, Subject } from '../../shared/permissions';
import type { Tx } from '../db';
import { rolePermissions, userRoles } from '../db/schema';
import { pickColumns } from '../db/columns';

/** One role permission as it reaches a user: the account the role was given for, and the permission's. */
export interface GrantRow {
  assignedAccount: string | null;
  permissionAccount: string;
  action: string;
  subject: string;
}

/**
 * The user's grant rows as one JSON array, for a statement that loads more than the permissions
 * (authentication reads the session, the user and these in one round trip).
 */
export const grantRowsOf = (idUser: SQLWrapper) => sql<GrantRow[]>`coalesce((
  select json_agg(json_build_object('assignedAccount', ur.id_client_account, 'permissionAccount', rp.id_client_account,
                                    'action', rp.action, 'subject', rp.subject))
  from user_roles ur inner join role_permissions rp on rp.id_role = ur.id_role
  where ur.id_user = ${idUser}), '[]'::json)`;

export function toAccountPermissions(rows: readonly GrantRow[]): AccountPermissions[] {
  const byAccount = new Map<string, AccountPermissions>();
  for (const row of rows) {
    // An account role grants only its permissions on the account it was given for;
    // an application-wide (admin) role grants its permissions on the accounts they name.
    if (row.assignedAccount && row.assignedAccount !== row.permissionAccount) continue;
    const entry = byAccount.get(row.permissionAccount) ?? { idClientAccount: row.permissionAccount, permissions: [] };
    if (!entry.permissions.some((p) => p.action === row.action && p.subject === row.subject)) {
      entry.permissions.push({ action: row.action as Action, subject: row.subject as Subject });
    }
    byAccount.set(row.permissionAccount, entry);
  }
  return [...byAccount.values()];
}

export async function loadAccountPermissions(db: Tx, idUser: string): Promise<AccountPermissions[]> {
  const rows = await db
    .select({
      assignedAccount: userRoles.idClientAccount,
      permissionAccount: rolePermissions.idClientAccount,
      ...pickColumns(rolePermissions, 'action', 'subject'),
    })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.idRole, userRoles.idRole))
    .where(eq(userRoles.idUser, idUser));
  return toAccountPermissions(rows);
}
