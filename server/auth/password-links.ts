/**
 * Single-use, expiring set-password links (the welcome e-mail's). The token travels only in the
 * e-mail; the database keeps its SHA-256, so reading the database does not give a usable link.
 * Issuing a new link for an identity voids its earlier unused ones.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../db';
import { passwordTokens } from '../db/schema';

export const PASSWORD_LINK_TTL_MS = 72 * 3600 * 1000;
/** A forgotten password's link lives one hour. */
export const RESET_LINK_TTL_MS = 3600 * 1000;
/** The portal page that reads the token from the address's fragment (never sent to servers or in Referer). */
export const SET_PASSWORD_PAGE = '/set-password';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export const setPasswordUrl = (portalUrl: string, token: string) => `${portalUrl.replace(/\/+$/, '')}${SET_PASSWORD_PAGE}#token=${token}`;

export function createPasswordLinks(db: Tx, now: () => number = Date.now) {
  return {
    async issue(idIdentity: string, ttlMs = PASSWORD_LINK_TTL_MS): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.delete(passwordTokens).where(and(eq(passwordTokens.idIdentity, idIdentity), isNull(passwordTokens.usedAt)));
      await db.insert(passwordTokens).values({ idIdentity, tokenHash: digest(token), expiresAt: new Date(now() + ttlMs) });
      return token;
    },
    /** Marks the link used and answers its identity, or null when unknown, used or expired. */
    async consume(token: string): Promise<string | null> {
      const [row] = await db
        .update(passwordTokens)
        .set({ usedAt: new Date(now()) })
        .where(and(eq(passwordTokens.tokenHash, digest(token)), isNull(passwordTokens.usedAt), gt(passwordTokens.expiresAt, new Date(now()))))
        .returning({ idIdentity: passwordTokens.idIdentity });
      return row?.idIdentity ?? null;
    },
  };
}
