import { describe, expect, it } from 'vitest';
import { MENU_ENTRIES, visibleMenuEntries, type MenuEntry } from '../../../../web/layout/menu-items';
import { admin, ids, tom } from '../fixtures';

const ids_ = (entries: MenuEntry[]) => entries.map((e) => e.id);

describe('sidebar entries', () => {
  it('shows the administrator the dashboard and clients, at the spec routes', () => {
    const entries = visibleMenuEntries(MENU_ENTRIES, admin.accountPermissions, null);
    expect(entries.map((e) => e.to)).toEqual(['/dashboard', '/admin/client/list']);
  });

  it('shows accounts, roles and groups per their View permission, with or without an active account', () => {
    const clientAdmin = [
      {
        idClientAccount: ids.stores,
        permissions: [
          { action: 'View' as const, subject: 'AdminAccounts' as const },
          { action: 'View' as const, subject: 'AdminGroups' as const },
        ],
      },
      { idClientAccount: ids.ecommerce, permissions: [{ action: 'View' as const, subject: 'AdminRoles' as const }] },
    ];
    expect(ids_(visibleMenuEntries(MENU_ENTRIES, clientAdmin, null))).toEqual(['accounts', 'roles', 'groups']);
    expect(visibleMenuEntries(MENU_ENTRIES, clientAdmin, null).map((e) => e.to)).toEqual(['/admin/account/list', '/admin/role/list', '/admin/groups/list']);
    expect(ids_(visibleMenuEntries(MENU_ENTRIES, clientAdmin, ids.stores))).toEqual(['accounts', 'groups']);
  });

  it('hides clients from an orderer', () => {
    expect(ids_(visibleMenuEntries(MENU_ENTRIES, tom.accountPermissions, ids.outdoor))).toEqual(['dashboard']);
  });

  it('hides account-based entries until an account is active', () => {
    const orders: MenuEntry = { id: 'orders', to: '/orders/list', labelKey: 'x', subject: 'CoreOrders', accountBased: true };
    expect(ids_(visibleMenuEntries([orders], tom.accountPermissions, null))).toEqual([]);
    expect(ids_(visibleMenuEntries([orders], tom.accountPermissions, ids.outdoor))).toEqual(['orders']);
  });

  it('shows nothing before permissions are known', () => {
    expect(visibleMenuEntries(MENU_ENTRIES, undefined, null)).toEqual([]);
  });

  it('shows Users to holders of View on AdminUsers, at the spec route', () => {
    const userAdmin = [{ idClientAccount: ids.outdoor, permissions: [{ action: 'View' as const, subject: 'AdminUsers' as const }] }];
    const entries = visibleMenuEntries(MENU_ENTRIES, userAdmin, ids.outdoor);
    expect(entries.map((e) => [e.id, e.to])).toEqual([['users', '/admin/user/list']]);
    expect(ids_(visibleMenuEntries(MENU_ENTRIES, tom.accountPermissions, ids.outdoor))).not.toContain('users');
  });
});
