/** The signed-in user's own address book (/user/address): nobody else sees these addresses. */
import { z } from 'zod';
import { ADDRESS_MESSAGES, ADDRESS_TYPES, addressTypeOf } from '../rules/address';
import { addressBookAddressLimits } from '../rules/field-limits';
import { ADDRESS_LIST_PAGE_SIZE, addressListCriteria } from '../rules/search';
import { defineResource } from '../registry/define';

const id = z.uuid();
const text = z.string().nullable();

export const addressRecord = z.object({
  idAddressBookAddress: id,
  addressType: text,
  addressName: z.string(),
  reference: text,
  firstname: text,
  lastname: text,
  companyName: text,
  address1: z.string(),
  address2: text,
  zipCode: z.string(),
  city: z.string(),
  countryISO2: z.string(),
  deliveryInstruction: text,
  mobile: text,
  phone: text,
  email: text,
  comment: text,
  openingSchedules: text,
  enabled: z.boolean(),
  readOnly: z.boolean(),
  creationDate: z.string(),
  idWarehouse: id.nullable(),
});

const limits = addressBookAddressLimits.shape;

/**
 * An address type given by its code or its name in either language (Livraison, entrepôt), stored
 * as its code; anything else is refused with the accepted values named.
 */
const addressTypeSchema = z
  .preprocess((value) => (typeof value === 'string' ? (addressTypeOf(value) ?? value) : value), z.enum(ADDRESS_TYPES, { error: ADDRESS_MESSAGES.unknownType }))
  .nullish();

/** What the user may set; read-only and warehouse addresses are the server's. */
export const addressInput = z.object({
  addressType: addressTypeSchema,
  addressName: limits.addressName,
  reference: limits.reference,
  firstname: limits.firstname,
  lastname: limits.lastname,
  companyName: limits.companyName,
  address1: limits.address1,
  address2: limits.address2,
  zipCode: limits.zipCode,
  city: limits.city,
  countryISO2: limits.countryISO2,
  deliveryInstruction: limits.deliveryInstruction,
  mobile: limits.mobile,
  phone: limits.phone,
  email: limits.email,
  comment: limits.comment,
  openingSchedules: limits.openingSchedules,
  enabled: z.boolean('validation.invalid').default(true),
});

const defaults = addressListCriteria();

/** What an address list's search looks in: the user's own list and an account book's. */
export const ADDRESS_SEARCH_FIELDS = ['addressName', 'reference', 'firstname', 'lastname', 'companyName', 'city', 'zipCode'];

/** An address's own columns, in the order exports and imports write them (the user's addresses and a book's). */
export const ADDRESS_COLUMNS = [
  'firstname',
  'lastname',
  'companyName',
  'address1',
  'address2',
  'zipCode',
  'city',
  'countryISO2',
  'phone',
  'mobile',
  'email',
] as const;

export const myAddresses = defineResource({
  name: 'myAddresses',
  route: 'user/address',
  subject: 'CoreGeneralUserAccountMyAddress',
  ownership: 'user',
  idField: 'idAddressBookAddress',
  paths: { list: '/userinfo/addressbook', item: '/userinfo/addressbook/{id}' },
  envelope: 'addressBookAddress',
  record: addressRecord,
  input: addressInput,
  list: {
    searchFields: ADDRESS_SEARCH_FIELDS,
    sortFields: ['readOnly', 'creationDate', 'addressName', 'city', 'zipCode', 'countryISO2', 'reference'],
    filterFields: ['enabled', 'readOnly', 'addressType', 'countryISO2', 'idWarehouse'],
    defaultSort: defaults.sortOrders![0],
    perPage: ADDRESS_LIST_PAGE_SIZE,
    defaultCriteria: defaults,
  },
  example: ({ unique }) => ({ addressName: `Home ${unique}`, address1: '12 rue de la Paix', zipCode: '75002', city: 'Paris', countryISO2: 'FR' }),
  columns: ['idAddressBookAddress', 'addressName', 'reference', ...ADDRESS_COLUMNS, 'enabled'],
});
