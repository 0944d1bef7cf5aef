/**
 * The customer-orders import (spec part 2, sections 4-5 and 9): a file maps to orders in one of
 * two layouts.
 *
 * - Line layout: one row per order line (order reference, delivery address reference, SKU,
 *   quantity, and the order's own fields repeated on each of its lines).
 * - Column layout: one row per order; the header of each column from skuFrom to skuTo (0-based,
 *   inclusive, see shared/rules/imports.ts) is a SKU and each cell the quantity of that SKU. Only
 *   positive quantities become lines.
 *
 * Either way a checked row becomes the same order row (its lines listed), which is what the batch
 * endpoint receives. The natural key is the order reference plus the line (its SKU): a file's
 * rows of one order always travel in one chunk and an order is placed whole or not at all, so a
 * re-run finds the order by its reference and creates nothing twice.
 */
import { z } from 'zod';
import { columnLayoutLines, type ColumnLayout } from '../rules/imports';
import { FIELD_LIMITS, maxText, requiredText } from '../rules/field-limits';
import { GENERIC_MESSAGES } from '../rules/message';
import { DELIVERY_DATE_MESSAGES } from '../rules/delivery-dates';
import { humanDateFormat, parseDateInput, parseImportDate } from '../rules/date-input';
import { isPositiveWholeQuantity, QUANTITY_MESSAGES, quantitySchema } from '../rules/quantities';
import { IMPORT_SUBJECTS, type ColumnMapping, type ImportColumn, type KindDescription } from './kind-description';

export const ORDER_LAYOUTS = ['line', 'column'] as const;
export type OrderLayout = (typeof ORDER_LAYOUTS)[number];

export type OrderLayoutOptions = { layout: 'line' } | ({ layout: 'column' } & ColumnLayout);

export const ORDER_IMPORT_MESSAGES = {
  /** The other lines of an order one of whose lines failed: the order is placed whole or not at all. */
  orderLineFailed: 'validation.import.orderLineFailed',
  /** An order field (address, references, comment) that differs from the order's first line. */
  sameOnEveryLine: 'validation.import.sameOnEveryLine',
  /** A column-layout row with no quantity above 0. */
  noOrderLine: 'validation.import.noOrderLine',
  /** An order of the account already has this reference, with other lines. */
  orderExists: 'validation.import.orderExists',
  unknownSku: 'validation.import.unknownSku',
  unknownAddress: 'validation.import.unknownAddress',
  skuRange: 'validation.import.skuRange',
} as const;

/** The order's own fields, the same on each of its lines. */
export const ORDER_FIELDS = ['addressReference', 'deliveryDate', 'poNumber', 'orderComment'] as const;

/** The spec's delivery date format is DD.MM.YYYY; French Excel writes DD/MM/YYYY; a date cell reads as YYYY-MM-DD. */
export const DELIVERY_DATE_INPUT = 'dd.MM.yyyy';

export const importDate = (value: unknown): unknown => (typeof value === 'string' ? (parseImportDate(value) ?? value) : value);

const isIsoDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && parseDateInput(text, 'yyyy-MM-dd') !== null;
const deliveryDate = z.preprocess(
  importDate,
  z
    .string()
    .refine(isIsoDate, { error: DELIVERY_DATE_MESSAGES.format, params: { format: humanDateFormat(DELIVERY_DATE_INPUT) } })
    .nullish(),
);

/** The field a line's error is reported on: `quantity:SKU`, so a column layout can point at that SKU's column. */
export const lineField = (field: 'sku' | 'quantity', sku: string) => `${field}:${sku}`;
const splitLineField = (field: string) => {
  const at = field.indexOf(':');
  return at < 0 ? null : { field: field.slice(0, at), sku: field.slice(at + 1) };
};

const orderFields = {
  orderReference: requiredText(FIELD_LIMITS.reference),
  addressReference: requiredText(FIELD_LIMITS.reference),
  deliveryDate,
  poNumber: maxText(FIELD_LIMITS.reference).nullish(),
  orderComment: maxText(FIELD_LIMITS.comment).nullish(),
};

const orderLine = z.object({ sku: z.string().trim().min(1).max(100), quantity: z.number({ error: GENERIC_MESSAGES.notANumber }) });

/** Each line's quantity: a positive whole number (the checkout's quantity rule), reported on that line's field. */
const checkQuantities = (lines: { sku: string; quantity: number }[], ctx: z.RefinementCtx) => {
  for (const line of lines)
    if (!isPositiveWholeQuantity(line.quantity))
      ctx.addIssue({ code: 'custom', path: [lineField('quantity', line.sku)], message: QUANTITY_MESSAGES.notPositiveWhole });
};

