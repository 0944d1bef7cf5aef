/**
 * How a described resource is stored: its table, and optional hooks for records that are more
 * than one row (e.g. a client lists its accounts) or that have rules of their own (e.g. a user's
 * client cannot change). Generic routes use only this.
 */
import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDescription } from '../../shared/resources';
import type { Tx } from '../db';

export interface WriteContext<Row> {
  request: FastifyRequest;
  /** The body, with the path's placeholders that name columns (they win over the body). */
  values: Record<string, unknown>;
  /** The stored row on update; null on create. */
  current: Row | null;
}

export interface ResourceBinding<Row extends Record<string, unknown> = Record<string, unknown>> {
  description: ResourceDescription;
  table: PgTable;
  /** Adds what the record carries beyond its own row (nested lists), for a page of rows at once. */
  hydrate?: (db: Tx, rows: Row[]) => Promise<Record<string, unknown>[]>;
  /**
   * Replaces the ownership rule for callers without the all-accounts marker: the rows they may
   * touch, given the accounts on which they hold the permission (e.g. users by their accounts).
   */
  ownedBy?: (db: Tx, accounts: string[]) => SQL;
  /** Checks a create or update inside its transaction and answers the values to store. */
  beforeWrite?: (tx: Tx, write: WriteContext<Row>) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Checks or cleans up before a delete, inside its transaction. */
  beforeDelete?: (tx: Tx, context: { request: FastifyRequest; current: Row }) => Promise<void>;
}

export const bind = <Row extends Record<string, unknown>>(binding: ResourceBinding<Row>) => binding as unknown as ResourceBinding;
