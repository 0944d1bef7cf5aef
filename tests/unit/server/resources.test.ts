import { describe, expect, it } from 'vitest';
import { RESOURCE_INDEX } from '../../../shared/resource-index';
import { BINDINGS_BY_NAME, bindingsIn } from '../../../server/resources';
import { providers } from '../../../shared/administration/providers';
import { suppliers } from '../../../shared/administration/suppliers';

const bound = (description: { name: string }) => ({ description, table: {} });

describe('the server bindings, found by the registry names', () => {
  it('binds every registry line, in the registry order, with its own description', () => {
    expect(Object.keys(BINDINGS_BY_NAME)).toEqual(Object.keys(RESOURCE_INDEX));
    for (const [name, binding] of Object.entries(BINDINGS_BY_NAME)) expect(binding.description.name, name).toBe(name);
  });

  it('adds what another domain gives a binding (the orderer reads catalogs and a product)', () => {
    expect(BINDINGS_BY_NAME.catalogs.audience).toBeDefined();
    expect(BINDINGS_BY_NAME.products.audience).toBeDefined();
  });

  it('finds a binding in whatever module of a domain exports it under its name', () => {
    const found = bindingsIn(
      [
        ['./administration/providers.ts', { providersBinding: bound(providers), helper: 1, accountFeaturesBinding: { key: 'x' } }],
        ['./administration/suppliers.ts', { suppliersBinding: bound(suppliers) }],
      ],
      ['providers', 'suppliers'],
    );
    expect([...found.keys()]).toEqual(['providers', 'suppliers']);
  });

  it('refuses a registry line without a binding, one bound twice, or a binding of another description', () => {
    expect(() => bindingsIn([['./administration/providers.ts', { providersBinding: bound(providers) }]], ['providers', 'suppliers'])).toThrow(
      'No binding for "suppliers" (export suppliersBinding = bind({ description, table }) from a module of server/<domain>/).',
    );
    expect(() =>
      bindingsIn(
        [
          ['./a.ts', { providersBinding: bound(providers) }],
          ['./b.ts', { providersBinding: bound(providers) }],
        ],
        ['providers'],
      ),
    ).toThrow('Resource "providers" is bound twice: by ./a.ts and ./b.ts.');
    expect(() => bindingsIn([['./a.ts', { providersBinding: bound(suppliers) }]], ['providers'])).toThrow(
      './a.ts: providersBinding binds the description "suppliers".',
    );
  });
});
