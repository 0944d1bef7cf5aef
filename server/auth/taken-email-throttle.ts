/**
 * One budget of "e-mail already in use" answers per administrator, shared by the user form
 * (POST /identity/users) and the bulk user import (POST /application/users/import). A sign-in
 * e-mail is unique across clients, so refusing a taken one says it is taken: whoever creates
 * users gets at most EMAIL_TAKEN_MAX such answers in EMAIL_TAKEN_WINDOW_MS, whichever way they
 * ask, and cannot list other clients' addresses by trying them.
 *
 * The refusals are counted in the audit log: the form's answers are its 409s and 429s (recorded
 * by the audit hook), the import's are one entry per refused row, written here with status 409
 * under the import's path (the import's own request answers 200 and is not counted).
 */
import { and, count, eq, gt, inArray, min, or, sql } from 'drizzle-orm';
import { IDENTITY_PATHS } from '../../shared/api/identity-directory';
import { BULK_PATHS } from '../../shared/imports/protocol';
import type { Db, Tx } from '../db';
import { auditLog } from '../db/schema';
import { API_PREFIX } from '../lib/api-prefix';

export const EMAIL_TAKEN_MAX = 10;
export const EMAIL_TAKEN_WINDOW_MS = 15 * 60 * 1000;
export const TOO_MANY_TAKEN_EMAILS = 'Too many e-mail addresses already in use were tried. Please try again later.';

/** The paths as the audit hook records them. */
export const FORM_PATH = `${API_PREFIX}${IDENTITY_PATHS.users}`;
export const IMPORT_PATH = `${API_PREFIX}${BULK_PATHS.users}`;

export interface TakenEmailBudget {
  /** Answers still allowed in the window (0 once spent). */
  left: number;
  /** Seconds until the oldest counted answer leaves the window (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * What the administrator has left. Counted for the person signed in (the audit log's idUser):
 * masquerading as one user after another opens no new budget.
 */
export async function takenEmailBudget(db: Db | Tx, idUser: string, now = Date.now()): Promise<TakenEmailBudget> {
  const [{ refused, oldest }] = await db
    .select({ refused: count(), oldest: min(auditLog.createdAt) })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.idUser, idUser),
        eq(auditLog.method, 'POST'),
        gt(auditLog.createdAt, new Date(now - EMAIL_TAKEN_WINDOW_MS)),
        or(and(eq(auditLog.path, FORM_PATH), inArray(auditLog.statusCode, [409, 429])), and(eq(auditLog.path, IMPORT_PATH), eq(auditLog.statusCode, 409))),
      ),
    );
  const retryAfterSeconds = oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + EMAIL_TAKEN_WINDOW_MS - now) / 1000)) : 60;
  return { left: Math.max(0, EMAIL_TAKEN_MAX - refused), retryAfterSeconds };
}

/**
 * Spends answers of the administrator's budget, alone: two imports of the same administrator
 * sent at once cannot both spend the same answers. `decide` gets what is left and says how many
 * it spends (it must not touch the database: it runs under a lock); they are recorded at once,
 * whatever becomes of the import's own transaction (a dry run's refusals count like a real one's).
 */
export async function spendTakenEmails<T>(
  db: Db,
  who: { idUser: string; idUserActing: string; idMasquerade?: string | null },
  decide: (budget: TakenEmailBudget) => { spent: number; result: T },
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`taken-emails:${who.idUser}`}, 0))`);
    const { spent, result } = decide(await takenEmailBudget(tx, who.idUser));
    if (spent > 0) {
      await tx.insert(auditLog).values(
        Array.from({ length: spent }, () => ({
          idUser: who.idUser,
          idUserActing: who.idUserActing,
          idMasquerade: who.idMasquerade ?? null,
          method: 'POST',
          path: IMPORT_PATH,
          statusCode: 409,
        })),
      );
    }
    return result;
  });
}
