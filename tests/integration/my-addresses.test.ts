import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import { createDataProvider } from '../../shared/data-provider';
import { myAddresses } from '../../shared/administration/my-addresses';
import { DEMO_USERS } from '../../server/db/seed';
import { addressBookAddresses, users } from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';
import { createUserWithPermissions } from '../support/users';

type Address = { idAddressBookAddress: string; addressName: string; enabled: boolean; readOnly: boolean; creationDate: string; countryISO2: string };
const paris = { addressName: 'Atelier', address1: '3 rue du Temple', zipCode: '75004', city: 'Paris', countryISO2: 'FR' };

describeEachEngine("the user's own address book", (ctx) => {
  let tom: ApiClient, julie: ApiClient, admin: ApiClient;

  beforeAll(async () => {
    [tom, julie, admin] = await Promise.all(
      [DEMO_USERS.orderer, DEMO_USERS.multiAccount, DEMO_USERS.systemAdmin].map((email) => clientFor(ctx().server.apiUrl, email)),
    );
  });

  it('lists enabled addresses first page of 50, read-only first then newest, by GET and by PUT search', async () => {
    const got = await tom.request<{ items: Address[]; searchCriteria: { pageSize: number } }>({ path: myAddresses.paths.list });
    expect(got.items.map((a) => a.addressName).sort()).toEqual(['Northwind Brussels store', 'Northwind Lille store']);
    expect(got.searchCriteria.pageSize).toBe(50);
    const searched = await tom.request<{ items: Address[] }>({ method: 'PUT', path: myAddresses.paths.list, body: {} });
    expect(searched.items).toEqual(got.items);
    const created = (await tom.request<{ addressBookAddress: Address }>({ method: 'POST', path: myAddresses.paths.list, body: paris })).addressBookAddress;
    // A warehouse's read-only address, as the server would add one.
    const db = ctx().server.database.db;
    const [tomUser] = await db.select().from(users).where(eq(users.email, DEMO_USERS.orderer));
    await db
      .insert(addressBookAddresses)
      .values({ ...paris, addressName: 'Lyon Distribution Centre', idUser: tomUser.idUser, readOnly: true, creationDate: new Date('2020-01-01') });
    const ordered = (await tom.request<{ items: Address[] }>({ path: myAddresses.paths.list })).items;
    expect(ordered.map((a) => a.readOnly)).toEqual([false, false, false, true]);
    expect(ordered[0].idAddressBookAddress).toBe(created.idAddressBookAddress);
    const dates = ordered.filter((a) => !a.readOnly).map((a) => a.creationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    // Explicit filters replace the default one: the disabled address shows when asked for.
    const disabled = await tom.request<{ items: Address[] }>({
      method: 'PUT',
      path: myAddresses.paths.list,
      body: { filterGroups: [{ filters: [{ field: 'enabled', value: 0 }] }] },
    });
    expect(disabled.items.map((a) => a.addressName)).toEqual(['Old Ghent store']);
    const readOnly = ordered.find((a) => a.readOnly)!;
    expect((await failure(tom.request({ method: 'DELETE', path: myAddresses.paths.item, params: { id: readOnly.idAddressBookAddress } }))).status).toBe(403);
  });

  it("creates, reads, updates and deletes an address with the spec's field limits", async () => {
    const provider = createDataProvider(julie);
    const { data: created } = await provider.create('myAddresses', { data: { ...paris, phone: '', email: 'julie@maison-lumiere.example' } });
    expect(created).toMatchObject({ ...paris, phone: null, enabled: true, readOnly: false });
    const { data: updated } = await provider.update('myAddresses', { id: created.id, data: { ...created, city: 'Paris 4e' }, previousData: created });
    expect(updated.city).toBe('Paris 4e');
    expect((await provider.getOne('myAddresses', { id: created.id })).data.city).toBe('Paris 4e');
    await provider.delete('myAddresses', { id: created.id, previousData: updated });
    expect((await failure(provider.getOne('myAddresses', { id: created.id }))).status).toBe(403);

    const bad = await failure(
      julie.request({
        method: 'POST',
        path: myAddresses.paths.list,
        body: {
          addressName: 'x'.repeat(51),
          address1: 'x'.repeat(31),
          zipCode: '12345678901',
          city: '',
          countryISO2: 'fr',
          email: 'julie',
          phone: '0'.repeat(21),
          reference: 'r'.repeat(31),
          comment: 'c'.repeat(321),
        },
      }),
    );
    expect(bad.errors).toEqual({
      addressName: 'validation.text.tooLong',
      address1: 'validation.text.tooLong',
      zipCode: 'validation.text.tooLong',
      city: 'validation.required',
      countryISO2: 'validation.countryCode',
      email: 'validation.email.invalid',
      phone: 'validation.text.tooLong',
      reference: 'validation.text.tooLong',
      comment: 'validation.text.tooLong',
    });
    expect(bad.params).toMatchObject({
      addressName: { max: 50 },
      address1: { max: 30 },
      zipCode: { max: 10 },
      phone: { max: 20 },
      reference: { max: 30 },
      comment: { max: 320 },
    });
    const unknownCountry = await failure(julie.request({ method: 'POST', path: myAddresses.paths.list, body: { ...paris, countryISO2: 'ZZ' } }));
    expect(unknownCountry.errors).toEqual({ countryISO2: 'validation.unknownReference' });
  });

  it("shows a user only their own addresses, whatever the other user's permissions", async () => {
    const tomsAddress = (
      await tom.request<{ addressBookAddress: Address }>({ method: 'POST', path: myAddresses.paths.list, body: { ...paris, addressName: 'Tom only' } })
    ).addressBookAddress;
    const item = { path: myAddresses.paths.item, params: { id: tomsAddress.idAddressBookAddress } };
    for (const other of [julie, admin]) {
      const listed = await other.request<{ items: Address[] }>({ path: myAddresses.paths.list, query: { pageSize: -1 } });
      expect(listed.items.map((a) => a.idAddressBookAddress)).not.toContain(tomsAddress.idAddressBookAddress);
      expect([
        (await failure(other.request(item))).status,
        (await failure(other.request({ method: 'PUT', ...item, body: paris }))).status,
        (await failure(other.request({ method: 'DELETE', ...item }))).status,
      ]).toEqual([403, 403, 403]);
    }
    // Without the permission, not even one's own address book.
    const db = ctx().server.database.db;
    const [tomUser] = await db.select().from(users).where(eq(users.email, DEMO_USERS.orderer));
    const stranger = await createUserWithPermissions(db, { idClient: tomUser.idClient, grants: [] });
    const noPermission = await clientFor(ctx().server.apiUrl, stranger.email);
    expect((await failure(noPermission.request({ path: myAddresses.paths.list }))).status).toBe(403);
    expect((await tom.request<{ addressBookAddress: Address }>(item)).addressBookAddress.addressName).toBe('Tom only');
  });
});
