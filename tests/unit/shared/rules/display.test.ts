import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NIL_UUID,
  groupLabel,
  roleLabel,
  avatarInitials,
  documentPreview,
  formatBytes,
  formatDate,
  formatDateTime,
  formatPrice,
  pageTitle,
  productImageId,
} from '../../../../shared/rules/display';

describe('prices', () => {
  it('two decimals, $ before, other symbols after, euro by default', () => {
    expect(formatPrice(12.5, '$')).toBe('$12.50');
    expect(formatPrice(-3, '$')).toBe('-$3.00');
    expect(formatPrice(12.5)).toBe('12.50 €');
    expect(formatPrice(1234.567, '£')).toBe('1234.57 £');
    expect(formatPrice(null)).toBe('');
  });

  it('property: always two decimals', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }), (n) => {
        expect(formatPrice(n)).toMatch(/^-?\d+\.\d{2} €$/);
      }),
    );
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
});
