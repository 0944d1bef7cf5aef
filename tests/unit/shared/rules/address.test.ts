import { describe, expect, it } from 'vitest';
import {
  addressOnOneLine,
  ADDRESS_MESSAGES,
  ADDRESS_TYPE_LABELS,
  ADDRESS_TYPE_WORDS,
  ADDRESS_TYPES,
  addressTypeOf,
  ADDRESS_SEARCH_DEBOUNCE_MS,
  DEFAULT_DELIVERY_COUNTRY,
  changeCountry,
  isAddressSearchLongEnough,
  transliterate,
  validateAddressGroup,
} from '../../../../shared/rules/address';
import { addressInput } from '../../../../shared/administration/my-addresses';
import { en, fr, t } from './locale-helpers';

const texts = (errors: Record<string, { key: string } | undefined>) => Object.fromEntries(Object.entries(errors).map(([field, m]) => [field, t(m)]));

describe('address group', () => {
  const full = { countryISO2: 'FR', address1: '10 rue de Rivoli', address2: '', zipCode: '75001', city: 'Paris', manualEntry: true };

  it('accepts a complete address', () => {
    expect(validateAddressGroup(full)).toEqual({});
    expect(validateAddressGroup({ ...full, manualEntry: false })).toEqual({});
  });

  it('gives the spec message per field in manual entry', () => {
    expect(texts(validateAddressGroup({ manualEntry: true }))).toEqual({
      countryISO2: 'Country is required.',
      address1: 'Street address is required.',
      zipCode: 'Post Code is required.',
      city: 'City is required.',
    });
  });

  it('asks to find and select the address in search mode', () => {
    expect(texts(validateAddressGroup({ countryISO2: 'FR', manualEntry: false }))).toEqual({
      search: 'Please find and select your address.',
    });
  });

  it('refuses a second street line equal to the first', () => {
    expect(texts(validateAddressGroup({ ...full, address2: ' 10 RUE DE RIVOLI ' }))).toEqual({ address2: 'Street address is required.' });
  });

  it('lets an optional group stay empty, but checks it once started', () => {
    expect(validateAddressGroup({}, { required: false })).toEqual({});
    expect(validateAddressGroup({ city: 'Paris', manualEntry: true }, { required: false }).countryISO2?.key).toBe('validation.address.countryRequired');
  });

  it('clears the address fields when the country changes', () => {
    expect(changeCountry({ ...full, reference: 'keep me' }, 'BE')).toEqual({
      countryISO2: 'BE',
      address1: '',
      address2: '',
      zipCode: '',
      city: '',
      manualEntry: true,
      reference: 'keep me',
    });
  });

  it('searches from 3 characters, 800 ms after typing, in FR by default', () => {
    expect(isAddressSearchLongEnough('10 ')).toBe(false);
    expect(isAddressSearchLongEnough('10 r')).toBe(true);
    expect(ADDRESS_SEARCH_DEBOUNCE_MS).toBe(800);
    expect(DEFAULT_DELIVERY_COUNTRY).toBe('FR');
  });

  it('transliterates search results', () => {
    expect(transliterate('Rue de l’Église, Besançon')).toBe('Rue de l’Eglise, Besancon');
    expect(transliterate('Große Straße, Łódź, Ærø')).toBe('Grosse Strasse, Lodz, AEro');
  });
});

describe('address types', () => {
  it('are read by code or by name in either language, any case and accents; anything else is none', () => {
    expect(['DELIVERY', 'Livraison', 'livraison', 'Entrepôt', 'ENTREPOT', 'warehouse', ' box ', 'Bureau', ''].map(addressTypeOf)).toEqual([
      'DELIVERY',
      'DELIVERY',
      'DELIVERY',
      'WAREHOUSE',
      'WAREHOUSE',
      'WAREHOUSE',
      'BOX',
      null,
      null,
    ]);
  });

  it('know every name the locale files give them, in both languages', () => {
    for (const type of ADDRESS_TYPES) {
      const key = ADDRESS_TYPE_LABELS[type];
      expect(new Set(ADDRESS_TYPE_WORDS[type])).toEqual(new Set([t(key, en), t(key, fr)]));
    }
  });

  it('refuse another word on the form, the server and the import alike, naming the accepted values', () => {
    const parsed = addressInput.safeParse({ addressType: 'Bureau', addressName: 'HQ', address1: '1 rue', zipCode: '75001', city: 'Paris', countryISO2: 'FR' });
    expect(parsed.success ? null : parsed.error.issues.map((i) => [i.path.join('.'), t(i.message)])).toEqual([
      ['addressType', 'Unknown address type: use Delivery, Warehouse or Box (or their codes DELIVERY, WAREHOUSE, BOX).'],
    ]);
    expect(t(ADDRESS_MESSAGES.unknownType, fr)).toBe('Type d’adresse inconnu : indiquez Livraison, Entrepôt ou Box (ou leurs codes DELIVERY, WAREHOUSE, BOX).');
    const french = addressInput.parse({ addressType: 'Entrepôt', addressName: 'Dépôt', address1: '1 rue', zipCode: '75001', city: 'Paris', countryISO2: 'FR' });
    expect(french.addressType).toBe('WAREHOUSE');
  });
});

describe('an address on one line', () => {
  it('writes street, second line, post code and city, country, leaving out what is missing', () => {
    const full = { address1: '12 rue de la Paix', address2: 'Bât. B', zipCode: '75002', city: 'Paris', countryISO2: 'FR' };
    expect(addressOnOneLine(full)).toBe('12 rue de la Paix, Bât. B, 75002 Paris, FR');
    expect(addressOnOneLine({ ...full, address2: null, zipCode: '' })).toBe('12 rue de la Paix, Paris, FR');
    expect(addressOnOneLine({ ...full, zipCode: null, city: null })).toBe('12 rue de la Paix, Bât. B, FR');
    expect(addressOnOneLine({})).toBe('');
  });
});
