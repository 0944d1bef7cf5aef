/**
 * The customer order list's state in the URL (shared/rules/list-url-state.ts: page, sizePerPage,
 * sortField, sortOrder, stockFilter, labelFilter, searchText, in that order, defaults left out)
 * and the API query it stands for. The status filter, which the spec's keys do not name, travels
 * in `filters` as {"statusCode":60} after them.
 */
import { DEFAULT_LIST_URL_STATE, listStateFromQuery, listStateToQuery, type ListUrlState } from '../../../shared/rules/list-url-state';
import { ORDER_LIST_DEFAULTS, ORDER_SORT_FIELDS, ORDER_STOCK_FILTERS } from '../../../shared/rules/orders';
import { isSearchTermLongEnough } from '../../../shared/rules/search';
import { CUSTOMER_ORDER_STATUSES, ORDER_STATUS_NAMES } from '../../../shared/rules/statuses';
import type { CustomerOrderListRequest } from '../../../shared/ordering/client';

export const ORDER_LIST_URL_DEFAULTS: ListUrlState = {
  ...DEFAULT_LIST_URL_STATE,
  sizePerPage: ORDER_LIST_DEFAULTS.pageSize,
  sortField: ORDER_LIST_DEFAULTS.sortField,
  sortOrder: ORDER_LIST_DEFAULTS.sortOrder,
};

export const ORDER_PAGE_SIZES = [10, 25, 50, 100] as const;

export interface OrderListView extends ListUrlState {
  /** The status filter; null for every status. */
  statusCode: number | null;
}

const KNOWN_CODES: readonly number[] = Object.values(CUSTOMER_ORDER_STATUSES);

function statusOf(filters: string): number | null {
  try {
    const parsed = filters ? (JSON.parse(filters) as { statusCode?: unknown }) : {};
    return typeof parsed.statusCode === 'number' && KNOWN_CODES.includes(parsed.statusCode) ? parsed.statusCode : null;
  } catch {
    return null;
  }
}

/** Anything the list cannot show (a sort field it does not know, a label that is no status name) falls back to its default. */
export function orderListViewOf(query: string | URLSearchParams): OrderListView {
  const state = listStateFromQuery(query, ORDER_LIST_URL_DEFAULTS);
  const statusCode = statusOf(state.filters);
  const known = <T extends string>(list: readonly T[], value: string, fallback: string) => ((list as readonly string[]).includes(value) ? value : fallback);
  return {
    ...state,
    sizePerPage: (ORDER_PAGE_SIZES as readonly number[]).includes(state.sizePerPage) ? state.sizePerPage : ORDER_LIST_URL_DEFAULTS.sizePerPage,
    sortField: known(ORDER_SORT_FIELDS, state.sortField, ORDER_LIST_URL_DEFAULTS.sortField),
    stockFilter: known(ORDER_STOCK_FILTERS, state.stockFilter, ''),
    labelFilter: known(ORDER_STATUS_NAMES, state.labelFilter, ''),
    // Only the status travels in `filters`; anything else there is dropped.
    filters: statusFilters(statusCode),
    statusCode,
  };
}

const statusFilters = (statusCode: number | null) => (statusCode === null ? '' : JSON.stringify({ statusCode }));

export function orderListQueryString(view: OrderListView): string {
  const { statusCode, ...state } = view;
  return listStateToQuery({ ...state, filters: statusFilters(statusCode) }, ORDER_LIST_URL_DEFAULTS);
}

/** The orders list showing one status only (the dashboard's links). */
export const ordersWithStatusPath = (statusCode: number) => {
  const query = orderListQueryString({ ...orderListViewOf(''), statusCode });
  return `/orders/list${query ? `?${query}` : ''}`;
};

/** The orders list of orders waiting for stock (the dashboard's out-of-stock link). */
export const ordersWaitingForStockPath = () => {
  const query = orderListQueryString({ ...orderListViewOf(''), stockFilter: 'outOfStock' });
  return `/orders/list?${query}`;
};

/** The API call for a view; a search shorter than the spec's 3 characters is not sent. */
export function orderListRequest(view: OrderListView): CustomerOrderListRequest {
  return {
    currentPage: view.page,
    pageSize: view.sizePerPage,
    sortField: view.sortField,
    sortOrder: view.sortOrder,
    searchText: isSearchTermLongEnough(view.searchText) ? view.searchText.trim() : undefined,
    statusCode: view.statusCode === null ? undefined : [view.statusCode],
    stockFilter: view.stockFilter || undefined,
    labelFilter: view.labelFilter || undefined,
  };
}

/** Any filter or search narrows the list: the empty state then offers to clear them. */
export const isFiltered = (view: OrderListView) =>
  view.statusCode !== null || view.stockFilter !== '' || view.labelFilter !== '' || isSearchTermLongEnough(view.searchText);
