import { describe, expect, it } from 'vitest';
import { chooseWarehouse, scopeForUser, storedScopeOf, withWarehouse } from '../../../../web/session/scope-rules';
import { admin, ids, julie, tom, warehouse } from '../fixtures';

describe('scopeForUser', () => {
  it('gives a user with a single account that account and its client', () => {
    expect(scopeForUser(tom, null)).toMatchObject({ idUser: ids.tom, idClient: ids.northwind, idClientAccount: ids.outdoor, idWarehouse: null });
  });

  it('leaves the account open for a user with several accounts, but keeps one stored for them', () => {
    expect(scopeForUser(julie, null)).toMatchObject({ idClient: ids.lumiere, idClientAccount: null });
    expect(scopeForUser(julie, { idUser: ids.julie, idClientAccount: ids.ecommerce, idWarehouse: ids.lyon, warehouseType: 'WAREHOUSE' })).toMatchObject({
      idClientAccount: ids.ecommerce,
      idWarehouse: ids.lyon,
      warehouseType: 'WAREHOUSE',
    });
  });

  it('drops what another user stored on this device', () => {
    const scope = scopeForUser(julie, { idUser: ids.tom, idClientAccount: ids.outdoor, idWarehouse: ids.lille });
    expect(scope).toMatchObject({ idUser: ids.julie, idClientAccount: null, idWarehouse: null });
  });

  it('drops a stored account the user no longer belongs to, with its warehouse', () => {
    const scope = scopeForUser(tom, { idUser: ids.tom, idClientAccount: ids.stores, idWarehouse: ids.lyon });
    expect(scope).toMatchObject({ idClientAccount: ids.outdoor, idWarehouse: null });
  });

  it('gives an all-accounts administrator no account until one is chosen', () => {
    expect(scopeForUser(admin, null)).toMatchObject({ idUser: ids.admin, idClient: null, idClientAccount: null });
  });
});

describe('chooseWarehouse', () => {
  const lyon = warehouse(ids.lyon, 'Lyon Distribution Centre');
  const lille = warehouse(ids.lille, 'Box Lille 3', 'BOX');

  it('keeps the stored warehouse while the account still has it', () => {
    expect(chooseWarehouse([lyon, lille], ids.lille)).toBe(lille);
  });

  it('auto-selects the only warehouse of an account', () => {
    expect(chooseWarehouse([lyon], null)).toBe(lyon);
  });

  it('drops a stored warehouse that cannot be loaded, and picks none among several', () => {
    expect(chooseWarehouse([lyon, lille], 'f0000000-0000-4000-8000-00000000dead')).toBeNull();
    expect(chooseWarehouse([], ids.lyon)).toBeNull();
  });

  it('records the warehouse type with the warehouse', () => {
    expect(withWarehouse(scopeForUser(tom, null), lille)).toMatchObject({ idWarehouse: ids.lille, warehouseType: 'BOX' });
  });
});

it('stores ids only, never the masquerade session', () => {
  const stored = storedScopeOf({ idUser: ids.tom, masquerade: { idUser: ids.julie, idMasquerade: 'm' } });
  expect(stored).not.toHaveProperty('masquerade');
  expect(stored.idUser).toBe(ids.tom);
});
