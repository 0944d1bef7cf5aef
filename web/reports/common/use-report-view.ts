/**
 * The view of a report screen kept in the URL query (so a reload, the back button or a copied link
 * shows the same report), and the state of its answer: one hook for every report screen. Each
 * screen keeps its own `read` (the query as a view, anything invalid replaced by its default) and
 * `write` (the view as a query, defaults left out, keys in the spec's order).
 */
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { ReportPaging } from './ReportTable';

export type SortOrder = 'asc' | 'desc';

export interface ReportPageView {
  page: number;
  sizePerPage: number;
  sortField: string;
  sortOrder: SortOrder;
}

/** A column sorted anew starts ascending unless `firstOrder` says otherwise; the same column again turns its order. */
export const nextSort = (
  view: Pick<ReportPageView, 'sortField' | 'sortOrder'>,
  field: string,
  order?: SortOrder,
  firstOrder?: (field: string) => SortOrder,
) => ({
  sortField: field,
  sortOrder: order ?? (view.sortField === field ? (view.sortOrder === 'asc' ? 'desc' : 'asc') : (firstOrder?.(field) ?? 'asc')),
});

export function useReportView<V extends ReportPageView>({
  read,
  write,
  firstOrder,
}: {
  read: (params: URLSearchParams) => V;
  write: (view: V) => URLSearchParams;
  firstOrder?: (field: string) => SortOrder;
}) {
  const [params, setParams] = useSearchParams();
  const view = read(params);
  /** A new view; any change but the page's goes back to page 1. */
  const change = (next: Partial<V>, resetPage = true) => setParams(write({ ...view, ...next, ...(resetPage ? { page: 1 } : {}) }));
  const sorting = {
    sort: { field: view.sortField, order: view.sortOrder },
    onSort: (field: string, order?: SortOrder) => change(nextSort(view, field, order, firstOrder) as Partial<V>),
  };
  const paging = (count: number, sizes: readonly number[]): ReportPaging => ({
    count,
    page: view.page,
    sizePerPage: view.sizePerPage,
    sizes,
    onPage: (page) => change({ page } as Partial<V>, false),
    onSize: (sizePerPage) => change({ sizePerPage } as Partial<V>),
  });
  return { view, params, change, sorting, paging };
}

/**
 * A report's answer: the previous one stays on screen while the next loads; `table` is what the
 * report table shows of it (answered, loading, the error and its retry).
 */
export function useReportQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>, enabled: boolean) {
  const query = useQuery({ queryKey, queryFn, enabled, placeholderData: keepPreviousData });
  return {
    ...query,
    table: { loaded: query.data !== undefined, fetching: query.isFetching, error: query.error, onRetry: () => void query.refetch() },
  };
}
