import type { TranslationKey } from '../i18n/translation-keys';
import { ALL_ITEMS, textSearchGroup, type Filter, type SearchCriteriaInput } from '../api/search-criteria';
import { WAREHOUSE_TYPES } from './warehouse-type';

export type { SearchCriteriaInput } from '../api/search-criteria';
export { ALL_ITEMS };

export const MIN_SEARCH_TERM_LENGTH = 3;
export const ORDER_PRODUCT_SEARCH_PAGE_SIZE = 30;
export const SEARCH_OVERLAY_PAGE_SIZE = 5;
export const SEARCH_OVERLAY_DEBOUNCE_MS = 350;
export const ISSUE_LIST_PAGE_SIZE = 25;
export const ADDRESS_LIST_PAGE_SIZE = 50;

/** Counted after trimming: three spaces are not a search. */
export const isSearchTermLongEnough = (term: string | null | undefined) => (term ?? '').trim().length >= MIN_SEARCH_TERM_LENGTH;

export const ORDER_PRODUCT_SEARCH_FIELDS = ['productName', 'productShortName', 'sku', 'skuClient'] as const;

/**
 * Product search while editing an order: the lower-cased term as a `like` (contains) on the four
 * name and SKU fields, simple products only, first page of 30.
 */
export function orderProductSearchCriteria(term: string): SearchCriteriaInput {
  return {
    currentPage: 1,
    pageSize: ORDER_PRODUCT_SEARCH_PAGE_SIZE,
    filterGroups: [
      textSearchGroup(ORDER_PRODUCT_SEARCH_FIELDS, term.trim().toLowerCase()),
      { filters: [{ field: 'type', value: 'simple', conditionType: 'eq' }] },
    ],
  };
}

/** `types` of GET .../products/search/{query}: the cart offers bundles too; admin, kit and quota searches do not. */
export const CART_SEARCH_TYPES = ['simple', 'bundle'] as const;
export const PRODUCT_SEARCH_TYPES = ['simple'] as const;
export const searchTypesParam = (types: readonly string[]) => ({ types: types.join(',') });

/** The overlay shows 5 results a page and a paginator only when there is more than one page. */
export const showsSearchPaginator = (total: number) => total > SEARCH_OVERLAY_PAGE_SIZE;

/** One page of an in-memory list; pageSize -1 means every item. */
export function pageOf<T>(items: readonly T[], currentPage: number, pageSize: number): T[] {
  if (pageSize === ALL_ITEMS) return [...items];
  const start = (Math.max(1, currentPage) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/**
 * Address book lists: enabled only, first page of 50, sorted by readOnly ascending (the user's own,
 * editable addresses before the read-only warehouse ones), then newest first. Part 3 also says
 * "sorts read-only first"; the constants table's explicit "readOnly ascending" is followed.
 */
export function addressListCriteria(): SearchCriteriaInput {
  return {
    currentPage: 1,
    pageSize: ADDRESS_LIST_PAGE_SIZE,
    sortOrders: [
      { field: 'readOnly', direction: 'ASC' },
      { field: 'creationDate', direction: 'DESC' },
    ],
    filterGroups: [{ filters: [{ field: 'enabled', value: '1', conditionType: 'eq' }] }],
  };
}

export const ADDRESS_TYPE_FILTERS = ['DELIVERY', 'TRANSFERT', 'DESTRUCT'] as const;
export type AddressTypeFilter = (typeof ADDRESS_TYPE_FILTERS)[number];
export const ADDRESS_TYPE_FILTER_LABELS: Record<AddressTypeFilter, TranslationKey> = {
  DELIVERY: 'labels.addressTypeFilter.delivery',
  TRANSFERT: 'labels.addressTypeFilter.transfert',
  DESTRUCT: 'labels.addressTypeFilter.destruct',
};

const SITE_TYPES: readonly string[] = WAREHOUSE_TYPES;

/**
 * Which addresses an order of each kind may go to: DELIVERY to customer addresses (no warehouse,
 * no box, not the current warehouse), TRANSFERT to another warehouse or box, DESTRUCT only to the
 * current warehouse.
 */
export function matchesAddressTypeFilter(
  address: { addressType?: string | null; idWarehouse?: string | null },
  filter: AddressTypeFilter,
  idCurrentWarehouse: string,
): boolean {
  const isSite = SITE_TYPES.includes(address.addressType ?? '');
  const isCurrent = address.idWarehouse === idCurrentWarehouse;
  if (filter === 'DELIVERY') return !isSite && !isCurrent;
  if (filter === 'TRANSFERT') return isSite && !isCurrent;
  return isCurrent;
}

/**
 * The same rule as API filter groups. DELIVERY sends only the type exclusion: customer addresses
 * have no idWarehouse, and a `neq` on a null column would drop them all on an SQL server, while
 * the current warehouse's own address is a WAREHOUSE or BOX one and is already excluded.
 */
export function addressTypeFilterGroups(filter: AddressTypeFilter, idCurrentWarehouse: string): { filters: Filter[] }[] {
  const types = SITE_TYPES.join(',');
  if (filter === 'DELIVERY') return [{ filters: [{ field: 'addressType', value: types, conditionType: 'nin' }] }];
  if (filter === 'TRANSFERT') {
    return [
      { filters: [{ field: 'addressType', value: types, conditionType: 'in' }] },
      { filters: [{ field: 'idWarehouse', value: idCurrentWarehouse, conditionType: 'neq' }] },
    ];
  }
  return [{ filters: [{ field: 'idWarehouse', value: idCurrentWarehouse, conditionType: 'eq' }] }];
}