/** What the batch endpoint receives and checks again: one row of the file, with the order lines it holds. */
export const orderImportRow = z
  .object({ ...orderFields, lines: z.array(orderLine).min(1, { error: ORDER_IMPORT_MESSAGES.noOrderLine }).max(5000) })
  .superRefine((row, ctx) => checkQuantities(row.lines, ctx));
export type OrderImportRow = z.infer<typeof orderImportRow>;

/** A line-layout row: its SKU and quantity are checked in their own columns, then become the row's one line. */
const lineLayoutRow = z
  .object({ ...orderFields, sku: requiredText(100), quantity: quantitySchema })
  .transform(({ sku, quantity, ...order }) => ({ ...order, lines: [{ sku, quantity }] }));

/** A column-layout row: its lines come from the SKU columns (see `orderKind`). */
const columnLayoutRow = z
  .object({ ...orderFields, lines: z.array(orderLine).min(1, { error: ORDER_IMPORT_MESSAGES.noOrderLine }) })
  .superRefine((row, ctx) => checkQuantities(row.lines, ctx));

const orderColumns: ImportColumn[] = [
  { field: 'orderReference', required: true },
  { field: 'addressReference', required: true },
  { field: 'deliveryDate', date: true },
  { field: 'poNumber' },
  { field: 'orderComment' },
];
const lineColumns: ImportColumn[] = [
  orderColumns[0],
  orderColumns[1],
  { field: 'sku', required: true },
  { field: 'quantity', required: true, number: true },
  ...orderColumns.slice(2),
];

const referenceKey = (row: Record<string, unknown>) =>
  String(row.orderReference ?? '')
    .trim()
    .toLowerCase();

const inRange = (range: ColumnLayout, index: number) => index >= range.skuFrom && index <= range.skuTo;

/**
 * The orders kind for one layout. The column layout reads its lines from the SKU columns, which
 * map to no field; an error on a line points at its SKU's column (line layout: the SKU or
 * quantity column).
 */
export function orderKind(options: OrderLayoutOptions = { layout: 'line' }): KindDescription {
  const base = {
    kind: 'orders' as const,
    resource: 'orderImports',
    subject: IMPORT_SUBJECTS.orders,
    keyField: 'orderReference',
    // One line of an order: its reference and its SKU (any case, as SKUs are unique per account).
    keys: (row: Record<string, unknown>) => (row.lines as { sku: string }[]).map((l) => `${referenceKey(row)}\u0000${l.sku.trim().toLowerCase()}`),
    key: referenceKey,
    group: referenceKey,
    // An order's writes are batched per chunk (a dozen statements whatever its size): larger chunks, fewer round trips.
    chunkSize: 1000,
  };
  if (options.layout === 'line') {
    return {
      ...base,
      columns: lineColumns,
      row: lineLayoutRow,
      keyField: 'sku',
      columnIndex: (field, _headers, mapping) => columnOf(mapping, splitLineField(field)?.field ?? field),
    };
  }
  const range: ColumnLayout = { skuFrom: options.skuFrom, skuTo: options.skuTo };
  return {
    ...base,
    columns: orderColumns,
    row: columnLayoutRow,
    skipColumn: (index) => inRange(range, index),
    extraValues: (cells, headers) => ({ lines: columnLayoutLines(headers, cells, range) }),
    columnIndex: (field, headers, mapping) => {
      const line = splitLineField(field);
      if (!line) return columnOf(mapping, field);
      const index = headers.findIndex((header, i) => inRange(range, i) && String(header ?? '').trim() === line.sku);
      return index;
    },
  };
}

const columnOf = (mapping: ColumnMapping, field: string) => {
  for (const [index, mapped] of mapping) if (mapped === field) return index;
  return -1;
};

/**
 * The SKU columns when none are named: from the first column that feeds no order field to the
 * last column with a header. Null when there is no such column.
 */
export function defaultSkuRange(headers: readonly string[], mapping: ColumnMapping): ColumnLayout | null {
  let last = headers.length - 1;
  while (last >= 0 && !String(headers[last] ?? '').trim()) last--;
  let first = 0;
  while (first <= last && mapping.has(first)) first++;
  return first <= last ? { skuFrom: first, skuTo: last } : null;
}

/** A chosen range must lie inside the header row, in order, and hold no order field's column. */
export function validateSkuRange(headers: readonly string[], range: ColumnLayout, mapping: ColumnMapping): boolean {
  if (!Number.isInteger(range.skuFrom) || !Number.isInteger(range.skuTo)) return false;
  if (range.skuFrom < 0 || range.skuTo < range.skuFrom || range.skuTo >= headers.length) return false;
  return ![...mapping.keys()].some((index) => inRange(range, index));
}
