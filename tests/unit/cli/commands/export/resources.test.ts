import { describe, expect, it } from 'vitest';
import { exportableNames, findExportable, missingScope, needsAccount, parentOf, parentsOf } from '../../../../../cli/commands/export/resources';
import { createTranslator } from '../../../../../cli/lib/i18n';
import { RESOURCES, type ResourceDescription } from '../../../../../shared/resources';

const ctx = { t: createTranslator('en') } as Parameters<typeof findExportable>[0];
const withPaths = (paths: Record<string, string>) => ({ paths }) as unknown as ResourceDescription;

describe('exportable resources', () => {
  it('needs nothing from the scope but the signed-in user', () => {
    expect(missingScope(withPaths({ list: '/clients', item: '/clients/{id}' }))).toEqual([]);
    expect(missingScope(withPaths({ list: '/users/{idUser}/things', item: '' }))).toEqual([]);
    expect(missingScope(withPaths({ list: '/clients/{idClient}/accounts/{idClientAccount}/x', item: '' }))).toEqual(['idClient', 'idClientAccount']);
    // The data provider lists from `browse` when there is one.
    expect(missingScope(withPaths({ list: '/clients/{idClient}/accounts', browse: '/clients/accounts', item: '' }))).toEqual([]);
  });

  it('finds clients by its description name and lists only what can be exported', () => {
    expect(findExportable(ctx, 'clients').name).toBe('clients');
    expect(exportableNames()).toContain('clients');
    // customer-orders is read through the ordering calls, not a described resource.
    expect(exportableNames().at(-1)).toBe('customer-orders');
    for (const name of exportableNames().slice(0, -1)) {
      expect(missingScope(findExportable(ctx, name)).every((p) => ['idClient', 'idClientAccount'].includes(p) || parentOf(p))).toBe(true);
    }
  });

  it('exports every described resource: one listed under a parent record goes through every record of that parent', () => {
    expect(exportableNames()).toHaveLength(RESOURCES.length + 1);
    const addresses = findExportable(ctx, 'address-book-addresses');
    expect(parentsOf(addresses)).toEqual(['idAddressBook']);
    expect(parentOf('idAddressBook')?.name).toBe('addressBooks');
    expect(needsAccount(addresses)).toBe(true);
    expect(needsAccount(findExportable(ctx, 'kit-components'))).toBe(true);
  });

  it('refuses an unknown name as a usage error', () => {
    expect(() => findExportable(ctx, 'nope')).toThrow(/^Unknown resource "nope"\. Resources you can export: .*clients/);
  });

  it('finds a per-account resource by its kebab-case name; --account gives its client and account', () => {
    expect(findExportable(ctx, 'shipping-methods').name).toBe('shippingMethods');
    expect(needsAccount(findExportable(ctx, 'shipping-methods'))).toBe(true);
    expect(needsAccount(findExportable(ctx, 'clients'))).toBe(false);
    expect(exportableNames()).toContain('shipping-methods');
  });
});
