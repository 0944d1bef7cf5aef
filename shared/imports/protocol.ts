/**
 * The batch endpoints, shared by the server (which validates with these schemas) and the
 * clients. Every call carries a bounded chunk of rows, each with its line number in the file,
 * and answers one result per row. `dryRun` runs every check, writes inside a transaction and
 * rolls it back. `allOrNothing` rolls the chunk back when one row fails.
 */
import { z } from 'zod';
import { IMPORT_KINDS } from './kinds';
import { MAX_IMPORT_ROWS } from '../rules/imports';

/** The import calls' paths, each declared once in calls.ts. */
export const BULK_PATHS = {
  /** What the caller may import into: accounts, roles, languages, address books. */
  targets: '/imports/targets',
  users: '/application/users/import',
  /** The spec's two address calls: validate (a dry run), then import. */
  addressesValidate: '/addressbooks/addresses/import/validate',
  addresses: '/addressbooks/addresses/import',
  /** The spec's product import, into one account. */
  products: '/products/import',
  /** The spec's customer-order import (its `orders` are the chunk's rows; the file is read by the client). */
  orders: '/customerorders/import',
  /** A warehouse's stock set or adjusted by SKU (not in the spec). */
  stock: '/stock/import',
  /** The spec's supplier-order and work-order imports. */
  supplierOrders: '/supplierorders/import',
  workOrders: '/workorders/import',
} as const;

/** The most rows one call may carry (the client sends fewer). */
export const MAX_CHUNK_ROWS = 1000;

const uuid = z.uuid('validation.invalid');
const line = z.number().int().min(2);
/**
 * Rows are checked one by one by the server with the kind's row schema (see kinds.ts), so that
 * a bad row fails alone instead of the whole call: here only their line number is required.
 */
const batchRow = z.looseObject({ row: line });
/** What every batch call ends with: its flags and its rows, at most `maxRows` of them. */
const batchOf = (maxRows: number) => ({
  dryRun: z.boolean().default(false),
  allOrNothing: z.boolean().default(false),
  rows: z.array(batchRow).min(1).max(maxRows),
});

export const userBatchInput = z.object({
  idClientAccount: uuid,
  idRole: uuid,
  /** The users' language unless a row names one: a code or a name, any case (see resolveLanguage). */
  cultureLanguageCode: z.string().min(1).max(50),
  ...batchOf(MAX_CHUNK_ROWS),
});

export const addressBatchInput = z.object({
  idClientAccount: uuid,
  idAddressBook: uuid,
  ...batchOf(MAX_CHUNK_ROWS),
});

export const productBatchInput = z.object({
  idClientAccount: uuid,
  ...batchOf(MAX_CHUNK_ROWS),
});

/**
 * Orders of one account, from one warehouse, by one shipping method, to addresses of one address
 * book. The rows of an order always come in one call (the client never splits them), so an order
 * may hold as many lines as a file has rows.
 */
export const orderBatchInput = z.object({
  idClientAccount: uuid,
  idWarehouse: uuid,
  idShippingMethod: uuid,
  idAddressBook: uuid,
  /** Short of stock, the order is saved as a backorder (out of stock, waiting) instead of failing. */
  isSaveBackorderOnInsufficientQuantity: z.boolean().default(false),
  ...batchOf(MAX_IMPORT_ROWS),
});

/**
 * Stock corrections, supplier orders or work orders of one account, in one of its warehouses. The
 * rows of a supplier order always come in one call, so a chunk may hold as many rows as a file.
 */
export const warehouseBatchInput = z.object({
  idClientAccount: uuid,
  idWarehouse: uuid,
  ...batchOf(MAX_IMPORT_ROWS),
});

export const ROW_OUTCOMES = ['created', 'updated', 'skipped', 'failed'] as const;
export type RowOutcome = (typeof ROW_OUTCOMES)[number];

export const rowResult = z.object({
  row: z.number().int(),
  outcome: z.enum(ROW_OUTCOMES),
  /** The record created or updated (for links in a report). */
  id: z.string().nullish(),
  /** Field -> message key, the error shape's `errors`; '' is the row as a whole. */
  errors: z.record(z.string(), z.string()).optional(),
  params: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.number()]))).optional(),
});
export type RowResult = z.infer<typeof rowResult>;

export const batchAnswer = z.object({ dryRun: z.boolean(), results: z.array(rowResult) });
export type BatchAnswer = z.infer<typeof batchAnswer>;

export const importTargets = z.object({
  accounts: z.array(
    z.object({
      idClient: z.uuid(),
      clientName: z.string(),
      idClientAccount: z.uuid(),
      accountCode: z.string(),
      accountName: z.string(),
      /** The kinds the caller may import into this account. */
      kinds: z.array(z.enum(IMPORT_KINDS)),
    }),
  ),
  roles: z.array(z.object({ idRole: z.uuid(), role: z.string(), idClient: z.uuid(), idClientAccount: z.uuid().nullable() })),
  languages: z.array(z.object({ cultureLanguageCode: z.string(), name: z.string() })),
  addressBooks: z.array(z.object({ idAddressBook: z.uuid(), addressBookName: z.string(), idClientAccount: z.uuid() })),
  /** Where orders ship from: the accounts' warehouses (not boxes, which have their own orders). */
  warehouses: z.array(z.object({ idWarehouse: z.uuid(), warehouseName: z.string(), idClientAccount: z.uuid() })),
  /** The delivery methods the caller may order with in each account. */
  shippingMethods: z.array(z.object({ idShippingMethod: z.uuid(), shippingMethodCode: z.string(), shippingMethodName: z.string(), idClientAccount: z.uuid() })),
});
export type ImportTargets = z.infer<typeof importTargets>;
