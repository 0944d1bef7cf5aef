import { describe, expect, it } from 'vitest';
import {
  chooseWarehouse,
  forgetAccount,
  rememberAccount,
  rememberedWarehouse,
  mayChooseAccount,
  scopeForUser,
  storedScopeOf,
  withMasquerade,
  withoutMasquerade,
  withoutSelection,
  withSelection,
  withWarehouse,
} from '../../../../../web/shell/session/scope-rules';
import { admin, ids, julie, tom, warehouse } from '../../fixtures';

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

  it('takes back the account a user last worked in after someone else used the device, or after signing in again', () => {
    const remembered = { [ids.julie]: { idClient: ids.lumiere, idClientAccount: ids.ecommerce } };
    expect(scopeForUser(julie, { idUser: ids.tom, idClientAccount: ids.outdoor }, remembered)).toMatchObject({
      idUser: ids.julie,
      idClientAccount: ids.ecommerce,
    });
    expect(scopeForUser(julie, { idUser: ids.julie }, remembered)).toMatchObject({ idClientAccount: ids.ecommerce, idWarehouse: null });
    // A remembered account the user has lost is not given back.
    expect(scopeForUser(tom, null, { [ids.tom]: { idClient: ids.lumiere, idClientAccount: ids.stores } })).toMatchObject({ idClientAccount: ids.outdoor });
  });

  it('remembers each user’s account apart, never a masquerade’s, and forgets it on request', () => {
    const once = rememberAccount({}, { ...scopeForUser(tom, null) });
    expect(once).toEqual({ [ids.tom]: { idClient: ids.northwind, idClientAccount: ids.outdoor, warehouses: {} } });
    expect(rememberAccount(once, scopeForUser(tom, null))).toBe(once);
    const masquerading = { ...scopeForUser(admin, null), idClientAccount: ids.stores, masquerade: { idUser: ids.julie, idMasquerade: ids.julie } };
    expect(rememberAccount(once, masquerading)).toBe(once);
    expect(forgetAccount(once, ids.tom)).toEqual({});
    expect(forgetAccount(once, ids.julie)).toBe(once);
  });

  it('remembers the warehouse last used in each account, and gives it back with the account', () => {
    const inLyon = rememberAccount({}, { ...scopeForUser(julie, null), idClientAccount: ids.ecommerce, idWarehouse: ids.lyon });
    const inLille = rememberAccount(inLyon, { ...scopeForUser(julie, null), idClientAccount: ids.stores, idWarehouse: ids.lille });
    expect(inLille[ids.julie]).toEqual({
      idClient: ids.lumiere,
      idClientAccount: ids.stores,
      warehouses: { [ids.ecommerce]: ids.lyon, [ids.stores]: ids.lille },
    });
    expect(rememberedWarehouse(inLille, ids.julie, ids.ecommerce)).toBe(ids.lyon);
    expect(rememberedWarehouse(inLille, ids.tom, ids.ecommerce)).toBeNull();
    // Signing in again: the last account with its last warehouse.
    expect(scopeForUser(julie, null, inLille)).toMatchObject({ idClientAccount: ids.stores, idWarehouse: ids.lille });
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

  it('always chooses one when the account has one: the last used there, else the first one orders from', () => {
    const dead = 'f0000000-0000-4000-8000-00000000dead';
    expect(chooseWarehouse([lille, lyon], dead, ids.lille)).toBe(lille);
    // A stored or remembered warehouse that cannot be loaded is dropped: the first WAREHOUSE, then the first.
    expect(chooseWarehouse([lille, lyon], dead, dead)).toBe(lyon);
    expect(chooseWarehouse([lille], null)).toBe(lille);
    expect(chooseWarehouse([], ids.lyon)).toBeNull();
  });

  it('records the warehouse type with the warehouse', () => {
    expect(withWarehouse(scopeForUser(tom, null), lille)).toMatchObject({ idWarehouse: ids.lille, warehouseType: 'BOX' });
  });
});

it('stores ids only, the masquerade session included so that a reload stays in it', () => {
  const stored = storedScopeOf({ idUser: ids.admin, idClientAccount: ids.outdoor, masquerade: { idUser: ids.tom, idMasquerade: 'm' } });
  expect(stored).toEqual({
    idUser: ids.admin,
    idClient: null,
    idClientAccount: ids.outdoor,
    idWarehouse: null,
    warehouseType: null,
    idEvent: null,
    idApplication: null,
    masquerade: { idUser: ids.tom, idMasquerade: 'm' },
  });
});

describe('masquerade and the administrator settings in the scope', () => {
  const masquerade = { idUser: ids.tom, idMasquerade: 'm-1' };

  it('keeps the signed-in user as idUser while the masqueraded user is loaded', () => {
    const stored = { idUser: ids.admin, idClient: ids.northwind, idClientAccount: ids.outdoor, masquerade };
    expect(scopeForUser(tom, stored)).toMatchObject({ idUser: ids.admin, idClientAccount: ids.outdoor, masquerade });
  });

  it('drops a masquerade that does not name the loaded user (the server did not honour it)', () => {
    const stored = { idUser: ids.admin, idClientAccount: ids.outdoor, masquerade };
    expect(scopeForUser(admin, stored)).toMatchObject({ idUser: ids.admin, masquerade: null });
  });

  it("keeps an all-accounts administrator's chosen client, account and warehouse across reloads", () => {
    const stored = { idUser: ids.admin, idClient: ids.lumiere, idClientAccount: ids.stores, idWarehouse: ids.lyon, warehouseType: 'WAREHOUSE' as const };
    expect(scopeForUser(admin, stored)).toMatchObject({ idClient: ids.lumiere, idClientAccount: ids.stores, idWarehouse: ids.lyon });
  });

  it('lets users choose only accounts they hold permissions on', () => {
    expect(mayChooseAccount(admin.accountPermissions, ids.outdoor)).toBe(true);
    expect(mayChooseAccount(julie.accountPermissions, ids.ecommerce)).toBe(true);
    expect(mayChooseAccount(julie.accountPermissions, ids.outdoor)).toBe(false);
    // A stored account of another client is not kept for Julie; nothing is chosen for her then.
    expect(scopeForUser(julie, { idUser: ids.julie, idClient: ids.northwind, idClientAccount: ids.outdoor })).toMatchObject({ idClientAccount: null });
  });

  it('applies a selection, resets it, and starts and ends a masquerade', () => {
    const scope = scopeForUser(admin, null);
    const chosen = withSelection(scope, { idClient: ids.lumiere, idClientAccount: ids.stores, idWarehouse: ids.lyon });
    expect(chosen).toMatchObject({ idUser: ids.admin, idClient: ids.lumiere, idClientAccount: ids.stores, idWarehouse: ids.lyon, warehouseType: null });
    expect(withoutSelection(chosen)).toMatchObject({ idUser: ids.admin, idClient: null, idClientAccount: null, idWarehouse: null });
    const acting = withMasquerade(chosen, masquerade, { idClient: ids.northwind, idClientAccount: ids.outdoor });
    expect(acting).toMatchObject({ idUser: ids.admin, idClient: ids.northwind, idClientAccount: ids.outdoor, idWarehouse: null, masquerade });
    expect(withoutMasquerade(acting)).toMatchObject({ idUser: ids.admin, idClientAccount: null, masquerade: null });
  });
});
