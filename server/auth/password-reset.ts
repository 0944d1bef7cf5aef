/**
 * Forgotten passwords of the built-in identity: POST /auth/password-reset { email } mails a
 * single-use link (valid one hour, only its SHA-256 kept) to the set-password page, where the
 * password rules apply and the user's sessions end.
 *
 * What it must not tell: whether the address has an account. The answer is the same 202 for
 * every address, sent before anything is looked up (the look-up, the link and the mail happen
 * after the answer), so its timing says nothing either. What it must not allow: mail bombing
 * someone or spraying addresses. Requests are counted per address asked about (3 per 15 minutes)
 * and per caller's address (10 per 15 minutes), whether the account exists or not, so the 429
 * says nothing about the account either.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorText } from '../../shared/api/error-codes';
import { PASSWORD_RESET_PATH, PASSWORD_RESET_TEMPLATE, templateId } from '../../shared/api/mail';
import type { Db } from '../db';
import { identities, users } from '../db/schema';
import { HttpError } from '../lib/errors';
import { fixedWindows } from '../lib/fixed-windows';
import { storeMail, toPerson } from '../lib/outbox';
import { createPasswordLinks, RESET_LINK_TTL_MS, setPasswordUrl } from './password-links';

export const RESET_LIMITS = { perEmail: 3, perAddress: 10, windowMs: 15 * 60_000 } as const;

/** Counts a use by `key` in its fixed window; answers 0 within the limit, else the seconds until the window ends. */
function windowCounter(limit: number, windowMs: number, maxKeys = 10_000, now = Date.now) {
  const windowOf = fixedWindows(windowMs, maxKeys);
  return (key: string) => {
    const at = now();
    const entry = windowOf(key, at);
    entry.count++;
    return entry.count <= limit ? 0 : Math.ceil((entry.start + windowMs - at) / 1000);
  };
}

export interface PasswordResetOptions {
  mailFrom: string;
  portalUrl: string;
  now?: () => number;
}

export function registerPasswordResetRoutes(app: FastifyInstance, db: Db, options: PasswordResetOptions) {
  const perEmail = windowCounter(RESET_LIMITS.perEmail, RESET_LIMITS.windowMs, 10_000, options.now);
  const perAddress = windowCounter(RESET_LIMITS.perAddress, RESET_LIMITS.windowMs, 10_000, options.now);

  async function sendLink(email: string) {
    const [found] = await db
      .select({ user: users, idIdentity: identities.idIdentity })
      .from(identities)
      .innerJoin(users, eq(users.idIdentity, identities.idIdentity))
      .where(eq(sql`lower(${identities.email})`, email));
    if (!found || found.user.deleted || !found.user.enabled) return;
    await db.transaction(async (tx) => {
      const token = await createPasswordLinks(tx, options.now).issue(found.idIdentity, RESET_LINK_TTL_MS);
      await storeMail(tx, options.mailFrom, {
        personalizations: toPerson(found.user, { lastName: found.user.lastName, resetUrl: setPasswordUrl(options.portalUrl, token) }),
        template_id: templateId(PASSWORD_RESET_TEMPLATE, found.user.cultureLanguageCode),
      });
    });
  }

  app.withTypeProvider<ZodTypeProvider>().post(PASSWORD_RESET_PATH, {
    config: { public: true },
    schema: {
      tags: ['identity'],
      body: z.object({ email: z.string('validation.email.required').trim().min(1, 'validation.email.required').max(320, 'validation.invalid') }),
      response: { 202: z.object({}) },
    },
    handler: async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const wait = Math.max(perAddress(request.ip), perEmail(email));
      if (wait) {
        reply.header('retry-after', String(wait));
        throw new HttpError(429, errorText('TOO_MANY_REQUESTS'), 'TOO_MANY_REQUESTS');
      }
      // Answered first: the same answer, at the same speed, whoever the address belongs to.
      void reply.code(202).send({});
      await sendLink(email).catch((error: unknown) => request.log.error({ err: error }, 'the password-reset e-mail could not be prepared'));
      return reply;
    },
  });
}
