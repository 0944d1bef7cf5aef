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
 * The token's sign-in session, its user and the user's permission set in one prepared statement:
 * one round trip per call, and nothing kept in memory, so a sign-out or a role change made
 * through any instance counts from the next call on.
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({ user: users, revokedAt: signInSessions.revokedAt, grants: grantRowsOf(users.idUser) })
    .from(signInSessions)
    .innerJoin(users, eq(users.idUser, signInSessions.idUser))
    .where(and(eq(signInSessions.idSession, sql.placeholder('idSession')), eq(signInSessions.idUser, sql.placeholder('idUser'))))
    .prepare('auth_session');
}

export function registerAuthentication(app: FastifyInstance, db: Db, tokens: TokenService) {
  app.decorateRequest('auth', null);
  const sessionLookup = prepareSessionLookup(db);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config?.public || !request.routeOptions.url) return;
    const header = request.headers[HEADERS.authorization];
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
    const verified = token ? await tokens.verifyAccess(token) : null;
    if (!verified) throw unauthorized(token ? 'SESSION_EXPIRED' : 'SIGN_IN_REQUIRED');

    // The token's sign-in session must still be open: sign-out and refresh-token reuse close it.
    const [found] = await sessionLookup.execute({ idSession: verified.idSession, idUser: verified.idUser });
    if (!found || found.revokedAt) throw unauthorized('SESSION_EXPIRED');
    const signedIn = found.user;
    if (signedIn.deleted) throw unauthorized('USER_DELETED');
    if (!signedIn.enabled) throw unauthorized('USER_DISABLED');

    const requested = request.headers[HEADERS.user];
    const idMasqueradeHeader = request.headers[HEADERS.masquerade];
    if (typeof requested === 'string' && requested && requested !== signedIn.idUser) {
      const masquerade = await resolveMasquerade(db, signedIn.idUser, requested, typeof idMasqueradeHeader === 'string' ? idMasqueradeHeader : null);
      if (!masquerade) throw forbidden();
      request.auth = {
        idUser: signedIn.idUser,
        actingUser: masquerade.actingUser,
        idMasquerade: masquerade.idMasquerade,
        accountPermissions: await loadAccountPermissions(db, masquerade.actingUser.idUser),
      };
      return;
    }
    request.auth = { idUser: signedIn.idUser, actingUser: signedIn, idMasquerade: null, accountPermissions: toAccountPermissions(found.grants) };
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
