/**
 * Account address books and their addresses (spec part 3: /admin/address-book, the account
 * calls /clients/{c}/accounts/{a}/addressbooks[/{id}], the book's groups and its addresses).
 * Members of the book's groups ship to its addresses (checkout); the bulk address import fills
 * one book. A book never changes account: every path names it, and the path wins over the body.
 */
import { z } from 'zod';
import { FIELD_LIMITS, requiredText } from '../rules/field-limits';
import { defineResource } from '../registry/define';
import { groupIdLinks } from './group-links';
import { ADDRESS_COLUMNS, ADDRESS_SEARCH_FIELDS, addressInput, addressRecord } from './my-addresses';

const id = z.uuid();

export const addressBookRecord = z.object({
  idAddressBook: id,
  idClientAccount: id,
  addressBookName: z.string(),
  enabled: z.boolean(),
  /** The spec's addressBookGroups: ids of the groups whose members see the book. */
  addressBookGroups: z.array(id),
});

export const addressBookInput = z.object({
  addressBookName: requiredText(FIELD_LIMITS.addressBookName),
  enabled: z.boolean('validation.invalid').default(true),
});

const BOOK = '/clients/{idClient}/accounts/{idClientAccount}/addressbooks/{idAddressBook}';

/** The groups whose members see the book: the spec's addressBookGroups and group calls. */
const groups = groupIdLinks({
  field: 'addressBookGroups',
  key: 'idAddressBook',
  tag: 'addressBooks',
  subject: 'AdminAddressBook',
  record: BOOK,
  input: addressBookInput,
  summaries: {
    read: 'Read the groups that see an address book',
    save: 'Save the groups that see an address book',
    add: 'Let a group see an address book',
    remove: 'Stop a group seeing an address book',
  },
});
export const addressBookGroupLinks = groups.kind;

export const addressBooks = defineResource({
  name: 'addressBooks',
  route: 'admin/address-book',
  subject: 'AdminAddressBook',
  ownership: 'account',
  idField: 'idAddressBook',
  paths: {
    list: '/clients/{idClient}/accounts/{idClientAccount}/addressbooks',
    item: '/clients/{idClient}/accounts/{idClientAccount}/addressbooks/{id}',
  },
  envelope: 'addressBook',
  record: addressBookRecord,
  input: addressBookInput,
  savePlan: groups.savePlan,
  kinds: [addressBookGroupLinks],
  list: {
    searchFields: ['addressBookName'],
    sortFields: ['addressBookName', 'enabled'],
    filterFields: ['addressBookName', 'enabled'],
    defaultSort: { field: 'addressBookName', direction: 'ASC' },
  },
  example: ({ unique }) => ({ addressBookName: `Book ${unique}` }),
  columns: ['idAddressBook', 'addressBookName', 'enabled'],
});

/** An address of an account book: the user's own address fields, read-only ones kept by the server. */
export const addressBookAddressRecord = addressRecord.extend({ idAddressBook: id, idClientAccount: id });

export const addressBookAddresses = defineResource({
  name: 'addressBookAddresses',
  // Edited inside the book's screen: the spec gives addresses no administration route of their own.
  route: null,
  subject: 'AdminAddressBook',
  ownership: 'account',
  idField: 'idAddressBookAddress',
  paths: {
    list: `${BOOK}/addresses`,
    item: `${BOOK}/addresses/{id}`,
  },
  envelope: 'addressBookAddress',
  record: addressBookAddressRecord,
  input: addressInput,
  list: {
    searchFields: ADDRESS_SEARCH_FIELDS,
    sortFields: ['readOnly', 'creationDate', 'addressName', 'city', 'zipCode', 'countryISO2', 'reference', 'enabled'],
    filterFields: ['enabled', 'readOnly', 'addressType', 'countryISO2', 'reference'],
    // The spec's address order (read-only first, newest first). Unlike the user's own list,
    // administrators see disabled addresses too unless they filter: they are the ones who re-enable them.
    defaultSort: { field: 'readOnly', direction: 'ASC' },
    defaultCriteria: {
      sortOrders: [
        { field: 'readOnly', direction: 'ASC' },
        { field: 'creationDate', direction: 'DESC' },
      ],
    },
  },
  example: ({ unique }) => ({
    addressName: `Store ${unique}`,
    reference: unique,
    address1: '3 rue du Temple',
    zipCode: '75004',
    city: 'Paris',
    countryISO2: 'FR',
  }),
  columns: ['idAddressBookAddress', 'idAddressBook', 'reference', 'addressName', 'addressType', ...ADDRESS_COLUMNS, 'deliveryInstruction', 'enabled'],
});
