/**
 * The outbound orders report's view, kept in the URL query: the period, the list keys (page,
 * sizePerPage, sortOrder: the orders by date, newest first unless asked) and the status. Defaults
 * are left out; what a link holds wrong reads as the default.
 */
import { addDays, isCalendarDay, isReportDate } from '../../../shared/reports/stock-report';
import { CUSTOMER_ORDER_STATUSES } from '../../../shared/rules/statuses';

export const OUTBOUND_PAGE_SIZES = [25, 50, 100] as const;

export interface OutboundView {
  fromDate: string;
  toDate: string;
  page: number;
  sizePerPage: number;
  /** The report sorts by order date only. */
  sortField: 'orderDate';
  sortOrder: 'asc' | 'desc';
  statusCode: string;
}

export const defaultOutboundView = (today: string): OutboundView => ({
  fromDate: addDays(today, -30),
  toDate: today,
  page: 1,
  sizePerPage: 25,
  sortField: 'orderDate',
  sortOrder: 'desc',
  statusCode: '',
});

const KEYS = ['fromDate', 'toDate', 'page', 'sizePerPage', 'sortOrder', 'statusCode'] as const;
const STATUS_CODES = Object.values(CUSTOMER_ORDER_STATUSES).map(String);

export function outboundViewOf(params: URLSearchParams, defaults: OutboundView): OutboundView {
  const day = (key: 'fromDate' | 'toDate') => {
    const value = params.get(key);
    return value && isCalendarDay(value) && isReportDate(value) ? value : defaults[key];
  };
  const page = Number(params.get('page'));
  const size = Number(params.get('sizePerPage'));
  const statusCode = params.get('statusCode') ?? '';
  return {
    fromDate: day('fromDate'),
    toDate: day('toDate'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sizePerPage: (OUTBOUND_PAGE_SIZES as readonly number[]).includes(size) ? size : defaults.sizePerPage,
    sortField: 'orderDate',
    sortOrder: params.get('sortOrder') === 'asc' ? 'asc' : 'desc',
    statusCode: STATUS_CODES.includes(statusCode) ? statusCode : '',
  };
}

export function outboundQuery(view: OutboundView, defaults: OutboundView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) if (view[key] !== defaults[key] && view[key] !== '') params.append(key, String(view[key]));
  return params;
}
