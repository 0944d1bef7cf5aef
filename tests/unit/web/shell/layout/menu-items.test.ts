import { describe, expect, it } from 'vitest';
import { ALL_ACCOUNTS, type AccountPermissions } from '../../../../../shared/permissions';
import type { MenuContext } from '../../../../../shared/rules/menu';
import {
  groupedMenuEntries,
  groupOf,
  isPlaced,
  MENU_ENTRIES,
  MENU_GROUPS,
  visibleMenuEntries,
  type MenuEntry,
} from '../../../../../web/shell/layout/menu-items';
import { WEB_RESOURCE_LIST } from '../../../../../web/resources';
import { admin, ids, tom } from '../../fixtures';

const ids_ = (entries: MenuEntry[]) => entries.map((e) => e.id);
const context = (accountPermissions: AccountPermissions[], idClientAccount: string | null, more: Partial<MenuContext> = {}): MenuContext => ({
  accountPermissions,
  idClientAccount,
  warehouseType: null,
  ...more,
});

describe('sidebar entries', () => {
  it('shows the administrator the dashboard and clients, at the spec routes', () => {
    const entries = visibleMenuEntries(MENU_ENTRIES, context(admin.accountPermissions, null));
    expect(entries.map((e) => e.to)).toEqual(['/dashboard', '/admin/client/list']);
  });

  it('lists every resource that asks for an entry, in registry order, labelled by its plural name', () => {
    const registered = WEB_RESOURCE_LIST.filter((resource) => resource.menu).map(({ name }) => [name, `resources.${name}.name`]);
    expect(registered.map(([id]) => id)).toEqual(expect.arrayContaining(['clients', 'users', 'products']));
    expect(MENU_ENTRIES.map((e) => [e.id, e.labelKey])).toEqual([
      ['dashboard', 'layout.menu.dashboard'],
      ['orders', 'layout.menu.orders'],
      ['draftOrders', 'layout.menu.draftOrders'],
      ['myQuotas', 'layout.menu.quotas'],
      ['myBudgets', 'layout.menu.budgets'],
      ...registered,
      ['warehouseStockReport', 'reports.menu.warehouseStock'],
      ['outboundOrdersReport', 'reports.menu.outboundOrders'],
      ['warehouseStock', 'operations.stock.menu'],
      ['boxStockReport', 'reports.menu.boxStock'],
      ['boxInboundOrdersReport', 'reports.menu.boxInboundOrders'],
      ['boxOutboundOrdersReport', 'reports.menu.boxOutboundOrders'],
      ['outbox', 'pages.outbox.menu'],
    ]);
  });

  it('shows the outbox to holders of Edit on CoreMaintenance only, as GET /mails answers them, whatever the account', () => {
    const outbox = (permissions: { action: 'View' | 'Edit'; subject: 'CoreMaintenance' }[]) =>
      visibleMenuEntries(MENU_ENTRIES, context([{ idClientAccount: ids.stores, permissions }], null)).map((e) => e.to);
    expect(outbox([{ action: 'View', subject: 'CoreMaintenance' }])).toEqual([]);
    expect(
      outbox([
        { action: 'View', subject: 'CoreMaintenance' },
        { action: 'Edit', subject: 'CoreMaintenance' },
      ]),
    ).toEqual(['/admin/mails']);
  });

  it("leads to the box administration's own spec paths; providers and their sites only for holders of the all-accounts marker", () => {
    const all = (subject: 'AdminBoxAdministration' | 'AdminProviderSites' | 'AdminProviders') =>
      (['View', 'Create', 'Edit'] as const).map((action) => ({ action, subject }));
    const boxAdmin = [{ idClientAccount: ids.stores, permissions: [...all('AdminBoxAdministration'), ...all('AdminProviderSites'), ...all('AdminProviders')] }];
    // Not tied to the account worked in; the providers' permissions given on an account grant nothing.
    expect(visibleMenuEntries(MENU_ENTRIES, context(boxAdmin, null)).map((e) => e.to)).toEqual(['/admin/box-administration']);
    const marker = [{ idClientAccount: ALL_ACCOUNTS, permissions: [...all('AdminBoxAdministration'), ...all('AdminProviderSites'), ...all('AdminProviders')] }];
    expect(visibleMenuEntries(MENU_ENTRIES, context(marker, null)).map((e) => e.to)).toEqual([
      '/admin/box-administration',
      '/admin/provider-sites',
      '/admin/provider',
    ]);
  });

  it('shows accounts and roles on any account, groups (account-based) only on the active account', () => {
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
    expect(ids_(visibleMenuEntries(MENU_ENTRIES, context(clientAdmin, null)))).toEqual(['accounts', 'roles']);
    expect(visibleMenuEntries(MENU_ENTRIES, context(clientAdmin, null)).map((e) => e.to)).toEqual(['/admin/account/list', '/admin/role/list']);
    expect(ids_(visibleMenuEntries(MENU_ENTRIES, context(clientAdmin, ids.stores)))).toEqual(['accounts', 'roles', 'groups']);
    expect(visibleMenuEntries(MENU_ENTRIES, context(clientAdmin, ids.stores)).at(-1)?.to).toBe('/admin/groups/list');
    expect(ids_(visibleMenuEntries(MENU_ENTRIES, context(clientAdmin, ids.ecommerce)))).toEqual(['accounts', 'roles']);
  });

  it('hides clients from an orderer', () => {
    expect(ids_(visibleMenuEntries(MENU_ENTRIES, context(tom.accountPermissions, ids.outdoor)))).toEqual(['dashboard']);
  });

  it('shows an orderer the customer orders in a WAREHOUSE warehouse of the account, never in a box', () => {
    expect(visibleMenuEntries(MENU_ENTRIES, context(tom.accountPermissions, ids.outdoor, { warehouseType: 'WAREHOUSE' })).map((e) => e.to)).toEqual([
      '/dashboard',
      '/orders/list',
    ]);
    const withDrafts = [
      {
        ...tom.accountPermissions[0],
        permissions: [...tom.accountPermissions[0].permissions, { action: 'View' as const, subject: 'CoreOrdersDraft' as const }],
      },
    ];
    expect(ids_(visibleMenuEntries(MENU_ENTRIES, context(withDrafts, ids.outdoor, { warehouseType: 'WAREHOUSE' })))).toEqual([
      'dashboard',
      'orders',
      'draftOrders',
    ]);
    expect(ids_(visibleMenuEntries(MENU_ENTRIES, context(tom.accountPermissions, ids.outdoor, { warehouseType: 'BOX' })))).toEqual(['dashboard']);
  });

  it('follows the shared rule for account, warehouse type, quotas and events', () => {
    const entry = (subject: MenuEntry['subject']): MenuEntry => ({ id: subject, to: '/x', labelKey: 'layout.menu.dashboard', subject, icon: () => null });
    const entries = [entry('CoreOrders'), entry('BoxOrdersInboundOrders'), entry('QuotasQuotas'), entry('EventsEvents')];
    const all = [
      {
        idClientAccount: ids.outdoor,
        permissions: entries.map(({ subject }) => ({ action: 'View' as const, subject })),
      },
    ];
    expect(ids_(visibleMenuEntries(entries, context(all, null, { warehouseType: 'WAREHOUSE' })))).toEqual([]);
    expect(ids_(visibleMenuEntries(entries, context(all, ids.outdoor, { warehouseType: 'WAREHOUSE' })))).toEqual(['CoreOrders']);
    expect(ids_(visibleMenuEntries(entries, context(all, ids.outdoor, { warehouseType: 'BOX' })))).toEqual(['BoxOrdersInboundOrders']);
    const flagged = context(all, ids.outdoor, { warehouseType: 'WAREHOUSE', hasQuotas: true, eventAccounts: [ids.outdoor] });
    expect(ids_(visibleMenuEntries(entries, flagged))).toEqual(['CoreOrders', 'QuotasQuotas', 'EventsEvents']);
  });

  it('shows nothing before permissions are known', () => {
    expect(visibleMenuEntries(MENU_ENTRIES, null)).toEqual([]);
  });

  it('shows Users to holders of View on AdminUsers, at the spec route', () => {
    const userAdmin = [{ idClientAccount: ids.outdoor, permissions: [{ action: 'View' as const, subject: 'AdminUsers' as const }] }];
    const entries = visibleMenuEntries(MENU_ENTRIES, context(userAdmin, ids.outdoor));
    expect(entries.map((e) => [e.id, e.to])).toEqual([['users', '/admin/user/list']]);
    expect(ids_(visibleMenuEntries(MENU_ENTRIES, context(tom.accountPermissions, ids.outdoor)))).not.toContain('users');
  });
});

