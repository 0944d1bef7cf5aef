import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en.json';
import fr from '../../../../locales/fr.json';
import { clientAccounts, clients, roles } from '../../../../server/db/schema';
import { BINDINGS_BY_NAME } from '../../../../server/resources';
import { blockingReferences } from '../../../../server/registry/usage';

describe('what keeps a record from being deleted', () => {
  it('is read from the foreign keys that neither cascade nor clear', () => {
    expect(blockingReferences(clients, clients.idClient).map((r) => r.table)).toEqual(expect.arrayContaining(['client_accounts', 'roles', 'users']));
    // Warehouses, products, catalogs... go with the account; orders and roles keep it.
    const account = blockingReferences(clientAccounts, clientAccounts.idClientAccount).map((r) => r.table);
    expect(account).toContain('customer_orders');
    expect(account).not.toContain('products');
    expect(blockingReferences(roles, roles.idRole).map((r) => r.table)).toEqual(['user_roles']);
  });

  it('is named in both languages for every resource the portal deletes', () => {
    const tables = new Set(
      Object.values(BINDINGS_BY_NAME).flatMap((binding) =>
        blockingReferences(binding.table, (binding.table as never as Record<string, never>)[binding.description.idField]).map((r) => r.table),
      ),
    );
    const missing = [...tables].filter((table) => !(en.app.usage as Record<string, string>)[table] || !(fr.app.usage as Record<string, string>)[table]);
    expect(tables.size).toBeGreaterThan(3);
    expect(missing).toEqual([]);
  });
});
