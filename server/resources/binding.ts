/**
 * How a described resource is stored: its table, and optional hooks for records that are more
 * than one row (e.g. a client lists its accounts). Generic routes use only this.
 */
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDescription } from '../../shared/resources';
import type { Tx } from '../db';

export interface ResourceBinding<Row extends Record<string, unknown> = Record<string, unknown>> {
  description: ResourceDescription;
  table: PgTable;
  /** Adds what the record carries beyond its own row (nested lists), for a page of rows at once. */
  hydrate?: (db: Tx, rows: Row[]) => Promise<Record<string, unknown>[]>;
}

export const bind = <Row extends Record<string, unknown>>(binding: ResourceBinding<Row>) => binding as unknown as ResourceBinding;
