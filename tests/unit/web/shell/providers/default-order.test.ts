import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../../shared/api/api-client';
import { myAddresses } from '../../../../../shared/administration/my-addresses';
import { users } from '../../../../../shared/administration/users';
import { defaultOrderFor, withDefaultOrder } from '../../../../../web/shell/providers/default-order';

describe('lists with a default order of several keys', () => {
  it("sends the address book's whole default order when the list shows its first key", () => {
    expect(defaultOrderFor(myAddresses, { sort: { field: 'readOnly', order: 'ASC' } })).toEqual([
      { field: 'readOnly', direction: 'ASC' },
      { field: 'creationDate', direction: 'DESC' },
    ]);
    expect(defaultOrderFor(myAddresses, { sort: { field: 'readOnly', order: 'DESC' } })).toBeNull();
    expect(defaultOrderFor(myAddresses, { sort: { field: 'city', order: 'ASC' } })).toBeNull();
    expect(defaultOrderFor(users, { sort: { field: 'lastName', order: 'ASC' } })).toBeNull();
  });

  it('asks GET /userinfo/addressbook with both keys and the filters, enabled only by default', async () => {
    const urls: string[] = [];
    const fetch = vi.fn(async (url: string | URL | Request) => {
      urls.push(decodeURIComponent(String(url)));
      return new Response(JSON.stringify({ items: [{ idAddressBookAddress: 'a1', addressName: 'Home' }], searchCriteria: { totalCount: 1 } }));
    });
    const api = createApiClient({ baseUrl: 'http://api.test', getScope: () => ({}), fetch: fetch as unknown as typeof globalThis.fetch });
    const shared = vi.fn();
    const getList = withDefaultOrder(api, shared);
    const answer = await getList('myAddresses', {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'readOnly', order: 'ASC' },
      filter: { enabled: 'true' },
    });
    expect(answer).toEqual({ data: [{ idAddressBookAddress: 'a1', addressName: 'Home', id: 'a1' }], total: 1 });
    expect(urls[0]).toBe(
      'http://api.test/userinfo/addressbook?currentPage=1&pageSize=50&sortOrders=readOnly:ASC,creationDate:DESC&filterGroups=[{"filters":[{"field":"enabled","value":"true","conditionType":"eq"}]}]',
    );
    await getList('myAddresses', { pagination: { page: 1, perPage: 50 }, sort: { field: 'city', order: 'ASC' }, filter: {} });
    expect(shared).toHaveBeenCalledTimes(1);
  });
});
