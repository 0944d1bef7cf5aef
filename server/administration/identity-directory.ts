/**
 * The built-in identity directory service: administrators create, rename, re-password and delete
 * identities (the sign-in side of users) and have the welcome e-mail sent; every user changes
 * their own names and password; a welcome link sets the first one. An identity linked to a
 * portal user is managed by those who may edit that user; an identity not linked yet (a creation
 * in progress, or its leftover) only by whoever created it, or an all-accounts user administrator.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  IDENTITY_PATHS,
  identityCreateInput,
  identityMeInput,
  identityRecord,
  identityUpdateInput,
  setPasswordInput,
} from '../../shared/api/identity-directory';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { accountScope, authOf, authorize } from '../auth/context';
import { createPasswordLinks } from '../auth/password-links';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createSignInThrottle } from '../auth/sign-in-throttle';
import { EMAIL_TAKEN_MAX, EMAIL_TAKEN_WINDOW_MS, FORM_PATH, spendTakenEmails, TOO_MANY_TAKEN_EMAILS } from '../auth/taken-email-throttle';
import { queueWelcomeMail } from '../auth/welcome-mail';
import type { Db } from '../db';
import { identities, signInSessions, users } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest, forbidden, HttpError, notFound } from '../lib/errors';
import { routePath } from '../registry/paths';
import { userScope } from './users';

/** Not in the locales yet: "The current password is not correct." */
export const CURRENT_PASSWORD_WRONG = 'validation.password.currentIncorrect';

const answer = z.object({ identity: identityRecord });
const params = z.object({ idIdentity: z.uuid('validation.invalid') });
const shown = ({ passwordHash: _hash, createdAt: _created, idUserCreatedBy: _by, ...identity }: typeof identities.$inferSelect) => ({ identity });

export { EMAIL_TAKEN_MAX, EMAIL_TAKEN_WINDOW_MS, TOO_MANY_TAKEN_EMAILS };

/** A set-password link that is unknown, used or expired (the page offers to sign in instead). */
export const INVALID_LINK = new HttpError(400, 'This link is invalid or has expired.', 'INVALID_LINK');

export interface IdentityDirectoryOptions {
  mailFrom: string;
  /** Public address of the portal, for the links in e-mails (never taken from the request's Host). */
  portalUrl: string;
}

/** Throws unless the acting user may manage this identity; answers its linked user, if any. */
async function mayManage(db: Db, request: FastifyRequest, idIdentity: string) {
  const [linked] = await db.select().from(users).where(eq(users.idIdentity, idIdentity));
  if (!linked) {
    const auth = authorize(request, 'Create', 'AdminUsers');
    const everywhere = accountScope(request, 'Create', 'AdminUsers') === 'all';
    const [identity] = await db.select({ by: identities.idUserCreatedBy }).from(identities).where(eq(identities.idIdentity, idIdentity));
    // Another administrator's identity in the making is not ours to re-password or delete.
    if (!identity) throw everywhere ? notFound() : forbidden();
    if (!everywhere && identity.by !== auth.actingUser.idUser) throw forbidden();
    return null;
  }
  const [reachable] = await db
    .select({ id: users.idUser })
    .from(users)
    .where(and(eq(users.idUser, linked.idUser), userScope(db, request, 'Edit')));
  if (!reachable) throw forbidden();
  return linked;
}

/**
 * An e-mail is a sign-in name, unique across clients, so refusing a taken one cannot help
 * saying it is taken. The rule (auth/taken-email-throttle.ts): the answer says nothing more
 * (not whose, not which client: the same words as any duplicate), and a client's
 * administrators get at most EMAIL_TAKEN_MAX of them in the window, all together and together
 * with the bulk import's, so addresses of other clients cannot be listed by trying them.
 */
async function refuseTakenEmail(db: Db, request: FastifyRequest, reply: FastifyReply, email: string) {
  const [taken] = await db
    .select({ id: identities.idIdentity })
    .from(identities)
    .where(eq(sql`lower(${identities.email})`, email.toLowerCase()));
  const auth = authOf(request);
  // Decided under the budget's lock, and a taken answer recorded there: requests sent at once
  // are counted one after the other. Once the budget is spent, every new e-mail waits, free or
  // taken: answering 429 for taken ones only would still tell them apart from free ones (created).
  const verdict = await spendTakenEmails(
    db,
    { idUser: auth.idUser, idUserActing: auth.actingUser.idUser, idMasquerade: auth.idMasquerade },
    (budget) => ({ spent: taken && budget.left ? 1 : 0, result: !budget.left ? budget : taken ? 'taken' : 'free' }),
    FORM_PATH,
  );
  if (typeof verdict === 'object') {
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw new HttpError(429, TOO_MANY_TAKEN_EMAILS, 'TOO_MANY_TAKEN_EMAILS');
  }
  if (verdict === 'taken') {
    // Recorded with the decision: the audit hook does not record this answer again.
    request.audited = true;
    request.auditedStatus = 409;
    throw new HttpError(409, 'This value is already used.', 'DUPLICATE', { email: GENERIC_MESSAGES.duplicate });
  }
}

const tags = ['identity'];

