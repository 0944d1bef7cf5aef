/**
 * Storage of a user's links (spec part 3, section 7), as nested collections: associations with
 * accounts, roles in an account, and admin roles. Access is checked by the generic kind code;
 * each link adds its own fit rules, and every role given or taken obeys the grant rule (nobody
 * gives or takes permissions they do not hold there). The user's save plan reuses them.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { accountUserRoles, accountUsers, adminUserRoles, USER_NOT_IN_ACCOUNT } from '../../shared/administration/users';
import { assertMayAssignRoles } from '../auth/grants';
import type { Tx } from '../db';
import { roles, userAccounts, userRoles, users } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest, forbidden, notFound } from '../lib/errors';
import type { KindContext, NestedCollectionBinding } from '../registry/route-kinds';
import { isClientAccount } from '../registry/ownership';

const invalid = (field: string, key: string) => badRequest(VALIDATION_FAILED, { [field]: key }, 'VALIDATION');
const refusal = ({ all }: KindContext) => (all ? notFound() : forbidden());

/** The account of the path must be the client's; otherwise it answers like a missing one. */
async function accountOfClient(tx: Tx, context: KindContext) {
  const { idClient, idClientAccount } = context.params;
  if (!(await isClientAccount(tx, { idClient, idClientAccount }))) throw refusal(context);
}

const withRoleName = async (tx: Tx, values: typeof userRoles.$inferInsert) => {
  const [row] = await tx.insert(userRoles).values(values).returning();
  const [{ role }] = await tx.select({ role: roles.role }).from(roles).where(eq(roles.idRole, row.idRole));
  return { ...row, role };
};

/** The roles a user holds in an account (the grant rule applies to each one taken away). */
const rolesIn = async (tx: Tx, idUser: string, idClientAccount: string) =>
  (
    await tx
      .select({ idRole: userRoles.idRole })
      .from(userRoles)
      .where(and(eq(userRoles.idUser, idUser), eq(userRoles.idClientAccount, idClientAccount)))
  ).map((r) => r.idRole);

export const accountUsersBinding: NestedCollectionBinding<typeof accountUsers> = {
  kind: accountUsers,
  async create(tx, context) {
    const { idClient, idClientAccount } = context.params;
    await accountOfClient(tx, context);
    // Only the client's own users; another client's user and a missing one look the same.
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.idUser, context.body.idUser), eq(users.idClient, idClient)));
    if (!user) throw invalid('idUser', GENERIC_MESSAGES.unknownReference);
    const [row] = await tx.insert(userAccounts).values({ idUser: user.idUser, idClientAccount }).returning();
    return row;
  },
  // The user's roles and group memberships in the account go with the association.
  async remove(tx, context) {
    const { idClientAccount, idUser } = context.params;
    await accountOfClient(tx, context);
    await assertMayAssignRoles(tx, context.request, await rolesIn(tx, idUser, idClientAccount), idClientAccount);
    const removed = await tx
      .delete(userAccounts)
      .where(and(eq(userAccounts.idUser, idUser), eq(userAccounts.idClientAccount, idClientAccount)))
      .returning();
    return removed.length > 0;
  },
};

export const accountUserRolesBinding: NestedCollectionBinding<typeof accountUserRoles> = {
  kind: accountUserRoles,
  async create(tx, context) {
    const { idClient, idClientAccount, idUser } = context.params;
    await accountOfClient(tx, context);
    const [member] = await tx
      .select()
      .from(userAccounts)
      .where(and(eq(userAccounts.idUser, idUser), eq(userAccounts.idClientAccount, idClientAccount)));
    if (!member) throw invalid('idUser', USER_NOT_IN_ACCOUNT);
    // A role of this client, for the whole client or for this account.
    const [role] = await tx.select().from(roles).where(eq(roles.idRole, context.body.idRole));
    const fits = role && !role.isAdminRole && role.idClient === idClient && (role.idClientAccount ?? idClientAccount) === idClientAccount;
    if (!fits) throw invalid('idRole', GENERIC_MESSAGES.unknownReference);
    await assertMayAssignRoles(tx, context.request, [role.idRole], idClientAccount);
    return withRoleName(tx, { idUser, idRole: role.idRole, idClientAccount });
  },
  async remove(tx, context) {
    const { idClientAccount, idUser, idApplicationRole } = context.params;
    await accountOfClient(tx, context);
    const where = and(eq(userRoles.idApplicationRole, idApplicationRole), eq(userRoles.idUser, idUser), eq(userRoles.idClientAccount, idClientAccount));
    const [given] = await tx.select({ idRole: userRoles.idRole }).from(userRoles).where(where);
    if (!given) return false;
    await assertMayAssignRoles(tx, context.request, [given.idRole], idClientAccount);
    await tx.delete(userRoles).where(where);
    return true;
  },
};

export const adminUserRolesBinding: NestedCollectionBinding<typeof adminUserRoles> = {
  kind: adminUserRoles,
  async create(tx, context) {
    const { idUser } = context.params;
    // Admin roles are for application-wide users; client users have roles per account.
    const [user] = await tx.select().from(users).where(eq(users.idUser, idUser));
    if (!user) throw notFound();
    if (user.idClient) throw invalid('idUser', GENERIC_MESSAGES.invalid);
    const [role] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.idRole, context.body.idRole), eq(roles.isAdminRole, true)));
    if (!role) throw invalid('idRole', GENERIC_MESSAGES.unknownReference);
    await assertMayAssignRoles(tx, context.request, [role.idRole], null);
    return withRoleName(tx, { idUser, idRole: role.idRole, idClientAccount: null });
  },
  async remove(tx, context) {
    const { idUser, idRole } = context.params;
    const where = and(eq(userRoles.idUser, idUser), eq(userRoles.idRole, idRole), isNull(userRoles.idClientAccount));
    const [given] = await tx.select({ idRole: userRoles.idRole }).from(userRoles).where(where);
    if (!given) return false;
    await assertMayAssignRoles(tx, context.request, [idRole], null);
    await tx.delete(userRoles).where(where);
    return true;
  },
};
