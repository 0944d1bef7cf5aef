/**
 * Masquerade rules. A signed-in user may act as another only through an open session the server
 * recorded, and may open one only when allowed to masquerade (CoreMasquerade or canMasquerade)
 * and only for a user of an account they administer (AdminUsers there, or on every account).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { canAccess, hasAllAccounts, type AccountPermissions } from '../../shared/permissions';
import type { Tx } from '../db';
import { masqueradeSessions, userRoles, users } from '../db/schema';
import { loadAccountPermissions } from './permissions';

type UserRow = typeof users.$inferSelect;

/** Whether `target` is a user the caller may act as, within the account `idClientAccount`. */
export async function mayActAs(db: Tx, caller: AccountPermissions[], target: UserRow, idClientAccount: string): Promise<boolean> {
  if (!target.enabled || target.deleted) return false;
  if (!canAccess(caller, { action: 'View', subject: 'AdminUsers', idClientAccount })) return false;
  const [membership] = await db
    .select({ id: userRoles.idApplicationRole })
    .from(userRoles)
    .where(and(eq(userRoles.idUser, target.idUser), eq(userRoles.idClientAccount, idClientAccount)));
  if (!membership) return false;
  // Never a way up: acting as an all-accounts holder needs the all-accounts marker oneself.
  return !hasAllAccounts(await loadAccountPermissions(db, target.idUser)) || hasAllAccounts(caller);
}

/** The acting user of an open session of `idUser` as `requestedUser`, or null. */
export async function resolveMasquerade(db: Tx, idUser: string, requestedUser: string, idMasquerade: string | null) {
  if (!idMasquerade) return null;
  const [row] = await db
    .select({ session: masqueradeSessions, actingUser: users })
    .from(masqueradeSessions)
    .innerJoin(users, eq(users.idUser, masqueradeSessions.idUserMasquerade))
    .where(
      and(
        eq(masqueradeSessions.idMasquerade, idMasquerade),
        eq(masqueradeSessions.idUser, idUser),
        eq(masqueradeSessions.idUserMasquerade, requestedUser),
        isNull(masqueradeSessions.closedAt),
      ),
    );
  if (!row || !row.actingUser.enabled || row.actingUser.deleted) return null;
  return { actingUser: row.actingUser, idMasquerade: row.session.idMasquerade };
}
