/**
 * Account address books and their addresses (spec part 3: /admin/address-book, the account
 * calls /clients/{c}/accounts/{a}/addressbooks[/{id}], the book's groups and its addresses).
 * Members of the book's groups ship to its addresses (checkout); the bulk address import fills
 * one book. A book never changes account: every path names it, and the path wins over the body.
 */
import { z } from 'zod';
import { FIELD_LIMITS, requiredText } from '../rules/field-limits';
import { defineResource, type SavePart } from '../registry/define';
import { linkSet } from '../registry/route-kinds';
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

export const addressBookSaveInput = addressBookInput.extend({ addressBookGroups: z.array(z.uuid('validation.invalid')).optional() });
type AddressBookSave = z.infer<typeof addressBookSaveInput>;

/** Group links diffed on save: missing ones added, surplus removed. */
const groupsPart: SavePart<AddressBookSave, { idClientAccountGroup: string }> = {
  name: 'groups',
  items: (body) => body.addressBookGroups?.map((idClientAccountGroup) => ({ idClientAccountGroup })),
  key: (link) => link.idClientAccountGroup,
};

const BOOK = '/clients/{idClient}/accounts/{idClientAccount}/addressbooks/{idAddressBook}';

/** The spec's group calls of a book: GET and POST .../addressbooks/{id}/groups, DELETE .../groups/{idClientAccountGroup}. */
export const addressBookGroupLinks = linkSet({
  name: 'addressBookGroups',
  tag: 'addressBooks',
  access: { subject: 'AdminAddressBook', account: { placeholder: 'idClientAccount' } },
  path: `${BOOK}/groups`,
  link: z.object({ idClientAccountGroup: id }),
  key: (link) => link.idClientAccountGroup,
  body: z.object({ addressBookGroups: z.array(z.uuid('validation.invalid')) }),
  answer: z.object({ addressBookGroups: z.array(z.object({ idAddressBook: id, idClientAccountGroup: id })) }),
  wanted: (body) => body.addressBookGroups.map((idClientAccountGroup) => ({ idClientAccountGroup })),
  summaries: { read: 'Read the groups that see an address book', save: 'Save the groups that see an address book' },
  single: {
    item: `${BOOK}/groups/{idClientAccountGroup}`,
    add: z.object({ idAddressBook: z.uuid('validation.invalid').optional(), idClientAccountGroup: z.uuid('validation.required') }),
    linkOf: (body) => ({ idClientAccountGroup: String(body.idClientAccountGroup) }),
    summaries: { add: 'Let a group see an address book', remove: 'Stop a group seeing an address book' },
  },
});

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
  savePlan: { input: addressBookSaveInput, parts: [groupsPart] },
  kinds: [addressBookGroupLinks],
  list: {
    searchFields: ['addressBookName'],
    sortFields: ['addressBookName', 'enabled'],
    filterFields: ['addressBookName', 'enabled'],
    defaultSort: { field: 'addressBookName', direction: 'ASC' },
    perPage: 25,
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
    perPage: 25,
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
