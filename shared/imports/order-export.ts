/**
 * The customer orders export (spec part 2, section 9: xlsx or csv), the same in the browser and
 * the terminal: the list's rows in the list's order for one view (its search, filters and sort),
 * pulled in bounded pages of the list call, one row per order with the columns below. Header
 * labels are `resources.customerOrders.fields.<column>` in the locale files.
 */
import type { ApiClient } from '../api/api-client';
import { timestampCell } from './export-format';
import { customerOrderStatusLabel, orderStatusNameLabel } from '../rules/statuses';
import { ADDRESS_TYPE_FILTER_LABELS, type AddressTypeFilter } from '../rules/search';
import type { PathParams } from '../session/scope';
import type { CustomerOrderListRequest } from '../ordering/client';
import { callAction } from '../registry/route-kinds';
import { customerOrderCalls } from '../ordering/customer-orders';
import type { CustomerOrderSummary } from '../ordering/schemas';
import type { TranslationKey } from '../i18n/translation-keys';

export const CUSTOMER_ORDER_EXPORT_COLUMNS = [
  'orderNumber',
  'orderDate',
  'statusCode',
  'statusName',
  'orderType',
  'orderReference',
  'poNumber',
  'orderComment',
  'orderReason',
  'buyerFirstname',
  'buyerLastname',
  'buyerEmail',
  'requesterFirstname',
  'requesterLastname',
  'requesterEmail',
] as const satisfies readonly (keyof CustomerOrderSummary)[];

/** The list call's largest page: the fewest round trips it allows. */
export const ORDER_EXPORT_PAGE_SIZE = 200;

export type ExportCell = string | number | Date | null;

export const customerOrderHeaderKeys = (): TranslationKey[] =>
  CUSTOMER_ORDER_EXPORT_COLUMNS.map((column) => `resources.customerOrders.fields.${column}` as const);

/**
 * One order's cells, in column order, in the language `translate` speaks: the status, its label and the
 * order type by their names there (an unknown one as the API sent it), the order date as a moment
 * (a date cell in xlsx, Paris's wall-clock time in csv: shared/imports/export-format.ts).
 */
export function customerOrderRow(order: CustomerOrderSummary, translate: (key: string) => string | undefined): ExportCell[] {
  return CUSTOMER_ORDER_EXPORT_COLUMNS.map((column) => {
    const value = order[column] ?? null;
    if (column === 'orderDate') return timestampCell(order.orderDate) ?? value;
    // The status as every screen words it (the code only when the catalogue has no word for it).
    if (column === 'statusCode' && typeof value === 'number') return named(customerOrderStatusLabel(value), translate) ?? value;
    if (column === 'statusName' && typeof value === 'string') return named(orderStatusNameLabel(value), translate) ?? value;
    if (column === 'orderType' && typeof value === 'string') return named(ADDRESS_TYPE_FILTER_LABELS[value as AddressTypeFilter], translate) ?? value;
    return value;
  });
}

const named = (key: string | undefined, translate: (key: string) => string | undefined) => (key ? translate(key) : undefined);

/**
 * The view's orders page after page (page and page size of the view are ignored); `onBehalfOf`
 * names one buyer of the account's orders (the spec's IdUser header). A short page
 * is the last one; `limit` stops early (the browser's export caps what it holds in memory).
 */
export async function* customerOrderPages(
  api: ApiClient,
  view: CustomerOrderListRequest,
  options: { params?: PathParams; limit?: number; pageSize?: number; onBehalfOf?: string } = {},
): AsyncGenerator<{ items: CustomerOrderSummary[]; total: number }> {
  const pageSize = options.pageSize ?? ORDER_EXPORT_PAGE_SIZE;
  const limit = options.limit ?? Infinity;
  let done = 0;
  for (let currentPage = 1; done < limit; currentPage++) {
    const answer = await callAction(
      api,
      customerOrderCalls.list,
      options.params,
      { ...view, currentPage, pageSize, statusCode: view.statusCode?.length ? view.statusCode.join(',') : undefined },
      options.onBehalfOf ? { IdUser: options.onBehalfOf } : undefined,
    );
    const items = answer.items.slice(0, limit - done);
    done += items.length;
    if (items.length || currentPage === 1) yield { items, total: Math.min(answer.searchCriteria.totalCount, limit) };
    if (answer.items.length < pageSize) return;
  }
}
