/**
 * Storage of portal users. A client user is reached through the accounts they are associated
 * with; a client user not yet associated with any account (just created) through any account of
 * their client; an application-wide user only with the all-accounts marker.
 */
import type { FastifyRequest } from 'fastify';
import { and, asc, eq, exists, inArray, isNotNull, isNull, notExists, or } from 'drizzle-orm';
import type { Action } from '../../shared/permissions';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { users as description } from '../../shared/resources/users';
import { accountScope, authorize } from '../auth/context';
import type { Tx } from '../db';
import { clientAccounts, identities, roles, userAccounts, userRoles, users } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest, changingNotAllowed, forbidden } from '../lib/errors';
import { bind, type PartBinding } from './binding';
import { createNested, removeNested } from './kinds';
import { accountUserRolesBinding, accountUsersBinding, adminUserRolesBinding } from './user-links';
import { clientsOf } from './ownership';

type UserRow = typeof users.$inferSelect;

/** The user's associations (with those accounts), correlated with the outer `users` row. */
const associated = (db: Tx, accounts?: string[]) =>
  db
    .select({ id: userAccounts.idUser })
    .from(userAccounts)
    .where(and(eq(userAccounts.idUser, users.idUser), accounts ? inArray(userAccounts.idClientAccount, accounts) : undefined));

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
  hydrate: async (db, rows) => {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.idUser);
    const links = await db
      .select({ idUser: userAccounts.idUser, idClientAccount: userAccounts.idClientAccount, accountName: clientAccounts.accountName })
      .from(userAccounts)
      .innerJoin(clientAccounts, eq(clientAccounts.idClientAccount, userAccounts.idClientAccount))
      .where(inArray(userAccounts.idUser, ids))
      .orderBy(asc(clientAccounts.accountName));
    const granted = await db
      .select({
        idApplicationRole: userRoles.idApplicationRole,
        idUser: userRoles.idUser,
        idRole: userRoles.idRole,
        idClientAccount: userRoles.idClientAccount,
        role: roles.role,
      })
      .from(userRoles)
      .innerJoin(roles, eq(roles.idRole, userRoles.idRole))
      .where(inArray(userRoles.idUser, ids))
      .orderBy(asc(roles.role));
    // Grouped by user once: a page of thousands (an export) must not scan every link per user.
    const linksOf = groupBy(links, (l) => l.idUser);
    const grantedOf = groupBy(granted, (g) => g.idUser);
    return rows.map((row) => {
      const own = grantedOf.get(row.idUser) ?? [];
      return {
        ...row,
        userName: row.email,
        accounts: (linksOf.get(row.idUser) ?? []).map(({ idClientAccount, accountName }) => ({
          idClientAccount,
          accountName,
          roles: own.filter((g) => g.idClientAccount === idClientAccount).map(({ idApplicationRole, idRole, role }) => ({ idApplicationRole, idRole, role })),
        })),
        adminRoles: own.filter((g) => !g.idClientAccount).map(({ idRole, role }) => ({ idRole, role })),
      };
    });
  },
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

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
