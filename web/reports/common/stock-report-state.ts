/**
 * The stock report screens' view, kept in the URL query so a reload, the back button or a copied
 * link shows the same report: the date (today when left out), the period start (details), then
 * the list keys in the spec's order, then the product whose chart is open. Defaults are left out.
 */
export const dayOf = reportDayOf;
import { addDays, isReportDate, reportDayOf, STOCK_FILTERS, type StockFilter, type StockSortField } from '../../../shared/reports/stock-report';

export const STOCK_REPORT_PAGE_SIZES = [25, 50, 100] as const;

export interface StockReportView {
  date: string;
  from: string;
  page: number;
  sizePerPage: number;
  sortField: string;
  sortOrder: 'asc' | 'desc';
  stockFilter: StockFilter;
  searchText: string;
  product: string;
}

export const defaultStockReportView = (today: string, details: boolean): StockReportView => ({
  date: today,
  from: details ? addDays(today, -30) : '',
  page: 1,
  sizePerPage: 25,
  sortField: 'sku',
  sortOrder: 'asc',
  stockFilter: 'all',
  searchText: '',
  product: '',
});

const KEYS = ['date', 'from', 'page', 'sizePerPage', 'sortField', 'sortOrder', 'stockFilter', 'searchText', 'product'] as const;

export function stockReportViewOf(params: URLSearchParams, defaults: StockReportView, sortFields: readonly string[]): StockReportView {
  // A link may name an instant (the stock just after a given move); the date field shows its day.
  const day = (key: 'date' | 'from') => {
    const value = params.get(key);
    return value && isReportDate(value) ? value : defaults[key];
  };
  const positive = (key: string, fallback: number) => {
    const value = Number(params.get(key));
    return Number.isInteger(value) && value > 0 ? value : fallback;
  };
  const sortField = params.get('sortField') ?? '';
  const stockFilter = params.get('stockFilter') as StockFilter | null;
  const size = positive('sizePerPage', defaults.sizePerPage);
  return {
    date: day('date'),
    from: day('from'),
    page: positive('page', 1),
    sizePerPage: (STOCK_REPORT_PAGE_SIZES as readonly number[]).includes(size) ? size : defaults.sizePerPage,
    sortField: sortFields.includes(sortField) ? sortField : defaults.sortField,
    sortOrder: params.get('sortOrder') === 'desc' ? 'desc' : 'asc',
    stockFilter: stockFilter && STOCK_FILTERS.includes(stockFilter) ? stockFilter : 'all',
    searchText: params.get('searchText') ?? '',
    product: params.get('product') ?? '',
  };
}

export function stockReportQueryString(view: StockReportView, defaults: StockReportView): string {
  const params = new URLSearchParams();
  for (const key of KEYS) if (view[key] !== defaults[key] && view[key] !== '') params.append(key, String(view[key]));
  return params.toString();
}

/** The API query of the view (a search under 3 characters is not sent). */
export const stockReportRequest = (view: StockReportView) => ({
  search: view.searchText.trim().length >= 3 ? view.searchText.trim() : undefined,
  stockFilter: view.stockFilter,
  // Checked against the screen's sort fields when read from the URL (stockReportViewOf).
  sortField: view.sortField as StockSortField,
  sortOrder: view.sortOrder === 'desc' ? ('DESC' as const) : ('ASC' as const),
  currentPage: view.page,
  pageSize: view.sizePerPage,
});

/** The view's read and write for useReportView, with the screen's defaults and sort fields. */
export const stockReportCodec = (defaults: StockReportView, sortFields: readonly string[]) => ({
  read: (params: URLSearchParams) => stockReportViewOf(params, defaults, sortFields),
  write: (view: StockReportView) => new URLSearchParams(stockReportQueryString(view, defaults)),
});
