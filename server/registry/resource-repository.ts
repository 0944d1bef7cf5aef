/**
 * The SQL of a described resource's generic routes: its list page and count, the read of one
 * record, its create, update and delete, each within a scope (ownership.ts) and the conditions of
 * its path. Access checks, hooks and answers are the service's (resource-service.ts). A row the
 * scope or the path does not reach is not found, and "not found" is a value here (undefined, or
 * false): the service turns it into the refusal the caller may hear.
 */
import { and, eq, getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { SearchCriteria } from '../../shared/api/search-criteria';
import { listPaths, readPathOf } from '../../shared/resources';
import type { Db, Tx } from '../db';
import { auditLog } from '../db/schema';
import type { AuditEntry } from '../lib/audit';
import type { ResourceBinding } from './binding';
import { auditInsert, auditValues, deleteAudited } from './delete-audited';
import { countStatement, listPage, pageStatement, pageValues } from './list-page';
import { accountsOfClient, type Scope } from './ownership';
import { placeholders } from './paths';
import { filterValues, preparedWhereOf } from './query';
import { StatementCache } from './statement-cache';
import { blockingReferences, usageOf, type BlockingReference } from './usage';

type Row = Record<string, unknown>;
type Params = Record<string, string>;

/** The row's id beside its nested values, when those are read apart. */
const NESTED_ID = '__nested_id';
/** The placeholder of a path's value (no filter, scope or page placeholder is named so). */
const pathName = (name: string) => `path_${name}`;
const pathValuesOf = (params: Params) => Object.fromEntries(Object.entries(params).map(([name, value]) => [pathName(name), value]));
const queryName = (name: string) => `query_${name}`;
const valueName = (name: string) => `value_${name}`;

/** Whether the path narrows the rows beyond the record's id. */
export const narrowsByPath = (params: Params) => Object.keys(params).some((name) => name !== 'id');

/** A list's query parameters naming columns (the spec's ?idClientAccount=): the ones given, and the query. */
export interface Narrowing {
  names: string[];
  query: Record<string, unknown>;
}

export class ResourceRepository {
  readonly columns: Record<string, PgColumn>;
  readonly idColumn: PgColumn;
  /** The row's columns, with the nested values beside them when the record has some. */
  readonly withNested: Record<string, unknown>;
  private readonly aliases: Record<string, PgColumn>;
  // The statements run outside a transaction, kept per shape (statement-cache.ts).
  private readonly kept = {
    page: new StatementCache(),
    count: new StatementCache(),
    read: new StatementCache(),
    usage: new StatementCache(),
    create: new StatementCache(),
    remove: new StatementCache(),
  };
  // What would refuse the deletion, for the portal to say before asking (shared/registry/usage.ts).
  private readonly references: BlockingReference[];

  constructor(
    private readonly db: Db,
    private readonly binding: ResourceBinding,
  ) {
    const { description, table, nested } = binding;
    this.columns = getTableColumns(table) as Record<string, PgColumn>;
    // A placeholder naming a column under another name (binding.pathColumns) reads as that column.
    this.aliases = Object.fromEntries(Object.entries(binding.pathColumns ?? {}).map(([name, column]) => [name, this.columns[column]]));
    this.idColumn = this.columns[description.idField];
    this.withNested = nested ? { ...this.columns, ...nested } : this.columns;
    this.references = blockingReferences(table, this.idColumn);
    // A placeholder that names no column would silently match everything: refuse it at start-up.
    for (const path of [...listPaths(description), description.paths.item, readPathOf(description)]) {
      for (const name of placeholders(path)) {
        if (name !== 'id' && !this.pathColumn(name) && !(name === 'idClient' && this.columns.idClientAccount)) {
          throw new Error(`${description.name}: placeholder {${name}} of ${path} names no column of its table`);
        }
      }
    }
    for (const name of description.list.queryParams ?? []) {
      if (!this.columns[name]) throw new Error(`${description.name}: the query parameter ${name} names no column of its table`);
    }
  }

  private pathColumn(name: string): PgColumn | undefined {
    return this.columns[name] ?? this.aliases[name];
  }

  /** Conditions from the path: placeholders naming columns, and a client's placeholder above an account. */
  private pathConditions(params: Params): SQL[] {
    return Object.entries(params).flatMap(([name, value]) => {
      if (name === 'id') return [];
      const column = this.pathColumn(name);
      if (column) return [eq(column, value)];
      return [inArray(this.columns.idClientAccount, accountsOfClient(this.db, value))];
    });
  }

  private rowWhere(params: Params, id: unknown) {
    return and(eq(this.idColumn, id), ...this.pathConditions(params));
  }

  /** pathConditions with the path's values as placeholders (pathValuesOf gives their values). */
  private preparedPathConditions(names: string[]): SQL[] {
    return names.flatMap((name) => {
      if (name === 'id') return [];
      const column = this.pathColumn(name);
      if (column) return [eq(column, sql.placeholder(pathName(name)))];
      return [inArray(this.columns.idClientAccount, accountsOfClient(this.db, sql.placeholder(pathName(name))))];
    });
  }

  private preparedRowWhere(names: string[]) {
    return and(eq(this.idColumn, sql.placeholder(pathName('id'))), ...this.preparedPathConditions(names));
  }

  /** The path's placeholders that name columns: they win over the body. */
  pathValues(params: Params) {
    return Object.fromEntries(
      Object.entries(params)
        .filter(([name]) => name !== 'id' && this.pathColumn(name))
        .map(([name, value]) => [this.binding.pathColumns?.[name] ?? name, value]),
    );
  }

  private onlyColumns(values: Row) {
    return Object.fromEntries(Object.entries(values).filter(([name]) => this.columns[name]));
  }

  /**
   * The records of rows: nested values read with the rows already, or read now in one statement
   * (rows written inside a transaction), or the hydrate hook; then shaped.
   */
  async toRecords(tx: Tx, rows: Row[], nestedRead = false) {
    const { nested, shape, hydrate, table, description } = this.binding;
    if (!nested) {
      const records = hydrate ? await hydrate(tx, rows) : rows;
      return shape ? records.map(shape) : records;
    }
    let full = rows;
    if (!nestedRead && rows.length) {
      const found = (await tx
        .select({ [NESTED_ID]: this.idColumn, ...nested })
        .from(table)
        .where(
          inArray(
            this.idColumn,
            rows.map((r) => r[description.idField]),
          ),
        )) as Row[];
      const byId = new Map(found.map(({ [NESTED_ID]: id, ...values }) => [id, values]));
      full = rows.map((row) => ({ ...row, ...byId.get(row[description.idField]) }));
    }
    return shape ? full.map(shape) : full;
  }

  /**
   * One page of records and the count of every match, through kept statements: `counted` is a
   * count the binding keeps itself. Refuses (400) a field or value the list refuses first,
   * whether the statement is kept or not.
   */
  async page(scope: Scope, criteria: SearchCriteria, params: Params, narrowing: Narrowing, counted?: () => Promise<number | undefined>) {
    const { description, table, nested } = this.binding;
    const { db, columns } = this;
    const filters = filterValues(description, table, criteria);
    const names = Object.keys(params);
    const narrowed = narrowing.names;
    const { prepared } = scope;
    const shape =
      prepared &&
      JSON.stringify([prepared.key, filters.key, criteria.sortOrders.map((s) => `${s.field}:${s.direction}`), criteria.pageSize === -1, names, narrowed]);
    const where = () =>
      and(
        prepared ? prepared.where : scope.where,
        preparedWhereOf(table, criteria),
        ...this.preparedPathConditions(names),
        ...narrowed.map((name) => eq(columns[name], sql.placeholder(queryName(name)))),
      );
    const values = {
      ...prepared?.values,
      ...filters.values,
      ...pathValuesOf(params),
      ...Object.fromEntries(narrowed.map((name) => [queryName(name), narrowing.query[name]])),
      ...pageValues(criteria),
    };
    const statements = {
      page: this.kept.page.statement(shape, () => pageStatement(db, { description, table, columns, nested }, where(), criteria)),
      count: () => this.kept.count.statement(shape, () => countStatement(db, table, where())),
    };
    const { rows, total } = await listPage(statements, values, criteria, counted);
    return { items: await this.toRecords(db, rows, true), totalCount: total };
  }

  /** The row at the path within the scope, in a transaction; undefined when there is none. */
  async findOne(tx: Tx, scope: Scope, params: Params): Promise<Row | undefined> {
    const [row] = await tx
      .select(this.columns)
      .from(this.binding.table)
      .where(and(this.rowWhere(params, params.id), scope.where));
    return row;
  }

  /** findOne outside a transaction, through a kept statement (one per route: `cache`). */
  async readOne(cache: 'read' | 'usage', scope: Scope, params: Params, selection: Record<string, unknown>): Promise<Row | undefined> {
    const names = Object.keys(params);
    const { prepared } = scope;
    const statement = this.kept[cache].statement(prepared && JSON.stringify([prepared.key, names]), () =>
      this.db
        .select(selection as Record<string, PgColumn>)
        .from(this.binding.table)
        .where(and(this.preparedRowWhere(names), prepared ? prepared.where : scope.where))
        .$dynamic(),
    );
    const [row] = await statement.execute({ ...prepared?.values, ...pathValuesOf(params) });
    return row;
  }

  /** What still uses the record `id` (usage.ts). */
  usage(id: unknown) {
    return usageOf(this.db, this.references, id);
  }

  /**
   * After a write, in its transaction: whether the row is still one the scope reaches. The same
   * statement records the write's audit entry (rolled back with the write if it fails later).
   */
  async reachesWritten(tx: Tx, scope: Scope, params: Params, id: unknown, audit: AuditEntry): Promise<boolean> {
    const [row] = await tx
      .with(tx.$with('audit').as(tx.insert(auditLog).values(audit)))
      .select({ id: this.idColumn })
      .from(this.binding.table)
      .where(and(this.rowWhere(params, id), scope.where));
    return !!row;
  }

  /**
   * One statement inserts the row, records the audit entry and reads the nested values. It is kept
   * per set of columns given (each value a placeholder, encoded as its column encodes it).
   */
  async createAudited(values: Row, audit: AuditEntry): Promise<Row> {
    const { db, columns } = this;
    const { table, nested } = this.binding;
    const stored = this.onlyColumns(values);
    const given = Object.keys(stored)
      .filter((name) => stored[name] !== undefined)
      .sort();
    const statement = this.kept.create.statement(JSON.stringify(given), () => {
      const created = db.$with(getTableName(table)).as(
        db
          .insert(table)
          .values(Object.fromEntries(given.map((name) => [name, sql`${sql.placeholder(valueName(name))}`])))
          .returning(),
      );
      const auditing = db.$with('audit').as(auditInsert(db));
      const selection = { ...(created._.selectedFields as Record<string, PgColumn>), ...nested };
      return db.with(created, auditing).select(selection).from(created).$dynamic();
    });
    const [row] = (await statement.execute({
      ...Object.fromEntries(given.map((name) => [valueName(name), stored[name] === null ? null : columns[name].mapToDriverValue(stored[name])])),
      ...auditValues(audit),
    })) as Row[];
    return row;
  }

  async insert(tx: Tx, values: Row): Promise<Row> {
    const [row] = (await tx.insert(this.binding.table).values(this.onlyColumns(values)).returning()) as Row[];
    return row;
  }

  async update(tx: Tx, params: Params, values: Row): Promise<Row> {
    const [row] = (await tx.update(this.binding.table).set(this.onlyColumns(values)).where(this.rowWhere(params, params.id)).returning()) as Row[];
    return row;
  }

  /**
   * One statement deletes what the scope reaches at the path, or nothing, and records the audit
   * entry when it deleted: answers whether it deleted.
   */
  async deleteAudited(scope: Scope, params: Params, audit: AuditEntry): Promise<boolean> {
    const names = Object.keys(params);
    const { prepared } = scope;
    const statement = this.kept.remove.statement(prepared && JSON.stringify([prepared.key, names]), () =>
      deleteAudited(this.db, this.binding.table, this.idColumn, and(this.preparedRowWhere(names), prepared ? prepared.where : scope.where)),
    );
    const rows = await statement.execute({ ...prepared?.values, ...pathValuesOf(params), ...auditValues(audit) });
    return rows.length > 0;
  }

  /** Deletes the row at the path in a transaction, recording the audit entry. */
  async delete(tx: Tx, params: Params, audit: AuditEntry) {
    await tx
      .with(tx.$with('audit').as(tx.insert(auditLog).values(audit)))
      .delete(this.binding.table)
      .where(this.rowWhere(params, params.id));
  }
}
