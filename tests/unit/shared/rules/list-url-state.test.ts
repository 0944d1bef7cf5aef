import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_LIST_URL_STATE, listStateFromQuery, listStateToQuery, type ListUrlState } from '../../../../shared/rules/list-url-state';

describe('list state in the URL', () => {
  it('writes keys in the spec order and omits defaults', () => {
    expect(
      listStateToQuery({ searchText: 'red shirt', page: 2, sortOrder: 'desc', sortField: 'orderDate', sizePerPage: 25, labelFilter: 'L1', stockFilter: 'low' }),
    ).toBe('page=2&sortField=orderDate&sortOrder=desc&stockFilter=low&labelFilter=L1&searchText=red+shirt');
    expect(listStateToQuery(DEFAULT_LIST_URL_STATE)).toBe('');
    expect(listStateToQuery({ searchText: 'a', filters: '{"enabled":"false"}' })).toBe('searchText=a&filters=%7B%22enabled%22%3A%22false%22%7D');
  });

  it('uses the list’s own defaults', () => {
    const addressDefaults = { ...DEFAULT_LIST_URL_STATE, sizePerPage: 50 };
    expect(listStateToQuery({ sizePerPage: 50 }, addressDefaults)).toBe('');
    expect(listStateToQuery({ sizePerPage: 25 }, addressDefaults)).toBe('sizePerPage=25');
    expect(listStateToQuery({ sizePerPage: -1 }, addressDefaults)).toBe('sizePerPage=-1');
  });

  it('reads back, falling back to defaults for missing or malformed values', () => {
    expect(listStateFromQuery('?page=3&sortOrder=DESC&searchText=a%26b&foo=bar')).toEqual({
      ...DEFAULT_LIST_URL_STATE,
      page: 3,
      sortOrder: 'desc',
      searchText: 'a&b',
    });
    expect(listStateFromQuery('page=abc&sizePerPage=0&sortOrder=up')).toEqual(DEFAULT_LIST_URL_STATE);
    expect(listStateFromQuery('sizePerPage=-1').sizePerPage).toBe(-1);
  });

  it('property: any state survives the round trip', () => {
    const state = fc.record<ListUrlState>({
      page: fc.integer({ min: 1, max: 10_000 }),
      sizePerPage: fc.oneof(fc.constant(-1), fc.integer({ min: 1, max: 1000 })),
      sortField: fc.string(),
      sortOrder: fc.constantFrom('asc' as const, 'desc' as const),
      stockFilter: fc.string(),
      labelFilter: fc.string(),
      searchText: fc.string(),
      filters: fc.string(),
    });
    fc.assert(
      fc.property(state, (s) => {
        expect(listStateFromQuery(listStateToQuery(s))).toEqual(s);
      }),
    );
  });
});
