import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../../shared/api/api-client';
import { createDataProvider } from '../../../../shared/data-provider';

function recorder(...bodies: unknown[]) {
  const calls: { url: string; method: string; body?: unknown }[] = [];
  const fetch = (async (url: string, init: RequestInit = {}) => {
    calls.push({ url: decodeURIComponent(String(url)), method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    const body = bodies.shift();
    return body === undefined ? new Response(null, { status: 204 }) : new Response(JSON.stringify(body), { status: 200 });
  }) as unknown as typeof globalThis.fetch;
  const provider = createDataProvider(createApiClient({ baseUrl: 'http://api/api', getScope: () => ({}), fetch }));
  return { provider, calls };
}

const client = { idClient: 'c1', clientName: 'Acme', presetColor: null, idLogoImage: null, idCoverImage: null, accounts: [] };
const page = (items: unknown[], totalCount = items.length) => ({ items, searchCriteria: { totalCount, currentPage: 1, pageSize: 25 } });

describe('data provider built from the resource descriptions', () => {
  it('getList sends page, sort and a free-text search over the search fields', async () => {
    const { provider, calls } = recorder(page([client], 41), page([]));
    const result = await provider.getList('clients', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'clientName', order: 'DESC' },
      filter: { q: 'acm', presetColor: 'teal' },
    });
    expect(calls[0]).toEqual({
      method: 'GET',
      url:
        'http://api/api/clients?currentPage=2&pageSize=20&sortOrders=clientName:DESC&filterGroups=' +
        JSON.stringify([
          { filters: [{ field: 'clientName', value: 'acm', conditionType: 'like' }] },
          { filters: [{ field: 'presetColor', value: 'teal', conditionType: 'eq' }] },
        ]),
      body: undefined,
    });
    expect(result).toEqual({ data: [{ ...client, id: 'c1' }], total: 41 });
    await provider.getList('clients', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(calls[1].url).toBe('http://api/api/clients?currentPage=1&pageSize=25&sortOrders=idClient:ASC');
  });

  it('reads a comparison after a field name as that condition (a reader going by key)', async () => {
    const { provider, calls } = recorder(page([]));
    await provider.getList('clients', {
      pagination: { page: 1, perPage: 500 },
      sort: { field: 'idClient', order: 'ASC' },
      filter: { idClient_gt: 'c9', clientName_neq: 'x' },
    });
    expect(calls[0].url).toBe(
      'http://api/api/clients?currentPage=1&pageSize=500&sortOrders=idClient:ASC&filterGroups=' +
        JSON.stringify([
          { filters: [{ field: 'idClient', conditionType: 'gt', value: 'c9' }] },
          { filters: [{ field: 'clientName', conditionType: 'neq', value: 'x' }] },
        ]),
    );
  });

  it('getOne unwraps the envelope and sets id from the id field', async () => {
    const { provider, calls } = recorder({ client });
    expect(await provider.getOne('clients', { id: 'c1' })).toEqual({ data: { ...client, id: 'c1' } });
    expect(calls[0].url).toBe('http://api/api/clients/c1');
  });

  it('getMany asks for all matching ids in one call', async () => {
    const { provider, calls } = recorder(page([client]));
    await provider.getMany('clients', { ids: ['c1', 'c2'] });
    expect(calls[0].url).toBe(
      'http://api/api/clients?currentPage=1&pageSize=-1&filterGroups=' +
        JSON.stringify([{ filters: [{ field: 'idClient', value: 'c1,c2', conditionType: 'in' }] }]),
    );
  });

  it('create and update send only the input fields, with empty strings as null', async () => {
    const { provider, calls } = recorder({ client }, { client });
    await provider.create('clients', { data: { clientName: 'Acme', presetColor: '', accounts: [{}], junk: 1 } });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'http://api/api/clients', body: { clientName: 'Acme', presetColor: null } });
    await provider.update('clients', { id: 'c1', data: { ...client, id: 'c1', clientName: 'Acme 2' }, previousData: { ...client, id: 'c1' } });
    expect(calls[1]).toMatchObject({
      method: 'PUT',
      url: 'http://api/api/clients/c1',
      body: { clientName: 'Acme 2', presetColor: null, idLogoImage: null, idCoverImage: null },
    });
  });

  it("fills a create's path placeholders that neither meta nor the scope give from the new record: a site under its provider", async () => {
    const site = { idProviderSite: 's1', idProvider: 'p1', siteName: 'Nantes', address1: '1 rue', zipCode: '44000', city: 'Nantes', countryISO2: 'FR' };
    const { provider, calls } = recorder({ providerSite: site }, { providerSite: site });
    await provider.create('providerSites', {
      data: { idProvider: 'p1', siteName: 'Nantes', address1: '1 rue', zipCode: '44000', city: 'Nantes', countryISO2: 'FR' },
    });
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'http://api/api/box/providers/p1/providersites' });
    // meta.params still wins over the record.
    await provider.create('providerSites', { data: { idProvider: 'p1', siteName: 'Nantes' }, meta: { params: { idProvider: 'p2' } } });
    expect(calls[1].url).toBe('http://api/api/box/providers/p2/providersites');
  });

  it('delete calls the item path', async () => {
    const { provider, calls } = recorder();
    await provider.delete('clients', { id: 'c1', previousData: { ...client, id: 'c1' } });
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: 'http://api/api/clients/c1' });
  });

  it('says exactly what is missing when the API forgets the list envelope', async () => {
    const { provider } = recorder({ clients: [] });
    await expect(
      provider.getList('clients', { pagination: { page: 1, perPage: 25 }, sort: { field: 'clientName', order: 'ASC' }, filter: {} }),
    ).rejects.toThrow('The list of clients came back without "items" and "searchCriteria.totalCount"; the API must send both.');
  });

  it('lists through the browse path when the description has one, and filters narrow it', async () => {
    const { provider, calls } = recorder(page([]), { account: { idClientAccount: 'a1' } });
    await provider.getManyReference('accounts', {
      target: 'idClient',
      id: 'c1',
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'accountName', order: 'ASC' },
      filter: {},
    });
    expect(calls[0].url).toBe(
      'http://api/api/clients/accounts?currentPage=1&pageSize=25&sortOrders=accountName:ASC&filterGroups=' +
        JSON.stringify([{ filters: [{ field: 'idClient', value: 'c1', conditionType: 'eq' }] }]),
    );
    // Creating still goes to the client's collection.
    await provider.create('accounts', { data: { accountCode: 'ACM', accountName: 'Acme', clientName: 'ignored' }, meta: { params: { idClient: 'c1' } } });
    expect(calls[1]).toMatchObject({ method: 'POST', url: 'http://api/api/clients/c1/accounts', body: { accountCode: 'ACM', accountName: 'Acme' } });
  });

  it("adds a description's scope filters to list screens: the role filter with the session's account", async () => {
    const calls: string[] = [];
    const fetch = (async (url: string) => {
      calls.push(decodeURIComponent(String(url)));
      return new Response(JSON.stringify(page([])), { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const provider = createDataProvider(createApiClient({ baseUrl: 'http://api', getScope: () => ({ idClientAccount: 'a1' }), fetch }));
    const sort = { field: 'role', order: 'ASC' as const };
    await provider.getList('roles', { pagination: { page: 1, perPage: 25 }, sort, filter: { q: 'buy' } });
    expect(calls[0]).toContain(
      JSON.stringify([
        { filters: [{ field: 'role', value: 'buy', conditionType: 'like' }] },
        { filters: [{ field: 'idClientAccount', value: 'a1', conditionType: 'eq' }] },
      ]),
    );
    await provider.getList('roles', { pagination: { page: 1, perPage: 25 }, sort, filter: { isAdminRole: 1 } });
    expect(calls[1]).toContain(JSON.stringify([{ filters: [{ field: 'isAdminRole', value: 1, conditionType: 'eq' }] }]));
  });

  it('refuses an unknown resource with the list of known ones', async () => {
    const { provider } = recorder();
    await expect(provider.getOne('nope', { id: 1 })).rejects.toThrow('Unknown resource "nope". Known: clients');
  });
});
