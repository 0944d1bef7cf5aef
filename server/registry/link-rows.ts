/**
 * How most save-plan parts read and remove their items: the items are rows of one link table under
 * the record (its `owner` column holds the record's id), each known by one `key` column. One home
 * for the two queries, so that the parts of products, accounts, kits and quotas keep to the same
 * rule; each part keeps its own `add` (its checks and defaults) and `change`.
 */
import { and, eq } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { PartBinding } from './binding';

export function linkRows<Row, Columns extends Record<string, PgColumn>>(
  owner: PgColumn,
  ownerOf: (row: Row) => string,
  columns: Columns,
  key: keyof Columns & string,
): Pick<PartBinding<Row, SelectResultFields<Columns>>, 'current' | 'remove'> {
  const table = owner.table as PgTable;
  const keyColumn: PgColumn = columns[key];
  return {
    current: (tx, { row }) =>
      tx
        .select(columns as SelectedFields)
        .from(table)
        .where(eq(owner, ownerOf(row))) as Promise<SelectResultFields<Columns>[]>,
    remove: async (tx, { row }, item) => {
      await tx.delete(table).where(and(eq(owner, ownerOf(row)), eq(keyColumn, item[key])));
    },
  };
}
