/**
 * PostgreSQL may end a transaction that did nothing wrong: as the victim of a deadlock (40P01) or
 * of a serialization failure (40001), and its documentation asks applications to run such a
 * transaction again. Writers take stock lines and counters in one order so that this stays rare,
 * but an order is a rule kept by people, and a rare deadlock should cost a moment, not a 500.
 * Every top-level transaction therefore runs again, up to TRANSACTION_ATTEMPTS times in all, after
 * a short random pause; all its work is inside the transaction, so running it again is running
 * the request again. Savepoints (a transaction inside one) are not retried: the outer one is.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

export const TRANSACTION_ATTEMPTS = 3;
const RETRIED_CODES = new Set(['40P01', '40001']);

const codeOf = (error: unknown): unknown => {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
};

/** Whether a failed transaction may simply be run again. */
export const isRetriedFailure = (error: unknown) => RETRIED_CODES.has(codeOf(error) as string);

/** Makes db.transaction run a transaction again when PostgreSQL ended it as a deadlock victim or serialization failure. */
export function retryTransactions<H extends PgQueryResultHKT, S extends Record<string, unknown>>(db: PgDatabase<H, S>): void {
  const original: PgDatabase<H, S>['transaction'] = db.transaction.bind(db);
  const retrying: PgDatabase<H, S>['transaction'] = async (transaction, config) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await original(transaction, config);
      } catch (error) {
        if (attempt >= TRANSACTION_ATTEMPTS || !isRetriedFailure(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
      }
    }
  };
  db.transaction = retrying;
}
