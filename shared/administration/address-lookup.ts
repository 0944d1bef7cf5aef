/**
 * The address group's address search (spec part 3, section 5: search from 3 characters, 800 ms
 * debounce, results transliterated, then street, post code, city and country filled). The spec's
 * search asks an external address service; the portal has none configured, so the search looks in
 * the addresses already saved where the caller may read them: the caller's own book and the
 * account's books (every book for its address-book administrators, the books their groups share
 * for everyone else). The answer says which source answered, so the form can say so.
 */
import { z } from 'zod';
import type { ApiClient } from '../api/api-client';
import { actionsOf, callAction } from '../registry/route-kinds';
import { ADDRESS_SEARCH_MIN_CHARS, transliterate } from '../rules/address';

/** At most this many results come back: a lookup proposes, it does not list. */
export const ADDRESS_LOOKUP_LIMIT = 10;

/** Where the results come from: the saved addresses (no external address service is configured). */
export const ADDRESS_LOOKUP_SOURCES = ['savedAddresses'] as const;

export const addressLookupQuery = z.object({
  search: z.string().trim().min(ADDRESS_SEARCH_MIN_CHARS, 'validation.address.searchTooShort').max(100, 'validation.invalid'),
  /** The form's country: results are in it (choosing another country empties the address). */
  countryISO2: z
    .string()
    .regex(/^[A-Z]{2}$/, 'validation.invalid')
    .optional(),
  /** The account whose books are searched beside the caller's own. */
  idClientAccount: z.uuid('validation.invalid').optional(),
});
export type AddressLookupQuery = z.input<typeof addressLookupQuery>;

export const addressLookupResult = z.object({
  idAddressBookAddress: z.uuid(),
  addressName: z.string(),
  /** The account book it is saved in; null for the caller's own address. */
  addressBookName: z.string().nullable(),
  address1: z.string(),
  address2: z.string().nullable(),
  zipCode: z.string(),
  city: z.string(),
  countryISO2: z.string(),
});
export type AddressLookupResult = z.infer<typeof addressLookupResult>;

export const addressLookupAnswer = z.object({
  source: z.enum(ADDRESS_LOOKUP_SOURCES),
  items: z.array(addressLookupResult),
});
export type AddressLookupAnswer = z.infer<typeof addressLookupAnswer>;

/** Open to every signed-in user: it reads only the caller's own book and the account's books the caller may read. */
export const addressLookup = actionsOf('address book', 'signedIn').read({
  name: 'addressLookup',
  path: '/userinfo/addresslookup',
  query: addressLookupQuery,
  answer: addressLookupAnswer,
  summary: 'Search the saved addresses the caller may read',
});

export const lookupAddresses = (api: ApiClient, query: AddressLookupQuery): Promise<AddressLookupAnswer> =>
  callAction(api, addressLookup, undefined, { ...query });

/** The address group's fields a chosen result fills, transliterated as the spec asks. */
export const filledFromLookup = (result: AddressLookupResult) => ({
  countryISO2: result.countryISO2,
  address1: transliterate(result.address1),
  address2: result.address2 ? transliterate(result.address2) : '',
  zipCode: transliterate(result.zipCode),
  city: transliterate(result.city),
});
