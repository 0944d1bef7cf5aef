import { describe, expect, it } from 'vitest';
import { listParamsOfQuery, queryOfListParams, type ListDefaults } from '../../../../../web/components/list/list-url-params';

const clients: ListDefaults = { sort: { field: 'clientName', order: 'ASC' }, perPage: 25, filter: {} };
const addresses: ListDefaults = { sort: { field: 'readOnly', order: 'ASC' }, perPage: 50, filter: { enabled: 'true' } };
const view = (defaults: ListDefaults, more: Partial<Parameters<typeof queryOfListParams>[0]> = {}) =>
  queryOfListParams({ page: 1, perPage: defaults.perPage, sort: defaults.sort, filterValues: defaults.filter, ...more }, defaults);

describe("a list's state in the URL, with the spec's keys", () => {
  it('leaves the defaults out: the plain list has no query', () => {
    expect(view(clients)).toBe('');
    expect(view(addresses)).toBe('');
  });

  it('writes page, size, sort, search and the other filters in the spec order', () => {
    const query = view(clients, { page: 2, perPage: 10, sort: { field: 'presetColor', order: 'DESC' }, filterValues: { q: 'Maison', idClient: 'c1' } });
    expect(query).toBe('page=2&sizePerPage=10&sortField=presetColor&sortOrder=desc&searchText=Maison&filters=%7B%22idClient%22%3A%22c1%22%7D');
  });

  it('reads back what it wrote, and the defaults from an empty query', () => {
    const query = view(clients, { page: 3, filterValues: { q: 'a&b', idClient: 'c1' } });
    expect(listParamsOfQuery(query, clients)).toEqual({
      sort: 'clientName',
      order: 'ASC',
      page: 3,
      perPage: 25,
      filter: { idClient: 'c1', q: 'a&b' },
      displayedFilters: { idClient: true, q: true },
    });
    expect(listParamsOfQuery('', addresses)).toMatchObject({ sort: 'readOnly', perPage: 50, filter: { enabled: 'true' } });
  });

  it('keeps a cleared default filter cleared', () => {
    const query = view(addresses, { filterValues: {} });
    expect(query).toBe('filters=');
    expect(listParamsOfQuery(query, addresses).filter).toEqual({});
  });

  it('falls back to the defaults on malformed values', () => {
    expect(listParamsOfQuery('page=x&sortOrder=up&filters=%7Bbad', clients)).toMatchObject({ page: 1, order: 'ASC', filter: {} });
  });
});
