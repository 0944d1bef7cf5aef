/**
 * The goods-in imports, on the engine of the other kinds (one warehouse of one account each):
 *
 * - `stock`: a row per stock correction (reference, SKU, quantity, and how the quantity reads:
 *   the new physical stock, `set`, the default, or units found or missing, `adjust`), with a
 *   reason and a comment. The reference is the natural key: a reference the account already
 *   applied is skipped, so a file run twice changes nothing (POST /stock/import).
 * - `supplier-orders`: a row per line of a supplier order (the spec's POST /supplierorders/import):
 *   order reference, supplier (name or code), order type, kitting type, priority, expected date
 *   and comment, the same on each of its lines, then the line's SKU and quantity. The natural key
 *   is the order reference plus the line (its SKU); an order's rows travel in one call and an
 *   order is created whole or not at all; a reference the account already used with the same
 *   lines is skipped, with other lines it fails (an import never changes an order).
 * - `work-orders`: a row per work order (the spec's POST /workorders/import): reference, the kit's
 *   SKU, quantity, priority, due date and comment; its one line is its kit, so the reference is
 *   the key, and a reference already used with the same kit and quantity is skipped.
 *
 * Order types, kitting types, priorities, modes and reasons read by code or by name in English or
 * French, any case and accents ("Retour", "Désassemblage de kits", "très basse").
 */
import { z } from 'zod';
import { FIELD_LIMITS, maxText, requiredText } from '../rules/field-limits';
import { GENERIC_MESSAGES } from '../rules/message';
import { codeNamed } from '../rules/imports';
import { parseDateInput, humanDateFormat } from '../rules/date-input';
import { DELIVERY_DATE_MESSAGES } from '../rules/delivery-dates';
import { KITTING_TYPES, PRIORITIES, SUPPLIER_ORDER_TYPES } from '../rules/orders';
import { quantitySchema } from '../rules/quantities';
import { STOCK_CORRECTION_MODES, STOCK_CORRECTION_REASONS } from '../rules/stock-corrections';
import { IMPORT_SUBJECTS, type ImportColumn, type KindDescription } from './kind-description';
import { importDate, DELIVERY_DATE_INPUT } from './orders';

/** The words each code is also written as: its names in the portal's languages (labels.* in the locales). */
export const PRIORITY_WORDS = {
  VeryLow: ['Very Low', 'Très basse', 'Tres basse'],
  Low: ['Basse'],
  Normal: ['Normale'],
  High: ['Haute', 'Élevée'],
  Urgent: ['Urgente'],
} as const satisfies Record<(typeof PRIORITIES)[number], readonly string[]>;
export const SUPPLIER_ORDER_TYPE_WORDS = { Supplier: ['Fournisseur'], Return: ['Retour'] } as const;
/** None is the empty cell's meaning, written out. */
export const KITTING_TYPE_WORDS = {
  KitAssembly: ['Kitting', 'Assemblage de kits', 'Assemblage'],
  KitDisassembly: ['Dekitting', 'Désassemblage de kits', 'Désassemblage'],
  None: ['Aucun', 'Sans'],
} as const;
export const STOCK_MODE_WORDS = { set: ['Stock', 'New stock', 'Nouveau stock', 'Fixer'], adjust: ['Ajuster', 'Ajustement', 'Adjustment'] } as const;
export const STOCK_REASON_WORDS = {
  inventory: ['Inventaire', 'Count', 'Comptage'],
  damaged: ['Endommagé', 'Abîmé'],
  lost: ['Perdu'],
  found: ['Trouvé'],
  other: ['Autre'],
} as const satisfies Record<(typeof STOCK_CORRECTION_REASONS)[number], readonly string[]>;

export const GOODS_IN_IMPORT_MESSAGES = {
  unknownSupplier: 'validation.import.unknownSupplier',
  unknownProduct: 'validation.import.unknownProduct',
  unknownKit: 'validation.import.unknownKit',
  /** A work order's reference the account already used for another kit or quantity. */
  workOrderExists: 'validation.import.workOrderExists',
  /** A stock line that would take physical stock below what is reserved (or below zero). */
  belowReserved: 'validation.import.belowReserved',
} as const;

const isIsoDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && parseDateInput(text, 'yyyy-MM-dd') !== null;
/** A calendar day: a date cell or DD.MM.YYYY, DD/MM/YYYY, YYYY-MM-DD text (read by the engine), sent as YYYY-MM-DD. */
const importDay = z.preprocess(
  importDate,
  z
    .string()
    .refine(isIsoDate, { error: DELIVERY_DATE_MESSAGES.format, params: { format: humanDateFormat(DELIVERY_DATE_INPUT) } })
    .nullish(),
);

/** An enumerated cell: a code (read from any of its words by the column's choice), or empty for the default. */
const codeOr = <C extends string, F extends C | null>(codes: readonly [C, ...C[]], fallback: F) =>
  z
    .enum(codes, { error: GENERIC_MESSAGES.invalid })
    .nullish()
    .transform((value): C | F => value ?? fallback);

