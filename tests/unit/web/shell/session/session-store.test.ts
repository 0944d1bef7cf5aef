import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../../shared/api/api-client';
import { createSessionStore } from '../../../../../web/shell/session/session-store';
import { jsonStorage, memoryStorage, STORAGE_KEYS } from '../../../../../web/shell/session/storage';
import { admin, ids, tom, warehouse } from '../../fixtures';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeApi(routes: Record<string, (init?: RequestInit) => Response>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).replace('http://api.test', '');
    calls.push(init?.method && init.method !== 'GET' ? `${init.method} ${path}` : path);
    // A route is a path prefix, or "METHOD path" for a call other than GET.
    const call = `${init?.method ?? 'GET'} ${path}`;
    const route = Object.keys(routes).find((p) => call.startsWith(p)) ?? Object.keys(routes).find((p) => path.startsWith(p));
    return route ? routes[route](init) : json({ message: 'not found' }, 404);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const colors = { presetColors: [{ presetColor: 'teal', hex: '#00796b', displayPosition: 1 }] };

describe('session store', () => {
  it('loads the user, their only account and the stored warehouse, and persists the scope', async () => {
    const storage = jsonStorage(memoryStorage(), null);
    storage.write(STORAGE_KEYS.scope, { idUser: ids.tom, idClientAccount: ids.outdoor, idWarehouse: ids.lille });
    const session = createSessionStore(storage);
    const { fetch, calls } = fakeApi({
      '/userinfo': () => json(tom),
      '/presetcolors': () => json(colors),
      '/warehouses': () =>
        json({
          warehouses: [warehouse(ids.lyon, 'Lyon'), warehouse(ids.lille, 'Lille', 'BOX')],
          searchCriteria: { totalCount: 2, currentPage: 1, pageSize: 200 },
        }),
    });
    const api = createApiClient({ baseUrl: 'http://api.test', getScope: session.getScope, fetch });

    await session.load(api);

    expect(calls).toContain(`/warehouses?IdClient=${ids.northwind}&IdClientAccount=${ids.outdoor}&pageSize=200`);
    expect(session.getScope()).toMatchObject({ idClientAccount: ids.outdoor, idWarehouse: ids.lille, warehouseType: 'BOX' });
    expect(session.getState().presetColors).toEqual(colors.presetColors);
    expect(storage.read(STORAGE_KEYS.scope)).toMatchObject({ idUser: ids.tom, idWarehouse: ids.lille });
  });

  it('removes the stored warehouse when the warehouse list cannot be loaded', async () => {
    const storage = jsonStorage(memoryStorage(), null);
    storage.write(STORAGE_KEYS.scope, { idUser: ids.tom, idClientAccount: ids.outdoor, idWarehouse: ids.lille });
    const session = createSessionStore(storage);
    const { fetch } = fakeApi({
      '/userinfo': () => json(tom),
      '/presetcolors': () => json(colors),
      '/warehouses': () => json({ message: 'Error occurred!' }, 500),
    });
    await session.load(createApiClient({ baseUrl: 'http://api.test', getScope: session.getScope, fetch }));
    expect(session.getScope().idWarehouse).toBeNull();
    expect(storage.read<{ idWarehouse: string | null }>(STORAGE_KEYS.scope)?.idWarehouse).toBeNull();
  });

  it('loads once for concurrent callers, and does not ask for warehouses without an account', async () => {
    const session = createSessionStore(jsonStorage(memoryStorage(), null));
    const { fetch, calls } = fakeApi({ '/userinfo': () => json(admin), '/presetcolors': () => json(colors) });
    const api = createApiClient({ baseUrl: 'http://api.test', getScope: session.getScope, fetch });
    await Promise.all([session.load(api), session.load(api)]);
    expect(calls.filter((c) => c === '/userinfo')).toHaveLength(1);
    expect(calls.some((c) => c.startsWith('/warehouses'))).toBe(false);
  });

  it('switches warehouse among the loaded ones and notifies, and forgets everything on clear', async () => {
    const storage = jsonStorage(memoryStorage(), null);
    const session = createSessionStore(storage);
    const { fetch } = fakeApi({
      '/userinfo': () => json(tom),
      '/presetcolors': () => json(colors),
      '/warehouses': () =>
        json({
          warehouses: [warehouse(ids.lyon, 'Lyon'), warehouse(ids.lille, 'Lille', 'BOX')],
          searchCriteria: { totalCount: 2, currentPage: 1, pageSize: 200 },
        }),
    });
    await session.load(createApiClient({ baseUrl: 'http://api.test', getScope: session.getScope, fetch }));
    const listener = vi.fn();
    session.subscribe(listener);
    session.selectWarehouse(ids.lyon);
    expect(session.getScope()).toMatchObject({ idWarehouse: ids.lyon, warehouseType: 'WAREHOUSE' });
    expect(listener).toHaveBeenCalled();
    session.clear();
    expect(session.getState().user).toBeNull();
    expect(storage.read(STORAGE_KEYS.scope)).toBeNull();
  });
});

