/**
 * What the storage of a box's documents shares: the box's reach as a binding's parent and row
 * rule, the product of a line checked against the box's account, a line's lot, and the record's dates.
 */
import type { FastifyRequest } from 'fastify';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Subject } from '../../../shared/permissions';
import { GENERIC_MESSAGES } from '../../../shared/rules/message';
import type { Tx } from '../../db';
import { boxRowsReached, reachBox } from './box-reach';
import { fieldError } from './orders';
import { accountProductType } from '../../administration/account-products';

/** The binding hooks that keep a box's documents to those who reach the box. */
export const boxScoped = (subject: Subject, columns: { idBox: PgColumn }) => ({
  ownedBy: (db: Tx, accounts: string[], request: FastifyRequest) => boxRowsReached(db, request, accounts, columns),
  reachParent: async (db: Tx, { request, params, action }: { request: FastifyRequest; params: Record<string, string>; action: 'View' | 'Create' }) => {
    await reachBox(db, request, subject, action, params.idBox);
  },
});

/** A line's product must be a simple product of the box's account (refused on the lines otherwise). */
export async function checkBoxProducts(tx: Tx, idClientAccount: string, idProducts: readonly string[], field = 'products') {
  for (const idProduct of new Set(idProducts)) {
    if ((await accountProductType(tx, idClientAccount, idProduct)) !== 'SIMPLE') throw fieldError(field, GENERIC_MESSAGES.unknownReference);
  }
}

/** A row's dates as the API writes them. */
export const isoDate = (value: unknown) => (value instanceof Date ? value.toISOString() : (value as string | null));

/** What tells an order line's goods apart beyond the product (lot, best-before date, serial number), null when not given. */
export const lotOf = (line: { lotNumber?: string | null; bestBeforeDate?: string | null; serialNumber?: string | null }) => ({
  lotNumber: line.lotNumber ?? null,
  bestBeforeDate: line.bestBeforeDate ?? null,
  serialNumber: line.serialNumber ?? null,
});
