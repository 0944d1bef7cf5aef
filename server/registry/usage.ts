/**
 * The references that keep a record from being deleted: foreign keys of other tables to its
 * table that neither cascade nor clear themselves (ON DELETE NO ACTION / RESTRICT), read from the
 * schema itself, so a new table referencing a record is counted without more code.
 */
import { count, eq, getTableName, is, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import type { Tx } from '../db';

export interface BlockingReference {
  /** The referencing table's SQL name (the portal's `app.usage.<table>` key). */
  table: string;
  source: PgTable;
  column: PgColumn;
}

const TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

export function blockingReferences(target: PgTable, idColumn: PgColumn): BlockingReference[] {
  return TABLES.flatMap((source) =>
    getTableConfig(source).foreignKeys.flatMap((fk) => {
      if (fk.onDelete === 'cascade' || fk.onDelete === 'set null' || fk.onDelete === 'set default') return [];
      const { columns, foreignColumns, foreignTable } = fk.reference();
      if (foreignTable !== target) return [];
      const index = foreignColumns.findIndex((column) => column.name === idColumn.name);
      return index < 0 ? [] : [{ table: getTableName(source), source, column: columns[index] }];
    }),
  );
}

/** How many records of each blocking kind use the record `id`; kinds with none are left out. */
export async function usageOf(db: Tx, references: BlockingReference[], id: unknown) {
  const counted = new Map<string, number>();
  for (const { table, source, column } of references) {
    const [{ total }] = await db
      .select({ total: count() })
      .from(source)
      .where(eq(column, id) as SQL);
    if (total) counted.set(table, (counted.get(table) ?? 0) + total);
  }
  return [...counted].map(([table, total]) => ({ table, count: total }));
}
