/**
 * The rows of one page of a described resource's list and the total count of its matches: the
 * list route's query, apart from its access check and its answer (crud.ts).
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

export async function listPage(
  db: Db,
  { description, table, columns, nested }: ListSource,
  where: SQL | undefined,
  criteria: SearchCriteria,
  /** A count the binding keeps itself (a counter table), asked before counting the matches. */
  counted?: () => Promise<number | undefined>,
): Promise<{ rows: Record<string, unknown>[]; total: number }> {
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
  if (paged) query = query.limit(criteria.pageSize).offset((criteria.currentPage - 1) * criteria.pageSize);
  let rows: Record<string, unknown>[];
  if (nested) {
    // The nested values of the page's rows only, in the same statement: the page is a subquery
    // named as the table, which the nested subqueries name the row by. Being named so, the
    // table's own columns name the page's (the same SQL), and drizzle reads them much faster
    // than through the subquery's field proxies (a quarter of the CPU of a page of 1,000).
    const page = query.as(getTableName(table));
    const fields = page._.selectedFields as Record<string, PgColumn>;
    rows = await db
      .select({ ...columns, ...(search ? { [TOTAL]: fields[TOTAL] } : {}), ...nested })
      .from(page)
      .orderBy(...orderOf(description, table, criteria));
  } else rows = (await query) as Record<string, unknown>[];
  let total: number;
  if (search) {
    total = rows.length ? (rows[0][TOTAL] as number) : 0;
    if (!rows.length && paged && criteria.currentPage > 1) [{ total }] = await db.select({ total: count() }).from(table).where(where);
  } else {
    const whole = !paged || (criteria.currentPage === 1 && rows.length < criteria.pageSize);
    const kept = whole ? undefined : await counted?.();
    total = whole ? rows.length : (kept ?? (await db.select({ total: count() }).from(table).where(where))[0].total);
  }
  for (const row of rows) delete row[TOTAL];
  return { rows, total };
}