const referenceText = requiredText(FIELD_LIMITS.reference);
const comment = maxText(FIELD_LIMITS.comment).nullish();
const sku = requiredText(100);

// ------------------------------------------------------------------------------------------- stock

export const stockImportRow = z
  .object({
    reference: referenceText,
    sku,
    quantity: z.number({ error: GENERIC_MESSAGES.notANumber }).int({ error: GENERIC_MESSAGES.notWhole }).min(-1_000_000).max(1_000_000),
    mode: codeOr(STOCK_CORRECTION_MODES, 'set'),
    reasonCode: codeOr(STOCK_CORRECTION_REASONS, 'inventory'),
    comment,
  })
  .superRefine((row, ctx) => {
    if (row.mode === 'set' && row.quantity < 0) ctx.addIssue({ code: 'custom', path: ['quantity'], message: GENERIC_MESSAGES.negative });
    if (row.mode === 'adjust' && row.quantity === 0) ctx.addIssue({ code: 'custom', path: ['quantity'], message: 'validation.stock.zeroAdjustment' });
  });
export type StockImportRow = z.infer<typeof stockImportRow>;

const lower = (value: unknown) =>
  String(value ?? '')
    .trim()
    .toLowerCase();

export const stockKind: KindDescription = {
  kind: 'stock',
  resource: 'stockImports',
  subject: IMPORT_SUBJECTS.stock,
  columns: [
    { field: 'reference', required: true },
    { field: 'sku', required: true },
    { field: 'quantity', required: true, number: true },
    { field: 'mode', choice: (text) => codeNamed(text, STOCK_MODE_WORDS) },
    { field: 'reasonCode', choice: (text) => codeNamed(text, STOCK_REASON_WORDS) },
    { field: 'comment' },
  ],
  row: stockImportRow,
  key: (row) => lower(row.reference),
  keyField: 'reference',
  // One statement per chunk for the stock, one for the corrections: large chunks, few calls.
  chunkSize: 1000,
};

// --------------------------------------------------------------------------------- supplier orders

/** The order's own fields, the same on each of its lines. */
export const SUPPLIER_ORDER_FIELDS = ['supplier', 'orderType', 'kittingType', 'priority', 'expectedDate', 'comment'] as const;

export const supplierOrderImportRow = z.object({
  orderReference: referenceText,
  supplier: requiredText(FIELD_LIMITS.supplierName),
  orderType: codeOr(SUPPLIER_ORDER_TYPES, 'Supplier'),
  kittingType: codeOr<(typeof KITTING_TYPES)[number] | 'None', null>([...KITTING_TYPES, 'None'], null).transform((value) => (value === 'None' ? null : value)),
  priority: codeOr(PRIORITIES, 'Normal'),
  expectedDate: importDay,
  comment,
  sku,
  quantity: quantitySchema,
});
export type SupplierOrderImportRow = z.infer<typeof supplierOrderImportRow>;

const orderReferenceKey = (row: Record<string, unknown>) => lower(row.orderReference);

const supplierOrderColumns: ImportColumn[] = [
  { field: 'orderReference', required: true },
  { field: 'supplier', required: true },
  { field: 'sku', required: true },
  { field: 'quantity', required: true, number: true },
  { field: 'orderType', choice: (text) => codeNamed(text, SUPPLIER_ORDER_TYPE_WORDS) },
  { field: 'kittingType', choice: (text) => codeNamed(text, KITTING_TYPE_WORDS) },
  { field: 'priority', choice: (text) => codeNamed(text, PRIORITY_WORDS) },
  { field: 'expectedDate', date: true },
  { field: 'comment' },
];

export const supplierOrderKind: KindDescription = {
  kind: 'supplier-orders',
  resource: 'supplierOrderImports',
  subject: IMPORT_SUBJECTS['supplier-orders'],
  columns: supplierOrderColumns,
  row: supplierOrderImportRow,
  // One line of an order: its reference and its SKU (any case, as SKUs are unique per account).
  key: (row) => `${orderReferenceKey(row)}\u0000${lower(row.sku)}`,
  keyField: 'sku',
  group: orderReferenceKey,
  chunkSize: 1000,
};

// ------------------------------------------------------------------------------------- work orders

export const workOrderImportRow = z.object({
  orderReference: referenceText,
  kitSku: sku,
  quantity: quantitySchema,
  priority: codeOr(PRIORITIES, 'Normal'),
  dueDate: importDay,
  comment,
});
export type WorkOrderImportRow = z.infer<typeof workOrderImportRow>;

export const workOrderKind: KindDescription = {
  kind: 'work-orders',
  resource: 'workOrderImports',
  subject: IMPORT_SUBJECTS['work-orders'],
  columns: [
    { field: 'orderReference', required: true },
    { field: 'kitSku', required: true },
    { field: 'quantity', required: true, number: true },
    { field: 'priority', choice: (text) => codeNamed(text, PRIORITY_WORDS) },
    { field: 'dueDate', date: true },
    { field: 'comment' },
  ],
  row: workOrderImportRow,
  key: orderReferenceKey,
  keyField: 'orderReference',
  chunkSize: 1000,
};
