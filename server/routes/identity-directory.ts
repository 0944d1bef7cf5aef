/**
 * The built-in identity directory service: administrators create, rename, re-password and delete
 * identities (the sign-in side of users); every user changes their own names and password.
 * An identity linked to a portal user is managed by those who may edit that user; an identity
 * not linked yet (a creation in progress, or its leftover) by holders of AdminUsers Create.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { IDENTITY_PATHS, identityCreateInput, identityMeInput, identityRecord, identityUpdateInput } from '../../shared/api/identity-directory';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { accountScope, authOf, authorize } from '../auth/context';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Db } from '../db';
import { identities, users } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { routePath } from '../resources/crud';
import { userScope } from '../resources/users';

/** Not in the locales yet: "The current password is not correct." */
export const CURRENT_PASSWORD_WRONG = 'validation.password.currentIncorrect';

const answer = z.object({ identity: identityRecord });
const params = z.object({ idIdentity: z.uuid('validation.invalid') });
const shown = ({ passwordHash: _hash, createdAt: _created, ...identity }: typeof identities.$inferSelect) => ({ identity });

export function registerIdentityDirectoryRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['identity'];

  /** Throws unless the acting user may manage this identity; answers whether it exists. */
  async function mayManage(request: FastifyRequest, idIdentity: string) {
    const [linked] = await db.select({ idUser: users.idUser }).from(users).where(eq(users.idIdentity, idIdentity));
    if (!linked) {
      authorize(request, 'Create', 'AdminUsers');
      const [identity] = await db.select({ id: identities.idIdentity }).from(identities).where(eq(identities.idIdentity, idIdentity));
      if (!identity) throw accountScope(request, 'Create', 'AdminUsers') === 'all' ? notFound() : forbidden();
      return;
    }
    const [reachable] = await db
      .select({ id: users.idUser })
      .from(users)
      .where(and(eq(users.idUser, linked.idUser), userScope(db, request, 'Edit')));
    if (!reachable) throw forbidden();
  }

  routes.post(IDENTITY_PATHS.users, {
    schema: { tags, body: identityCreateInput, response: { 201: answer } },
    handler: async (request, reply) => {
      authorize(request, 'Create', 'AdminUsers');
      const { password, ...identity } = request.body;
      const [row] = await db
        .insert(identities)
        .values({ ...identity, passwordHash: await hashPassword(password) })
        .returning();
      return reply.code(201).send(shown(row));
    },
  });

  routes.put(routePath(IDENTITY_PATHS.user), {
    schema: { tags, params, body: identityUpdateInput, response: { 200: answer } },
    handler: async (request) => {
      await mayManage(request, request.params.idIdentity);
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
      await mayManage(request, request.params.idIdentity);
      await db.delete(identities).where(eq(identities.idIdentity, request.params.idIdentity));
      return reply.code(204).send();
    },
  });

  // The acting user's own identity (the profile page). While masquerading the administrator
  // does not know the user's password, so a password change is refused.
  routes.put(IDENTITY_PATHS.me, {
    schema: { tags, body: identityMeInput, response: { 200: answer } },
    handler: async (request) => {
      const auth = authorize(request, 'Edit', 'CoreGeneralUserAccountUserProfile');
      const { currentPassword, newPassword, ...names } = request.body;
      const idIdentity = auth.actingUser.idIdentity;
      const [identity] = idIdentity ? await db.select().from(identities).where(eq(identities.idIdentity, idIdentity)) : [];
      if (!identity) throw notFound();
      let passwordHash: string | undefined;
      if (newPassword) {
        if (authOf(request).idMasquerade) throw forbidden();
        if (!currentPassword) throw badRequest(VALIDATION_FAILED, { currentPassword: GENERIC_MESSAGES.required }, 'VALIDATION');
        if (!(await verifyPassword(currentPassword, identity.passwordHash)))
          throw badRequest(VALIDATION_FAILED, { currentPassword: CURRENT_PASSWORD_WRONG }, 'VALIDATION');
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
