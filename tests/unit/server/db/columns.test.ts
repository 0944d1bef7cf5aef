import { describe, expect, it } from 'vitest';
import { getTableColumns } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pg-proxy';
import { pickColumns } from '../../../../server/db/columns';
import { addressBookAddresses, users } from '../../../../server/db/schema';

describe('pickColumns', () => {
  it('gives the named columns of the table, in the order named, and nothing else', () => {
    const picked = pickColumns(users, 'email', 'idUser');
    expect(Object.keys(picked)).toEqual(['email', 'idUser']);
    expect(picked.email).toBe(getTableColumns(users).email);
    expect(picked.idUser).toBe(getTableColumns(users).idUser);
  });

  it('selects what the same columns written out one per line select', () => {
    const db = drizzle(async () => ({ rows: [] }));
    const picked = db
      .select(pickColumns(addressBookAddresses, 'idAddressBookAddress', 'city', 'zipCode'))
      .from(addressBookAddresses)
      .toSQL();
    const written = db
      .select({ idAddressBookAddress: addressBookAddresses.idAddressBookAddress, city: addressBookAddresses.city, zipCode: addressBookAddresses.zipCode })
      .from(addressBookAddresses)
      .toSQL();
    expect(picked).toEqual(written);
  });
});