export function registerIdentityDirectoryRoutes(app: FastifyInstance, db: Db, options: IdentityDirectoryOptions) {
  registerManagedIdentityRoutes(app, db);
  registerOwnIdentityRoutes(app, db);
  registerWelcomeRoutes(app, db, options);
}

/** An administrator's calls: create, rename or re-password, delete an identity. */
function registerManagedIdentityRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(IDENTITY_PATHS.users, {
    schema: { tags, body: identityCreateInput, response: { 201: answer } },
    handler: async (request, reply) => {
      const auth = authorize(request, 'Create', 'AdminUsers');
      const { password, ...identity } = request.body;
      await refuseTakenEmail(db, request, reply, identity.email);
      const [row] = await db
        .insert(identities)
        .values({ ...identity, passwordHash: await hashPassword(password), idUserCreatedBy: auth.actingUser.idUser })
        .returning();
      return reply.code(201).send(shown(row));
    },
  });

  routes.put(routePath(IDENTITY_PATHS.user), {
    schema: { tags, params, body: identityUpdateInput, response: { 200: answer } },
    handler: async (request) => {
      await mayManage(db, request, request.params.idIdentity);
      const { password, ...names } = request.body;
      const [row] = await db
        .update(identities)
        .set({ ...names, ...(password ? { passwordHash: await hashPassword(password) } : {}) })
        .where(eq(identities.idIdentity, request.params.idIdentity))
        .returning();
      return shown(row);
    },
  });

  routes.delete(routePath(IDENTITY_PATHS.user), {
    schema: { tags, params },
    handler: async (request, reply) => {
      await mayManage(db, request, request.params.idIdentity);
      await db.delete(identities).where(eq(identities.idIdentity, request.params.idIdentity));
      return reply.code(204).send();
    },
  });
}

/**
 * The acting user's own identity (the profile page). While masquerading the administrator
 * does not know the user's password, so a password change is refused.
 */
function registerOwnIdentityRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const throttle = createSignInThrottle(db);
  routes.put(IDENTITY_PATHS.me, {
    schema: { tags, body: identityMeInput, response: { 200: answer } },
    handler: async (request, reply) => {
      const auth = authorize(request, 'Edit', 'CoreGeneralUserAccountUserProfile');
      const { currentPassword, newPassword, ...names } = request.body;
      const idIdentity = auth.actingUser.idIdentity;
      const [identity] = idIdentity ? await db.select().from(identities).where(eq(identities.idIdentity, idIdentity)) : [];
      if (!identity) throw notFound();
      let passwordHash: string | undefined;
      if (newPassword) {
        if (authOf(request).idMasquerade) throw forbidden();
        if (!currentPassword) throw badRequest(VALIDATION_FAILED, { currentPassword: GENERIC_MESSAGES.required }, 'VALIDATION');
        // The current password is guessed no faster here than at sign-in (a stolen access token must not help).
        const attempt = { email: identity.email.toLowerCase(), address: request.ip };
        await throttle.check(attempt, reply);
        if (!(await verifyPassword(currentPassword, identity.passwordHash))) {
          await throttle.recordFailure(attempt);
          throw badRequest(VALIDATION_FAILED, { currentPassword: CURRENT_PASSWORD_WRONG }, 'VALIDATION');
        }
        await throttle.reset(attempt);
        passwordHash = await hashPassword(newPassword);
      }
      const [row] = await db
        .update(identities)
        .set({ ...names, ...(passwordHash ? { passwordHash } : {}) })
        .where(eq(identities.idIdentity, identity.idIdentity))
        .returning();
      return shown(row);
    },
  });
}

/** The welcome e-mail, and the set-password link it carries. */
function registerWelcomeRoutes(app: FastifyInstance, db: Db, options: IdentityDirectoryOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const links = createPasswordLinks(db);
  // The welcome e-mail, written by the server: a single-use link to choose a password, in the
  // user's language. The password the administrator set (or generated) is never mailed.
  routes.post(routePath(IDENTITY_PATHS.welcome), {
    schema: { tags, params, response: { 202: z.object({ mail: z.object({ idMail: z.uuid() }) }) } },
    handler: async (request, reply) => {
      const user = await mayManage(db, request, request.params.idIdentity);
      if (!user) throw notFound();
      const idMail = await queueWelcomeMail(db, options, { ...user, idIdentity: request.params.idIdentity });
      return reply.code(202).send({ mail: { idMail } });
    },
  });

  // Public: whoever holds the link sets the password once; the user's open sessions end.
  routes.post(IDENTITY_PATHS.setPassword, {
    config: { public: true },
    schema: { tags, body: setPasswordInput },
    handler: async (request, reply) => {
      const idIdentity = await links.consume(request.body.token);
      if (!idIdentity) throw INVALID_LINK;
      await db
        .update(identities)
        .set({ passwordHash: await hashPassword(request.body.password) })
        .where(eq(identities.idIdentity, idIdentity));
      const [user] = await db.select({ idUser: users.idUser }).from(users).where(eq(users.idIdentity, idIdentity));
      if (user)
        await db
          .update(signInSessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(signInSessions.idUser, user.idUser), isNull(signInSessions.revokedAt)));
      return reply.code(204).send();
    },
  });
}
