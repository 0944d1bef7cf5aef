/**
 * Throttles password guessing: after MAX_FAILURES failed sign-ins within the window, for one
 * e-mail or from one address, further attempts are refused with 429 and Retry-After until the
 * oldest failure leaves the window. Failures live in the database so every instance counts them.
 * A success clears the account's failures; an address's failures only age out, so signing in to
 * one's own account does not reset a spray across other accounts.
 */
import type { FastifyReply } from 'fastify';
import { and, eq, gt, min, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { auditLog, signInFailures } from '../db/schema';
import { HttpError } from '../lib/errors';

export const SIGN_IN_MAX_FAILURES = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please try again later.';

export class ThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_ATTEMPTS, 'TOO_MANY_ATTEMPTS');
  }
}

const windowStart = (now: number) => new Date(now - SIGN_IN_WINDOW_MS);

export function createSignInThrottle(db: Db, now: () => number = Date.now) {
  async function countSince(column: typeof signInFailures.email | typeof signInFailures.address, value: string) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`, oldest: min(signInFailures.failedAt) })
      .from(signInFailures)
      .where(and(eq(column, value), gt(signInFailures.failedAt, windowStart(now()))));
    return row;
  }

  return {
    /** Throws ThrottledError (and sets Retry-After on the reply) when this e-mail or this address has failed too often lately. */
    async check(email: string, address: string, reply: FastifyReply) {
      for (const [column, value] of [
        [signInFailures.email, email],
        [signInFailures.address, address],
      ] as const) {
        const { count, oldest } = await countSince(column, value);
        if (count >= SIGN_IN_MAX_FAILURES && oldest) {
          const waitMs = new Date(oldest).getTime() + SIGN_IN_WINDOW_MS - now();
          const error = new ThrottledError(Math.max(1, Math.ceil(waitMs / 1000)));
          reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        }
      }
    },
    failuresOf: async (email: string) => (await countSince(signInFailures.email, email)).count,
    recordFailure: (email: string, address: string) => db.insert(signInFailures).values({ email, address: address.slice(0, 64), failedAt: new Date(now()) }),
    reset: (email: string) => db.delete(signInFailures).where(eq(signInFailures.email, email)),
    /** An audit entry when a known account gets throttled: it names that account, not the guesser. */
    audit: (idUser: string) => db.insert(auditLog).values({ idUser, idUserActing: idUser, method: 'POST', path: '/auth/signin', statusCode: 429 }),
  };
}
