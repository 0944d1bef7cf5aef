import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  byName,
  fullName,
  NIL_UUID,
  groupLabel,
  roleLabel,
  avatarInitials,
  documentPreview,
  formatAmountInput,
  formatBytes,
  readAmount,
  formatCount,
  formatDay,
  formatMoment,
  formatMonth,
  formatMoney,
  pageTitle,
  productImageId,
} from '../../../../shared/rules/display';
import { formatDate, formatDateTime } from '../../../../shared/rules/file-dates';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('prices', () => {
  it('in the reader’s language with thousands separators, two decimals, $ before, other symbols after, euro by default', () => {
    expect(formatMoney(42900, 'en')).toBe(`42,900.00${NBSP}€`);
    expect(formatMoney(42900, 'fr')).toBe(`42${NNBSP}900,00${NBSP}€`);
    expect(formatMoney(59, 'fr')).toBe(`59,00${NBSP}€`);
    expect(formatMoney(12.5, 'en', '$')).toBe('$12.50');
    expect(formatMoney(-3, 'en', '$')).toBe('-$3.00');
    expect(formatMoney(1234.567, 'fr', '$')).toBe(`$1${NNBSP}234,57`);
    expect(formatMoney(1234.567, 'en', '£')).toBe(`1,234.57${NBSP}£`);
    expect(formatMoney(null, 'en')).toBe('');
    expect(formatMoney(Number.NaN, 'fr')).toBe('');
  });

  it('property: always two decimals, the symbol after', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }), (n) => {
        expect(formatMoney(n, 'en')).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}\u00a0€$/);
        expect(formatMoney(n, 'fr')).toMatch(/^-?\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/);
      }),
    );
  });
});

describe('days and moments on screen', () => {
  it('one short numeric date per language, times to the minute, in the given zone', () => {
    expect(formatDay('2026-11-26T22:30:00Z', 'en', 'Europe/Paris')).toBe('26/11/2026');
    expect(formatDay('2026-11-26T22:30:00Z', 'fr', 'Europe/Paris')).toBe('26/11/2026');
    expect(formatMoment('2026-11-26T13:05:42Z', 'en', 'Europe/Paris')).toBe('26/11/2026, 14:05');
    expect(formatMoment('2026-11-26T13:05:42Z', 'fr', 'Europe/Paris')).toBe('26/11/2026 14:05');
  });

  it('a bare date is its calendar day in every zone', () => {
    expect(formatDay('2026-12-04', 'fr', 'Pacific/Kiritimati')).toBe('04/12/2026');
    expect(formatDay('2026-12-04', 'en', 'America/Los_Angeles')).toBe('04/12/2026');
    expect(formatDay('not a date', 'en')).toBe('');
    expect(formatMoment(null, 'fr')).toBe('');
    // An instant is read as ISO 8601 only, with or without its offset.
    expect(formatMoment('2026-11-26T13:05:42+01:00', 'fr', 'Europe/Paris')).toBe('26/11/2026 13:05');
    expect(formatDay('Nov 26 2026', 'en')).toBe('');
    expect(formatMonth('2026-07', 'en', 'short')).toBe('Jul 26');
    expect(formatMonth('2026-07', 'fr', 'short')).toBe('juil. 26');
    expect(formatMonth('2026-12', 'fr', 'long')).toBe('décembre 2026');
    expect(formatMonth('2026-13', 'en', 'long')).toBe('');
  });

  it('counts in the reader’s language', () => {
    expect(formatCount(5000, 'en')).toBe('5,000');
    expect(formatCount(5000, 'fr')).toBe(`5${NNBSP}000`);
  });
});

describe('dates', () => {
  it('dd/mm/yyyy and dd/mm/yyyy hh:mm:ss', () => {
    expect(formatDate('2025-03-09T22:30:00Z', 'Europe/Paris')).toBe('09/03/2025');
    expect(formatDateTime('2025-03-09T22:30:05Z', 'Europe/Paris')).toBe('09/03/2025 23:30:05');
    expect(formatDateTime('2025-07-01T12:00:00Z', 'Europe/Paris')).toBe('01/07/2025 14:00:00');
  });
  it('shows a bare date as written, and nothing for missing or invalid values', () => {
    expect(formatDate('2025-12-31', 'America/New_York')).toBe('31/12/2025');
    expect(formatDate(null)).toBe('');
    expect(formatDate('garbage')).toBe('');
  });
});

describe('byte sizes', () => {
  it('steps of 1024 or 1000, one decimal', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5242880)).toBe('5.0 MB');
    expect(formatBytes(1500, 1000)).toBe('1.5 KB');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1.0 MB');
    expect(formatBytes(0)).toBe('0 B');
  });

  it('property: the shown value is below the base', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 50 }), fc.constantFrom(1024 as const, 1000 as const), (n, base) => {
        const [value] = formatBytes(n, base).split(' ');
        expect(Number(value)).toBeLessThan(base);
      }),
    );
  });
});

