/**
 * Storage of portal users. A client user is reached through the accounts they are associated
 * with; a client user not yet associated with any account (just created) through any account of
 * their client; an application-wide user only with the all-accounts marker.
 */
import type { FastifyRequest } from 'fastify';
import { and, eq, exists, inArray, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Action } from '../../shared/permissions';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { users as description } from '../../shared/administration/users';
import { accountScope, authorize } from '../auth/context';
import type { Tx } from '../db';
import { identities, userAccounts, userRoles, users } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest, changingNotAllowed, forbidden } from '../lib/errors';
import { bind, outer, type PartBinding } from '../registry/binding';
import { createNested, removeNested } from '../registry/route-kinds';
import { accountUserRolesBinding, accountUsersBinding, adminUserRolesBinding } from './user-links';
import { clientsOf } from '../registry/ownership';

type UserRow = typeof users.$inferSelect;

/** The user's associations (with those accounts), correlated with the outer `users` row. */
const associated = (db: Tx, accounts?: string[]) =>
  db
    .select({ id: userAccounts.idUser })
    .from(userAccounts)
    .where(and(eq(userAccounts.idUser, users.idUser), accounts ? inArray(userAccounts.idClientAccount, accounts) : undefined));

/** Those of these users who are members of the account and not deleted (enabled or not). */
const membersAmong = (db: Tx, idClientAccount: string, idUsers: string[]) =>
  db
    .select({ user: users })
    .from(userAccounts)
    .innerJoin(users, eq(users.idUser, userAccounts.idUser))
    .where(and(eq(userAccounts.idClientAccount, idClientAccount), inArray(userAccounts.idUser, idUsers), eq(users.deleted, false)));

/** The user if they are a member of the account and not deleted (enabled or not), else null. */
export async function accountMember(db: Tx, idClientAccount: string, idUser: string): Promise<UserRow | null> {
  const [member] = await membersAmong(db, idClientAccount, [idUser]);
  return member?.user ?? null;
}

/** Whether every one of these users is a member of the account, not deleted. */
export async function allAccountMembers(db: Tx, idClientAccount: string, idUsers: string[]) {
  const wanted = [...new Set(idUsers)];
  return !wanted.length || (await membersAmong(db, idClientAccount, wanted)).length === wanted.length;
}

export const usersOwnedBy = (db: Tx, accounts: string[]) =>
  or(exists(associated(db, accounts)), and(inArray(users.idClient, clientsOf(db, accounts)), notExists(associated(db))))!;

/** The condition on `users` for the rows the acting user may touch with `action`; undefined: every row. */
export function userScope(db: Tx, request: FastifyRequest, action: Action) {
  authorize(request, action, 'AdminUsers');
  const accounts = accountScope(request, action, 'AdminUsers');
  return accounts === 'all' ? undefined : usersOwnedBy(db, accounts);
}

/**
 * A new user may be linked only to an identity its creator made for it (or, for an all-accounts
 * administrator, any identity not linked yet) with the same e-mail: nobody takes over the
 * sign-in of an identity another administrator is creating.
 */
async function checkIdentityLink(tx: Tx, request: FastifyRequest, values: Record<string, unknown>) {
  if (typeof values.idIdentity !== 'string') return;
  const [identity] = await tx.select().from(identities).where(eq(identities.idIdentity, values.idIdentity));
  if (!identity) return; // the foreign key answers "unknown reference"
  const auth = authorize(request, 'Create', 'AdminUsers');
  if (accountScope(request, 'Create', 'AdminUsers') !== 'all' && identity.idUserCreatedBy !== auth.actingUser.idUser) throw forbidden();
  if (identity.email.toLowerCase() !== String(values.email ?? '').toLowerCase()) {
    throw badRequest(VALIDATION_FAILED, { idIdentity: GENERIC_MESSAGES.invalid }, 'VALIDATION');
  }
}

/*
 * The user's save plan: its parts go through the same link calls, access check and grant rule as
 * the link routes, inside the user's transaction.
 */
