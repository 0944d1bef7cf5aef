import { describe, expect, it } from 'vitest';
import { fromQuery, toQuery, textSearchGroup } from '../../../../shared/api/search-criteria';

describe('search criteria', () => {
  it('round-trips through the query-string form', () => {
    const criteria = {
      currentPage: 3,
      pageSize: 50,
      sortOrders: [
        { field: 'clientName', direction: 'DESC' as const },
        { field: 'presetColor', direction: 'ASC' as const },
      ],
      filterGroups: [{ filters: [{ field: 'clientName', value: 'lum', conditionType: 'like' as const }] }],
    };
    const query = toQuery(criteria);
    expect(query).toEqual({
      currentPage: '3',
      pageSize: '50',
      sortOrders: 'clientName:DESC,presetColor:ASC',
      filterGroups: JSON.stringify(criteria.filterGroups),
    });
    expect(fromQuery(query)).toEqual(criteria);
  });

  it('defaults to page 1 of 25 with no sort and no filter', () => {
    expect(fromQuery({})).toEqual({ currentPage: 1, pageSize: 25, sortOrders: [], filterGroups: [] });
  });

  it('accepts pageSize -1 as "all items" and refuses 0 and below -1', () => {
    expect(fromQuery({ pageSize: '-1' }).pageSize).toBe(-1);
    expect(() => fromQuery({ pageSize: '0' })).toThrow();
    expect(() => fromQuery({ pageSize: '-2' })).toThrow();
  });

  it('refuses malformed filter groups and unknown condition types', () => {
    expect(() => fromQuery({ filterGroups: '{not json' })).toThrow();
    expect(() => fromQuery({ filterGroups: JSON.stringify([{ filters: [{ field: 'a', value: 'b', conditionType: 'regex' }] }]) })).toThrow();
  });

  it('builds a free-text group that ORs a like filter over every search field', () => {
    expect(textSearchGroup(['a', 'b'], 'x')).toEqual({
      filters: [
        { field: 'a', value: 'x', conditionType: 'like' },
        { field: 'b', value: 'x', conditionType: 'like' },
      ],
    });
  });
});
