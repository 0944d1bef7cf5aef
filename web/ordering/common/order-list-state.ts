/**
 * The customer order list's state in the URL (shared/rules/list-url-state.ts: page, sizePerPage,
 * sortField, sortOrder, stockFilter, labelFilter, searchText, in that order, defaults left out)
 * and the API query it stands for. The status filter and the buyer filter (the account's orders),
 * which the spec's keys do not name, travel in `filters` as {"statusCode":60,"idUser":"…"} after them.
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
  /** The buyer filter of the account's orders; null for every buyer. */
  idUser: string | null;
}

const KNOWN_CODES: readonly number[] = Object.values(CUSTOMER_ORDER_STATUSES);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function filtersOf(filters: string): { statusCode: number | null; idUser: string | null } {
  try {
    const parsed = filters ? (JSON.parse(filters) as { statusCode?: unknown; idUser?: unknown }) : {};
    return {
      statusCode: typeof parsed.statusCode === 'number' && KNOWN_CODES.includes(parsed.statusCode) ? parsed.statusCode : null,
      idUser: typeof parsed.idUser === 'string' && UUID.test(parsed.idUser) ? parsed.idUser : null,
    };
  } catch {
    return { statusCode: null, idUser: null };
  }
}

/** Anything the list cannot show (a sort field it does not know, a label that is no status name) falls back to its default. */
export function orderListViewOf(query: string | URLSearchParams): OrderListView {
  const state = listStateFromQuery(query, ORDER_LIST_URL_DEFAULTS);
  const { statusCode, idUser } = filtersOf(state.filters);
  const known = <T extends string>(list: readonly T[], value: string, fallback: string) => ((list as readonly string[]).includes(value) ? value : fallback);
  return {
    ...state,
    sizePerPage: (ORDER_PAGE_SIZES as readonly number[]).includes(state.sizePerPage) ? state.sizePerPage : ORDER_LIST_URL_DEFAULTS.sizePerPage,
    sortField: known(ORDER_SORT_FIELDS, state.sortField, ORDER_LIST_URL_DEFAULTS.sortField),
    stockFilter: known(ORDER_STOCK_FILTERS, state.stockFilter, ''),
    labelFilter: known(ORDER_STATUS_NAMES, state.labelFilter, ''),
    // Only the status and the buyer travel in `filters`; anything else there is dropped.
    filters: filtersText(statusCode, idUser),
    statusCode,
    idUser,
  };
}

const filtersText = (statusCode: number | null, idUser: string | null) =>
  statusCode === null && idUser === null ? '' : JSON.stringify({ ...(statusCode === null ? {} : { statusCode }), ...(idUser === null ? {} : { idUser }) });

export function orderListQueryString(view: OrderListView): string {
  const { statusCode, idUser, ...state } = view;
  return listStateToQuery({ ...state, filters: filtersText(statusCode, idUser) }, ORDER_LIST_URL_DEFAULTS);
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

/**
 * The API call for a view; a search shorter than the spec's 3 characters is not sent. `account`:
 * the account's orders (every buyer's; the buyer filter travels as the IdUser header, see
 * orderListBuyer).
 */
export function orderListRequest(view: OrderListView, account = false): CustomerOrderListRequest {
  return {
    ...(account ? { allBuyers: 'true' as const } : {}),
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

/** The buyer the account's list is narrowed to (the spec's IdUser header); none on the buyer's own list. */
export const orderListBuyer = (view: OrderListView, account: boolean) => (account ? (view.idUser ?? undefined) : undefined);

/** Any filter or search narrows the list: the empty state then offers to clear them. */
export const isFiltered = (view: OrderListView) =>
  view.idUser !== null || view.statusCode !== null || view.stockFilter !== '' || view.labelFilter !== '' || isSearchTermLongEnough(view.searchText);
