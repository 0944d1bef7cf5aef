import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import { BULK_PATHS, type BatchAnswer } from '../../shared/imports/protocol';
import { addressBookAddresses, addressBookGroupLinks, addressBooks } from '../../shared/administration/address-books';
import { lookupAddresses } from '../../shared/administration/address-lookup';
import { DEMO_USERS } from '../../server/db/seed';
import {
  addressBookAddresses as addressesTable,
  addressBookGroups,
  addressBooks as addressBooksTable,
  clientAccountGroups,
  clientAccountGroupUsers,
  clientAccounts,
} from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';

type Book = { idAddressBook: string; idClientAccount: string; addressBookName: string; enabled: boolean; addressBookGroups: string[] };
type Address = {
  idAddressBookAddress: string;
  reference: string | null;
  addressName: string;
  city: string;
  addressType?: string | null;
  idClientAccount: string;
  idAddressBook: string;
};
type Params = { idClient: string; idClientAccount: string };

const address = (reference: string, extra: Record<string, unknown> = {}) => ({
  reference,
  addressName: `Store ${reference}`,
  address1: '3 rue du Temple',
  zipCode: '75004',
  city: 'Paris',
  countryISO2: 'FR',
  ...extra,
});

describeEachEngine('address books of an account, their groups and addresses', (ctx) => {
  let claire: ApiClient, tom: ApiClient & { idUser: string };
  let mls: Params, nwo: Params;
  let groupOf: (idClientAccount: string) => string;
  const db = () => ctx().server.database.db;
  const books = (api: ApiClient, params: Params) => api.request<{ items: Book[] }>({ path: addressBooks.paths.list, params });
  const addresses = (api: ApiClient, params: Params & { idAddressBook: string }) =>
    api.request<{ items: Address[] }>({ path: addressBookAddresses.paths.list, params, query: { pageSize: '100' } });

  beforeAll(async () => {
    [claire, tom] = await Promise.all([DEMO_USERS.clientAdmin, DEMO_USERS.orderer].map((email) => clientFor(ctx().server.apiUrl, email)));
    const accounts = await db().select().from(clientAccounts);
    const params = (code: string) => {
      const a = accounts.find((x) => x.accountCode === code)!;
      return { idClient: a.idClient, idClientAccount: a.idClientAccount };
    };
    [mls, nwo] = [params('MLS'), params('NWO')];
    const groups = await db().select().from(clientAccountGroups);
    groupOf = (idClientAccount) => groups.find((g) => g.idClientAccount === idClientAccount)!.idClientAccountGroup;
  });

  it('lists the demo book of an account with its addresses, read-only first then newest first, disabled ones included', async () => {
    const { items } = await books(claire, mls);
    const book = items.find((b) => b.addressBookName === 'Points de vente')!;
    expect(book).toMatchObject({ idClientAccount: mls.idClientAccount, enabled: true, addressBookGroups: [] });
    const listed = await addresses(claire, { ...mls, idAddressBook: book.idAddressBook });
    expect(listed.items.map((a) => a.reference).sort()).toEqual(['PV-BDX-01', 'PV-LYON-01', 'PV-PARIS-01']);
    expect(listed.items.every((a) => a.idClientAccount === mls.idClientAccount && a.idAddressBook === book.idAddressBook)).toBe(true);
  });

  it('creates a book with a group, manages its addresses, and deletes it with them', async () => {
    const { addressBook: book } = await claire.request<{ addressBook: Book }>({
      method: 'POST',
      path: addressBooks.paths.list,
      params: mls,
      body: { addressBookName: 'Dépôts', addressBookGroups: [groupOf(mls.idClientAccount)] },
    });
    expect(book.addressBookGroups).toEqual([groupOf(mls.idClientAccount)]);
    const params = { ...mls, idAddressBook: book.idAddressBook };
    const { addressBookAddress: created } = await claire.request<{ addressBookAddress: Address }>({
      method: 'POST',
      path: addressBookAddresses.paths.list,
      params,
      body: address('D-1'),
    });
    expect(created).toMatchObject({ reference: 'D-1', idClientAccount: mls.idClientAccount, idAddressBook: book.idAddressBook });
    const { addressBookAddress: changed } = await claire.request<{ addressBookAddress: Address }>({
      method: 'PUT',
      path: addressBookAddresses.paths.item,
      params: { ...params, id: created.idAddressBookAddress },
      body: address('D-1', { city: 'Lyon', zipCode: '69002' }),
    });
    expect(changed.city).toBe('Lyon');
    // The address form's rules hold on the server too.
    const bad = await failure(
      claire.request({ method: 'POST', path: addressBookAddresses.paths.list, params, body: address('D-2', { countryISO2: 'France' }) }),
    );
    expect(bad.status).toBe(400);
    // A type is stored as its code, given by code or by name in either language; another word is refused.
    const { addressBookAddress: depot } = await claire.request<{ addressBookAddress: Address }>({
      method: 'POST',
      path: addressBookAddresses.paths.list,
      params,
      body: address('D-3', { addressType: 'Entrepôt' }),
    });
    expect(depot.addressType).toBe('WAREHOUSE');
    const office = await failure(
      claire.request({
        method: 'PUT',
        path: addressBookAddresses.paths.item,
        params: { ...params, id: depot.idAddressBookAddress },
        body: address('D-3', { addressType: 'Bureau' }),
      }),
    );
    expect([office.status, office.errors]).toEqual([400, { addressType: 'validation.address.unknownType' }]);
    await claire.request({ method: 'DELETE', path: addressBooks.paths.item, params: { ...mls, id: book.idAddressBook } });
    expect(await db().select().from(addressesTable).where(eq(addressesTable.idAddressBook, book.idAddressBook))).toEqual([]);
  });

  it('keeps book names unique within an account, case ignored: 409 DUPLICATE_NAME naming the field; another account may reuse one', async () => {
    const taken = await failure(claire.request({ method: 'POST', path: addressBooks.paths.list, params: mls, body: { addressBookName: 'POINTS DE VENTE' } }));
    expect([taken.status, taken.code, taken.message, taken.errors]).toEqual([
      409,
      'DUPLICATE_NAME',
      'This account already has an address book with this name.',
      { addressBookName: 'validation.unique.addressBookName' },
    ]);
    const { addressBook: other } = await claire.request<{ addressBook: Book }>({
      method: 'POST',
      path: addressBooks.paths.list,
      params: mls,
      body: { addressBookName: 'Entrepôts' },
    });
    // Renaming onto a taken name is refused the same way, and the book keeps its name.
    const renamed = await failure(
      claire.request({
        method: 'PUT',
        path: addressBooks.paths.item,
        params: { ...mls, id: other.idAddressBook },
        body: { addressBookName: 'points de vente' },
      }),
    );
    expect([renamed.status, renamed.code, renamed.errors]).toEqual([409, 'DUPLICATE_NAME', { addressBookName: 'validation.unique.addressBookName' }]);
    expect((await db().select().from(addressBooksTable).where(eq(addressBooksTable.idAddressBook, other.idAddressBook)))[0].addressBookName).toBe('Entrepôts');
    // Another account of the same client may have a book of that name.
    const mle = {
      idClient: mls.idClient,
      idClientAccount: (await db().select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'MLE')))[0].idClientAccount,
    };
    const { addressBook: reused } = await claire.request<{ addressBook: Book }>({
      method: 'POST',
      path: addressBooks.paths.list,
      params: mle,
      body: { addressBookName: 'Points de vente' },
    });
    await claire.request({ method: 'DELETE', path: addressBooks.paths.item, params: { ...mle, id: reused.idAddressBook } });
    await claire.request({ method: 'DELETE', path: addressBooks.paths.item, params: { ...mls, id: other.idAddressBook } });
  });

  it("refuses another account's group, another client's books and addresses, and callers without the permission", async () => {
    const foreignGroup = await failure(
      claire.request({
        method: 'POST',
        path: addressBooks.paths.list,
        params: mls,
        body: { addressBookName: 'Mixed', addressBookGroups: [groupOf(nwo.idClientAccount)] },
      }),
    );
    expect(foreignGroup.status).toBe(400);
    expect((await books(claire, mls)).items.map((b) => b.addressBookName)).not.toContain('Mixed');
    // Nor on a save of one of her books, nor through the book's group calls: the book keeps no foreign group.
    const own = (await books(claire, mls)).items.find((b) => b.addressBookName === 'Points de vente')!;
    const foreignOnSave = await failure(
      claire.request({
        method: 'PUT',
        path: addressBooks.paths.item,
        params: { ...mls, id: own.idAddressBook },
        body: { addressBookName: own.addressBookName, addressBookGroups: [groupOf(nwo.idClientAccount)] },
      }),
    );
    expect(foreignOnSave.status).toBe(400);
    const ownGroups = { ...mls, idAddressBook: own.idAddressBook };
    const foreignSet = await failure(
      claire.request({ method: 'PUT', path: addressBookGroupLinks.path, params: ownGroups, body: { addressBookGroups: [groupOf(nwo.idClientAccount)] } }),
    );
    const foreignLink = await failure(
      claire.request({ method: 'POST', path: addressBookGroupLinks.path, params: ownGroups, body: { idClientAccountGroup: groupOf(nwo.idClientAccount) } }),
    );
    expect([foreignSet.status, foreignLink.status]).toEqual([400, 400]);
    expect(await db().select().from(addressBookGroups).where(eq(addressBookGroups.idAddressBook, own.idAddressBook))).toEqual([]);

    const [northwindBook] = await db().select().from(addressBooksTable).where(eq(addressBooksTable.idClientAccount, nwo.idClientAccount));
    expect(northwindBook.addressBookName).toBe('Retail partners');
    // Northwind's own paths: refused.
    expect((await failure(books(claire, nwo))).status).toBe(403);
    expect((await failure(addresses(claire, { ...nwo, idAddressBook: northwindBook.idAddressBook }))).status).toBe(403);
    // Her own account's path with Northwind's book: nothing listed, nothing written.
    const mixed = { ...mls, idAddressBook: northwindBook.idAddressBook };
    expect((await addresses(claire, mixed)).items).toEqual([]);
    const intrusion = await failure(claire.request({ method: 'POST', path: addressBookAddresses.paths.list, params: mixed, body: address('X-1') }));
    expect([403, 404]).toContain(intrusion.status);
    const northwindAddress = (await db().select().from(addressesTable).where(eq(addressesTable.idAddressBook, northwindBook.idAddressBook)))[0];
    const overwrite = await failure(
      claire.request({
        method: 'PUT',
        path: addressBookAddresses.paths.item,
        params: { ...mixed, id: northwindAddress.idAddressBookAddress },
        body: address('X-1'),
      }),
    );
    expect(overwrite.status).toBe(403);
    expect(await db().select().from(addressesTable).where(eq(addressesTable.reference, 'X-1'))).toEqual([]);
    const removeAddress = await failure(
      claire.request({ method: 'DELETE', path: addressBookAddresses.paths.item, params: { ...mixed, id: northwindAddress.idAddressBookAddress } }),
    );
    expect([403, 404]).toContain(removeAddress.status);
    // Northwind's book through her own account's path: refused, neither read, renamed nor deleted.
    const ownPath = { ...mls, id: northwindBook.idAddressBook };
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const body = method === 'PUT' ? { addressBookName: 'Taken' } : undefined;
      expect([403, 404]).toContain((await failure(claire.request({ method, path: addressBooks.paths.item, params: ownPath, body }))).status);
    }
    // Nor are its groups read or changed through that path.
    const groupsOfNorthwind = { ...mls, idAddressBook: northwindBook.idAddressBook };
    expect([403, 404]).toContain((await failure(claire.request({ path: addressBookGroupLinks.path, params: groupsOfNorthwind }))).status);
    const linkedSet = await failure(
      claire.request({
        method: 'PUT',
        path: addressBookGroupLinks.path,
        params: groupsOfNorthwind,
        body: { addressBookGroups: [groupOf(mls.idClientAccount)] },
      }),
    );
    const linked = await failure(
      claire.request({
        method: 'POST',
        path: addressBookGroupLinks.path,
        params: groupsOfNorthwind,
        body: { idClientAccountGroup: groupOf(mls.idClientAccount) },
      }),
    );
    expect([403, 404]).toContain(linkedSet.status);
    expect([403, 404]).toContain(linked.status);
    const after = await db().select().from(addressBooksTable).where(eq(addressBooksTable.idAddressBook, northwindBook.idAddressBook));
    expect(after).toEqual([northwindBook]);
    expect(await db().select().from(addressBookGroups).where(eq(addressBookGroups.idAddressBook, northwindBook.idAddressBook))).toEqual([]);
    expect(await db().select().from(addressesTable).where(eq(addressesTable.idAddressBookAddress, northwindAddress.idAddressBookAddress))).toHaveLength(1);
    // An orderer does not administer address books.
    expect((await failure(books(tom, nwo))).status).toBe(403);
  });

  it('answers an address form’s search from the saved addresses the caller may read: their own, the books they administer or their groups share, never another client’s', async () => {
    const found = async (api: ApiClient, search: string, idClientAccount?: string, countryISO2?: string) =>
      (await lookupAddresses(api, { search, idClientAccount, countryISO2 })).items.map((a) => `${a.addressName} (${a.addressBookName ?? 'own'})`);
    // Claire administers Maison Lumière's books: she finds their enabled addresses, by street, post code or city.
    const answer = await lookupAddresses(claire, { search: 'francs-bourg', idClientAccount: mls.idClientAccount });
    expect(answer.source).toBe('savedAddresses');
    expect(answer.items).toEqual([
      expect.objectContaining({ addressName: 'Boutique Marais', addressBookName: 'Points de vente', zipCode: '75003', city: 'Paris' }),
    ]);
    expect(await found(claire, '69002', mls.idClientAccount)).toEqual(['Boutique Presqu’île (Points de vente)']);
    expect(await found(claire, 'notre-dame', mls.idClientAccount)).toEqual([]);
    // Northwind's book never answers her, whichever account she names; nor does it for Tom in her account.
    expect(await found(claire, 'veldstraat', nwo.idClientAccount)).toEqual([]);
    expect(await found(claire, 'veldstraat')).toEqual([]);
    expect(await found(tom, 'francs-bourg', mls.idClientAccount)).toEqual([]);
    // Tom does not administer Northwind's books: he finds its book only once it is shared with a group of his.
    expect(await found(tom, 'veldstraat', nwo.idClientAccount)).toEqual([]);
    const [northwindBook] = await db().select().from(addressBooksTable).where(eq(addressBooksTable.idClientAccount, nwo.idClientAccount));
    const [membership] = await db()
      .select()
      .from(clientAccountGroupUsers)
      .where(and(eq(clientAccountGroupUsers.idUser, tom.idUser), eq(clientAccountGroupUsers.idClientAccount, nwo.idClientAccount)));
    const [link] = await db()
      .insert(addressBookGroups)
      .values({ idAddressBook: northwindBook.idAddressBook, idClientAccountGroup: membership.idClientAccountGroup, idClientAccount: nwo.idClientAccount })
      .returning();
    const [own] = await db()
      .insert(addressesTable)
      .values({ idUser: tom.idUser, addressName: 'Home', address1: '1 Veldstraat', zipCode: '9000', city: 'Gent', countryISO2: 'BE' })
      .returning();
    try {
      expect(await found(tom, 'veldstraat', nwo.idClientAccount)).toEqual(['Home (own)', 'Trail & Co Ghent (Retail partners)']);
      // Without an account, only his own; in the form's country, only that country's.
      expect(await found(tom, 'veldstraat')).toEqual(['Home (own)']);
      expect(await found(tom, 'annecy', nwo.idClientAccount, 'FR')).toEqual(['Lac Sports Annecy (Retail partners)']);
      expect(await found(tom, 'annecy', nwo.idClientAccount, 'BE')).toEqual([]);
      expect(await found(claire, 'veldstraat', nwo.idClientAccount)).toEqual([]);
    } finally {
      await db().delete(addressBookGroups).where(eq(addressBookGroups.idAddressBookGroup, link.idAddressBookGroup));
      await db().delete(addressesTable).where(eq(addressesTable.idAddressBookAddress, own.idAddressBookAddress));
    }
    // Under 3 characters, the spec's search does not start: a clear error on the field.
    const short = await failure(lookupAddresses(tom, { search: 'ab' }));
    expect(short.status).toBe(400);
    expect(short.errors).toEqual({ search: 'validation.address.searchTooShort' });
  });

  it('takes the bulk address import into a book, and the imported addresses carry its account', async () => {
    const book = (await books(claire, mls)).items.find((b) => b.addressBookName === 'Points de vente')!;
    const answer = await claire.request<BatchAnswer>({
      method: 'PUT',
      path: BULK_PATHS.addresses,
      body: {
        idClientAccount: mls.idClientAccount,
        idAddressBook: book.idAddressBook,
        rows: [{ row: 2, ...address('PV-NICE-01', { city: 'Nice', zipCode: '06000' }) }],
      },
    });
    expect(answer.results).toMatchObject([{ row: 2, outcome: 'created' }]);
    const listed = await addresses(claire, { ...mls, idAddressBook: book.idAddressBook });
    expect(listed.items.find((a) => a.reference === 'PV-NICE-01')).toMatchObject({ city: 'Nice', idClientAccount: mls.idClientAccount });
  });
});
