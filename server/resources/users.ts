/**
 * Storage of portal users. A client user is reached through the accounts they are associated
 * with; a client user not yet associated with any account (just created) through any account of
 * their client; an application-wide user only with the all-accounts marker.
 */
import type { FastifyRequest } from 'fastify';
import { and, asc, eq, exists, inArray, notExists, or } from 'drizzle-orm';
import type { Action } from '../../shared/permissions';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { users as description } from '../../shared/resources/users';
import { accountScope, authorize } from '../auth/context';
import type { Tx } from '../db';
import { clientAccounts, identities, roles, userAccounts, userRoles, users } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest, changingNotAllowed, forbidden } from '../lib/errors';
import { bind } from './binding';
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

export const usersBinding = bind<UserRow>({
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
    return rows.map((row) => ({
      ...row,
      userName: row.email,
      accounts: links
        .filter((l) => l.idUser === row.idUser)
        .map(({ idClientAccount, accountName }) => ({
          idClientAccount,
          accountName,
          roles: granted
            .filter((g) => g.idUser === row.idUser && g.idClientAccount === idClientAccount)
            .map(({ idApplicationRole, idRole, role }) => ({ idApplicationRole, idRole, role })),
        })),
      adminRoles: granted.filter((g) => g.idUser === row.idUser && !g.idClientAccount).map(({ idRole, role }) => ({ idRole, role })),
    }));
  },
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
