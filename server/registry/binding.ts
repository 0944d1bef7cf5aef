/**
 * How a described resource is stored: its table, and optional hooks for records that are more
 * than one row (e.g. a client lists its accounts) or that have rules of their own (e.g. a user's
 * client cannot change), the parts of its save plan and its route kinds. Generic routes use only
 * this. `bind` types every hook with the table's row, and the description's id with its columns,
 * so a wrong field name fails the type check.
 */
import type { FastifyRequest } from 'fastify';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { SearchCriteria } from '../../shared/api/search-criteria';
import type { Subject } from '../../shared/permissions';
import type { ResourceDescription } from '../../shared/resources';
import type { Db, Tx } from '../db';
import type { KindBinding } from './route-kinds';

export interface WriteContext<Row> {
  request: FastifyRequest;
  /** The body, with the path's placeholders that name columns (they win over the body). */
  values: Record<string, unknown>;
  /** The stored row on update; null on create. */
  current: Row | null;
}

/** Where a save-plan part runs: inside the record's transaction, after the record is written. */
export interface PartContext<Row> {
  request: FastifyRequest;
  /** The record's row as just written. */
  row: Row;
}

/** How one part of a save plan (shared SavePart, same name) is read and changed. */
export interface PartBinding<Row, Item = Record<string, unknown>> {
  current(tx: Tx, context: PartContext<Row>): Promise<Item[]>;
  remove(tx: Tx, context: PartContext<Row>, item: Item): Promise<void>;
  add(tx: Tx, context: PartContext<Row>, item: Item): Promise<void>;
  /** Changes a stored item kept under its key (instead of deleting and creating it again), after the removals. */
  change?(tx: Tx, context: PartContext<Row>, stored: Item, wanted: Item): Promise<void>;
}

/** One answer of a second audience: its declared schema and what computes it. */
export interface AudienceAnswer {
  answer: z.ZodType;
  run(db: Db, context: { request: FastifyRequest; params: Record<string, string>; query: Record<string, unknown> }): Promise<unknown>;
}

/**
 * A second audience at the resource's own paths: the spec gives the orderer's catalogs and product
 * the administration's list and record paths (GET .../catalogs, GET .../products/{id}). The caller's
 * rights decide who answers: a holder of `subject` View on the path's account who lacks the
 * description's View gets `list` or `read`; a holder of both gets them when asking as the orderer's
 * calls do, naming the warehouse (`?idWarehouse=`); anyone else gets the generic answer or its refusal.
 */
export interface SecondAudience {
  subject: Subject;
  /** The query its calls take (`idWarehouse` among them). */
  query: z.ZodObject;
  list?: AudienceAnswer;
  read?: AudienceAnswer;
}

export interface ResourceBinding<Row = Record<string, unknown>> {
  description: ResourceDescription;
  table: PgTable;
  /** Adds what the record carries beyond its own row (nested lists), for a page of rows at once. */
  hydrate?(db: Tx, rows: Row[]): Promise<Record<string, unknown>[]>;
  /**
   * What the record carries beyond its own row, as JSON subqueries correlated with the row (write
   * the row's columns with `outer`): read in the very statement that reads or creates the rows
   * (a list page, one record, a create), instead of a follow-up query per page. Instead of hydrate.
   */
  nested?: Record<string, SQL>;
  /** Turns a row with its nested values into the record (e.g. leaves out a column the record does not carry). */
  shape?(row: Row & Record<string, unknown>): Record<string, unknown>;
  /**
   * Replaces the ownership rule for callers without the all-accounts marker: the rows they may
   * touch, given the accounts on which they hold the permission (e.g. users by their accounts).
   */
  ownedBy?(db: Tx, accounts: string[], request: FastifyRequest): SQL;
  /**
   * Path placeholders naming a column under another name: a box's stock lines sit under
   * `/box/boxs/{idBox}/stocks`, the box being the line's warehouse (`{ idBox: 'idWarehouse' }`).
   */
  pathColumns?: Record<string, string>;
  /**
   * Replaces the generic list query (a resource whose search or filters reach beyond its own
   * columns, e.g. products by tag). Access to the path's account is checked before; the answer's
   * items are records as the list answers them.
   */
  list?(
    db: Tx,
    context: { request: FastifyRequest; params: Record<string, string>; criteria: SearchCriteria },
  ): Promise<{ items: Record<string, unknown>[]; totalCount: number }>;
  /**
   * For a resource kept under a parent record its ownership does not name in the path (a box's
   * users under /box/boxs/{idBox}): throws the refusal when the parent is missing or out of the
   * caller's reach for `action`, so that a list or a creation under another client's record is
   * refused rather than empty. Runs before a list and before a create's checks.
   */
  reachParent?(db: Tx, context: { request: FastifyRequest; params: Record<string, string>; action: 'View' | 'Create' }): Promise<void>;
  /**
   * The total of a list without a text search, from counts kept beside the table (a count of every
   * matching row costs as much as the rows), or undefined when the criteria are not ones it keeps
   * (the generic count then runs). `query` holds the list's query parameters, `params` its path's.
   */
  count?(
    db: Tx,
    context: { request: FastifyRequest; criteria: SearchCriteria; query: Record<string, unknown>; params: Record<string, string> },
  ): Promise<number | undefined>;
  /** Checks a create or update inside its transaction and answers the values to store. */
  beforeWrite?(tx: Tx, write: WriteContext<Row>): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Checks or cleans up before a delete, inside its transaction. */
  beforeDelete?(tx: Tx, context: { request: FastifyRequest; current: Row }): Promise<void>;
  /** One binding per part of the description's save plan, by the part's name. */
  parts?: Record<string, PartBinding<Row>>;
  /** One binding per route kind the description declares. */
  kinds?: readonly KindBinding[];
  /** The orderer's answers at the list and read paths (see SecondAudience). */
  audience?: SecondAudience;
  /** The largest body its create and update take, when its save plan carries files (lib/uploaded-files.ts); else the server's default. */
  bodyLimit?: number;
}

/** Types the hooks with the table's row; the description's id must be one of its columns. */
export const bind = <T extends PgTable>(
  binding: ResourceBinding<T['$inferSelect']> & { table: T; description: { idField: string & keyof T['$inferSelect'] } },
): ResourceBinding => binding;

/**
 * A column of the row a nested subquery belongs to, named with its table: drizzle leaves the
 * columns of a one-table select unqualified, which inside a subquery over another table with a
 * column of the same name would silently mean that table's column.
 */
export const outer = (column: PgColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * Columns of the row of another table that the outer row's `key` names, each read by a nested
 * subquery: `columnsOf(quotas.idProduct, products.idProduct, { sku: products.sku })` is the sku of
 * the quota's product (null without one).
 */
export const columnsOf = (key: PgColumn, id: PgColumn, columns: Record<string, PgColumn>): Record<string, SQL> => {
  const ref = sql.identifier('ref');
  const of = (column: PgColumn) => sql`${ref}.${sql.identifier(column.name)}`;
  const from = sql`${sql.identifier(getTableName(id.table))} ${ref} where ${of(id)} = ${outer(key)}`;
  return Object.fromEntries(Object.entries(columns).map(([field, column]) => [field, sql`(select ${of(column)} from ${from})`]));
};
