import { message, RuleError, type Message } from './message';
import { availableOnOrderEdit, checkStock, validateOrderedQuantity, validateQuantity, type StockFigures } from './quantities';
import { CUSTOMER_ORDER_STATUSES } from './statuses';
import { stockErrorsReducer } from './stock-errors';
import type { TranslationKey } from '../i18n/translation-keys';

export const ORDER_MESSAGES = {
  noEligibleProducts: 'messages.noEligibleProductsForReorder',
  insufficientQuantity: 'messages.insufficientQuantity',
} as const;

/** Order editing lists products whose stock check came out negative, as 'Insufficient quantity'. */
export const orderErrorsReducer = stockErrorsReducer(ORDER_MESSAGES.insufficientQuantity);

export const REORDER_DELAY_MS = 500;

export interface ReorderLine {
  orderedQuantity: number;
  /** The product as it is today; null or absent when it no longer exists. */
  currentProduct?: { idProduct: string } | null;
}

/** Lines that can go back into the basket: the product still exists and something was ordered. */
export const reorderEligibleLines = <L extends ReorderLine>(lines: readonly L[]) =>
  lines.filter((line) => line.currentProduct != null && line.orderedQuantity > 0);

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Puts an earlier order back into the basket, waiting 500 ms before each product so the cart
 * receives one write at a time. Stops at the first failed add and rejects with its error: the basket then
 * shows exactly what was added. Resolves with the number of products added.
 */
export async function reorder(
  lines: readonly ReorderLine[],
  deps: { addToBasket: (idProduct: string, quantity: number) => Promise<unknown>; sleep?: (ms: number) => Promise<void> },
): Promise<number> {
  const eligible = reorderEligibleLines(lines);
  if (eligible.length === 0) throw new RuleError(message(ORDER_MESSAGES.noEligibleProducts));
  const sleep = deps.sleep ?? realSleep;
  for (const line of eligible) {
    await sleep(REORDER_DELAY_MS);
    await deps.addToBasket(line.currentProduct!.idProduct, line.orderedQuantity);
  }
  return eligible.length;
}

const sameName = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLocaleLowerCase() === (b ?? '').trim().toLocaleLowerCase();

/**
 * A delivery to a box is for a "box user" when the person named on it is not the box's own
 * contact. Names compare trimmed and case-insensitively, so "DUPONT" is still the box contact.
 */
export function isBoxUserDelivery(
  delivery: { addressType?: string | null; firstname?: string | null; lastname?: string | null },
  boxAddress: { firstname?: string | null; lastname?: string | null },
): boolean {
  if (delivery.addressType !== 'BOX') return false;
  return !sameName(delivery.firstname, boxAddress.firstname) || !sameName(delivery.lastname, boxAddress.lastname);
}

export const PRIORITIES = ['VeryLow', 'Low', 'Normal', 'High', 'Urgent'] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_LABELS: Record<Priority, TranslationKey> = {
  VeryLow: 'labels.priority.veryLow',
  Low: 'labels.priority.low',
  Normal: 'labels.priority.normal',
  High: 'labels.priority.high',
  Urgent: 'labels.priority.urgent',
};

export const SUPPLIER_ORDER_TYPES = ['Supplier', 'Return'] as const;
export const SUPPLIER_ORDER_TYPE_LABELS: Record<(typeof SUPPLIER_ORDER_TYPES)[number], TranslationKey> = {
  Supplier: 'labels.supplierOrderType.supplier',
  Return: 'labels.supplierOrderType.return',
};

export const KITTING_TYPES = ['KitAssembly', 'KitDisassembly'] as const;
export const KITTING_TYPE_LABELS: Record<(typeof KITTING_TYPES)[number], TranslationKey> = {
  KitAssembly: 'labels.kittingType.kitting',
  KitDisassembly: 'labels.kittingType.dekitting',
};

/**
 * Which orders a person may still change. The spec does not list them; an order can be cancelled
 * or edited until the warehouse starts preparing it (out of stock, acknowledged, in progress):
 * from preparation on, goods are being picked and only the warehouse can stop them.
 */
