import type { KeysUnder } from '../i18n/translation-keys';
import { codeNamed } from './imports';
import { message, type FieldErrors } from './message';

export const DEFAULT_DELIVERY_COUNTRY = 'FR';

/** The parts of an address written on one line (each may be missing). */
export interface AddressParts {
  address1?: string | null;
  address2?: string | null;
  zipCode?: string | null;
  city?: string | null;
  countryISO2?: string | null;
}

/** An address on one line, as screens and mails write it: street, second line, post code and city, country; what is missing is left out. */
export const addressOnOneLine = (a: AddressParts) =>
  [a.address1, a.address2, [a.zipCode, a.city].filter(Boolean).join(' '), a.countryISO2].filter(Boolean).join(', ');
export const ADDRESS_SEARCH_MIN_CHARS = 3;
export const ADDRESS_SEARCH_DEBOUNCE_MS = 800;

/**
 * An address's type: a customer's delivery address, a warehouse or a storage box. The order
 * types pick addresses by it (shared/rules/search.ts), so no other value is stored.
 */
export const ADDRESS_TYPES = ['DELIVERY', 'WAREHOUSE', 'BOX'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** The address types' names; a type stored before they were checked is shown as it is stored. */
export const ADDRESS_TYPE_LABELS: Readonly<Record<string, KeysUnder<'labels.addressType.'>>> = {
  DELIVERY: 'labels.addressType.delivery',
  WAREHOUSE: 'labels.addressType.warehouse',
  BOX: 'labels.addressType.box',
};

/**
 * The words a type may be given by besides its code: its name in each language of the portal
 * (labels.addressType.* in the locale files; the rule's test keeps the two in step), so that a
 * file typed in French ("Entrepôt") or an export of names reads back as the type.
 */
export const ADDRESS_TYPE_WORDS: Readonly<Record<AddressType, readonly string[]>> = {
  DELIVERY: ['Delivery', 'Livraison'],
  WAREHOUSE: ['Warehouse', 'Entrepôt'],
  BOX: ['Box'],
};

/** The type a text names, by code or by name in either language, any case and accents; null for anything else. */
export const addressTypeOf = (text: string): AddressType | null => codeNamed(text, ADDRESS_TYPE_WORDS);

export const ADDRESS_MESSAGES = {
  countryRequired: 'validation.address.countryRequired',
  streetRequired: 'validation.address.streetRequired',
  postCodeRequired: 'validation.address.postCodeRequired',
  cityRequired: 'validation.address.cityRequired',
  selectAddress: 'validation.address.selectAddress',
  /** A type none of ADDRESS_TYPES names: the message lists them. */
  unknownType: 'validation.address.unknownType',
} as const;

export interface AddressGroupValue {
  countryISO2?: string | null;
  address1?: string | null;
  address2?: string | null;
  zipCode?: string | null;
  city?: string | null;
  /** The person switched from address search to typing the fields. */
  manualEntry?: boolean;
}

export type AddressGroupField = 'countryISO2' | 'address1' | 'address2' | 'zipCode' | 'city' | 'search';

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';
const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

/**
 * The address group's errors. In search mode the street, post code and city fields are filled by
 * picking a search result, so a missing one is reported once on the search box ('Please find and
 * select your address.'). In manual mode each field reports its own message. A second street line
 * equal to the first is refused with 'Street address is required.' on that second line (the spec
 * gives that text for "street and street2 must differ"). An optional group that is entirely empty
 * is valid; one that is partly filled is checked as if required.
 */
export function validateAddressGroup(value: AddressGroupValue, options: { required?: boolean } = {}): FieldErrors<AddressGroupField> {
  const fields = [value.countryISO2, value.address1, value.address2, value.zipCode, value.city];
  if (!(options.required ?? true) && fields.every(blank)) return {};
  const errors: FieldErrors<AddressGroupField> = {};
  if (blank(value.countryISO2)) errors.countryISO2 = message(ADDRESS_MESSAGES.countryRequired);
  if (!blank(value.address2) && same(value.address1, value.address2)) errors.address2 = message(ADDRESS_MESSAGES.streetRequired);
  if (!value.manualEntry) {
    if (blank(value.address1) || blank(value.zipCode) || blank(value.city)) errors.search = message(ADDRESS_MESSAGES.selectAddress);
    return errors;
  }
  if (blank(value.address1)) errors.address1 = message(ADDRESS_MESSAGES.streetRequired);
  if (blank(value.zipCode)) errors.zipCode = message(ADDRESS_MESSAGES.postCodeRequired);
  if (blank(value.city)) errors.city = message(ADDRESS_MESSAGES.cityRequired);
  return errors;
}

/** A new country makes the street, post code and city meaningless: they are emptied. */
export const changeCountry = <T extends AddressGroupValue>(value: T, countryISO2: string | null): T => ({
  ...value,
  countryISO2,
  address1: '',
  address2: '',
  zipCode: '',
  city: '',
});

export const isAddressSearchLongEnough = (text: string) => text.trim().length >= ADDRESS_SEARCH_MIN_CHARS;

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  þ: 'th',
  Þ: 'TH',
};

/**
 * Address search results are transliterated to plain Latin letters (Chérie -> Cherie, Straße ->
 * Strasse) before they fill the fields, as the spec requires. Letters that do not decompose
 * (ß, æ, ø...) are spelled out the usual way instead of being dropped.
 */
export function transliterate(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæÆœŒøØłŁđĐþÞ]/g, (c) => SPECIAL_LETTERS[c]);
}
