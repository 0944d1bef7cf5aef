/** Storage of account address books, the groups that see each one, and their addresses. */
import { addressBookAddresses, addressBookGroupLinks, addressBooks } from '../../shared/administration/address-books';
import { addressBookAddresses as addressesTable, addressBookGroups, addressBooks as addressBooksTable } from '../db/schema';
import { bind } from '../registry/binding';
import { groupVisibility } from './group-visibility';
import { readOnlyAddressGuards } from './my-addresses';

const groups = groupVisibility({
  records: addressBooksTable,
  links: addressBookGroups,
  key: 'idAddressBook',
  field: 'addressBookGroups',
  kind: addressBookGroupLinks,
});

export const addressBooksBinding = bind({
  description: addressBooks,
  table: addressBooksTable,
  nested: groups.nested,
  shape: ({ createdAt: _createdAt, ...record }) => record,
  parts: { groups: groups.part },
  kinds: [groups.linkSet],
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
