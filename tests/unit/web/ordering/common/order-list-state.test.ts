import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  ORDER_LIST_URL_DEFAULTS,
  orderListQueryString,
  orderListRequest,
  orderListBuyer,
  orderListViewOf,
  ordersWaitingForStockPath,
  ordersWithStatusPath,
} from '../../../../../web/ordering/common/order-list-state';

describe('the order list URL', () => {
  it('is empty for the default view (page 1, 25 per page, newest first)', () => {
    const view = orderListViewOf('');
    expect(view).toMatchObject({ page: 1, sizePerPage: 25, sortField: 'orderDate', sortOrder: 'desc', statusCode: null });
    expect(orderListQueryString(view)).toBe('');
  });

  it('writes the spec keys in their order, then the status filter', () => {
    const view = { ...orderListViewOf(''), searchText: 'spring', page: 2, sizePerPage: 50, sortField: 'orderNumber', sortOrder: 'asc' as const };
    expect(orderListQueryString({ ...view, stockFilter: 'outOfStock', labelFilter: 'Open', statusCode: 60 })).toBe(
      'page=2&sizePerPage=50&sortField=orderNumber&sortOrder=asc&stockFilter=outOfStock&labelFilter=Open&searchText=spring&filters=%7B%22statusCode%22%3A60%7D',
    );
  });

  it('reads back what it wrote, so a copied link opens the same view', () => {
    const view = { ...orderListViewOf(''), page: 3, statusCode: -10, filters: '{"statusCode":-10}', labelFilter: 'In Progress', searchText: 'PO-1' };
    expect(orderListViewOf(orderListQueryString(view))).toEqual(view);
  });

  it('falls back to defaults for values the list does not know', () => {
    expect(orderListViewOf('sortField=idUser&sizePerPage=7&stockFilter=low&labelFilter=Lost&filters=%7B%22statusCode%22%3A5%7D')).toEqual({
      ...ORDER_LIST_URL_DEFAULTS,
      statusCode: null,
      idUser: null,
    });
  });

  it('keeps the account list’s buyer in the URL beside the status, and sends it as the IdUser header with every buyer’s orders asked for', () => {
    const idUser = '0b8f7c2e-4f7a-4c1e-9a55-1d2b3c4d5e6f';
    const view = { ...orderListViewOf(''), statusCode: 60, idUser, filters: JSON.stringify({ statusCode: 60, idUser }) };
    expect(orderListViewOf(orderListQueryString(view))).toEqual(view);
    expect(orderListRequest(view, true)).toMatchObject({ allBuyers: 'true', statusCode: [60] });
    expect(orderListBuyer(view, true)).toBe(idUser);
    // The buyer's own list: no account query, no header, whatever the URL says.
    expect(orderListRequest(view).allBuyers).toBeUndefined();
    expect(orderListBuyer(view, false)).toBeUndefined();
    expect(isFiltered({ ...view, statusCode: null })).toBe(true);
    // Something that is no user id is dropped.
    expect(orderListViewOf('filters=%7B%22idUser%22%3A%22x%27%3B%22%7D').idUser).toBeNull();
  });

  it('sends a search only from 3 characters, and a status as a list', () => {
    const view = orderListViewOf('searchText=ab&filters=%7B%22statusCode%22%3A70%7D');
    expect(orderListRequest(view)).toMatchObject({ searchText: undefined, statusCode: [70], currentPage: 1, pageSize: 25 });
    expect(isFiltered({ ...view, statusCode: null })).toBe(false);
    expect(orderListRequest({ ...view, searchText: ' abc ' }).searchText).toBe('abc');
  });

  it('links to one status with the default view otherwise (the dashboard)', () => {
    expect(ordersWithStatusPath(1)).toBe(`/orders/list?filters=${encodeURIComponent('{"statusCode":1}')}`);
    expect(orderListViewOf(ordersWithStatusPath(-10).split('?')[1])).toMatchObject({ statusCode: -10, page: 1, sortField: 'orderDate' });
    // The products chart's link: the orders waiting for stock.
    expect(ordersWaitingForStockPath()).toBe('/orders/list?stockFilter=outOfStock');
  });
});
