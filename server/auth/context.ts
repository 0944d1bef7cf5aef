/**
 * Authentication of every API call: the bearer token names the real user; the x-user-id header
 * may name another (acting) user only inside an open masquerade session. The request gets an
 * `auth` context with the acting user's permissions, which routes check with `authorize`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { canAccess, accountsWith, type AccountPermissions, type Action, type Subject } from '../../shared/permissions';
import { HEADERS } from '../../shared/session/scope';
import type { Db } from '../db';
import { signInSessions, users } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';
import { grantRowsOf, loadAccountPermissions, toAccountPermissions } from './permissions';
import type { TokenService } from './tokens';
import { resolveMasquerade } from './masquerade';
import type { AuthCache, CachedUser } from './auth-cache';

export interface AuthContext {
  /** The signed-in user (the administrator while masquerading). */
  idUser: string;
  /** The user the call acts as: the masqueraded user, or the signed-in user. */
  actingUser: typeof users.$inferSelect;
  idMasquerade: string | null;
  accountPermissions: AccountPermissions[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Routes reachable without a token (sign-in, maintenance flag). */
    public?: boolean;
  }
}

/**
 * The token's sign-in session, its user and the user's permission set in one prepared statement,
 * when the cache (auth-cache.ts) does not know them.
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({ user: users, revokedAt: signInSessions.revokedAt, grants: grantRowsOf(users.idUser) })
    .from(signInSessions)
    .innerJoin(users, eq(users.idUser, signInSessions.idUser))
    .where(and(eq(signInSessions.idSession, sql.placeholder('idSession')), eq(signInSessions.idUser, sql.placeholder('idUser'))))
    .prepare('auth_session');
}

export function registerAuthentication(app: FastifyInstance, db: Db, tokens: TokenService, cache: AuthCache) {
  app.decorateRequest('auth', null);
  const sessionLookup = prepareSessionLookup(db);

  /** The signed-in user of an open session with their permissions: from the cache, else read. */
  async function signedInUser(idSession: string, idUser: string): Promise<CachedUser> {
    const known = cache.signedIn(idSession, idUser);
    if (known) return known;
    const mark = cache.mark();
    const [found] = await sessionLookup.execute({ idSession, idUser });
    if (!found || found.revokedAt) throw unauthorized('SESSION_EXPIRED');
    const signedIn = { user: found.user, permissions: toAccountPermissions(found.grants) };
    // A deleted or disabled user is refused below, and kept: the refusal is the same next time.
    cache.rememberSignedIn(mark, idSession, signedIn);
    return signedIn;
  }

  /** The acting user of an open masquerade session with their permissions, or null. */
  async function actingUser(idUser: string, requested: string, idMasquerade: string | null): Promise<CachedUser | null> {
    if (!idMasquerade) return null;
    const known = cache.masquerade(idMasquerade, idUser, requested);
    if (known) return known.user.enabled && !known.user.deleted ? known : null;
    const mark = cache.mark();
    const masquerade = await resolveMasquerade(db, idUser, requested, idMasquerade);
    if (!masquerade) return null;
    const acting = { user: masquerade.actingUser, permissions: await loadAccountPermissions(db, masquerade.actingUser.idUser) };
    cache.rememberMasquerade(mark, masquerade.idMasquerade, idUser, acting);
    return acting;
  }

  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public || !request.routeOptions.url) return;
    const header = request.headers[HEADERS.authorization];
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
    const verified = token ? await tokens.verifyAccess(token) : null;
    if (!verified) throw unauthorized(token ? 'SESSION_EXPIRED' : 'SIGN_IN_REQUIRED');

    // The token's sign-in session must still be open: sign-out and refresh-token reuse close it.
    const { user: signedIn, permissions } = await signedInUser(verified.idSession, verified.idUser);
    if (signedIn.deleted) throw unauthorized('USER_DELETED');
    if (!signedIn.enabled) throw unauthorized('USER_DISABLED');

    const requested = request.headers[HEADERS.user];
    const idMasqueradeHeader = request.headers[HEADERS.masquerade];
    if (typeof requested === 'string' && requested && requested !== signedIn.idUser) {
      const acting = await actingUser(signedIn.idUser, requested, typeof idMasqueradeHeader === 'string' ? idMasqueradeHeader : null);
      if (!acting) throw forbidden();
      request.auth = {
        idUser: signedIn.idUser,
        actingUser: acting.user,
        idMasquerade: typeof idMasqueradeHeader === 'string' ? idMasqueradeHeader : null,
        accountPermissions: acting.permissions,
      };
      return;
    }
    request.auth = { idUser: signedIn.idUser, actingUser: signedIn, idMasquerade: null, accountPermissions: permissions };
  });
}

export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Throws 403 unless the acting user may do `action` on `subject` (in the given account). */
export function authorize(request: FastifyRequest, action: Action, subject: Subject, idClientAccount?: string | null) {
  const auth = authOf(request);
  if (!canAccess(auth.accountPermissions, { action, subject, idClientAccount })) throw forbidden();
  return auth;
}

/** The accounts whose records the acting user may touch with this permission. */
export function accountScope(request: FastifyRequest, action: Action, subject: Subject) {
  return accountsWith(authOf(request).accountPermissions, action, subject);
}
