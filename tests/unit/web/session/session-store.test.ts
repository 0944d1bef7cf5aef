import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../shared/api/api-client';
import { createSessionStore } from '../../../../web/session/session-store';
import { jsonStorage, memoryStorage, STORAGE_KEYS } from '../../../../web/session/storage';
import { admin, ids, tom, warehouse } from '../fixtures';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeApi(routes: Record<string, () => Response>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request) => {
    const path = String(url).replace('http://api.test', '');
    calls.push(path);
    const route = Object.keys(routes).find((p) => path.startsWith(p));
    return route ? routes[route]() : json({ message: 'not found' }, 404);
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
      '/warehouses': () => json({ items: [warehouse(ids.lyon, 'Lyon'), warehouse(ids.lille, 'Lille', 'BOX')], searchCriteria: { totalCount: 2, currentPage: 1, pageSize: 200 } }),
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
    const { fetch } = fakeApi({ '/userinfo': () => json(tom), '/presetcolors': () => json(colors), '/warehouses': () => json({ message: 'Error occurred!' }, 500) });
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
      '/warehouses': () => json({ items: [warehouse(ids.lyon, 'Lyon'), warehouse(ids.lille, 'Lille', 'BOX')], searchCriteria: { totalCount: 2, currentPage: 1, pageSize: 200 } }),
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
