import { ApiError } from '../../../shared/api/api-error';
import type { Message } from '../../../shared/rules/message';

/**
 * What the order error list records for a quantity typed on an order's line (the stock check): the
 * available quantity less the typed one when it asks for more than was ordered (an entry while
 * negative), else 0 (none). A text that is no number asks for nothing more.
 */
export const typedQuantityStockDiff = (text: string, orderedQuantity: number, available: number) => {
  const quantity = Number(text);
  return Number.isFinite(quantity) && quantity > orderedQuantity ? available - quantity : 0;
};

/**
 * The server's refusal of an order's quantities by line, when it names one of the lines given
 * (each line's message key with its values), else null: a refusal of no line is notified instead.
 */
export const lineErrorsOf = (error: unknown, lineIds: readonly string[]): Record<string, Message> | null => {
  if (!(error instanceof ApiError) || !Object.keys(error.errors).some((key) => lineIds.includes(key))) return null;
  return Object.fromEntries(Object.entries(error.errors).map(([key, messageKey]) => [key, { key: messageKey, params: error.params[key] }]));
};
