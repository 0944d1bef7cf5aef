import { describe, expect, it } from 'vitest';
import { defaultOutboundView, outboundQuery, outboundViewOf } from '../../../../../web/reports/outbound-orders/outbound-state';

const defaults = defaultOutboundView('2026-11-26');
const read = (query: string) => outboundViewOf(new URLSearchParams(query), defaults);

describe('outbound orders report: the view in the URL', () => {
  it('opens on the last 30 days, newest first, and leaves the defaults out', () => {
    expect(defaults).toMatchObject({ fromDate: '2026-10-27', toDate: '2026-11-26', sortField: 'orderDate', sortOrder: 'desc' });
    expect(outboundQuery(defaults, defaults).toString()).toBe('');
    const view = { ...defaults, page: 3, sizePerPage: 50, sortOrder: 'asc' as const, statusCode: '60' };
    expect(outboundQuery(view, defaults).toString()).toBe('page=3&sizePerPage=50&sortOrder=asc&statusCode=60');
    expect(read(outboundQuery(view, defaults).toString())).toEqual(view);
  });

  it('reads what a link may hold wrong as the default', () => {
    expect(read('fromDate=2026-13-01&toDate=x&page=0&sizePerPage=7&sortOrder=up&statusCode=999&sortField=sku')).toEqual(defaults);
  });
});