describe('the administration menu by domain', () => {
  it('puts every entry in a domain (or among the work of every day), none left to chance', () => {
    const unplaced = MENU_ENTRIES.filter((entry) => !isPlaced(entry));
    expect(unplaced.map((e) => e.id)).toEqual([]);
    expect(MENU_GROUPS).toEqual(['organisation', 'catalog', 'operations', 'planning', 'reports', 'system']);
    expect(MENU_ENTRIES.filter((entry) => groupOf(entry) === null).map((e) => e.id)).toEqual(['dashboard', 'orders', 'draftOrders', 'myQuotas', 'myBudgets']);
  });

  it('cuts the system administrator’s flat list into domains, each in menu order', () => {
    const everything = [{ idClientAccount: ALL_ACCOUNTS, permissions: MENU_ENTRIES.map((e) => ({ action: 'View' as const, subject: e.subject })) }];
    const { top, groups } = groupedMenuEntries(visibleMenuEntries(MENU_ENTRIES, context(everything, ids.stores, { warehouseType: 'WAREHOUSE' })));
    expect(top.map((e) => e.id)).toContain('dashboard');
    const of = (group: string) => groups.find((g) => g.group === group)!.entries.map((e) => e.id);
    expect(of('organisation')).toEqual(expect.arrayContaining(['clients', 'accounts', 'users', 'roles', 'groups']));
    expect(of('catalog')).toEqual(expect.arrayContaining(['catalogs', 'products', 'attributes', 'kits', 'shippingMethods']));
    expect(of('organisation')).not.toContain('products');
    // No domain holds more than nine entries: a heading every few lines.
    expect(Math.max(...groups.map((g) => g.entries.length))).toBeLessThanOrEqual(9);
  });
});
