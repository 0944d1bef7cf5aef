import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  accountLimits,
  textLimitProblem,
  addressBookAddressLimits,
  codeSchema,
  countryCodeSchema,
  orderLimits,
  parseDecimal,
  positiveNumberSchema,
  priceSchema,
  productLimits,
  temperatureSchema,
  userLimits,
  wholeNumberSchema,
} from '../../../../shared/rules/field-limits';
import { zodIssueMessage } from '../../../../shared/rules/message';
import type { z } from 'zod';
import { t } from './locale-helpers';

/** field -> translated first message, as a form would show it. */
function errors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= t(zodIssueMessage(issue));
  return out;
}

describe('account', () => {
  const ok = { accountCode: 'AB1', accountName: 'Main account', cultureLanguageCode: 'fr-FR' };
  it('code at most 3 (A-Z 0-9 - _ .), name 50, language 5', () => {
    expect(errors(accountLimits, ok)).toEqual({});
    expect(errors(accountLimits, { ...ok, accountCode: 'ABCD', accountName: 'x'.repeat(51), cultureLanguageCode: 'fr-FRA' })).toEqual({
      accountCode: 'Must be 3 characters or fewer.',
      accountName: 'Must be 50 characters or fewer.',
      cultureLanguageCode: 'Must be 5 characters or fewer.',
    });
    expect(errors(accountLimits, { ...ok, accountCode: 'ab' })).toEqual({ accountCode: 'Only capital letters A-Z, digits, -, _ and . are allowed.' });
    expect(errors(accountLimits, { ...ok, accountCode: '  ' })).toEqual({ accountCode: 'This field is required.' });
  });

  it('VAT and SIRET 20, payment method and term 20', () => {
    const long = 'x'.repeat(21);
    expect(Object.keys(errors(accountLimits, { ...ok, vatNumber: long, siret: long, paymentMethod: long, paymentTerm: long }))).toEqual([
      'vatNumber',
      'siret',
      'paymentMethod',
      'paymentTerm',
    ]);
  });

  it('lets other fields through untouched', () => {
    expect(accountLimits.parse({ ...ok, idClientAccount: 'abc' })).toMatchObject({ idClientAccount: 'abc' });
  });
});

describe('user', () => {
  const ok = { firstName: 'Jo', lastName: 'Li', email: 'jo.li@exemple.fr' };
  it('names 2 to 50, e-mail 320 and shaped like one', () => {
    expect(errors(userLimits, ok)).toEqual({});
    expect(errors(userLimits, { ...ok, firstName: 'J', lastName: 'x'.repeat(51), email: `${'a'.repeat(310)}@exemple.fr` })).toEqual({
      firstName: 'Must be at least 2 characters.',
      lastName: 'Must be 50 characters or fewer.',
      email: 'Must be 320 characters or fewer.',
    });
    expect(errors(userLimits, { ...ok, email: 'jo.li' })).toEqual({ email: 'Please enter valid email address' });
    expect(errors(userLimits, { ...ok, email: ' ' })).toEqual({ email: 'Email field is required' });
    expect(errors(userLimits, { ...ok, firstName: '' })).toEqual({ firstName: 'This field is required.' });
  });

  it('phone 50, mobile 20, company and job title 50', () => {
    expect(
      Object.keys(errors(userLimits, { ...ok, phone: 'x'.repeat(51), mobile: 'x'.repeat(21), company: 'x'.repeat(51), jobTitle: 'x'.repeat(51) })),
    ).toEqual(['phone', 'mobile', 'company', 'jobTitle']);
    expect(errors(userLimits, { ...ok, phone: 'x'.repeat(50), mobile: 'x'.repeat(20) })).toEqual({});
  });
});

describe('address book address', () => {
  const ok = { addressName: 'HQ', address1: '1 rue X', zipCode: '75001', city: 'Paris', countryISO2: 'FR' };
  it('lines 30, name 50, city 100, zip 10, reference 30, comment 320, schedules 20', () => {
    expect(errors(addressBookAddressLimits, ok)).toEqual({});
    expect(
      errors(addressBookAddressLimits, {
        ...ok,
        addressName: 'x'.repeat(51),
        address1: 'x'.repeat(31),
        address2: 'x'.repeat(31),
        city: 'x'.repeat(101),
        zipCode: 'x'.repeat(11),
        reference: 'x'.repeat(31),
        comment: 'x'.repeat(321),
        openingSchedules: 'x'.repeat(21),
      }),
    ).toEqual({
      addressName: 'Must be 50 characters or fewer.',
      address1: 'Must be 30 characters or fewer.',
      address2: 'Must be 30 characters or fewer.',
      city: 'Must be 100 characters or fewer.',
      zipCode: 'Must be 10 characters or fewer.',
      reference: 'Must be 30 characters or fewer.',
      comment: 'Must be 320 characters or fewer.',
      openingSchedules: 'Must be 20 characters or fewer.',
    });
  });

  it('optional e-mail and country may be empty strings, as forms send them', () => {
    expect(errors(addressBookAddressLimits, { ...ok, email: '', phone: '' })).toEqual({});
    expect(errors(addressBookAddressLimits, { ...ok, email: 'nope' })).toEqual({ email: 'Please enter valid email address' });
    expect(errors(productLimits, { sku: 'S', productName: 'P', countryOfOriginIso2: '' })).toEqual({});
    expect(errors(productLimits, { sku: 'S', productName: 'P', countryOfOriginIso2: 'fr' })).toEqual({
      countryOfOriginIso2: 'Please enter a two-letter country code in capitals (e.g. FR).',
    });
  });

  it('country code is exactly 2 upper-case letters', () => {
    expect(countryCodeSchema.safeParse('FR').success).toBe(true);
    for (const bad of ['fr', 'FRA', 'F', 'F1'])
      expect(t(zodIssueMessage(countryCodeSchema.safeParse(bad).error!.issues[0]))).toBe('Please enter a two-letter country code in capitals (e.g. FR).');
  });
});

