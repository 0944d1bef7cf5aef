import { expect, it } from 'vitest';
import type { DataProvider } from 'ra-core';
import { createDataProvider } from '../../shared/data-provider';
import { ApiError } from '../../shared/api/api-error';
import { DEMO_USERS } from '../../server/db/seed';
import { describeEachEngine } from '../support/engines';
import { clientFor, signIn } from '../support/api';
import { clients } from '../../shared/resources';
import { usagePath } from '../../shared/registry/usage';

const sort = { field: 'clientName', order: 'ASC' as const };

describeEachEngine('clients through the data provider', (ctx) => {
  const as = async (email: string): Promise<DataProvider> => createDataProvider(await clientFor(ctx().server.apiUrl, email));

  it('refuses a second client with the same name (case ignored) with 409 and the field', async () => {
    const admin = await as(DEMO_USERS.systemAdmin);
    const client: ApiError = await admin.create('clients', { data: { clientName: 'maison LUMIÈRE' } }).catch((e) => e);
    expect(client.status).toBe(409);
    expect(client.body).toMatchObject({
      code: 'DUPLICATE_NAME',
      message: 'A client with this name already exists.',
      errors: { clientName: 'validation.unique.clientName' },
    });
    // Another client may still be named after this one's account.
    const { data: other } = await admin.create('clients', { data: { clientName: 'Boutiques France' } });
    expect(other.clientName).toBe('Boutiques France');
    await admin.delete('clients', { id: other.id, previousData: other });
  });

  it('creates, reads, searches, sorts, pages, updates and deletes a client', async () => {
    const admin = await as(DEMO_USERS.systemAdmin);
    const { data: created } = await admin.create('clients', { data: { clientName: 'Atelier Zéphyr', presetColor: 'plum' } });
    expect(created).toMatchObject({ id: created.idClient, clientName: 'Atelier Zéphyr', presetColor: 'plum', idLogoImage: null, accounts: [] });

    const found = await admin.getList('clients', { pagination: { page: 1, perPage: 10 }, sort, filter: { q: 'zéph' } });
    expect(found.total).toBe(1);
    expect(found.data[0].id).toBe(created.id);

    const all = await admin.getList('clients', { pagination: { page: 1, perPage: 2 }, sort: { field: 'clientName', order: 'DESC' }, filter: {} });
    expect(all.total).toBe(3);
    expect(all.data.map((c) => c.clientName)).toEqual(['Northwind Outfitters', 'Maison Lumière']);
    const second = await admin.getList('clients', { pagination: { page: 2, perPage: 2 }, sort: { field: 'clientName', order: 'DESC' }, filter: {} });
    expect(second.data.map((c) => c.clientName)).toEqual(['Atelier Zéphyr']);

    const { data: updated } = await admin.update('clients', {
      id: created.id,
      data: { ...created, clientName: 'Atelier Zéphyr Paris', presetColor: '' },
      previousData: created,
    });
    expect(updated).toMatchObject({ clientName: 'Atelier Zéphyr Paris', presetColor: null });
    expect((await admin.getOne('clients', { id: created.id })).data.clientName).toBe('Atelier Zéphyr Paris');

    await admin.delete('clients', { id: created.id, previousData: updated });
    await expect(admin.getOne('clients', { id: created.id })).rejects.toMatchObject({ status: 404 });
  });

  it('counts every match beside a page, also when searching, and past the last page', async () => {
    const admin = await as(DEMO_USERS.systemAdmin);
    const before = (await admin.getList('clients', { pagination: { page: 1, perPage: 2 }, sort, filter: {} })).total;
    const names = ['Paging Delta', 'Paging Alpha', 'Paging Charlie', 'Other Bravo'];
    const created = [];
    for (const clientName of names) created.push((await admin.create('clients', { data: { clientName } })).data);
    try {
      // A text search sorts only its matches, and the total counts all of them, not the page.
      const first = await admin.getList('clients', { pagination: { page: 1, perPage: 2 }, sort, filter: { q: 'paging' } });
      expect(first).toMatchObject({ total: 3 });
      expect(first.data.map((c) => c.clientName)).toEqual(['Paging Alpha', 'Paging Charlie']);
      const last = await admin.getList('clients', {
        pagination: { page: 2, perPage: 2 },
        sort: { field: 'clientName', order: 'DESC' },
        filter: { q: 'paging' },
      });
      expect(last.data.map((c) => c.clientName)).toEqual(['Paging Alpha']);
      expect(last.total).toBe(3);
      // No row carries the total past the end: it is still the number of matches.
      const beyond = await admin.getList('clients', { pagination: { page: 9, perPage: 2 }, sort, filter: { q: 'paging' } });
      expect(beyond).toMatchObject({ data: [], total: 3 });
      const none = await admin.getList('clients', { pagination: { page: 1, perPage: 2 }, sort, filter: { q: 'no such client' } });
      expect(none).toMatchObject({ data: [], total: 0 });
      const all = await admin.getList('clients', { pagination: { page: 1, perPage: 2 }, sort, filter: {} });
      expect(all.total).toBe((before ?? 0) + 4);
    } finally {
      for (const client of created) await admin.delete('clients', { id: client.id, previousData: client });
    }
  });

  it('lists the accounts of a client and reads all with pageSize -1', async () => {
    const admin = await as(DEMO_USERS.systemAdmin);
    const { data, total } = await admin.getList('clients', { pagination: { page: 1, perPage: -1 }, sort, filter: {} });
    expect(total).toBe(data.length);
    const lumiere = data.find((c) => c.clientName === 'Maison Lumière');
    expect(lumiere?.accounts.map((a: { accountName: string }) => a.accountName)).toEqual(['Boutiques France', 'E-commerce']);
  });

  it('rejects bad input with field errors and stores nothing', async () => {
    const admin = await as(DEMO_USERS.systemAdmin);
    const before = (await admin.getList('clients', { pagination: { page: 1, perPage: -1 }, sort, filter: {} })).total;
    const empty: ApiError = await admin.create('clients', { data: { clientName: '   ' } }).catch((e) => e);
    expect(empty).toBeInstanceOf(ApiError);
    expect(empty.body).toEqual({ message: 'Validation failed.', code: 'VALIDATION', errors: { clientName: 'validation.required' }, params: {} });
    const long: ApiError = await admin.create('clients', { data: { clientName: 'x'.repeat(51) } }).catch((e) => e);
    expect(long.errors).toEqual({ clientName: 'validation.text.tooLong' });
    expect(long.params).toEqual({ clientName: { max: 50 } });

    const colour: ApiError = await admin.create('clients', { data: { clientName: 'Fine', presetColor: 'no-such-colour' } }).catch((e) => e);
    expect(colour.status).toBe(400);
    expect(colour.errors).toEqual({ presetColor: 'validation.unknownReference' });
    const after = (await admin.getList('clients', { pagination: { page: 1, perPage: -1 }, sort, filter: {} })).total;
    expect(after).toBe(before);
  });

  it('refuses sorting or filtering on fields the description does not allow', async () => {
    const admin = await as(DEMO_USERS.systemAdmin);
    await expect(
      admin.getList('clients', { pagination: { page: 1, perPage: 5 }, sort: { field: 'createdAt', order: 'ASC' }, filter: {} }),
    ).rejects.toMatchObject({
      status: 400,
      errors: { sortOrders: 'validation.unknownField' },
    });
    await expect(admin.getList('clients', { pagination: { page: 1, perPage: 5 }, sort, filter: { passwordHash: 'x' } })).rejects.toMatchObject({ status: 400 });
  });

  it('will not delete a client that still has accounts, and says beforehand what uses it', async () => {
    const admin = await as(DEMO_USERS.systemAdmin);
    const { data } = await admin.getList('clients', { pagination: { page: 1, perPage: 5 }, sort, filter: { q: 'Northwind' } });
    const api = await clientFor(ctx().server.apiUrl, DEMO_USERS.systemAdmin);
    const { usage } = await api.request<{ usage: { table: string; count: number }[] }>({ path: usagePath(clients), params: { id: String(data[0].id) } });
    expect(usage).toEqual(
      expect.arrayContaining([
        { table: 'client_accounts', count: 1 },
        // Tom, and Sam who works in two applications.
        { table: 'users', count: 2 },
      ]),
    );
    expect(usage.every((u) => u.count > 0)).toBe(true);
    // Only those who may delete it learn what uses it.
    const tom = await clientFor(ctx().server.apiUrl, DEMO_USERS.orderer);
    await expect(tom.request({ path: usagePath(clients), params: { id: String(data[0].id) } })).rejects.toMatchObject({ status: 403 });
    await expect(admin.delete('clients', { id: data[0].id, previousData: data[0] })).rejects.toMatchObject({ status: 409, code: 'IN_USE' });
    expect((await admin.getOne('clients', { id: data[0].id })).data.clientName).toBe('Northwind Outfitters');
  });

  it('keeps a client administrator inside their own client and hides the others', async () => {
    const admin = await as(DEMO_USERS.systemAdmin);
    const claire = await as(DEMO_USERS.clientAdmin);
    const visible = await claire.getList('clients', { pagination: { page: 1, perPage: 25 }, sort, filter: {} });
    expect(visible.data.map((c) => c.clientName)).toEqual(['Maison Lumière']);
    const northwind = (await admin.getList('clients', { pagination: { page: 1, perPage: 5 }, sort, filter: { q: 'Northwind' } })).data[0];
    const otherAccount = await claire.getOne('clients', { id: northwind.id }).catch((e) => e);
    const missing = await claire.getOne('clients', { id: '7d1f7a0e-0000-4000-8000-000000000000' }).catch((e) => e);
    // Another client's record and a record that does not exist look the same.
    expect([otherAccount.status, missing.status]).toEqual([403, 403]);
    expect(otherAccount.body).toEqual(missing.body);
    await expect(claire.update('clients', { id: northwind.id, data: { clientName: 'Hijacked' }, previousData: northwind })).rejects.toMatchObject({
      status: 403,
    });
    await expect(claire.create('clients', { data: { clientName: 'New client' } })).rejects.toMatchObject({ status: 403 });
  });

  it('refuses every client route to a user without the clients permission', async () => {
    const tom = await as(DEMO_USERS.orderer);
    const any = '7d1f7a0e-0000-4000-8000-000000000000';
    const calls = [
      tom.getList('clients', { pagination: { page: 1, perPage: 5 }, sort, filter: {} }),
      tom.getOne('clients', { id: any }),
      tom.create('clients', { data: { clientName: 'X' } }),
      tom.update('clients', { id: any, data: { clientName: 'X' }, previousData: { id: any } }),
      tom.delete('clients', { id: any }),
    ];
    for (const result of await Promise.allSettled(calls)) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
  });

  it('answers each request with its own values, through the statement kept for its shape', async () => {
    const { apiUrl } = ctx().server;
    const tokens = { admin: (await signIn(apiUrl, DEMO_USERS.systemAdmin)).accessToken, claire: (await signIn(apiUrl, DEMO_USERS.clientAdmin)).accessToken };
    const call = (who: keyof typeof tokens, path: string, method = 'GET') =>
      fetch(`${apiUrl}${path}`, { method, headers: { authorization: `Bearer ${tokens[who]}` } });
    type Filters = { field: string; value: string | null; conditionType: string }[];
    const list = (who: keyof typeof tokens, filters: Filters) =>
      call(
        who,
        `/clients?currentPage=1&pageSize=25&sortOrders=clientName:ASC&filterGroups=${encodeURIComponent(JSON.stringify(filters.map((f) => ({ filters: [f] }))))}`,
      );
    // The demo's two clients and this test's among the answer (other tests of the file may leave clients of their own).
    const names = async (who: keyof typeof tokens, filters: Filters) => {
      const response = await list(who, filters);
      expect(response.status).toBe(200);
      const answered = ((await response.json()) as { items: { clientName: string }[] }).items.map((c) => c.clientName);
      return answered.filter((name) => ['Maison Lumière', 'Northwind Outfitters'].includes(name) || name.startsWith('Kept statement'));
    };
    const ids = Object.fromEntries(
      ((await (await call('admin', '/clients?pageSize=100')).json()) as { items: { idClient: string; clientName: string }[] }).items.map((c) => [
        c.clientName,
        c.idClient,
      ]),
    );
    const [maison, northwind] = [ids['Maison Lumière'], ids['Northwind Outfitters']];
    // One shape (an `in` list, then a `not in` list), lists of every length: each answers its own ids.
    for (const [listed, inList, notInList] of [
      [[maison, northwind], ['Maison Lumière', 'Northwind Outfitters'], []],
      [[northwind], ['Northwind Outfitters'], ['Maison Lumière']],
      [[], [], ['Maison Lumière', 'Northwind Outfitters']],
    ]) {
      expect(await names('admin', [{ field: 'idClient', value: listed.join(','), conditionType: 'in' }])).toEqual(inList);
      expect(await names('admin', [{ field: 'idClient', value: listed.join(','), conditionType: 'nin' }])).toEqual(notInList);
    }
    // A missing value and a value: tests for null, then an equality.
    const noColor = await names('admin', [{ field: 'presetColor', value: null, conditionType: 'eq' }]);
    const withColor = await names('admin', [{ field: 'presetColor', value: null, conditionType: 'neq' }]);
    expect([...noColor, ...withColor].sort()).toEqual(['Maison Lumière', 'Northwind Outfitters']);
    expect(await names('admin', [{ field: 'clientName', value: 'Northwind Outfitters', conditionType: 'eq' }])).toEqual(['Northwind Outfitters']);
    expect(await names('admin', [{ field: 'clientName', value: 'Maison Lumière', conditionType: 'eq' }])).toEqual(['Maison Lumière']);
    // The same shapes asked by a client administrator keep to her client; the administrator's answers are unchanged.
    expect(await names('claire', [{ field: 'idClient', value: `${maison},${northwind}`, conditionType: 'in' }])).toEqual(['Maison Lumière']);
    expect(await names('claire', [{ field: 'idClient', value: northwind, conditionType: 'in' }])).toEqual([]);
    expect(await names('admin', [{ field: 'idClient', value: northwind, conditionType: 'in' }])).toEqual(['Northwind Outfitters']);
    expect((await call('claire', `/clients/${northwind}`)).status).toBe(403);
    expect((await call('claire', `/clients/${maison}`)).status).toBe(200);
    expect((await call('admin', `/clients/${northwind}`)).status).toBe(200);
    // A refused value is refused on every request, not only when the statement is first built.
    for (let i = 0; i < 2; i++) expect((await list('admin', [{ field: 'idClient', value: 'not-an-id', conditionType: 'in' }])).status).toBe(400);
    // Deletes of two clients through one kept statement each remove their own client only.
    const created: string[] = [];
    for (const clientName of ['Kept statement one', 'Kept statement two']) {
      const response = await fetch(`${apiUrl}/clients`, {
        method: 'POST',
        headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ clientName }),
      });
      expect(response.status).toBe(201);
      created.push(((await response.json()) as { client: { idClient: string; clientName: string } }).client.idClient);
    }
    expect(await names('admin', [{ field: 'clientName', value: 'Kept statement', conditionType: 'like' }])).toEqual([
      'Kept statement one',
      'Kept statement two',
    ]);
    expect((await call('admin', `/clients/${created[0]}`, 'DELETE')).status).toBe(204);
    expect(await names('admin', [{ field: 'clientName', value: 'Kept statement', conditionType: 'like' }])).toEqual(['Kept statement two']);
    expect((await call('admin', `/clients/${created[0]}`, 'DELETE')).status).toBe(404);
    expect((await call('admin', `/clients/${created[1]}`, 'DELETE')).status).toBe(204);
  });
});
