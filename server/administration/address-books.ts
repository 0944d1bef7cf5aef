/** Storage of account address books, the groups that see each one, and their addresses. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { addressBookAddresses, addressBookGroupLinks, addressBooks } from '../../shared/administration/address-books';
import { addressBookAddresses as addressesTable, addressBookGroups, addressBooks as addressBooksTable } from '../db/schema';
import { bind, outer, type PartBinding } from '../registry/binding';
import type { LinkSetBinding } from '../registry/route-kinds';
import { readOnlyAddressGuards } from './my-addresses';
import { accountsOfClient } from '../registry/ownership';

type BookRow = typeof addressBooksTable.$inferSelect;

/** The composite foreign keys keep every group in the book's own account. */
const groupsPart: PartBinding<BookRow, { idClientAccountGroup: string }> = {
  current: (tx, { row }) =>
    tx
      .select({ idClientAccountGroup: addressBookGroups.idClientAccountGroup })
      .from(addressBookGroups)
      .where(eq(addressBookGroups.idAddressBook, row.idAddressBook)),
  remove: async (tx, { row }, link) => {
    await tx
      .delete(addressBookGroups)
      .where(and(eq(addressBookGroups.idAddressBook, row.idAddressBook), eq(addressBookGroups.idClientAccountGroup, link.idClientAccountGroup)));
  },
  add: async (tx, { row }, link) => {
    await tx.insert(addressBookGroups).values({ ...link, idAddressBook: row.idAddressBook, idClientAccount: row.idClientAccount });
  },
};

const groupLinksBinding: LinkSetBinding<typeof addressBookGroupLinks> = {
  kind: addressBookGroupLinks,
  reach: async (tx, { params }) =>
    (
      await tx
        .select({ id: addressBooksTable.idAddressBook })
        .from(addressBooksTable)
        .where(
          and(
            eq(addressBooksTable.idAddressBook, params.idAddressBook),
            eq(addressBooksTable.idClientAccount, params.idClientAccount),
            inArray(addressBooksTable.idClientAccount, accountsOfClient(tx, params.idClient)),
          ),
        )
    ).length > 0,
  current: (tx, { params }) =>
    tx
      .select({ idClientAccountGroup: addressBookGroups.idClientAccountGroup })
      .from(addressBookGroups)
      .where(eq(addressBookGroups.idAddressBook, params.idAddressBook)),
  save: async (tx, { params }, diff) => {
    if (diff.removed.length) {
      await tx.delete(addressBookGroups).where(
        and(
          eq(addressBookGroups.idAddressBook, params.idAddressBook),
          inArray(
            addressBookGroups.idClientAccountGroup,
            diff.removed.map((l) => l.idClientAccountGroup),
          ),
        ),
      );
    }
    if (diff.added.length) {
      await tx
        .insert(addressBookGroups)
        .values(diff.added.map((link) => ({ ...link, idAddressBook: params.idAddressBook, idClientAccount: params.idClientAccount })));
    }
  },
  answer: async (tx, { params }) => ({
    addressBookGroups: await tx
      .select({ idAddressBook: addressBookGroups.idAddressBook, idClientAccountGroup: addressBookGroups.idClientAccountGroup })
      .from(addressBookGroups)
      .where(eq(addressBookGroups.idAddressBook, params.idAddressBook))
      .orderBy(asc(addressBookGroups.idAddressBookGroup)),
  }),
};

export const addressBooksBinding = bind({
  description: addressBooks,
  table: addressBooksTable,
  // The groups that see the book, by id, in the order the link set answers them.
  nested: {
    addressBookGroups: sql`coalesce((
      select json_agg(g.id_client_account_group order by g.id_address_book_group)
      from address_book_groups g where g.id_address_book = ${outer(addressBooksTable.idAddressBook)}), '[]'::json)`,
  },
  shape: ({ createdAt: _createdAt, ...record }) => record,
  parts: { groups: groupsPart },
  kinds: [groupLinksBinding],
});

/**
 * An account book's addresses. The book and the account come from the path; a database trigger
 * sets the address's account from its book, so a book of another account named in the path
 * makes the write fail its verification (nothing is written).
 */
export const addressBookAddressesBinding = bind({
  description: addressBookAddresses,
  table: addressesTable,
  shape: ({ idUser: _user, ...record }) => ({ ...record, creationDate: (record.creationDate as Date).toISOString() }),
  ...readOnlyAddressGuards,
});
