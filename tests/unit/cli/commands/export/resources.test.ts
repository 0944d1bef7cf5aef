import { describe, expect, it } from 'vitest';
import { exportableNames, findExportable, missingScope } from '../../../../../cli/commands/export/resources';
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
    for (const name of exportableNames()) expect(missingScope(RESOURCES.find((r) => r.name === name)!)).toEqual([]);
  });

  it('refuses an unknown name and a resource whose list needs a client or account, as usage errors', () => {
    expect(() => findExportable(ctx, 'nope')).toThrow(/^Unknown resource "nope"\. Resources you can export: .*clients/);
    const scoped = RESOURCES.find((r) => missingScope(r).length);
    if (scoped) expect(() => findExportable(ctx, scoped.name)).toThrow(`Exporting ${scoped.name} needs`);
  });
});
