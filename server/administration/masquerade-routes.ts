/**
 * Masquerade (shared/administration/masquerade.ts): user suggestions for an account, opening and
 * closing sessions, and the record of sessions with the writes made during each. The calls are
 * open to signed-in users; each checks the masquerade's own rule here.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { masqueradeSession, masqueradeSessions, masqueradeSessionsQuery, masqueradeUsers } from '../../shared/administration/masquerade';
import { hasAllAccounts } from '../../shared/permissions';
import { isMasqueradeSearchLongEnough, MASQUERADE_SEARCH_MIN_CHARS } from '../../shared/rules/session-forms';
import { authOf } from '../auth/context';
import { mayActAs } from '../auth/masquerade';
import { canMasquerade } from '../../shared/rules/menu';
import type { Db } from '../db';
import { auditLog, masqueradeSessions as sessions, userRoles, users } from '../db/schema';
import { badRequest, forbidden } from '../lib/errors';
import { containsPattern } from '../registry/query';
import { registerKind, type ActionBinding } from '../registry/route-kinds';
import { VALIDATION_FAILED } from '../../shared/api/api-error';
import { fullName } from '../../shared/rules/display';

const SUGGESTION_LIMIT = 20;

/** The signed-in user, who must not already be acting as someone else, and must be allowed. */
function caller(request: FastifyRequest) {
  const auth = authOf(request);
  if (auth.idMasquerade || !canMasquerade({ canMasquerade: auth.actingUser.canMasquerade, accountPermissions: auth.accountPermissions })) throw forbidden();
  return auth;
}

const usersBinding: ActionBinding<typeof masqueradeUsers> = {
  kind: masqueradeUsers,
  run: async (tx, { request, params }) => {
    const auth = caller(request);
    const { idClientAccount, query } = params;
    if (!isMasqueradeSearchLongEnough(query))
      throw badRequest('Search terms need at least 3 characters.', { query: 'validation.text.tooShort' }, 'VALIDATION', {
        query: { min: MASQUERADE_SEARCH_MIN_CHARS },
      });
    const like = containsPattern(query.trim());
    const candidates = await tx
      .selectDistinct({ user: users })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.idUser, users.idUser))
      .where(
        and(
          eq(userRoles.idClientAccount, idClientAccount),
          eq(users.enabled, true),
          eq(users.deleted, false),
          or(
            ilike(users.firstName, like),
            ilike(users.lastName, like),
            ilike(users.email, like),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ),
        ),
      )
      .orderBy(asc(users.lastName), asc(users.firstName))
      .limit(SUGGESTION_LIMIT);
    const allowed = [];
    for (const { user } of candidates) {
      if (user.idUser !== auth.idUser && (await mayActAs(tx, auth.accountPermissions, user, idClientAccount))) {
        allowed.push({ idUser: user.idUser, name: fullName(user), email: user.email });
      }
    }
    return { masqueradeUsers: allowed };
  },
};

const sessionBinding: ActionBinding<typeof masqueradeSession> = {
  kind: masqueradeSession,
  run: async (tx, { request, body }) => {
    const auth = authOf(request);
    const { idUserMasquerade, isOpen, idClientAccount } = body;
    if (!isOpen) {
      // Closing is allowed to whoever opened the session, from inside or outside it.
      const closed = await tx
        .update(sessions)
        .set({ closedAt: new Date() })
        .where(and(eq(sessions.idUser, auth.idUser), eq(sessions.idUserMasquerade, idUserMasquerade), isNull(sessions.closedAt)))
        .returning({ idMasquerade: sessions.idMasquerade });
      return { idMasquerade: closed[0]?.idMasquerade ?? null };
    }
    caller(request);
    if (!idClientAccount) throw badRequest(VALIDATION_FAILED, { idClientAccount: 'validation.session.accountRequired' }, 'VALIDATION');
    const [target] = await tx.select().from(users).where(eq(users.idUser, idUserMasquerade));
    if (!target || target.idUser === auth.idUser || !(await mayActAs(tx, auth.accountPermissions, target, idClientAccount))) throw forbidden();
    const [session] = await tx
      .insert(sessions)
      .values({ idUser: auth.idUser, idUserMasquerade, idClientAccount })
      .returning({ idMasquerade: sessions.idMasquerade });
    return { idMasquerade: session.idMasquerade };
  },
};

const sessionsBinding: ActionBinding<typeof masqueradeSessions> = {
  kind: masqueradeSessions,
  run: async (tx, { request, query }) => {
    const { pageSize } = query as z.infer<typeof masqueradeSessionsQuery>;
    const auth = authOf(request);
    // All-accounts administrators see every session; others see the sessions they opened.
    const where = hasAllAccounts(auth.accountPermissions) ? undefined : eq(sessions.idUser, auth.idUser);
    const writes = tx
      .select({ idMasquerade: auditLog.idMasquerade, writes: count().as('writes') })
      .from(auditLog)
      .groupBy(auditLog.idMasquerade)
      .as('writes');
    const rows = await tx
      .select({ session: sessions, writes: writes.writes })
      .from(sessions)
      .leftJoin(writes, eq(writes.idMasquerade, sessions.idMasquerade))
      .where(where)
      .orderBy(desc(sessions.openedAt))
      .limit(pageSize);
    const items = rows.map(({ session, writes: made }) => ({
      ...session,
      openedAt: session.openedAt.toISOString(),
      closedAt: session.closedAt?.toISOString() ?? null,
      writes: Number(made ?? 0),
    }));
    return { items, searchCriteria: { totalCount: items.length, currentPage: 1, pageSize } };
  },
};

export function registerMasqueradeRoutes(app: FastifyInstance, db: Db) {
  for (const binding of [usersBinding, sessionBinding, sessionsBinding]) registerKind(app, db, binding as ActionBinding);
}
