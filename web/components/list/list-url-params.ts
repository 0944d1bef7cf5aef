/**
 * react-admin's list parameters <-> the spec's list URL (shared/rules/list-url-state.ts): page,
 * sizePerPage, sortField, sortOrder, stockFilter, labelFilter, searchText (react-admin's `q`)
 * and the other filters as JSON in `filters`; values equal to the list's defaults are left out.
 */
import { listStateFromQuery, listStateToQuery, type ListUrlState } from '../../../shared/rules/list-url-state';

type Filter = Record<string, unknown>;

/** What a list starts with when its URL says nothing. */
export interface ListDefaults {
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
  filter: Filter;
}

/** The list parameters as react-admin's store keeps them. */
export interface RaListParams {
  sort: string;
  order: 'ASC' | 'DESC';
  page: number;
  perPage: number;
  filter: Filter;
  displayedFilters: Record<string, boolean>;
}

const text = (value: unknown) => (value == null ? '' : String(value));

/** The other filters as JSON with sorted keys (one spelling per view), '' when there are none. */
function filtersJson(filter: Filter): string {
  const entries = Object.entries(filter)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return entries.length ? JSON.stringify(Object.fromEntries(entries)) : '';
}

function urlState(page: number, perPage: number, sort: ListDefaults['sort'], filter: Filter): ListUrlState {
  const { q, stockFilter, labelFilter, ...others } = filter;
  return {
    page,
    sizePerPage: perPage,
    sortField: sort.field,
    sortOrder: sort.order === 'DESC' ? 'desc' : 'asc',
    stockFilter: text(stockFilter),
    labelFilter: text(labelFilter),
    searchText: text(q),
    filters: filtersJson(others),
  };
}

const urlDefaults = (defaults: ListDefaults) => urlState(1, defaults.perPage, defaults.sort, defaults.filter);

export function queryOfListParams(params: { page: number; perPage: number; sort: ListDefaults['sort']; filterValues: Filter }, defaults: ListDefaults): string {
  return listStateToQuery(urlState(params.page, params.perPage, params.sort, params.filterValues), urlDefaults(defaults));
}

function parseFilters(json: string): Filter {
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Filter) : {};
  } catch {
    return {};
  }
}

/** A malformed value falls back to the list's default, as the shared rule does. */
export function listParamsOfQuery(query: string, defaults: ListDefaults): RaListParams {
  const state = listStateFromQuery(query, urlDefaults(defaults));
  const filter = Object.fromEntries(
    Object.entries({ ...parseFilters(state.filters), q: state.searchText, stockFilter: state.stockFilter, labelFilter: state.labelFilter }).filter(
      ([, value]) => value !== '' && value !== undefined,
    ),
  );
  return {
    sort: state.sortField,
    order: state.sortOrder === 'desc' ? 'DESC' : 'ASC',
    page: state.page,
    perPage: state.sizePerPage,
    filter,
    displayedFilters: Object.fromEntries(Object.keys(filter).map((key) => [key, true])),
  };
}
