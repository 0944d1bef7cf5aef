import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../../shared/api/api-client';
import { emptyScope } from '../../../../../web/shell/session/scope-rules';
import { customerOrdersQuery, FIRST_SCREEN_FRESH_MS, homeQuery, prefetchHome } from '../../../../../web/ordering/dashboard/home-queries';
import { admin, ids, tom } from '../../fixtures';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function setUp() {
  const calls: string[] = [];
  // The session's own scope is still empty: the account comes from the scope the load fixed.
  const api = createApiClient({
    baseUrl: 'http://api.test',
    getScope: emptyScope,
    fetch: (async (url: string | URL | Request) => {
      const path = String(url).replace('http://api.test', '');
      calls.push(path);
      return json(path.endsWith('/home') ? { home: { frequent: [], open: [], arriving: [] } } : { customerOrders: { totalCount: 0 } });
    }) as typeof globalThis.fetch,
  });
  return { api, calls, queryClient: new QueryClient() };
}

describe("the first screen's calls at start-up", () => {
  it("starts a buyer's home and orders summary together, in the account the session fixed, for the dashboard's own queries", async () => {
    const { api, calls, queryClient } = setUp();
    const scope = { ...emptyScope(), idUser: ids.tom, idClient: ids.northwind, idClientAccount: ids.outdoor };
    expect(prefetchHome(queryClient, api, tom, scope)).toEqual(['home', 'customerOrders']);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.sort()).toEqual([`/dashboard/${ids.outdoor}/customerorders`, `/dashboard/${ids.outdoor}/home`]);
    await vi.waitFor(() => expect(queryClient.getQueryData(homeQuery(api, ids.outdoor).queryKey)).toBeDefined());
    // The dashboard mounting a moment later finds both answers and asks for neither again...
    const mount = () =>
      [new QueryObserver(queryClient, homeQuery(api, ids.outdoor)), new QueryObserver(queryClient, customerOrdersQuery(api, ids.outdoor))].map((o) =>
        o.subscribe(() => undefined),
      );
    mount().forEach((unsubscribe) => unsubscribe());
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toHaveLength(2);
    // ...nor on a second mount while the frame settles...
    mount().forEach((unsubscribe) => unsubscribe());
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toHaveLength(2);
    // ...but a later return to it asks again, as for any screen.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + FIRST_SCREEN_FRESH_MS + 1);
    mount();
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    vi.restoreAllMocks();
  });

  it('asks for nothing in a box, while masquerading, or without an account; nor for the orders summary of the system administrator', async () => {
    const { api, calls, queryClient } = setUp();
    const scope = { ...emptyScope(), idUser: ids.tom, idClient: ids.northwind, idClientAccount: ids.outdoor };
    expect(prefetchHome(queryClient, api, tom, { ...scope, warehouseType: 'BOX', idWarehouse: ids.lille })).toEqual([]);
    expect(prefetchHome(queryClient, api, tom, { ...scope, masquerade: { idUser: ids.julie, idMasquerade: 'm-1' } })).toEqual([]);
    expect(prefetchHome(queryClient, api, tom, { ...scope, idClientAccount: null })).toEqual([]);
    await new Promise((r) => setTimeout(r, 10));
    expect(calls).toEqual([]);
    expect(prefetchHome(queryClient, api, admin, { ...scope, idUser: ids.admin })).toEqual(['home']);
  });
});
