/**
 * List state kept in the URL query (every list screen), so a list can be bookmarked, shared and
 * restored with the back button. Keys are written in the spec's order and a value equal to the
 * list's default is left out, so the plain list URL has no query at all. `filters` carries the
 * list's other filters (a client, enabled...) as JSON, after the spec's own keys.
 */
export const LIST_URL_KEYS = ['page', 'sizePerPage', 'sortField', 'sortOrder', 'stockFilter', 'labelFilter', 'searchText', 'filters'] as const;

export type SortDirection = 'asc' | 'desc';

export interface ListUrlState {
  page: number;
  /** -1 = all items. */
  sizePerPage: number;
  sortField: string;
  sortOrder: SortDirection;
  stockFilter: string;
  labelFilter: string;
  searchText: string;
  /** JSON of the other filters, e.g. {"idClient":"..."}; '' for none. */
  filters: string;
}

export const DEFAULT_LIST_URL_STATE: ListUrlState = {
  page: 1,
  sizePerPage: 25,
  sortField: '',
  sortOrder: 'asc',
  stockFilter: '',
  labelFilter: '',
  searchText: '',
  filters: '',
};

export function listStateToQuery(state: Partial<ListUrlState>, defaults: ListUrlState = DEFAULT_LIST_URL_STATE): string {
  const params = new URLSearchParams();
  for (const key of LIST_URL_KEYS) {
    const value = state[key];
    if (value !== undefined && value !== defaults[key]) params.append(key, String(value));
  }
  return params.toString();
}

const positiveInt = (text: string | null) => (text !== null && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null);

/** Missing or malformed values (page=abc, sortOrder=up) fall back to the default; unknown keys are ignored. */
export function listStateFromQuery(query: string | URLSearchParams, defaults: ListUrlState = DEFAULT_LIST_URL_STATE): ListUrlState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const text = (key: keyof ListUrlState, fallback: string) => params.get(key) ?? fallback;
  const size = params.get('sizePerPage');
  const order = params.get('sortOrder')?.toLowerCase();
  return {
    page: positiveInt(params.get('page')) ?? defaults.page,
    sizePerPage: size === '-1' ? -1 : (positiveInt(size) ?? defaults.sizePerPage),
    sortField: text('sortField', defaults.sortField),
    sortOrder: order === 'asc' || order === 'desc' ? order : defaults.sortOrder,
    stockFilter: text('stockFilter', defaults.stockFilter),
    labelFilter: text('labelFilter', defaults.labelFilter),
    searchText: text('searchText', defaults.searchText),
    filters: text('filters', defaults.filters),
  };
}
