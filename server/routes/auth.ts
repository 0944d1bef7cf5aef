/**
 * The built-in identity service: sign-in with e-mail and password, silent renewal with a
 * rotating refresh token, sign-out that revokes it.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db';
import { identities, refreshTokens, users } from '../db/schema';
import { verifyPassword } from '../auth/passwords';
import type { TokenService } from '../auth/tokens';
import { unauthorized } from '../lib/errors';

const tokenAnswer = z.object({ accessToken: z.string(), refreshToken: z.string(), expiresIn: z.number(), idUser: z.uuid() });

export function registerAuthRoutes(app: FastifyInstance, db: Db, tokens: TokenService, refreshTtlSeconds: number) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  async function issue(idUser: string) {
    const [row] = await db
      .insert(refreshTokens)
      .values({ idUser, expiresAt: new Date(Date.now() + refreshTtlSeconds * 1000) })
      .returning({ id: refreshTokens.idRefreshToken });
    const access = await tokens.issueAccess(idUser);
    return { accessToken: access.token, expiresIn: access.expiresIn, refreshToken: await tokens.issueRefresh(idUser, row.id), idUser };
  }

  routes.post('/auth/signin', {
    config: { public: true },
    schema: {
      tags: ['identity'],
      body: z.object({
        email: z.string('validation.email.required').trim().min(1, 'validation.email.required'),
        password: z.string('validation.required').min(1, 'validation.required'),
      }),
      response: { 200: tokenAnswer },
    },
    handler: async (request) => {
      const [found] = await db
        .select({ user: users, passwordHash: identities.passwordHash })
        .from(identities)
        .innerJoin(users, eq(users.idIdentity, identities.idIdentity))
        .where(eq(sql`lower(${identities.email})`, request.body.email.toLowerCase()));
      const user = found?.user;
      // One message for unknown e-mail and wrong password, so sign-in does not reveal who has an account.
      if (!user || user.deleted || !(await verifyPassword(request.body.password, found.passwordHash))) {
        throw unauthorized('INVALID_CREDENTIALS');
      }
      if (!user.enabled) throw unauthorized('USER_DISABLED');
      return issue(user.idUser);
    },
  });

  routes.post('/auth/refresh', {
    config: { public: true },
    schema: { tags: ['identity'], body: z.object({ refreshToken: z.string().min(1) }), response: { 200: tokenAnswer } },
    handler: async (request) => {
      const claims = await tokens.verifyRefresh(request.body.refreshToken);
      if (!claims) throw unauthorized('SESSION_EXPIRED');
      // Rotation: the used token is revoked in the same statement that checks it is still valid.
      const revoked = await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.idRefreshToken, claims.idRefreshToken), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())))
        .returning({ idUser: refreshTokens.idUser });
      if (!revoked.length) throw unauthorized('SESSION_EXPIRED');
      const [user] = await db.select().from(users).where(eq(users.idUser, claims.idUser));
      if (!user || user.deleted || !user.enabled) throw unauthorized(user?.enabled === false ? 'USER_DISABLED' : 'USER_DELETED');
      return issue(user.idUser);
    },
  });

  routes.post('/auth/signout', {
    config: { public: true },
    schema: { tags: ['identity'], body: z.object({ refreshToken: z.string().min(1) }) },
    handler: async (request, reply) => {
      const claims = await tokens.verifyRefresh(request.body.refreshToken);
      if (claims) {
        await db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.idRefreshToken, claims.idRefreshToken));
      }
      return reply.code(204).send();
    },
  });
}
