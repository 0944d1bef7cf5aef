import { describe, expect, it } from 'vitest';
import { boxOrdersQueryString, boxOrdersRequest, boxOrdersViewOf, defaultBoxOrdersView } from '../../../../../web/reports/box-orders/box-orders-state';

const defaults = defaultBoxOrdersView('2026-11-26');
const read = (query: string, details = false) => boxOrdersViewOf(new URLSearchParams(query), defaults, details);

describe('box order reports: the view in the URL', () => {
  it('leaves the defaults out and writes the keys in the spec order, the box last', () => {
    expect(boxOrdersQueryString(defaults, defaults)).toBe('');
    expect(defaults.fromDate).toBe('2026-10-27');
    const view = { ...defaults, page: 2, sortField: 'orderReference', sortOrder: 'asc' as const, statusCode: '20', searchText: 'IN-', box: 'b1' };
    expect(boxOrdersQueryString(view, defaults)).toBe('page=2&sortField=orderReference&sortOrder=asc&statusCode=20&searchText=IN-&box=b1');
    expect(read(boxOrdersQueryString(view, defaults))).toEqual(view);
  });

  it('reads what a link may hold wrong as the default', () => {
    expect(read('fromDate=2026-02-30x&page=-3&sizePerPage=7&sortField=price&sortOrder=up&statusCode=60')).toEqual(defaults);
    // A line's own sorts are the details' only.
    expect(read('sortField=sku').sortField).toBe('createdAt');
    expect(read('sortField=sku', true).sortField).toBe('sku');
  });

  it('asks the API for the box, the status as a number and a search of 3 characters or more only', () => {
    expect(boxOrdersRequest({ ...defaults, statusCode: '0', searchText: ' IN' }, 'b1')).toEqual({
      idBox: 'b1',
      fromDate: '2026-10-27',
      toDate: '2026-11-26',
      statusCode: 0,
      search: undefined,
      sortField: 'createdAt',
      sortOrder: 'DESC',
      currentPage: 1,
      pageSize: 25,
    });
    expect(boxOrdersRequest({ ...defaults, searchText: 'IN-2' }, 'b1').search).toBe('IN-2');
  });
});
