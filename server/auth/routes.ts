/**
 * The built-in identity service: sign-in with e-mail and password (throttled), silent renewal
 * with a rotating refresh token, sign-out that ends the sign-in session. Each sign-in opens a
 * session, the family of every refresh token rotated from it: using an already-used refresh
 * token (a stolen copy, or the original after theft) revokes the whole family.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES } from '../../shared/rules/passwords';
import type { Db } from '../db';
import { identities, refreshTokens, signInSessions, users } from '../db/schema';
import { verifyPasswordEvenWithout } from './passwords';
import { presentedDeviceTokens, rememberDevice, verifiedDevices } from './known-devices';
import { createSignInThrottle, SIGN_IN_MAX_FAILURES } from './sign-in-throttle';
import type { TokenService } from './tokens';
import { unauthorized } from '../lib/errors';

const tokenAnswer = z.object({ accessToken: z.string(), refreshToken: z.string(), expiresIn: z.number(), idUser: z.uuid() });
/** A sign-in also answers the device's token (known-devices.ts), which the command line keeps and sends next time. */
const signInAnswer = tokenAnswer.extend({ deviceToken: z.string() });
const errorAnswer = z.object({ message: z.string(), code: z.string().optional() });
const signInBody = z.object({
  email: z.string('validation.email.required').trim().min(1, 'validation.email.required').max(320, 'validation.invalid'),
  password: z.string('validation.required').min(1, 'validation.required').max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong),
  /** The device's token from an earlier sign-in (the command line's; the portal's is a cookie). */
  deviceToken: z.string().max(2000).nullish(),
});

/** What the sign-in, renewal and sign-out calls share. */
interface AuthServices {
  db: Db;
  tokens: TokenService;
  refreshTtlSeconds: number;
  throttle: ReturnType<typeof createSignInThrottle>;
}

/** A new access token and refresh token of the sign-in session. */
async function issue({ db, tokens, refreshTtlSeconds }: AuthServices, idUser: string, idSession: string) {
  const [row] = await db
    .insert(refreshTokens)
    .values({ idUser, idSession, expiresAt: new Date(Date.now() + refreshTtlSeconds * 1000) })
    .returning({ id: refreshTokens.idRefreshToken });
  const access = await tokens.issueAccess(idUser, idSession);
  return { accessToken: access.token, expiresIn: access.expiresIn, refreshToken: await tokens.issueRefresh(idUser, row.id), idUser };
}

const revokeSession = (db: Db, idSession: string) =>
  db
    .update(signInSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(signInSessions.idSession, idSession), isNull(signInSessions.revokedAt)));

async function signIn(services: AuthServices, request: FastifyRequest, reply: FastifyReply, body: z.infer<typeof signInBody>) {
  const { db, tokens, throttle } = services;
  const email = body.email.toLowerCase();
  const [found] = await db
    .select({ user: users, passwordHash: identities.passwordHash })
    .from(identities)
    .innerJoin(users, eq(users.idIdentity, identities.idIdentity))
    .where(eq(sql`lower(${identities.email})`, email));
  const user = found?.user;
  // A device this account signed in on is held to its own count, not the account's or the address's.
  const devices = await verifiedDevices(tokens, presentedDeviceTokens(request, body.deviceToken));
  const known = user ? devices.find((d) => d.idUser === user.idUser) : undefined;
  const attempt = { email, address: request.ip, idDevice: known?.idDevice ?? null };
  await throttle.check(attempt, reply);
  // The same hashing work whether the e-mail is known or not, and one message for both,
  // so neither the answer nor its timing reveals who has an account.
  const passwordMatches = await verifyPasswordEvenWithout(body.password, found?.passwordHash);
  if (!user || user.deleted || !passwordMatches) {
    await throttle.recordFailure(attempt);
    // Counted for unknown e-mails too, so this step takes as long either way.
    const failures = await throttle.failuresOf(email);
    if (user && !known && failures === SIGN_IN_MAX_FAILURES) await throttle.audit(user.idUser);
    throw unauthorized('INVALID_CREDENTIALS');
  }
  if (!user.enabled) throw unauthorized('USER_DISABLED');
  await throttle.reset(attempt);
  const [session] = await db.insert(signInSessions).values({ idUser: user.idUser }).returning({ idSession: signInSessions.idSession });
  // The device is known from now on (again for another 180 days when it was).
  const deviceToken = await tokens.issueDevice(user.idUser, known?.idDevice ?? randomUUID());
  rememberDevice(request, reply, deviceToken, devices, user.idUser);
  return { ...(await issue(services, user.idUser, session.idSession)), deviceToken };
}

async function renew(services: AuthServices, refreshToken: string) {
  const { db, tokens } = services;
  const claims = await tokens.verifyRefresh(refreshToken);
  if (!claims) throw unauthorized('SESSION_EXPIRED');
  // Rotation: the used token is marked in the same statement that checks it is still unused.
  const [used] = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.idRefreshToken, claims.idRefreshToken), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())))
    .returning({ idSession: refreshTokens.idSession });
  if (!used) {
    // A token used before comes back: someone holds a copy. End the whole family.
    const [known] = await db.select({ idSession: refreshTokens.idSession }).from(refreshTokens).where(eq(refreshTokens.idRefreshToken, claims.idRefreshToken));
    if (known) await revokeSession(db, known.idSession);
    throw unauthorized('SESSION_EXPIRED');
  }
  const [session] = await db.select().from(signInSessions).where(eq(signInSessions.idSession, used.idSession));
  if (!session || session.revokedAt) throw unauthorized('SESSION_EXPIRED');
  const [user] = await db.select().from(users).where(eq(users.idUser, claims.idUser));
  if (!user || user.deleted || !user.enabled) throw unauthorized(user?.enabled === false ? 'USER_DISABLED' : 'USER_DELETED');
  return issue(services, user.idUser, session.idSession);
}

export function registerAuthRoutes(app: FastifyInstance, db: Db, tokens: TokenService, refreshTtlSeconds: number) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const services: AuthServices = { db, tokens, refreshTtlSeconds, throttle: createSignInThrottle(db) };

  routes.post('/auth/signin', {
    config: { public: true },
    schema: { tags: ['identity'], body: signInBody, response: { 200: signInAnswer, 401: errorAnswer, 429: errorAnswer } },
    handler: (request, reply) => signIn(services, request, reply, request.body),
  });

  routes.post('/auth/refresh', {
    config: { public: true },
    schema: { tags: ['identity'], body: z.object({ refreshToken: z.string().min(1) }), response: { 200: tokenAnswer, 401: errorAnswer } },
    handler: (request) => renew(services, request.body.refreshToken),
  });

  routes.post('/auth/signout', {
    config: { public: true },
    schema: { tags: ['identity'], body: z.object({ refreshToken: z.string().min(1) }) },
    handler: async (request, reply) => {
      const claims = await tokens.verifyRefresh(request.body.refreshToken);
      if (claims) {
        const [token] = await db
          .select({ idSession: refreshTokens.idSession })
          .from(refreshTokens)
          .where(eq(refreshTokens.idRefreshToken, claims.idRefreshToken));
        if (token) await revokeSession(db, token.idSession);
      }
      return reply.code(204).send();
    },
  });
}
