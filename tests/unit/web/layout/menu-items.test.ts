import { describe, expect, it } from 'vitest';
import { MENU_ENTRIES, visibleMenuEntries, type MenuEntry } from '../../../../web/layout/menu-items';
import { admin, ids, tom } from '../fixtures';

const ids_ = (entries: MenuEntry[]) => entries.map((e) => e.id);

describe('sidebar entries', () => {
  it('shows the administrator the dashboard and clients, at the spec routes', () => {
    const entries = visibleMenuEntries(MENU_ENTRIES, admin.accountPermissions, null);
    expect(entries.map((e) => e.to)).toEqual(['/dashboard', '/admin/client/list']);
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
});