describe('session store: administrator settings and masquerade', () => {
  const twoWarehouses = () =>
    json({ warehouses: [warehouse(ids.lyon, 'Lyon'), warehouse(ids.lille, 'Lille', 'BOX')], searchCriteria: { totalCount: 2, currentPage: 1, pageSize: 200 } });
  const oneWarehouse = () => json({ warehouses: [warehouse(ids.lyon, 'Lyon')], searchCriteria: { totalCount: 1, currentPage: 1, pageSize: 200 } });

  it("applies an administrator's choice: names of the account read from the API, its only warehouse chosen, all stored", async () => {
    const storage = jsonStorage(memoryStorage(), null);
    const session = createSessionStore(storage);
    const { fetch, calls } = fakeApi({
      '/userinfo': () => json(admin),
      '/presetcolors': () => json(colors),
      [`/clients/${ids.lumiere}/accounts/${ids.ecommerce}`]: () => json({ account: { clientName: 'Maison Lumière', accountName: 'E-commerce' } }),
      '/warehouses': oneWarehouse,
    });
    const api = createApiClient({ baseUrl: 'http://api.test', getScope: session.getScope, fetch });
    await session.load(api);
    await session.applySettings(api, { idClient: ids.lumiere, idClientAccount: ids.ecommerce, idWarehouse: null });

    expect(calls.filter((c) => c === '/userinfo')).toHaveLength(2);
    expect(session.getState().account).toEqual({
      idClient: ids.lumiere,
      clientName: 'Maison Lumière',
      idClientAccount: ids.ecommerce,
      accountName: 'E-commerce',
    });
    expect(session.getScope()).toMatchObject({ idClientAccount: ids.ecommerce, idWarehouse: ids.lyon, warehouseType: 'WAREHOUSE' });
    expect(storage.read(STORAGE_KEYS.scope)).toMatchObject({ idUser: ids.admin, idClient: ids.lumiere, idClientAccount: ids.ecommerce, idWarehouse: ids.lyon });

    session.resetSettings();
    expect(session.getScope()).toMatchObject({ idUser: ids.admin, idClient: null, idClientAccount: null, idWarehouse: null });
    expect(storage.read(STORAGE_KEYS.scope)).toMatchObject({ idClientAccount: null });
  });

  it('drops a chosen account that can no longer be loaded', async () => {
    const storage = jsonStorage(memoryStorage(), null);
    storage.write(STORAGE_KEYS.scope, { idUser: ids.admin, idClient: ids.lumiere, idClientAccount: ids.stores, idWarehouse: ids.lyon });
    const session = createSessionStore(storage);
    const { fetch, calls } = fakeApi({
      '/userinfo': () => json(admin),
      '/presetcolors': () => json(colors),
      '/clients/': () => json({ message: 'Not found' }, 404),
    });
    await session.load(createApiClient({ baseUrl: 'http://api.test', getScope: session.getScope, fetch }));
    expect(session.getScope()).toMatchObject({ idClient: null, idClientAccount: null, idWarehouse: null });
    expect(session.getState().account).toBeNull();
    // Its warehouses were asked for beside its names (the calls start together), and not kept.
    expect(calls.filter((c) => c.startsWith('/warehouses')).every((c) => c.includes(ids.stores))).toBe(true);
    expect(session.getState().warehouses).toEqual([]);
  });

  it("names a user's own account from the session user, without asking the API", async () => {
    const session = createSessionStore(jsonStorage(memoryStorage(), null));
    const { fetch, calls } = fakeApi({ '/userinfo': () => json(tom), '/presetcolors': () => json(colors), '/warehouses': twoWarehouses });
    await session.load(createApiClient({ baseUrl: 'http://api.test', getScope: session.getScope, fetch }));
    expect(session.getState().account).toEqual({
      idClient: ids.northwind,
      clientName: 'Northwind Outfitters',
      idClientAccount: ids.outdoor,
      accountName: 'Outdoor Retail',
    });
    expect(calls.some((c) => c.startsWith('/clients/'))).toBe(false);
  });

  it('starts a masquerade: the ids are stored and sent, the masqueraded user is loaded; ending it tells the server', async () => {
    const storage = jsonStorage(memoryStorage(), null);
    const session = createSessionStore(storage);
    const headers: Record<string, string>[] = [];
    const { fetch, calls } = fakeApi({
      '/userinfo': (init) => {
        const sent = init?.headers as Record<string, string>;
        headers.push(sent);
        return json(sent['x-masquerade-id'] ? tom : admin);
      },
      '/presetcolors': () => json(colors),
      '/warehouses': twoWarehouses,
      'PUT /masquerade/session': () => json({ idMasquerade: null }),
    });
    const api = createApiClient({ baseUrl: 'http://api.test', getScope: session.getScope, fetch });
    await session.load(api);
    session.start(ids.admin);
    await session.load(api);

    await session.startMasquerade(api, { idUser: ids.tom, idMasquerade: 'm-1' }, { idClient: ids.northwind, idClientAccount: ids.outdoor });
    expect(session.getState().user?.idUser).toBe(ids.tom);
    expect(session.getScope()).toMatchObject({ idUser: ids.admin, idClientAccount: ids.outdoor, masquerade: { idUser: ids.tom, idMasquerade: 'm-1' } });
    expect(headers.at(-1)).toMatchObject({ 'x-user-id': ids.tom, 'x-masquerade-id': 'm-1' });
    expect(storage.read(STORAGE_KEYS.scope)).toMatchObject({ masquerade: { idUser: ids.tom, idMasquerade: 'm-1' } });

    // A reload of the page: a new store over the same storage stays in the masquerade.
    const reloaded = createSessionStore(storage);
    await reloaded.load(createApiClient({ baseUrl: 'http://api.test', getScope: reloaded.getScope, fetch }));
    expect(reloaded.getState().user?.idUser).toBe(ids.tom);

    await session.endMasquerade(api);
    expect(session.getState().user?.idUser).toBe(ids.admin);
    // The administrator had chosen no account before: none comes back.
    expect(session.getScope()).toMatchObject({ idUser: ids.admin, masquerade: null, idClientAccount: null });
    expect(calls).toContain('PUT /masquerade/session');
    expect(headers.at(-1)).not.toHaveProperty('x-masquerade-id');
  });

  it("gives the administrator's own context back after a masquerade: account and warehouse", async () => {
    const storage = jsonStorage(memoryStorage(), null);
    const session = createSessionStore(storage);
    const { fetch } = fakeApi({
      '/userinfo': (init) => json((init?.headers as Record<string, string>)['x-masquerade-id'] ? tom : admin),
      '/presetcolors': () => json(colors),
      [`/clients/${ids.lumiere}/accounts/${ids.ecommerce}`]: () => json({ account: { clientName: 'Maison Lumière', accountName: 'E-commerce' } }),
      '/warehouses': twoWarehouses,
      'PUT /masquerade/session': () => json({ idMasquerade: null }),
    });
    const api = createApiClient({ baseUrl: 'http://api.test', getScope: session.getScope, fetch });
    session.start(ids.admin);
    await session.load(api);
    await session.applySettings(api, { idClient: ids.lumiere, idClientAccount: ids.ecommerce, idWarehouse: ids.lille });
    expect(session.getScope()).toMatchObject({ idClientAccount: ids.ecommerce, idWarehouse: ids.lille });

    await session.startMasquerade(api, { idUser: ids.tom, idMasquerade: 'm-1' }, { idClient: ids.northwind, idClientAccount: ids.outdoor });
    // The masqueraded user works in a warehouse of their account at once (the first one orders from).
    expect(session.getScope()).toMatchObject({ idClientAccount: ids.outdoor, idWarehouse: ids.lyon, warehouseType: 'WAREHOUSE' });
    await session.endMasquerade(api);
    expect(session.getScope()).toMatchObject({
      idUser: ids.admin,
      masquerade: null,
      idClientAccount: ids.ecommerce,
      idWarehouse: ids.lille,
      warehouseType: 'BOX',
    });
    expect(session.getState().account?.accountName).toBe('E-commerce');
  });

  it('chooses a warehouse whenever the account has one: the one last used there, so nothing waits for a choice', async () => {
    const storage = jsonStorage(memoryStorage(), null);
    const session = createSessionStore(storage);
    const { fetch } = fakeApi({ '/userinfo': () => json(tom), '/presetcolors': () => json(colors), '/warehouses': twoWarehouses });
    const api = createApiClient({ baseUrl: 'http://api.test', getScope: session.getScope, fetch });
    session.start(ids.tom);
    await session.load(api);
    expect(session.getScope()).toMatchObject({ idWarehouse: ids.lyon, warehouseType: 'WAREHOUSE' });
    session.selectWarehouse(ids.lille);
    expect(session.lastUsedWarehouse(ids.outdoor)).toBe(ids.lille);
    // Signed out and in again: the scope is new, the last warehouse comes back.
    session.clear();
    session.start(ids.tom);
    await session.load(api);
    expect(session.getScope()).toMatchObject({ idWarehouse: ids.lille, warehouseType: 'BOX' });
  });

  it('ignores a failure of the close call when ending a masquerade', async () => {
    const storage = jsonStorage(memoryStorage(), null);
    storage.write(STORAGE_KEYS.scope, {
      idUser: ids.admin,
      idClient: ids.northwind,
      idClientAccount: ids.outdoor,
      masquerade: { idUser: ids.tom, idMasquerade: 'm-1' },
    });
    const session = createSessionStore(storage);
    const { fetch } = fakeApi({
      '/userinfo': (init) => json((init?.headers as Record<string, string>)['x-masquerade-id'] ? tom : admin),
      '/presetcolors': () => json(colors),
      '/warehouses': twoWarehouses,
      'PUT /masquerade/session': () => json({ message: 'Error occurred!' }, 500),
    });
    const api = createApiClient({ baseUrl: 'http://api.test', getScope: session.getScope, fetch });
    await session.load(api);
    await expect(session.endMasquerade(api)).resolves.toMatchObject({ idUser: ids.admin });
  });

  it('comes back to the signed-in user when the masquerade session was closed elsewhere (403)', async () => {
    const storage = jsonStorage(memoryStorage(), null);
    storage.write(STORAGE_KEYS.scope, { idUser: ids.admin, idClientAccount: ids.outdoor, masquerade: { idUser: ids.tom, idMasquerade: 'closed' } });
    const session = createSessionStore(storage);
    const { fetch } = fakeApi({
      '/userinfo': (init) => ((init?.headers as Record<string, string>)['x-masquerade-id'] ? json({ message: 'Forbidden' }, 403) : json(admin)),
      '/presetcolors': () => json(colors),
    });
    await session.load(createApiClient({ baseUrl: 'http://api.test', getScope: session.getScope, fetch }));
    expect(session.getState().user?.idUser).toBe(ids.admin);
    expect(session.getScope().masquerade).toBeNull();
  });

  it('restores the scope when the masqueraded user cannot be loaded', async () => {
    const session = createSessionStore(jsonStorage(memoryStorage(), null));
    let fail = false;
    const { fetch } = fakeApi({
      '/userinfo': () => (fail ? json({ message: 'Error occurred!' }, 500) : json(admin)),
      '/presetcolors': () => json(colors),
    });
    const api = createApiClient({ baseUrl: 'http://api.test', getScope: session.getScope, fetch });
    session.start(ids.admin);
    await session.load(api);
    fail = true;
    await expect(
      session.startMasquerade(api, { idUser: ids.tom, idMasquerade: 'm-2' }, { idClient: ids.northwind, idClientAccount: ids.outdoor }),
    ).rejects.toMatchObject({ status: 500 });
    expect(session.getScope().masquerade).toBeNull();
  });

  it('lets sign-out take the open masquerade out of the scope', () => {
    const storage = jsonStorage(memoryStorage(), null);
    storage.write(STORAGE_KEYS.scope, { idUser: ids.admin, masquerade: { idUser: ids.tom, idMasquerade: 'm-1' } });
    const session = createSessionStore(storage);
    expect(session.dropMasquerade()).toEqual({ idUser: ids.tom, idMasquerade: 'm-1' });
    expect(session.getScope().masquerade).toBeNull();
    expect(session.dropMasquerade()).toBeNull();
  });
  describe("the first screen's calls start together", () => {
    /** A fake API whose answers wait until released, so that the test sees which calls are out at once. */
    function heldApi(routes: Record<string, () => Response>) {
      const calls: string[] = [];
      const held = new Map<string, () => void>();
      const fetch = (async (url: string | URL | Request) => {
        const path = String(url).replace('http://api.test', '');
        calls.push(path);
        const route = Object.keys(routes).find((p) => path.startsWith(p));
        await new Promise<void>((release) => held.set(route ?? path, release));
        return route ? routes[route]() : json({ message: 'not found' }, 404);
      }) as typeof globalThis.fetch;
      const release = async (route: string) => {
        await vi.waitFor(() => expect(held.has(route)).toBe(true));
        held.get(route)!();
        held.delete(route);
      };
      return { fetch, calls, release };
    }
    const tomRoutes = {
      '/userinfo': () => json(tom),
      '/presetcolors': () => json(colors),
      '/warehouses': () => json({ warehouses: [warehouse(ids.lyon, 'Lyon'), warehouse(ids.lille, 'Lille')], searchCriteria: { totalCount: 2 } }),
    };

    it("asks for a returning user's warehouses beside the user, not after", async () => {
      const storage = jsonStorage(memoryStorage(), null);
      storage.write(STORAGE_KEYS.scope, { idUser: ids.tom, idClient: ids.northwind, idClientAccount: ids.outdoor, idWarehouse: ids.lille });
      const onAccountKnown = vi.fn();
      const session = createSessionStore(storage, { onAccountKnown });
      const { fetch, calls, release } = heldApi(tomRoutes);
      const loading = session.load(createApiClient({ baseUrl: 'http://api.test', getScope: session.getScope, fetch }));

      // Nothing answered yet, and all three calls are out.
      await vi.waitFor(() => expect(calls).toHaveLength(3));
      expect(calls.map((c) => c.split('?')[0]).sort()).toEqual(['/presetcolors', '/userinfo', '/warehouses']);
      await release('/warehouses');
      await release('/presetcolors');
      await release('/userinfo');
      await loading;
      // The account did not change: its warehouses were asked for once.
      expect(calls.filter((c) => c.startsWith('/warehouses'))).toHaveLength(1);
      expect(session.getScope()).toMatchObject({ idClientAccount: ids.outdoor, idWarehouse: ids.lille });
      expect(onAccountKnown).toHaveBeenCalledTimes(1);
    });

    it('starts the first screen as soon as a new sign-in knows the account, before its warehouses are answered', async () => {
      const onAccountKnown = vi.fn();
      const session = createSessionStore(jsonStorage(memoryStorage(), null), { onAccountKnown });
      const { fetch, calls, release } = heldApi(tomRoutes);
      session.start(ids.tom);
      const loading = session.load(createApiClient({ baseUrl: 'http://api.test', getScope: session.getScope, fetch }));
      await vi.waitFor(() => expect(calls).toHaveLength(2));
      expect(onAccountKnown).not.toHaveBeenCalled();
      // The user alone is enough: the preset colours are still on their way.
      await release('/userinfo');

      await vi.waitFor(() => expect(onAccountKnown).toHaveBeenCalledTimes(1));
      expect(onAccountKnown.mock.calls[0][1]).toMatchObject({ idUser: ids.tom, idClientAccount: ids.outdoor });
      expect(calls.some((c) => c.startsWith('/warehouses'))).toBe(true);
      expect(session.isLoaded()).toBe(false);
      await release('/warehouses');
      await release('/presetcolors');
      await loading;
      expect(session.getScope()).toMatchObject({ idClientAccount: ids.outdoor, idWarehouse: ids.lyon });
    });

    it("asks again for the chosen account's warehouses when the user no longer has the stored one", async () => {
      const storage = jsonStorage(memoryStorage(), null);
      storage.write(STORAGE_KEYS.scope, { idUser: ids.tom, idClient: ids.lumiere, idClientAccount: ids.stores });
      const session = createSessionStore(storage);
      const { fetch, calls } = fakeApi(tomRoutes);
      await session.load(createApiClient({ baseUrl: 'http://api.test', getScope: session.getScope, fetch }));
      expect(calls.filter((c) => c.startsWith('/warehouses'))).toEqual([
        `/warehouses?IdClient=${ids.lumiere}&IdClientAccount=${ids.stores}&pageSize=200`,
        `/warehouses?IdClient=${ids.northwind}&IdClientAccount=${ids.outdoor}&pageSize=200`,
      ]);
      expect(session.getScope()).toMatchObject({ idClientAccount: ids.outdoor, idWarehouse: ids.lyon });
    });
  });
});
