import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ADDRESS_TYPE_FILTERS,
  CART_SEARCH_TYPES,
  addressListCriteria,
  addressTypeFilterGroups,
  isSearchTermLongEnough,
  matchesAddressTypeFilter,
  orderProductSearchCriteria,
  pageOf,
  searchTypesParam,
  showsSearchPaginator,
} from '../../../../shared/rules/search';
import { searchCriteriaSchema } from '../../../../shared/api/search-criteria';

describe('search terms', () => {
  it('need at least 3 characters', () => {
    expect(isSearchTermLongEnough('ab')).toBe(false);
    expect(isSearchTermLongEnough(' ab ')).toBe(false);
    expect(isSearchTermLongEnough('abc')).toBe(true);
    expect(isSearchTermLongEnough(null)).toBe(false);
  });
});

describe('order product search', () => {
  it('lower-cases the query, likes it on four fields, simple products, page 1 of 30', () => {
    expect(orderProductSearchCriteria(' T-Shirt ')).toEqual({
      currentPage: 1,
      pageSize: 30,
      filterGroups: [
        {
          filters: [
            { field: 'productName', value: 't-shirt', conditionType: 'like' },
            { field: 'productShortName', value: 't-shirt', conditionType: 'like' },
            { field: 'sku', value: 't-shirt', conditionType: 'like' },
            { field: 'skuClient', value: 't-shirt', conditionType: 'like' },
          ],
        },
        { filters: [{ field: 'type', value: 'simple', conditionType: 'eq' }] },
      ],
    });
    expect(searchCriteriaSchema.safeParse(orderProductSearchCriteria('abc')).success).toBe(true);
  });

  it('the cart search asks for simple and bundle', () => {
    expect(searchTypesParam(CART_SEARCH_TYPES)).toEqual({ types: 'simple,bundle' });
  });

  it('the overlay paginates only beyond 5 results', () => {
    expect(showsSearchPaginator(5)).toBe(false);
    expect(showsSearchPaginator(6)).toBe(true);
  });
});

describe('pages', () => {
  it('pageSize -1 means all items', () => {
    expect(pageOf([1, 2, 3], 2, -1)).toEqual([1, 2, 3]);
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
  });

  it('property: pages partition the list', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.integer({ min: 1, max: 10 }), (items, size) => {
        const pages = Array.from({ length: Math.ceil(items.length / size) + 1 }, (_, i) => pageOf(items, i + 1, size));
        expect(pages.flat()).toEqual(items);
      }),
    );
  });
});

describe('address lists', () => {
  it('default to enabled = 1, page 1, size 50, readOnly ascending then creationDate descending', () => {
    expect(addressListCriteria()).toEqual({
      currentPage: 1,
      pageSize: 50,
      sortOrders: [
        { field: 'readOnly', direction: 'ASC' },
        { field: 'creationDate', direction: 'DESC' },
      ],
      filterGroups: [{ filters: [{ field: 'enabled', value: '1', conditionType: 'eq' }] }],
    });
  });

  const current = 'w1';
  const addresses = {
    customer: { addressType: 'DELIVERY', idWarehouse: null },
    currentWarehouse: { addressType: 'WAREHOUSE', idWarehouse: 'w1' },
    otherWarehouse: { addressType: 'WAREHOUSE', idWarehouse: 'w2' },
    otherBox: { addressType: 'BOX', idWarehouse: 'b9' },
  };
  const matching = (filter: (typeof ADDRESS_TYPE_FILTERS)[number]) =>
    Object.entries(addresses)
      .filter(([, a]) => matchesAddressTypeFilter(a, filter, current))
      .map(([name]) => name);

  it('DELIVERY excludes warehouses, boxes and the current warehouse', () => {
    expect(matching('DELIVERY')).toEqual(['customer']);
    expect(matchesAddressTypeFilter({ addressType: 'DELIVERY', idWarehouse: 'w1' }, 'DELIVERY', current)).toBe(false);
  });
  it('TRANSFERT keeps only other warehouses and boxes', () => expect(matching('TRANSFERT')).toEqual(['otherWarehouse', 'otherBox']));
  it('DESTRUCT keeps only the current warehouse', () => expect(matching('DESTRUCT')).toEqual(['currentWarehouse']));

  it('gives the same rules as API filter groups', () => {
    expect(addressTypeFilterGroups('DELIVERY', current)).toEqual([{ filters: [{ field: 'addressType', value: 'WAREHOUSE,BOX', conditionType: 'nin' }] }]);
    expect(addressTypeFilterGroups('TRANSFERT', current)).toEqual([
      { filters: [{ field: 'addressType', value: 'WAREHOUSE,BOX', conditionType: 'in' }] },
      { filters: [{ field: 'idWarehouse', value: 'w1', conditionType: 'neq' }] },
    ]);
    expect(addressTypeFilterGroups('DESTRUCT', current)).toEqual([{ filters: [{ field: 'idWarehouse', value: 'w1', conditionType: 'eq' }] }]);
  });
});
