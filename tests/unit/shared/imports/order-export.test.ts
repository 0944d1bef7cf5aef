import { describe, expect, it } from 'vitest';
import type { ApiClient, RequestOptions } from '../../../../shared/api/api-client';
import { CUSTOMER_ORDER_EXPORT_COLUMNS, customerOrderPages, customerOrderRow } from '../../../../shared/imports/order-export';
import type { CustomerOrderSummary } from '../../../../shared/ordering/schemas';
import { en, fr, t } from '../rules/locale-helpers';

const order = (n: number) =>
  ({ orderNumber: `NWO-${n}`, orderDate: '2026-11-20T10:00:00.000Z', statusCode: 10, statusName: 'Open', orderReference: null }) as CustomerOrderSummary;

/** A list call over `count` orders that records what it was asked. */
function fakeApi(count: number) {
  const calls: RequestOptions[] = [];
  const api = {
    request: async (options: RequestOptions) => {
      calls.push(options);
      const { currentPage, pageSize } = options.query as { currentPage: number; pageSize: number };
      const all = Array.from({ length: count }, (_, i) => order(i + 1));
      return { items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize), searchCriteria: { totalCount: count } };
    },
  } as unknown as ApiClient;
  return { api, calls };
}

const collect = async (pages: AsyncIterable<{ items: CustomerOrderSummary[]; total: number }>) => {
  const got: { items: CustomerOrderSummary[]; total: number }[] = [];
  for await (const page of pages) got.push(page);
  return got;
};

describe('the customer orders export', () => {
  it('reads the view page after page until a short page, keeping its filters and sort', async () => {
    const { api, calls } = fakeApi(5);
    const pages = await collect(
      customerOrderPages(api, { statusCode: [10, 60], sortField: 'orderNumber', sortOrder: 'asc', searchText: 'SPRING' }, { pageSize: 2 }),
    );
    expect(pages.map((p) => p.items.map((o) => o.orderNumber))).toEqual([['NWO-1', 'NWO-2'], ['NWO-3', 'NWO-4'], ['NWO-5']]);
    expect(calls).toHaveLength(3);
    expect(calls[0].query).toMatchObject({
      currentPage: 1,
      pageSize: 2,
      statusCode: '10,60',
      sortField: 'orderNumber',
      sortOrder: 'asc',
      searchText: 'SPRING',
    });
  });

  it('stops at the limit, and yields one empty page for an empty view (the header is still written)', async () => {
    const capped = await collect(customerOrderPages(fakeApi(7).api, {}, { pageSize: 2, limit: 3 }));
    expect(capped.flatMap((p) => p.items)).toHaveLength(3);
    expect(capped.at(-1)!.total).toBe(3);
    expect(await collect(customerOrderPages(fakeApi(0).api, {}))).toEqual([{ items: [], total: 0 }]);
  });

  it('writes one row per order in the column order, nulls for what the order lacks', () => {
    const row = customerOrderRow(order(1), (key) => t(key, en));
    expect(row).toHaveLength(CUSTOMER_ORDER_EXPORT_COLUMNS.length);
    // The order date a moment (a date cell, or Paris time in csv), not UTC text.
    // The status as the screens word it, beside its label.
    expect(row.slice(0, 4)).toEqual(['NWO-1', new Date('2026-11-20T10:00:00.000Z'), 'In progress', 'Open']);
    expect(row[CUSTOMER_ORDER_EXPORT_COLUMNS.indexOf('orderReference')]).toBeNull();
    expect(row[CUSTOMER_ORDER_EXPORT_COLUMNS.indexOf('buyerEmail')]).toBeNull();
  });

  it("names the status and the order type in the user's language; an unknown one as the API sent it", () => {
    const french = (o: CustomerOrderSummary) => customerOrderRow(o, (key) => t(key, fr));
    const row = french({ ...order(1), orderType: 'DELIVERY' } as CustomerOrderSummary);
    expect(row[CUSTOMER_ORDER_EXPORT_COLUMNS.indexOf('statusName')]).toBe('Ouverte');
    expect(row[CUSTOMER_ORDER_EXPORT_COLUMNS.indexOf('statusCode')]).toBe('En cours');
    expect(french({ ...order(3), statusCode: 99 } as CustomerOrderSummary)[CUSTOMER_ORDER_EXPORT_COLUMNS.indexOf('statusCode')]).toBe(99);
    expect(row[CUSTOMER_ORDER_EXPORT_COLUMNS.indexOf('orderType')]).toBe('Livraison');
    const odd = french({ ...order(2), statusName: 'Teleported', orderType: 'BEAM' } as CustomerOrderSummary);
    expect([odd[CUSTOMER_ORDER_EXPORT_COLUMNS.indexOf('statusName')], odd[CUSTOMER_ORDER_EXPORT_COLUMNS.indexOf('orderType')]]).toEqual(['Teleported', 'BEAM']);
  });
});
