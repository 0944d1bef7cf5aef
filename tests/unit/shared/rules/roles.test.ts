import { describe, expect, it } from 'vitest';
import { roleListFilterGroups, validateAssociatedAccounts, validateUserRoles, withRoleAccountFilter } from '../../../../shared/rules/roles';
import { t } from './locale-helpers';

describe('role lists', () => {
  it('admins list isAdminRole 1; clients isAdminRole 0 with idClient and optionally idClientAccount', () => {
    expect(roleListFilterGroups({ admin: true })).toEqual([{ filters: [{ field: 'isAdminRole', value: '1', conditionType: 'eq' }] }]);
    expect(roleListFilterGroups({ admin: false, idClient: 'c', idClientAccount: 'a' })).toEqual([
      { filters: [{ field: 'isAdminRole', value: '0', conditionType: 'eq' }] },
      { filters: [{ field: 'idClient', value: 'c', conditionType: 'eq' }] },
      { filters: [{ field: 'idClientAccount', value: 'a', conditionType: 'eq' }] },
    ]);
    expect(roleListFilterGroups({ admin: false, idClient: 'c' })).toHaveLength(2);
  });

  it('adds the account filter unless the filters mention the account or the admin role', () => {
    const byName = [{ filters: [{ field: 'role', value: 'buyer', conditionType: 'like' as const }] }];
    expect(withRoleAccountFilter(byName, 'a')).toEqual([...byName, { filters: [{ field: 'idClientAccount', value: 'a', conditionType: 'eq' }] }]);
    const byAccount = [{ filters: [{ field: 'idClientAccount', value: 'b', conditionType: 'eq' as const }] }];
    expect(withRoleAccountFilter(byAccount, 'a')).toEqual(byAccount);
    const admin = [{ filters: [{ field: 'isAdminRole', value: '1', conditionType: 'eq' as const }] }];
    expect(withRoleAccountFilter(admin, 'a')).toEqual(admin);
  });
});

describe('user forms', () => {
  it('need at least one role, at least one admin role in admin forms', () => {
    expect(t(validateUserRoles([]))).toBe('Please select at least one role.');
    expect(validateUserRoles([{ isAdminRole: 0 }])).toBeNull();
    expect(t(validateUserRoles([{ isAdminRole: 0 }], { adminForm: true }))).toBe('Please select at least one administrator role.');
    expect(validateUserRoles([{ isAdminRole: true }], { adminForm: true })).toBeNull();
  });

  it('need at least one associated account', () => {
    expect(t(validateAssociatedAccounts([]))).toBe('Please associate at least one account.');
    expect(validateAssociatedAccounts(['a'])).toBeNull();
  });
});
