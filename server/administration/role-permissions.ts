/**
 * Storage of a role's permissions on one account (or on every account through the all-accounts
 * marker), a link set. Client roles take permissions on their client's accounts (an account role
 * on its account only); admin roles on any account, and only all-accounts holders reach them.
 * Every change obeys the grant rule: the caller holds each added or removed permission there.
 */
import { and, asc, eq, or } from 'drizzle-orm';
import { ALL_ACCOUNTS } from '../../shared/permissions';
import { rolePermissionLinks } from '../../shared/administration/roles';
import { assertMayGrant } from '../auth/grants';
import type { Tx } from '../db';
import { clientAccounts, rolePermissions, roles } from '../db/schema';
import type { LinkSetBinding } from '../registry/route-kinds';

const of = (idRole: string, idClientAccount: string) => and(eq(rolePermissions.idRole, idRole), eq(rolePermissions.idClientAccount, idClientAccount));

/** The stored permissions, by subject then action. */
const stored = async (tx: Tx, { idRole, idClientAccount }: Record<string, string>) =>
  (
    await tx
      .select({ action: rolePermissions.action, subject: rolePermissions.subject })
      .from(rolePermissions)
      .where(of(idRole, idClientAccount))
      .orderBy(asc(rolePermissions.subject), asc(rolePermissions.action))
  ).map((row) => rolePermissionLinks.link.parse(row));

export const rolePermissionsBinding: LinkSetBinding<typeof rolePermissionLinks> = {
  kind: rolePermissionLinks,
  reach: async (tx, { params: { idClientAccount, idRole }, all }) => {
    const [role] = await tx.select().from(roles).where(eq(roles.idRole, idRole));
    const [account] =
      idClientAccount === ALL_ACCOUNTS ? [null] : await tx.select().from(clientAccounts).where(eq(clientAccounts.idClientAccount, idClientAccount));
    if (!role || account === undefined) return false;
    if (role.isAdminRole) return all;
    return account !== null && role.idClient === account.idClient && (role.idClientAccount ?? idClientAccount) === idClientAccount;
  },
  current: (tx, { params }) => stored(tx, params),
  check: (_tx, { request, params }, diff) => assertMayGrant(request, params.idClientAccount, [...diff.added, ...diff.removed]),
  save: async (tx, { params: { idClientAccount, idRole } }, diff) => {
    if (diff.removed.length) {
      const removed = diff.removed.map((p) => and(eq(rolePermissions.action, p.action), eq(rolePermissions.subject, p.subject)));
      await tx.delete(rolePermissions).where(and(of(idRole, idClientAccount), or(...removed)));
    }
    if (diff.added.length) await tx.insert(rolePermissions).values(diff.added.map((p) => ({ ...p, idRole, idClientAccount })));
  },
  answer: async (tx, { params }) => ({ rolePermissions: await stored(tx, params) }),
};
