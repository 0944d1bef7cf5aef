/**
 * GET /userinfo/addresslookup (shared/administration/address-lookup.ts): the address group's search over the addresses already saved (no
 * external address service is configured). It reads only what the caller may read: their own
 * book, and in the account named, every book for a holder of View on the address books, else the
 * enabled books shared with the caller's enabled groups. Another client's book never answers.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { addressLookup, addressLookupQuery, ADDRESS_LOOKUP_LIMIT } from '../../shared/administration/address-lookup';
import { canAccess } from '../../shared/permissions';
import { authOf } from '../auth/context';
import type { Db, Tx } from '../db';
import { addressBookAddresses, addressBookGroups, addressBooks, clientAccountGroups, clientAccountGroupUsers } from '../db/schema';
import { containsPattern } from '../registry/query';
import { registerKind, type ActionBinding } from '../registry/route-kinds';
import { pickColumns } from '../db/columns';

/** The account's books the caller may read, as a subquery of book ids. */
function readableBooks(db: Tx, idClientAccount: string, idUser: string, administers: boolean) {
  const inAccount = eq(addressBooks.idClientAccount, idClientAccount);
  if (administers) return db.select({ id: addressBooks.idAddressBook }).from(addressBooks).where(inAccount);
  const shared = exists(
    db
      .select({ one: addressBookGroups.idAddressBookGroup })
      .from(addressBookGroups)
      .innerJoin(clientAccountGroupUsers, eq(clientAccountGroupUsers.idClientAccountGroup, addressBookGroups.idClientAccountGroup))
      .innerJoin(clientAccountGroups, eq(clientAccountGroups.idClientAccountGroup, addressBookGroups.idClientAccountGroup))
      .where(
        and(eq(addressBookGroups.idAddressBook, addressBooks.idAddressBook), eq(clientAccountGroupUsers.idUser, idUser), eq(clientAccountGroups.enabled, true)),
      ),
  );
  return db
    .select({ id: addressBooks.idAddressBook })
    .from(addressBooks)
    .where(and(inAccount, eq(addressBooks.enabled, true), shared));
}

const addressLookupBinding: ActionBinding<typeof addressLookup> = {
  kind: addressLookup,
  run: async (db, { request, query }) => {
    const { search, countryISO2, idClientAccount } = query as z.infer<typeof addressLookupQuery>;
    const auth = authOf(request);
    const idUser = auth.actingUser.idUser;
    const own = eq(addressBookAddresses.idUser, idUser);
    const where: SQL | undefined = idClientAccount
      ? or(
          own,
          inArray(
            addressBookAddresses.idAddressBook,
            readableBooks(db, idClientAccount, idUser, canAccess(auth.accountPermissions, { action: 'View', subject: 'AdminAddressBook', idClientAccount })),
          ),
        )
      : own;
    const text = sql`lower(${addressBookAddresses.addressName} || ' ' || ${addressBookAddresses.address1} || ' ' || coalesce(${addressBookAddresses.address2}, '')
        || ' ' || ${addressBookAddresses.zipCode} || ' ' || ${addressBookAddresses.city} || ' ' || coalesce(${addressBookAddresses.companyName}, ''))`;
    const rows = await db
      .select({
        ...pickColumns(addressBookAddresses, 'idAddressBookAddress', 'addressName'),
        addressBookName: addressBooks.addressBookName,
        ...pickColumns(addressBookAddresses, 'address1', 'address2', 'zipCode', 'city', 'countryISO2'),
      })
      .from(addressBookAddresses)
      .leftJoin(addressBooks, eq(addressBooks.idAddressBook, addressBookAddresses.idAddressBook))
      .where(
        and(
          where,
          eq(addressBookAddresses.enabled, true),
          countryISO2 ? eq(addressBookAddresses.countryISO2, countryISO2) : undefined,
          sql`${text} like ${containsPattern(search.toLowerCase())}`,
        ),
      )
      .orderBy(asc(addressBookAddresses.city), asc(addressBookAddresses.address1), asc(addressBookAddresses.idAddressBookAddress))
      // Read a few more than shown: the same street saved in several books is proposed once.
      .limit(ADDRESS_LOOKUP_LIMIT * 5);
    const seen = new Set<string>();
    const items = rows.filter((r) => {
      const key = [r.address1, r.address2 ?? '', r.zipCode, r.city, r.countryISO2].map((v) => v.trim().toLowerCase()).join('|');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    return { source: 'savedAddresses' as const, items: items.slice(0, ADDRESS_LOOKUP_LIMIT) };
  },
};

export function registerAddressLookupRoutes(app: FastifyInstance, db: Db) {
  registerKind(app, db, addressLookupBinding as ActionBinding);
}
