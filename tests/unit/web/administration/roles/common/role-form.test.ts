import { describe, expect, it } from 'vitest';
import { ALL_ACCOUNTS } from '../../../../../../shared/permissions';
import {
  defaultPermissionAccount,
  isSystemAdminRole,
  normalizeRole,
  permissionAccountChoices,
  validateRole,
} from '../../../../../../web/administration/roles/common/role-form';
import { ids } from '../../../fixtures';

const accounts = [
  { idClientAccount: ids.stores, idClient: ids.lumiere, accountName: 'Boutiques France' },
  { idClientAccount: ids.ecommerce, idClient: ids.lumiere, accountName: 'E-commerce' },
  { idClientAccount: ids.outdoor, idClient: ids.northwind, accountName: 'Outdoor Retail' },
];

describe('role form', () => {
  it('drops the client and account of an admin role, and an empty account of a client role', () => {
    expect(normalizeRole({ role: 'Support', isAdminRole: true, idClient: ids.lumiere, idClientAccount: ids.stores })).toEqual({
      role: 'Support',
      isAdminRole: true,
      idClient: null,
      idClientAccount: null,
    });
    expect(normalizeRole({ role: 'Buyer', idClient: ids.lumiere, idClientAccount: '' })).toEqual({
      role: 'Buyer',
      isAdminRole: false,
      idClient: ids.lumiere,
      idClientAccount: null,
    });
  });

  it('asks for a name, and for a client when the role is a client role', () => {
    expect(validateRole({ role: '', isAdminRole: false, idClient: null })).toEqual({
      role: { message: 'validation.required', args: expect.any(Object) },
      idClient: { message: 'validation.required', args: {} },
    });
    expect(validateRole({ role: 'Support', isAdminRole: true, idClient: ids.lumiere })).toEqual({});
    expect(validateRole({ role: 'Buyer', isAdminRole: false, idClient: ids.lumiere, idClientAccount: '' })).toEqual({});
  });

  it('knows the SystemAdmin role by name among admin roles only', () => {
    expect(isSystemAdminRole({ role: 'SystemAdmin', isAdminRole: true })).toBe(true);
    expect(isSystemAdminRole({ role: 'SystemAdmin', isAdminRole: false })).toBe(false);
    expect(isSystemAdminRole(null)).toBe(false);
  });

  it('offers an admin role every account, the all-accounts marker first', () => {
    expect(permissionAccountChoices({ isAdminRole: true }, accounts).map((c) => c.idClientAccount)).toEqual([
      ALL_ACCOUNTS,
      ids.stores,
      ids.ecommerce,
      ids.outdoor,
    ]);
  });

  it('offers a client role its own account, or each account of its client', () => {
    expect(permissionAccountChoices({ isAdminRole: false, idClient: ids.northwind, idClientAccount: ids.outdoor }, accounts)).toEqual([accounts[2]]);
    expect(permissionAccountChoices({ isAdminRole: false, idClient: ids.lumiere, idClientAccount: null }, accounts).map((c) => c.accountName)).toEqual([
      'Boutiques France',
      'E-commerce',
    ]);
    // The role's own account stays reachable when the accounts could not be listed.
    expect(permissionAccountChoices({ isAdminRole: false, idClient: ids.northwind, idClientAccount: ids.outdoor }, [])).toEqual([
      { idClientAccount: ids.outdoor },
    ]);
  });

  it('starts on the active account when it is a choice, else on the first', () => {
    const choices = permissionAccountChoices({ isAdminRole: false, idClient: ids.lumiere }, accounts);
    expect(defaultPermissionAccount(choices, ids.ecommerce)).toBe(ids.ecommerce);
    expect(defaultPermissionAccount(choices, ids.outdoor)).toBe(ids.stores);
    expect(defaultPermissionAccount([], null)).toBeNull();
  });
});
