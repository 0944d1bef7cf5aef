/**
 * The rule for "e-mail already in use" (decided, and written in the README too):
 *
 * A sign-in e-mail is unique across clients, so refusing a taken one cannot help saying it is
 * taken: no answer hides it short of giving up unique sign-in names (sign-in would not know whose
 * account an address opens). What the rule can do is say nothing more and say it rarely:
 * - the answer is the plain duplicate one (409 DUPLICATE, 'This value is already used.'), the
 *   same whoever owns the address: no client, no name;
 * - a client's administrators share one budget of EMAIL_TAKEN_MAX such answers in
 *   EMAIL_TAKEN_WINDOW_MS, whichever of them asks and whichever way (the user form,
 *   POST /identity/users, or the bulk user import, dry runs included): creating more
 *   administrators opens no new budget. A user of no client (a system administrator) has a budget
 *   of their own. Masquerading counts for the person signed in;
 * - once it is spent, every creation by that client's administrators waits (429
 *   TOO_MANY_TAKEN_EMAILS with Retry-After), free e-mail or taken, so a wait tells nothing either,
 *   until the oldest counted answer leaves the window; updates of existing users go on;
 * - answers are spent under a lock held per budget, so requests sent at once cannot all pass
 *   the check before any of them is counted.
 * So listing other clients' addresses by trying them costs a client 15 minutes per 10 guesses.
 *
 * The answers are counted in the audit log: the form's are its 409s (written with the answer's
 * decision, under the lock) and its 429s (recorded by the audit hook); the import's are one entry
 * per refused row, under the import's path with status 409 (the import's own request answers 200
 * and is not counted).
 */
import { and, count, eq, gt, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import { IDENTITY_PATHS } from '../../shared/api/identity-directory';
import { BULK_PATHS } from '../../shared/imports/protocol';
import type { Db, Tx } from '../db';
import { auditLog, users } from '../db/schema';
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

/** Who spends answers: the person signed in (the audit log's idUser), never the user they masquerade as. */
export interface TakenEmailSpender {
  idUser: string;
  idUserActing: string;
  idMasquerade?: string | null;
}

/** Whose budget the person's answers come from: their client's, else their own. */
async function budgetOf(db: Db | Tx, idUser: string) {
  const [me] = await db.select({ idClient: users.idClient }).from(users).where(eq(users.idUser, idUser));
  const idClient = me?.idClient ?? null;
  return idClient
    ? {
        lock: `taken-emails:client:${idClient}`,
        spenders: inArray(auditLog.idUser, db.select({ idUser: users.idUser }).from(users).where(eq(users.idClient, idClient))),
      }
    : { lock: `taken-emails:user:${idUser}`, spenders: eq(auditLog.idUser, idUser) };
}

async function budgetLeft(db: Db | Tx, spenders: SQL, now: number): Promise<TakenEmailBudget> {
  const [{ refused, oldest }] = await db
    .select({ refused: count(), oldest: min(auditLog.createdAt) })
    .from(auditLog)
    .where(
      and(
        spenders,
        eq(auditLog.method, 'POST'),
        gt(auditLog.createdAt, new Date(now - EMAIL_TAKEN_WINDOW_MS)),
        or(and(eq(auditLog.path, FORM_PATH), inArray(auditLog.statusCode, [409, 429])), and(eq(auditLog.path, IMPORT_PATH), eq(auditLog.statusCode, 409))),
      ),
    );
  const retryAfterSeconds = oldest ? Math.max(1, Math.ceil((new Date(oldest).getTime() + EMAIL_TAKEN_WINDOW_MS - now) / 1000)) : 60;
  return { left: Math.max(0, EMAIL_TAKEN_MAX - refused), retryAfterSeconds };
}

/** What is left of the budget the person spends from (their client's, else their own). */
export async function takenEmailBudget(db: Db | Tx, idUser: string, now = Date.now()): Promise<TakenEmailBudget> {
  return budgetLeft(db, (await budgetOf(db, idUser)).spenders, now);
}

/**
 * Spends answers of the budget, alone: two requests of the same client's administrators sent at
 * once cannot both spend the same answers. `decide` gets what is left and says how many it spends
 * (it must not touch the database: it runs under a lock); they are recorded at once under `path`,
 * whatever becomes of the caller's own transaction (a dry run's refusals count like a real one's).
 */
export async function spendTakenEmails<T>(
  db: Db,
  who: TakenEmailSpender,
  decide: (budget: TakenEmailBudget) => { spent: number; result: T },
  path: typeof FORM_PATH | typeof IMPORT_PATH = IMPORT_PATH,
): Promise<T> {
  return db.transaction(async (tx) => {
    const budget = await budgetOf(tx, who.idUser);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${budget.lock}, 0))`);
    const { spent, result } = decide(await budgetLeft(tx, budget.spenders, Date.now()));
    if (spent > 0) {
      await tx.insert(auditLog).values(
        Array.from({ length: spent }, () => ({
          idUser: who.idUser,
          idUserActing: who.idUserActing,
          idMasquerade: who.idMasquerade ?? null,
          method: 'POST',
          path,
          statusCode: 409,
        })),
      );
    }
    return result;
  });
}
