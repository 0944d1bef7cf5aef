/**
 * What a box user's documents share (spec part 2, sections 3-5): the status types of inbound and
 * outbound orders (0 cancelled, 1 acknowledged, 20 closed), a product line's lot fields under the
 * stock-line rules (a serial number needs quantity 1, a best-before date a lot number, whole
 * positive quantities, a best-before date kept only when it is a real date), and the messages.
 */
import { z } from 'zod';
import { BOX_ORDER_STATUSES } from '../../rules/statuses';
import { FIELD_LIMITS, maxText } from '../../rules/field-limits';
import { quantitySchema, realDate, validateStockLine } from '../../rules/quantities';

export { BOX_ORDER_STATUSES };

/** The status types of inbound and outbound box orders, as the API lists them (all active, by display order). */
export const BOX_ORDER_STATUS_TYPES = [
  { code: BOX_ORDER_STATUSES.acknowledged, name: 'acknowledged', activ: true, displayOrder: 1 },
  { code: BOX_ORDER_STATUSES.closed, name: 'closed', activ: true, displayOrder: 2 },
  { code: BOX_ORDER_STATUSES.cancelled, name: 'cancelled', activ: true, displayOrder: 3 },
] as const;

export const BOX_DOCUMENT_MESSAGES = {
  receiptDecided: 'operations.messages.receiptDecided',
  refusalNeedsComment: 'operations.messages.refusalNeedsComment',
  notCancellable: 'operations.messages.boxOrderNotCancellable',
  notBoxProduct: 'operations.messages.notBoxProduct',
} as const;

/** A lot or serial number: up to 30 characters, empty meaning none. */
const lotText = maxText(FIELD_LIMITS.reference).nullish();

/** A best-before date: kept only when it is a real day (spec), anything else is none. */
const bestBefore = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => realDate(value ?? null));

/**
 * A product line with its lot, checked by the stock-line rules, the errors on the line's fields
 * (the quantity is `quantity`, or `orderedQuantity` on an outbound order as the spec names it).
 */
export const lotLine = <Q extends 'quantity' | 'orderedQuantity'>(quantityField: Q) =>
  z
    .object({
      idProduct: z.uuid('validation.required'),
      lotNumber: lotText,
      bestBeforeDate: bestBefore,
      serialNumber: lotText,
      ...({ [quantityField]: quantitySchema } as Record<Q, typeof quantitySchema>),
    })
    .superRefine((line, ctx) => {
      const { lotNumber, bestBeforeDate, serialNumber } = line as { lotNumber?: string | null; bestBeforeDate: string | null; serialNumber?: string | null };
      const quantity = Number((line as Record<string, unknown>)[quantityField]);
      const errors = validateStockLine({ quantity, lotNumber, bestBeforeDate, serialNumber });
      if (errors.quantity) ctx.addIssue({ code: 'custom', path: [quantityField], message: errors.quantity.key });
      if (errors.lotNumber) ctx.addIssue({ code: 'custom', path: ['lotNumber'], message: errors.lotNumber.key });
    });

export const lotFields = {
  lotNumber: z.string().nullable(),
  bestBeforeDate: z.string().nullable(),
  serialNumber: z.string().nullable(),
};