describe('avatar initials', () => {
  it('takes up to 3 initials', () => {
    expect(avatarInitials('Marie', 'Curie')).toBe('MC');
    expect(avatarInitials('Jean-Luc de la Tour')).toBe('JDL');
    expect(avatarInitials('émile', null)).toBe('É');
    expect(avatarInitials('', undefined)).toBe('');
  });
});

describe('document preview', () => {
  it('images, known icons, and a word document for the rest', () => {
    for (const type of ['tif', 'bmp', 'jpeg', 'jpg', 'gif', 'png', 'eps', 'PNG', 'photo.JPG']) expect(documentPreview(type)).toEqual({ kind: 'image' });
    for (const type of ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'zip', 'rar', 'ppt', 'pptx'])
      expect(documentPreview(`.${type}`)).toEqual({ kind: 'icon', icon: type });
    expect(documentPreview('notes.odt')).toEqual({ kind: 'icon', icon: 'doc' });
    expect(documentPreview(null)).toEqual({ kind: 'icon', icon: 'doc' });
  });
});

describe('product image', () => {
  it('a nil or empty image id shows the default image', () => {
    expect(productImageId(NIL_UUID)).toBeNull();
    expect(productImageId('')).toBeNull();
    expect(productImageId(null)).toBeNull();
    expect(productImageId('3f2b5a9e-0000-4000-8000-000000000001')).toBe('3f2b5a9e-0000-4000-8000-000000000001');
  });
});

describe('page title', () => {
  it('the given title, or the route segments joined, with the product suffix', () => {
    expect(pageTitle('Orders', '/orders/list')).toBe('Orders | Wareport');
    expect(pageTitle(undefined, '/admin/user/list')).toBe('Admin User List | Wareport');
    expect(pageTitle(null, '/orders/3f2b5a9e-0000-4000-8000-000000000001')).toBe('Orders | Wareport');
    expect(pageTitle('', '/box-management/box-inventory/list')).toBe('Box Management Box Inventory List | Wareport');
    expect(pageTitle(undefined, '/')).toBe('Wareport');
  });
});

describe('picker labels tell records of the same name apart', () => {
  it('names a client role with the code of its account, or every account', () => {
    const codes: Record<string, string> = { a1: 'MLS' };
    expect(roleLabel({ role: 'Orderer', idClientAccount: 'a1' }, (id) => codes[id], 'All accounts')).toBe('Orderer (MLS)');
    expect(roleLabel({ role: 'Orderer', idClientAccount: null }, (id) => codes[id], 'All accounts')).toBe('Orderer (All accounts)');
    expect(roleLabel({ role: 'Orderer', idClientAccount: 'gone' }, (id) => codes[id], 'Tous les comptes')).toBe('Orderer (Tous les comptes)');
  });

  it('marks a disabled group only', () => {
    expect(groupLabel({ groupName: 'Buyers', enabled: true }, 'Disabled')).toBe('Buyers');
    expect(groupLabel({ groupName: 'Buyers', enabled: false }, 'Désactivé')).toBe('Buyers (Désactivé)');
  });

  it('shows a price to be typed in the reader’s language and reads it back with a comma or a point', () => {
    expect(formatAmountInput(12.9, 'fr')).toBe('12,90');
    expect(formatAmountInput(1234.5, 'en')).toBe('1234.50');
    expect(readAmount('12,5')).toBe(12.5);
    expect(readAmount('12.50')).toBe(12.5);
    expect(readAmount('1\u202f234,50')).toBe(1234.5);
    expect(readAmount('')).toBeNull();
    expect(readAmount('12,5,1')).toBe('12,5,1');
    expect(readAmount('-3')).toBe('-3');
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => readAmount(formatAmountInput(cents / 100, 'fr')) === cents / 100));
  });
});

describe('people', () => {
  it('writes a name first name then last name, with no stray space when one is missing', () => {
    expect(fullName({ firstName: 'Julie', lastName: 'Martin' })).toBe('Julie Martin');
    expect(fullName({ firstName: '', lastName: 'Martin' })).toBe('Martin');
    expect(fullName({ firstName: 'Julie', lastName: '' })).toBe('Julie');
    expect(fullName({ firstName: null, lastName: null })).toBe('');
  });

  it('lists people by last name, then first name', () => {
    const people = [
      { firstName: 'Tom', lastName: 'Martin' },
      { firstName: 'Claire', lastName: 'Dubois' },
      { firstName: 'Anne', lastName: 'Martin' },
    ];
    expect([...people].sort(byName).map(fullName)).toEqual(['Claire Dubois', 'Anne Martin', 'Tom Martin']);
  });
});
