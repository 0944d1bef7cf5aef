/**
 * What every batch endpoint shares: each row checked alone with the kind's row schema, one
 * transaction per chunk, rolled back for a dry run (every check and every write ran, nothing
 * stays) or, with all-or-nothing, as soon as one row failed.
 */
import type { FastifyRequest } from 'fastify';
import type { KindDescription } from '../../shared/imports/kinds';
import { BULK_MESSAGES } from '../../shared/imports/kinds';
import type { RowResult } from '../../shared/imports/protocol';
import { zodIssueMessage } from '../../shared/rules/message';
import type { Action, Subject } from '../../shared/permissions';
import { accountScope } from '../auth/context';
import type { Db, Tx } from '../db';
import { forbidden, notFound } from '../lib/errors';

export type Parsed<T> = { row: number; value: T } | { row: number; failure: RowResult };

/** Field errors of one row, first rule broken per field, in the error shape's `errors`/`params`. */
export function failed(row: number, fields: Record<string, { key: string; params?: Record<string, string | number> }>): RowResult {
  const errors: Record<string, string> = {};
  const params: Record<string, Record<string, string | number>> = {};
  for (const [field, { key, params: values }] of Object.entries(fields)) {
    errors[field] = key;
    if (values) params[field] = values;
  }
  return { row, outcome: 'failed', errors, ...(Object.keys(params).length ? { params } : {}) };
}

/** Each row through the kind's schema; a duplicate natural key inside the chunk fails too. */
export function parseRows<T extends Record<string, unknown>>(kind: KindDescription, rows: { row: number }[]): Parsed<T>[] {
  const seen = new Map<string, number>();
  return rows.map(({ row, ...cells }) => {
    const parsed = kind.row.safeParse(cells);
    if (!parsed.success) {
      const fields: Record<string, ReturnType<typeof zodIssueMessage>> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '')] ??= zodIssueMessage(issue as Parameters<typeof zodIssueMessage>[0]);
      return { row, failure: failed(row, fields) };
    }
    const key = kind.key(parsed.data);
    const first = seen.get(key);
    if (first !== undefined) return { row, failure: failed(row, { [kind.keyField]: { key: BULK_MESSAGES.duplicateInFile, params: { row: first } } }) };
    seen.set(key, row);
    return { row, value: parsed.data as T };
  });
}

class Rollback extends Error {}

/**
 * Runs one chunk in a transaction; rolls it back for a dry run, or when all-or-nothing and a
 * row failed (the others then fail as "not imported").
 */
export async function inChunkTransaction(
  db: Db,
  flags: { dryRun: boolean; allOrNothing: boolean },
  work: (tx: Tx) => Promise<RowResult[]>,
): Promise<RowResult[]> {
  let results: RowResult[] = [];
  try {
    await db.transaction(async (tx) => {
      results = await work(tx);
      if (flags.dryRun || (flags.allOrNothing && results.some((r) => r.outcome === 'failed'))) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (!flags.dryRun && flags.allOrNothing && results.some((r) => r.outcome === 'failed')) {
    return results.map((r) => (r.outcome === 'failed' ? r : failed(r.row, { '': { key: BULK_MESSAGES.notImported } })));
  }
  return results;
}

/** Refusal for an account out of reach: 404 for those who see every account, else 403 (nothing leaks). */
export const refusal = (request: FastifyRequest, action: Action, subject: Subject) =>
  accountScope(request, action, subject) === 'all' ? notFound() : forbidden();

/**
 * Fields whose values differ (null and undefined alike); `undefined` wanted values are "not given".
 * A column the file does not have is "not given" and keeps the stored value: a file exported with
 * fewer columns than the kind imports (the list's columns) must change nothing it does not hold.
 * An empty cell is null, and clears the value.
 */
export const changedFields = (current: Record<string, unknown>, wanted: Record<string, unknown>) =>
  Object.keys(wanted).filter((field) => wanted[field] !== undefined && (current[field] ?? null) !== (wanted[field] ?? null));