const accountsPart: PartBinding<UserRow, { idClientAccount: string }> = {
  current: (tx, { row }) => tx.select({ idClientAccount: userAccounts.idClientAccount }).from(userAccounts).where(eq(userAccounts.idUser, row.idUser)),
  remove: (tx, { request, row }, { idClientAccount }) =>
    removeNested(tx, request, accountUsersBinding, { idClient: row.idClient ?? '', idClientAccount, idUser: row.idUser }),
  add: async (tx, { request, row }, { idClientAccount }) => {
    await createNested(tx, request, accountUsersBinding, { idClient: row.idClient ?? '', idClientAccount }, { idUser: row.idUser });
  },
};

const accountRolesPart: PartBinding<UserRow, { idClientAccount: string; idRole: string; idApplicationRole?: string }> = {
  current: (tx, { row }) =>
    tx
      .select({ idClientAccount: userRoles.idClientAccount, idRole: userRoles.idRole, idApplicationRole: userRoles.idApplicationRole })
      .from(userRoles)
      .where(and(eq(userRoles.idUser, row.idUser), isNotNull(userRoles.idClientAccount)))
      .then((rows) => rows.flatMap(({ idClientAccount, ...role }) => (idClientAccount ? [{ ...role, idClientAccount }] : []))),
  remove: (tx, { request, row }, { idClientAccount, idApplicationRole }) =>
    removeNested(tx, request, accountUserRolesBinding, {
      idClient: row.idClient ?? '',
      idClientAccount,
      idUser: row.idUser,
      idApplicationRole: idApplicationRole ?? '',
    }),
  add: async (tx, { request, row }, { idClientAccount, idRole }) => {
    await createNested(tx, request, accountUserRolesBinding, { idClient: row.idClient ?? '', idClientAccount, idUser: row.idUser }, { idRole });
  },
};

const adminRolesPart: PartBinding<UserRow, { idRole: string }> = {
  current: (tx, { row }) =>
    tx
      .select({ idRole: userRoles.idRole })
      .from(userRoles)
      .where(and(eq(userRoles.idUser, row.idUser), isNull(userRoles.idClientAccount))),
  remove: (tx, { request, row }, { idRole }) => removeNested(tx, request, adminUserRolesBinding, { idUser: row.idUser, idRole }),
  add: async (tx, { request, row }, { idRole }) => {
    await createNested(tx, request, adminUserRolesBinding, { idUser: row.idUser }, { idRole });
  },
};

export const usersBinding = bind({
  description,
  table: users,
  ownedBy: usersOwnedBy,
  // The accounts the user is associated with, each with the roles given there, and the
  // application-wide roles, each by name.
  nested: {
    accounts: sql`coalesce((
      select json_agg(json_build_object('idClientAccount', ua.id_client_account, 'accountName', ca.account_name, 'roles', coalesce((
               select json_agg(json_build_object('idApplicationRole', ur.id_application_role, 'idRole', r.id_role, 'role', r.role) order by r.role)
               from user_roles ur inner join roles r on r.id_role = ur.id_role
               where ur.id_user = ua.id_user and ur.id_client_account = ua.id_client_account), '[]'::json)) order by ca.account_name)
      from user_accounts ua inner join client_accounts ca on ca.id_client_account = ua.id_client_account
      where ua.id_user = ${outer(users.idUser)}), '[]'::json)`,
    adminRoles: sql`coalesce((
      select json_agg(json_build_object('idRole', r.id_role, 'role', r.role) order by r.role)
      from user_roles ur inner join roles r on r.id_role = ur.id_role
      where ur.id_user = ${outer(users.idUser)} and ur.id_client_account is null), '[]'::json)`,
  },
  shape: (row) => ({ ...row, userName: row.email }),
  parts: { accounts: accountsPart, accountRoles: accountRolesPart, adminRoles: adminRolesPart },
  kinds: [accountUsersBinding, accountUserRolesBinding, adminUserRolesBinding],
  beforeWrite: async (tx, { request, values, current }) => {
    if (!current) {
      await checkIdentityLink(tx, request, values);
      return values;
    }
    if ((values.idClient ?? null) !== current.idClient) throw changingNotAllowed('Client');
    // The e-mail is the identity's sign-in name and the identity link is made once, at creation.
    return { ...values, email: current.email, idIdentity: current.idIdentity };
  },
});