describe('product', () => {
  const ok = { sku: 'SKU-1', productName: 'T-shirt' };
  it('SKU 15, name 50, short name 25', () => {
    expect(errors(productLimits, ok)).toEqual({});
    expect(errors(productLimits, { sku: 'x'.repeat(16), productName: 'x'.repeat(51), productShortName: 'x'.repeat(26) })).toEqual({
      sku: 'Must be 15 characters or fewer.',
      productName: 'Must be 50 characters or fewer.',
      productShortName: 'Must be 25 characters or fewer.',
    });
  });

  it('prices not negative, sizes positive, positions and days whole', () => {
    expect(errors(productLimits, { ...ok, priceSell: 0, weight: 0.2, displayPosition: 3, prepareDays: 0 })).toEqual({});
    expect(errors(productLimits, { ...ok, priceSell: -1, weight: 0, displayPosition: 1.5, prepareDays: -2 })).toEqual({
      priceSell: 'Please enter a number of 0 or more.',
      weight: 'Please enter a number greater than 0.',
      displayPosition: 'Please enter a whole number.',
      prepareDays: 'Please enter a number of 0 or more.',
    });
  });

  it('minimum temperature below maximum; temperatures parsed as decimals, empty is null', () => {
    expect(productLimits.parse({ ...ok, minTemperature: '2,5', maxTemperature: '8' })).toMatchObject({ minTemperature: 2.5, maxTemperature: 8 });
    expect(productLimits.parse({ ...ok, minTemperature: '', maxTemperature: '8' })).toMatchObject({ minTemperature: null });
    expect(errors(productLimits, { ...ok, minTemperature: '8', maxTemperature: '8' })).toEqual({
      minTemperature: 'The minimum temperature must be lower than the maximum temperature.',
    });
    expect(errors(productLimits, { ...ok, minTemperature: 'cold' })).toEqual({ minTemperature: 'Please enter a valid number.' });
  });
});

describe('order texts', () => {
  it('reference 30, comments 320', () => {
    expect(Object.keys(errors(orderLimits, { orderReference: 'x'.repeat(31), orderComment: 'x'.repeat(321), addressComment: 'x'.repeat(321) }))).toEqual([
      'orderReference',
      'orderComment',
      'addressComment',
    ]);
  });
});

describe('number and code schemas', () => {
  it('codes take A-Z, digits, dash, underscore and dot', () => {
    expect(codeSchema.safeParse('A-1_B.2').success).toBe(true);
    expect(codeSchema.safeParse('a b').success).toBe(false);
  });

  it('property: temperatures round-trip through text with either decimal mark', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 500 }), fc.constantFrom('.', ','), (tenths, mark) => {
        const text = (tenths / 10).toFixed(1).replace('.', mark);
        expect(temperatureSchema.parse(text)).toBeCloseTo(tenths / 10, 10);
      }),
    );
    expect(parseDecimal('  ')).toBeNull();
    expect(Number.isNaN(parseDecimal('1e3'))).toBe(true);
  });

  it('property: whole, positive and price schemas agree with their definitions', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: -1e6, max: 1e6 }), (n) => {
        expect(wholeNumberSchema.safeParse(n).success).toBe(Number.isInteger(n) && n >= 0);
        expect(positiveNumberSchema.safeParse(n).success).toBe(n > 0);
        expect(priceSchema.safeParse(n).success).toBe(n >= 0);
      }),
    );
  });
});

describe('a text typed outside a form schema', () => {
  it('is refused past its limit with the limit named, never cut', () => {
    expect(textLimitProblem('a'.repeat(50), 50)).toBeNull();
    expect(textLimitProblem('a'.repeat(51), 50)).toEqual({ key: 'validation.text.tooLong', params: { max: 50 } });
  });
});