export const CHANGEABLE_ORDER_STATUSES: readonly number[] = [
  CUSTOMER_ORDER_STATUSES.outOfStock,
  CUSTOMER_ORDER_STATUSES.acknowledged,
  CUSTOMER_ORDER_STATUSES.inProgress,
];
export const canChangeOrder = (statusCode: number) => CHANGEABLE_ORDER_STATUSES.includes(statusCode);

export const ORDER_CHANGE_MESSAGES = {
  notCancellable: 'messages.orderNotCancellable',
  notEditable: 'messages.orderNotEditable',
  /** An order's lines hold stock in its warehouse: it does not move to another one once placed. */
  warehouseFixed: 'validation.order.warehouseFixed',
} as const;

/** The status a cancelled order takes: code 0 with the spec's status name 'Canceled'. */
export const CANCELLED_ORDER = { statusCode: CUSTOMER_ORDER_STATUSES.cancelled, statusName: 'Canceled' } as const;

export interface OrderLineEdit {
  /** The quantity asked for now. */
  orderedQuantity: number;
  /** The quantity on the order before this edit (already reserved). */
  previousQuantity: number;
  deliveredQuantity: number;
  stock: StockFigures;
}

/**
 * One line of an order being edited: a positive whole number, never below what was delivered,
 * and within the line's available quantity (the spec's rule: available + ordered, or for an
 * out-of-stock order physical - (reserved - ordered)). Lowering a quantity never needs stock.
 */
export function validateOrderLineEdit(line: OrderLineEdit, statusCode: number): Message | null {
  const invalid = validateQuantity(line.orderedQuantity);
  if (invalid) return invalid;
  const belowDelivered = validateOrderedQuantity(line.orderedQuantity, line.deliveredQuantity);
  if (belowDelivered) return belowDelivered;
  if (line.orderedQuantity <= line.previousQuantity) return null;
  return checkStock(line.orderedQuantity, availableOnOrderEdit(line.stock, line.previousQuantity, statusCode));
}

/** Customer-order list filters beyond status codes: stock state and status name (the spec's labels). */
export const ORDER_STOCK_FILTERS = ['outOfStock', 'inStock'] as const;
export type OrderStockFilter = (typeof ORDER_STOCK_FILTERS)[number];
export const ORDER_STOCK_FILTER_LABELS: Record<OrderStockFilter, TranslationKey> = {
  outOfStock: 'pages.orders.stockFilter.outOfStock',
  inStock: 'pages.orders.stockFilter.inStock',
};
export const ORDER_SORT_FIELDS = ['orderDate', 'orderNumber', 'statusCode', 'orderReference', 'poNumber'] as const;
export const ORDER_LIST_DEFAULTS = { sortField: 'orderDate', sortOrder: 'desc', pageSize: 25 } as const;

export const ISSUE_MESSAGES = { notFound: 'messages.issueNotFound' } as const;

/** Creating an issue puts it at the top of the list; updating replaces it where it is. */
export const addIssue = <I extends { idCustomerOrderIssue: string }>(issues: readonly I[], created: I): I[] => [
  created,
  ...issues.filter((i) => i.idCustomerOrderIssue !== created.idCustomerOrderIssue),
];
export const replaceIssue = <I extends { idCustomerOrderIssue: string }>(issues: readonly I[], updated: I): I[] =>
  issues.map((i) => (i.idCustomerOrderIssue === updated.idCustomerOrderIssue ? updated : i));

/**
 * What a placed order is worth: each line's price (the product's as the order keeps it) times its
 * ordered quantity, over every delivery, to the cent. A bundle's lines are its children's, so
 * their prices count.
 */
export function orderTotal(order: { deliveries: readonly { products: readonly { priceSell: number; orderedQuantity: number }[] }[] }): number {
  const sum = order.deliveries.reduce((total, delivery) => total + delivery.products.reduce((lines, p) => lines + p.priceSell * p.orderedQuantity, 0), 0);
  return Math.round(sum * 100) / 100;
}

/** The orders one checkout placed, as the complete page's URL keeps them (`?orders=id,id`): the first one's id first, no repeat, valid ids only. */
export function placedOrderIds(idFirst: string, listed: string | null | undefined): string[] {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  return [...new Set([idFirst, ...(listed ?? '').split(',').map((id) => id.trim())])].filter((id) => uuid.test(id)).slice(0, 100);
}
