/**
 * The rows of one page of a described resource's list and the total count of its matches: the
 * list route's query, apart from its access check and its answer (resource-service.ts, resource-routes.ts).
 */
import { count, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { SearchCriteria } from '../../shared/api/search-criteria';
import type { ResourceDescription } from '../../shared/resources';
import type { Db } from '../db';
import { orderOf, searchesText } from './query';

/** The window count's key in a list row: no column is named so. */
const TOTAL = '__total_count';

export interface ListSource {
  description: ResourceDescription;
  table: PgTable;
  columns: Record<string, PgColumn>;
  /** The record's nested values, read with the page's rows (binding.ts). */
  nested?: Record<string, SQL>;
}

/** The placeholders of a page's size and start (no path placeholder or filter is named so). */
export const PAGE_LIMIT = 'page_limit';
export const PAGE_OFFSET = 'page_offset';

/** What runs a list's statements: a query builder, or a statement kept prepared (statement-cache.ts). */
interface Runnable<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

export interface ListStatements {
  /** The page's rows (every row when the criteria ask for all); its size and start are PAGE_LIMIT and PAGE_OFFSET. */
  page: Runnable<Record<string, unknown>[]>;
  /** The count of every match, asked only when the page does not tell it. */
  count: () => Runnable<{ total: number }[]>;
}

/** The page's statement, with its size and start as placeholders (the criteria's are the values: listValues). */
export function pageStatement(db: Db, { description, table, columns, nested }: ListSource, where: SQL | undefined, criteria: SearchCriteria) {
  const paged = criteria.pageSize !== -1;
  const search = searchesText(criteria);
  let query;
  if (search) {
    // With a text search, the page and the total in one statement: the window count is taken
    // over every matching row before the limit. The matches are found first (through trigram
    // indexes) and only they are sorted: the window makes the subquery a fence, which keeps the
    // planner from walking a sort index through the whole table and testing every row against
    // the pattern. Only a page past the end (no row to carry it) needs a count of its own.
    const counted = { ...columns, [TOTAL]: sql<number>`count(*) over ()`.mapWith(Number).as(TOTAL) };
    const matches = db.select(counted).from(table).where(where).as('matches');
    const fields = matches._.selectedFields;
    query = db
      .select(fields)
      .from(matches)
      .orderBy(...orderOf(description, table, criteria, fields))
      .$dynamic();
  } else {
    // Without a text search the sort index walks to the page, and the total is a count of its
    // own, only when the page is full or late: a window count would read and keep every
    // matching row for each page (measured with bench/export.ts: 0.45 s a page of 5,000 among
    // 100,000 users, against a few milliseconds for the page and its count apart). A short
    // first page (most lists of a client) is still one statement.
    query = db
      .select(columns)
      .from(table)
      .where(where)
      .orderBy(...orderOf(description, table, criteria))
      .$dynamic();
  }
  if (paged) query = query.limit(sql.placeholder(PAGE_LIMIT)).offset(sql.placeholder(PAGE_OFFSET));
  if (!nested) return query;
  // The nested values of the page's rows only, in the same statement: the page is a subquery
  // named as the table, which the nested subqueries name the row by. Being named so, the
  // table's own columns name the page's (the same SQL), and drizzle reads them much faster
  // than through the subquery's field proxies (a quarter of the CPU of a page of 1,000).
  const page = query.as(getTableName(table));
  const fields = page._.selectedFields as Record<string, PgColumn>;
  return db
    .select({ ...columns, ...(search ? { [TOTAL]: fields[TOTAL] } : {}), ...nested })
    .from(page)
    .orderBy(...orderOf(description, table, criteria))
    .$dynamic();
}

/** The count of every row `where` matches. */
export const countStatement = (db: Db, table: PgTable, where: SQL | undefined) => db.select({ total: count() }).from(table).where(where).$dynamic();

/** The values of the page's placeholders. */
export const pageValues = (criteria: SearchCriteria) => ({
  [PAGE_LIMIT]: criteria.pageSize,
  [PAGE_OFFSET]: (criteria.currentPage - 1) * criteria.pageSize,
});

export async function listPage(
  statements: ListStatements,
  values: Record<string, unknown>,
  criteria: SearchCriteria,
  /** A count the binding keeps itself (a counter table), asked before counting the matches. */
  counted?: () => Promise<number | undefined>,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
  const paged = criteria.pageSize !== -1;
  const search = searchesText(criteria);
  const rows = await statements.page.execute(values);
  let total: number;
  if (search) {
    total = rows.length ? (rows[0][TOTAL] as number) : 0;
    if (!rows.length && paged && criteria.currentPage > 1) [{ total }] = await statements.count().execute(values);
  } else {
    const whole = !paged || (criteria.currentPage === 1 && rows.length < criteria.pageSize);
    const kept = whole ? undefined : await counted?.();
    total = whole ? rows.length : (kept ?? (await statements.count().execute(values))[0].total);
  }
  for (const row of rows) delete row[TOTAL];
  return { rows, total };
}
