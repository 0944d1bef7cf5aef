/** Reads a user's permissions per account, in the session user's `accountPermissions` shape. */
import { eq } from 'drizzle-orm';
import type { AccountPermissions, Action, Subject } from '../../shared/permissions';
import type { Tx } from '../db';
import { rolePermissions, userRoles } from '../db/schema';

export async function loadAccountPermissions(db: Tx, idUser: string): Promise<AccountPermissions[]> {
  const rows = await db
    .select({
      assignedAccount: userRoles.idClientAccount,
      permissionAccount: rolePermissions.idClientAccount,
      action: rolePermissions.action,
      subject: rolePermissions.subject,
    })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.idRole, userRoles.idRole))
    .where(eq(userRoles.idUser, idUser));

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
