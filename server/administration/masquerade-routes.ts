/**
 * Masquerade: user suggestions for an account, opening and closing sessions, and the record of
 * sessions with the writes made during each.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { hasAllAccounts } from '../../shared/permissions';
import { isMasqueradeSearchLongEnough, MASQUERADE_SEARCH_MIN_CHARS } from '../../shared/rules/session-forms';
import { authOf } from '../auth/context';
import { mayActAs } from '../auth/masquerade';
import { canMasquerade } from '../../shared/rules/menu';
import type { Db } from '../db';
import { auditLog, masqueradeSessions, userRoles, users } from '../db/schema';
import { badRequest, forbidden } from '../lib/errors';
import { containsPattern } from '../registry/query';
import { VALIDATION_FAILED } from '../../shared/api/api-error';

const SUGGESTION_LIMIT = 20;

export function registerMasqueradeRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['masquerade'];

  /** The signed-in user, who must not already be acting as someone else, and must be allowed. */
  function caller(request: Parameters<typeof authOf>[0]) {
    const auth = authOf(request);
    if (auth.idMasquerade || !canMasquerade({ canMasquerade: auth.actingUser.canMasquerade, accountPermissions: auth.accountPermissions })) throw forbidden();
    return auth;
  }

  routes.get('/masquerade/:idClientAccount/users/:query', {
    schema: { tags, params: z.object({ idClientAccount: z.uuid('validation.invalid'), query: z.string() }) },
    handler: async (request) => {
      const auth = caller(request);
      const { idClientAccount, query } = request.params;
      if (!isMasqueradeSearchLongEnough(query))
        throw badRequest('Search terms need at least 3 characters.', { query: 'validation.text.tooShort' }, 'VALIDATION', {
          query: { min: MASQUERADE_SEARCH_MIN_CHARS },
        });
      const like = containsPattern(query.trim());
      const candidates = await db
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
        if (user.idUser !== auth.idUser && (await mayActAs(db, auth.accountPermissions, user, idClientAccount))) {
          allowed.push({ idUser: user.idUser, name: `${user.firstName} ${user.lastName}`, email: user.email });
        }
      }
      return { masqueradeUsers: allowed };
    },
  });

  routes.put('/masquerade/session', {
    schema: {
      tags,
      body: z.object({
        idUserMasquerade: z.uuid('validation.required'),
        isOpen: z.boolean(),
        idClientAccount: z.uuid('validation.required').nullable().optional(),
      }),
    },
    handler: async (request) => {
      const auth = authOf(request);
      const { idUserMasquerade, isOpen, idClientAccount } = request.body;
      if (!isOpen) {
        // Closing is allowed to whoever opened the session, from inside or outside it.
        const closed = await db
          .update(masqueradeSessions)
          .set({ closedAt: new Date() })
          .where(
            and(eq(masqueradeSessions.idUser, auth.idUser), eq(masqueradeSessions.idUserMasquerade, idUserMasquerade), isNull(masqueradeSessions.closedAt)),
          )
          .returning({ idMasquerade: masqueradeSessions.idMasquerade });
        return { idMasquerade: closed[0]?.idMasquerade ?? null };
      }
      caller(request);
      if (!idClientAccount) throw badRequest(VALIDATION_FAILED, { idClientAccount: 'validation.session.accountRequired' }, 'VALIDATION');
      const [target] = await db.select().from(users).where(eq(users.idUser, idUserMasquerade));
      if (!target || target.idUser === auth.idUser || !(await mayActAs(db, auth.accountPermissions, target, idClientAccount))) throw forbidden();
      const [session] = await db
        .insert(masqueradeSessions)
        .values({ idUser: auth.idUser, idUserMasquerade, idClientAccount })
        .returning({ idMasquerade: masqueradeSessions.idMasquerade });
      return { idMasquerade: session.idMasquerade };
    },
  });

  routes.get('/masquerade/sessions', {
    schema: { tags, querystring: z.object({ pageSize: z.coerce.number().int().min(1).max(200).default(50) }) },
    handler: async (request) => {
      const auth = authOf(request);
      // All-accounts administrators see every session; others see the sessions they opened.
      const where = hasAllAccounts(auth.accountPermissions) ? undefined : eq(masqueradeSessions.idUser, auth.idUser);
      const writes = db
        .select({ idMasquerade: auditLog.idMasquerade, writes: count().as('writes') })
        .from(auditLog)
        .groupBy(auditLog.idMasquerade)
        .as('writes');
      const rows = await db
        .select({ session: masqueradeSessions, writes: writes.writes })
        .from(masqueradeSessions)
        .leftJoin(writes, eq(writes.idMasquerade, masqueradeSessions.idMasquerade))
        .where(where)
        .orderBy(desc(masqueradeSessions.openedAt))
        .limit(request.query.pageSize);
      const items = rows.map((r) => ({ ...r.session, writes: Number(r.writes ?? 0) }));
      return { items, searchCriteria: { totalCount: items.length, currentPage: 1, pageSize: request.query.pageSize } };
    },
  });
}
