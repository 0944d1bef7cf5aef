/**
 * Throttles password guessing without handing the lock to the guesser.
 *
 * Three counts of failed attempts in the window, kept in the database (sign_in_failures) so that
 * every API process on one PostgreSQL counts the same attempts:
 * - per e-mail, from devices the account does not know: SIGN_IN_MAX_FAILURES failures refuse
 *   further attempts on that account from any unknown device, whatever address they come from
 *   (changing address, or X-Forwarded-For, does not help: lib/client-address.ts);
 * - per address, from unknown devices: SIGN_IN_ADDRESS_MAX_FAILURES failures (more than one
 *   person's typing: many users may share an address behind a proxy) refuse unknown devices there,
 *   which stops a spray of one guess per account;
 * - per known device: a device on which the account signed in successfully holds a signed device
 *   token (a cookie for the portal, a field of the sign-in for the command line). An attempt with
 *   the account's own device token is counted against that device only, so neither an attack on
 *   the account nor a spray from the same address locks its owner out; a stolen device token buys
 *   no more than SIGN_IN_MAX_FAILURES guesses per window.
 * Refused attempts answer 429 with Retry-After until the oldest counted failure leaves the window.
 * A success clears the failures of the count it was held to (the account's, or its device's): a
 * spray across other accounts stays counted for its address, signing in to one's own account
 * there does not reset it.
 */
import type { FastifyReply } from 'fastify';
import { and, eq, gt, isNull, lt, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db';
import { auditLog, signInFailures } from '../db/schema';
import { HttpError } from '../lib/errors';

export const SIGN_IN_MAX_FAILURES = 10;
/** Failures from one address (unknown devices) before it waits: room for a whole office's typing. */
export const SIGN_IN_ADDRESS_MAX_FAILURES = 100;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please try again later.';

export class ThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_ATTEMPTS, 'TOO_MANY_ATTEMPTS');
  }
}

/** One attempt: the e-mail it names, where it came from, and the known device it came from (its id), if any. */
export interface SignInAttempt {
  email: string;
  address: string;
  idDevice?: string | null;
}

export function createSignInThrottle(db: Db, now: () => number = Date.now) {
  const windowStart = () => new Date(now() - SIGN_IN_WINDOW_MS);

  async function countSince(where: SQL) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`, oldest: min(signInFailures.failedAt) })
      .from(signInFailures)
      .where(and(where, gt(signInFailures.failedAt, windowStart())));
    return row;
  }

  /** The counts an attempt is held to, with their limits. */
  const countsOf = (attempt: SignInAttempt): [SQL, number][] =>
    attempt.idDevice
      ? [[eq(signInFailures.idDevice, attempt.idDevice), SIGN_IN_MAX_FAILURES]]
      : [
          [and(eq(signInFailures.email, attempt.email), isNull(signInFailures.idDevice))!, SIGN_IN_MAX_FAILURES],
          [and(eq(signInFailures.address, attempt.address.slice(0, 64)), isNull(signInFailures.idDevice))!, SIGN_IN_ADDRESS_MAX_FAILURES],
        ];

  return {
    /** Throws ThrottledError (and sets Retry-After on the reply) when this attempt's counts are full. */
    async check(attempt: SignInAttempt, reply: FastifyReply) {
      for (const [where, max] of countsOf(attempt)) {
        const { count, oldest } = await countSince(where);
        if (count >= max && oldest) {
          const waitMs = new Date(oldest).getTime() + SIGN_IN_WINDOW_MS - now();
          const error = new ThrottledError(Math.max(1, Math.ceil(waitMs / 1000)));
          reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        }
      }
    },
    /** Failures counted against the account (from unknown devices). */
    failuresOf: async (email: string) => (await countSince(and(eq(signInFailures.email, email), isNull(signInFailures.idDevice))!)).count,
    async recordFailure(attempt: SignInAttempt) {
      // Failures older than the window count for nothing: they go, so the table stays the window's size.
      await db.delete(signInFailures).where(lt(signInFailures.failedAt, windowStart()));
      await db
        .insert(signInFailures)
        .values({ email: attempt.email, address: attempt.address.slice(0, 64), idDevice: attempt.idDevice ?? null, failedAt: new Date(now()) });
    },
    /** After a success: clears the count the attempt was held to (the account's, or its device's), never the address's. */
    reset: (attempt: SignInAttempt) =>
      db
        .delete(signInFailures)
        .where(
          attempt.idDevice ? eq(signInFailures.idDevice, attempt.idDevice) : and(eq(signInFailures.email, attempt.email), isNull(signInFailures.idDevice)),
        ),
    /** An audit entry when a known account gets throttled: it names that account, not the guesser. */
    audit: (idUser: string) => db.insert(auditLog).values({ idUser, idUserActing: idUser, method: 'POST', path: '/auth/signin', statusCode: 429 }),
  };
}
