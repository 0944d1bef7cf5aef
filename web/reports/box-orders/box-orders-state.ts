/**
 * The box order reports' view, kept in the URL query so a reload, the back button or a copied
 * link shows the same report: the period, the list keys in the spec's order (page, sizePerPage,
 * sortField, sortOrder, then the status and the search), then the box. Defaults are left out.
 */
import { BOX_ORDER_DETAIL_SORT_FIELDS, BOX_ORDER_SORT_FIELDS, type BoxOrdersQuery } from '../../../shared/reports/box-orders-report';
import { addDays, isCalendarDay } from '../../../shared/reports/stock-report';
import { BOX_ORDER_STATUSES } from '../../../shared/rules/statuses';

export const BOX_ORDERS_PAGE_SIZES = [25, 50, 100] as const;

export interface BoxOrdersView {
  fromDate: string;
  toDate: string;
  page: number;
  sizePerPage: number;
  sortField: string;
  sortOrder: 'asc' | 'desc';
  statusCode: string;
  searchText: string;
  box: string;
}

export const defaultBoxOrdersView = (today: string): BoxOrdersView => ({
  fromDate: addDays(today, -30),
  toDate: today,
  page: 1,
  sizePerPage: 25,
  sortField: 'createdAt',
  sortOrder: 'desc',
  statusCode: '',
  searchText: '',
  box: '',
});

const KEYS = ['fromDate', 'toDate', 'page', 'sizePerPage', 'sortField', 'sortOrder', 'statusCode', 'searchText', 'box'] as const;
const STATUS_CODES = Object.values(BOX_ORDER_STATUSES).map(String);

export function boxOrdersViewOf(params: URLSearchParams, defaults: BoxOrdersView, details: boolean): BoxOrdersView {
  const day = (key: 'fromDate' | 'toDate') => {
    const value = params.get(key);
    return value && isCalendarDay(value) ? value : defaults[key];
  };
  const positive = (key: string, fallback: number) => {
    const value = Number(params.get(key));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  const sortFields: readonly string[] = details ? BOX_ORDER_DETAIL_SORT_FIELDS : BOX_ORDER_SORT_FIELDS;
  const sortField = params.get('sortField') ?? '';
  const size = positive('sizePerPage', defaults.sizePerPage);
  const statusCode = params.get('statusCode') ?? '';
  const sortOrder = params.get('sortOrder');
  return {
    fromDate: day('fromDate'),
    toDate: day('toDate'),
    page: positive('page', 1),
    sizePerPage: (BOX_ORDERS_PAGE_SIZES as readonly number[]).includes(size) ? size : defaults.sizePerPage,
    sortField: sortFields.includes(sortField) ? sortField : defaults.sortField,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? sortOrder : defaults.sortOrder,
    statusCode: STATUS_CODES.includes(statusCode) ? statusCode : '',
    searchText: params.get('searchText') ?? '',
    box: params.get('box') ?? '',
  };
}

export function boxOrdersQueryString(view: BoxOrdersView, defaults: BoxOrdersView): string {
  const params = new URLSearchParams();
  for (const key of KEYS) if (view[key] !== defaults[key] && view[key] !== '') params.append(key, String(view[key]));
  return params.toString();
}

/** The API query of the view for a box (a search under 3 characters is not sent). */
export const boxOrdersRequest = (view: BoxOrdersView, idBox: string): BoxOrdersQuery => ({
  idBox,
  fromDate: view.fromDate,
  toDate: view.toDate,
  statusCode: view.statusCode === '' ? undefined : Number(view.statusCode),
  search: view.searchText.trim().length >= 3 ? view.searchText.trim() : undefined,
  sortField: view.sortField as BoxOrdersQuery['sortField'],
  sortOrder: view.sortOrder === 'asc' ? 'ASC' : 'DESC',
  currentPage: view.page,
  pageSize: view.sizePerPage,
});
