import { DateTime } from 'luxon';
import { z } from 'zod';
import { GENERIC_MESSAGES, message, type FieldErrors, type Message } from './message';
import type { IsoDate } from './date-input';

export const QUANTITY_MESSAGES = {
  notPositiveWhole: 'validation.quantity.positiveWhole',
  belowDelivered: 'validation.quantity.belowDelivered',
  serialNumberNeedsOne: 'validation.quantity.serialNumberNeedsOne',
  lotNumberRequired: 'validation.quantity.lotNumberRequired',
  insufficient: 'messages.insufficientQuantity',
} as const;

/** The status of an order whose lines could not be reserved; its stock figures count differently. */
export const OUT_OF_STOCK_STATUS = -10;

export const isPositiveWholeQuantity = (quantity: number) => Number.isSafeInteger(quantity) && quantity > 0;

export const quantitySchema = z.number({ error: GENERIC_MESSAGES.notANumber }).refine(isPositiveWholeQuantity, { error: QUANTITY_MESSAGES.notPositiveWhole });

export const validateQuantity = (quantity: number): Message | null => (isPositiveWholeQuantity(quantity) ? null : message(QUANTITY_MESSAGES.notPositiveWhole));

/** An order line may shrink, but never below what has already left the warehouse. */
export const validateOrderedQuantity = (ordered: number, delivered: number): Message | null =>
  ordered < delivered ? message(QUANTITY_MESSAGES.belowDelivered, { delivered }) : null;

const hasText = (value: string | null | undefined) => value != null && value.trim() !== '';

/** A best-before date counts only when it names a real day; empty, partial or 'Invalid Date' values do not. */
export function realDate(value: IsoDate | Date | null | undefined): IsoDate | null {
  if (value == null || value === '') return null;
  const parsed = value instanceof Date ? DateTime.fromJSDate(value, { zone: 'utc' }) : DateTime.fromISO(value, { zone: 'utc' });
  return parsed.isValid ? parsed.toISODate() : null;
}

export interface StockLine {
  quantity: number;
  serialNumber?: string | null;
  lotNumber?: string | null;
  bestBeforeDate?: IsoDate | Date | null;
}

/** A stock-regularization (or outbound box order) line: serial -> quantity 1; best-before -> lot number. */
export function validateStockLine(line: StockLine): FieldErrors<'quantity' | 'lotNumber'> {
  const errors: FieldErrors<'quantity' | 'lotNumber'> = {};
  const quantityError = validateQuantity(line.quantity);
  if (quantityError) errors.quantity = quantityError;
  else if (hasText(line.serialNumber) && line.quantity !== 1) errors.quantity = message(QUANTITY_MESSAGES.serialNumberNeedsOne);
  if (realDate(line.bestBeforeDate) && !hasText(line.lotNumber)) errors.lotNumber = message(QUANTITY_MESSAGES.lotNumberRequired);
  return errors;
}

/** The line as sent to the API: bestBeforeDate only when it is a real date, otherwise null. */
export const stockLinePayload = <T extends StockLine>(line: T) => ({ ...line, bestBeforeDate: realDate(line.bestBeforeDate) });

export interface StockFigures {
  physicalQuantity: number;
  reservedQuantity: number;
  availableQuantity?: number;
}

export const productStock = (stock: Pick<StockFigures, 'physicalQuantity' | 'reservedQuantity'>) => stock.physicalQuantity - stock.reservedQuantity;

/**
 * What a line of an order being edited may take: its own ordered quantity is already reserved,
 * so it is given back. An out-of-stock order (-10) reserved nothing in "available", hence the
 * physical - (reserved - ordered) form.
 */
export function availableOnOrderEdit(stock: StockFigures, orderedQuantity: number, statusCode: number): number {
  if (statusCode === OUT_OF_STOCK_STATUS) return stock.physicalQuantity - (stock.reservedQuantity - orderedQuantity);
  return (stock.availableQuantity ?? productStock(stock)) + orderedQuantity;
}

export const checkStock = (requested: number, available: number): Message | null => (requested > available ? message(QUANTITY_MESSAGES.insufficient) : null);

export interface BundleChild {
  idProduct: string;
  quantity: number;
}

/** A bundle ordered n times becomes n x child quantity of each child. */
export const expandBundle = (quantity: number, children: readonly BundleChild[]) =>
  children.map((child) => ({ idProduct: child.idProduct, quantity: quantity * child.quantity }));

export interface OrderLine {
  idProduct: string;
  quantity: number;
  /** SIMPLE, BUNDLE, CONFIGURABLE; some calls send lower case. */
  type?: string | null;
  children?: readonly BundleChild[] | null;
}

/**
 * Order lines with every bundle replaced by its children. Lines are not merged when two bundles
 * share a child: each child line keeps idBundle, so the order still shows where it came from.
 */
export function expandBundles(lines: readonly OrderLine[]): { idProduct: string; quantity: number; idBundle?: string }[] {
  return lines.flatMap((line) =>
    line.type?.toUpperCase() === 'BUNDLE' && line.children?.length
      ? expandBundle(line.quantity, line.children).map((child) => ({ ...child, idBundle: line.idProduct }))
      : [{ idProduct: line.idProduct, quantity: line.quantity }],
  );
}
