import { describe, expect, it } from 'vitest';
import { ALL_ACCOUNTS, type AccountPermissions, type Subject } from '../../../../shared/permissions';
import {
  canMasquerade,
  isMenuItemVisible,
  seesMaintenancePage,
  showsApplicationChooser,
  contextChoices,
  visibleOrderKinds,
  type MenuContext,
} from '../../../../shared/rules/menu';

const view = (idClientAccount: string, ...subjects: Subject[]): AccountPermissions => ({
  idClientAccount,
  permissions: subjects.map((subject) => ({ action: 'View', subject })),
});

const ctx = (over: Partial<MenuContext> = {}): MenuContext => ({
  accountPermissions: [
    view('a1', 'CoreOrders', 'CoreOrdersDraft', 'QuotasQuotas', 'BudgetQuotasBudgetQuotas', 'EventsEvents', 'BoxOrdersInboundOrders', 'AdminClients'),
  ],
  idClientAccount: 'a1',
  warehouseType: 'WAREHOUSE',
  hasQuotas: true,
  hasBudgetQuotas: true,
  eventAccounts: [{ idClientAccount: 'a1' }],
  ...over,
});

describe('menu visibility', () => {
  it('needs View on the key', () => {
    expect(isMenuItemVisible('CoreOrders', ctx())).toBe(true);
    expect(isMenuItemVisible('CoreOrdersWorkOrders', ctx())).toBe(false);
  });

  it('needs the active account for account-based entries, and View on that account', () => {
    expect(isMenuItemVisible('CoreOrders', ctx({ idClientAccount: null }))).toBe(false);
    expect(isMenuItemVisible('CoreOrders', ctx({ idClientAccount: 'a2' }))).toBe(false);
    expect(isMenuItemVisible('AdminClients', ctx({ idClientAccount: null }))).toBe(true);
  });

  it('the all-accounts marker grants every account', () => {
    expect(isMenuItemVisible('CoreOrdersWorkOrders', ctx({ accountPermissions: [view(ALL_ACCOUNTS, 'CoreOrdersWorkOrders')], idClientAccount: 'a9' }))).toBe(
      true,
    );
  });

  it('the orders menu lists only the permitted kinds', () => {
    expect(visibleOrderKinds(ctx())).toEqual(['CoreOrders', 'CoreOrdersDraft']);
    expect(visibleOrderKinds(ctx({ warehouseType: 'BOX' }))).toEqual([]);
  });

  it('quota menus need hasQuotas / hasBudgetQuotas', () => {
    expect(isMenuItemVisible('QuotasQuotas', ctx({ hasQuotas: false }))).toBe(false);
    expect(isMenuItemVisible('BudgetQuotasBudgetQuotas', ctx({ hasQuotas: false }))).toBe(true);
    expect(isMenuItemVisible('BudgetQuotasBudgetQuotas', ctx({ hasBudgetQuotas: false }))).toBe(false);
  });

  it('events need the active account to be an event account', () => {
    expect(isMenuItemVisible('EventsEvents', ctx())).toBe(true);
    expect(isMenuItemVisible('EventsEvents', ctx({ eventAccounts: [] }))).toBe(false);
    expect(isMenuItemVisible('EventsEvents', ctx({ eventAccounts: ['a2'] }))).toBe(false);
  });

  it('box menus only for BOX warehouses, orders and quotas only for WAREHOUSE', () => {
    expect(isMenuItemVisible('BoxOrdersInboundOrders', ctx())).toBe(false);
    expect(isMenuItemVisible('BoxOrdersInboundOrders', ctx({ warehouseType: 'BOX' }))).toBe(true);
    expect(isMenuItemVisible('QuotasQuotas', ctx({ warehouseType: 'BOX' }))).toBe(false);
    expect(isMenuItemVisible('CoreOrders', ctx({ warehouseType: null }))).toBe(false);
  });
});

describe('masquerade, context switcher, maintenance', () => {
  it('masquerade needs CoreMasquerade or canMasquerade', () => {
    expect(canMasquerade({ accountPermissions: [] })).toBe(false);
    expect(canMasquerade({ accountPermissions: [], canMasquerade: true })).toBe(true);
    expect(canMasquerade({ accountPermissions: [view('a1', 'CoreMasquerade')] })).toBe(true);
  });

  it('one context switcher for everyone: it offers what there is to choose, nothing disabled', () => {
    // A buyer with one account and one warehouse: nothing to choose, the header only names it.
    expect(contextChoices({ allAccounts: false, clients: 1, accounts: 1, warehouses: 1 })).toEqual({
      client: false,
      account: false,
      warehouse: false,
      any: false,
    });
    // The same buyer with two warehouses: the warehouse only (no administrator's panel).
    expect(contextChoices({ allAccounts: false, clients: 1, accounts: 1, warehouses: 2 })).toEqual({
      client: false,
      account: false,
      warehouse: true,
      any: true,
    });
    // A client administrator of two accounts: the account and, then, its warehouse.
    expect(contextChoices({ allAccounts: false, clients: 1, accounts: 2, warehouses: 1 })).toMatchObject({ client: false, account: true, any: true });
    // The system administrator: client and account always, whatever is chosen yet.
    expect(contextChoices({ allAccounts: true, clients: 0, accounts: 0, warehouses: 0 })).toMatchObject({ client: true, account: true, any: true });
  });

  it('maintenance page for everyone without the maintenance permission', () => {
    expect(seesMaintenancePage(true, [view('a1', 'CoreOrders')])).toBe(true);
    expect(seesMaintenancePage(true, [view('a1', 'CoreMaintenance')])).toBe(false);
    expect(seesMaintenancePage(false, [])).toBe(false);
  });

  it('application chooser when several applications and none chosen', () => {
    expect(showsApplicationChooser(2, false)).toBe(true);
    expect(showsApplicationChooser(2, true)).toBe(false);
    expect(showsApplicationChooser(1, false)).toBe(false);
  });
});
