/**
 * The sidebar's entries: the dashboard and the customer orders, then every registered resource that asks for one, in
 * the registry's order. Who sees which is the shared menu rule (shared/rules/menu.ts: View on
 * the subject, an active account for account-based entries, the warehouse type, quotas and
 * events), nothing here.
 */
import DashboardIcon from '@mui/icons-material/Dashboard';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import InventoryIcon from '@mui/icons-material/Inventory';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import SavingsIcon from '@mui/icons-material/Savings';
import OutboxIcon from '@mui/icons-material/Outbox';
import type { ComponentType } from 'react';
import { canAccess, type AccountPermissions, type Action, type Subject } from '../../../shared/permissions';
import type { SessionScope } from '../../../shared/session/scope';
import type { SessionUser } from '../session/session-user';
import { isMenuItemVisible, type MenuContext } from '../../../shared/rules/menu';
import type { RoutedResourceName } from '../../../shared/resources';
import { RESOURCE_INDEX } from '../../../shared/resource-index';
import type { WebKey } from '../i18n/use-translate';
import { WEB_RESOURCE_LIST } from '../../resources';
import { listPathOf, MENU_GROUPS, type MenuGroup } from '../../components/portal-resource';
import { OUTBOX_PATH } from '../pages/outbox-paths';

export interface MenuEntry {
  id: string;
  to: string;
  /** Translated with smart_count 2: a resource's entry is its plural name, `resources.<name>.name`. */
  labelKey: WebKey;
  subject: Subject;
  /** An action needed on the subject besides View (the shared menu rule's). */
  action?: Action;
  icon: ComponentType;
  /** A resource's heading, from its own description; other entries are placed by GROUP_OF. */
  group?: MenuGroup;
}

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { id: 'dashboard', to: '/dashboard', labelKey: 'layout.menu.dashboard', subject: 'CoreGeneralDashboard', icon: DashboardIcon },
  { id: 'orders', to: '/orders/list', labelKey: 'layout.menu.orders', subject: 'CoreOrders', icon: ReceiptLongIcon },
  { id: 'draftOrders', to: '/draft-orders/list', labelKey: 'layout.menu.draftOrders', subject: 'CoreOrdersDraft', icon: EditNoteIcon },
  { id: 'myQuotas', to: '/quotas/list', labelKey: 'layout.menu.quotas', subject: 'QuotasQuotas', icon: DonutLargeIcon },
  { id: 'myBudgets', to: '/budget-quota/list', labelKey: 'layout.menu.budgets', subject: 'BudgetQuotasBudgetQuotas', icon: SavingsIcon },
  ...WEB_RESOURCE_LIST.flatMap((resource) => (resource.menu ? [{ resource, group: resource.menu }] : [])).map(({ resource, group }) => ({
    id: resource.name,
    group,
    to: listPathOf(resource),
    labelKey: `resources.${resource.name}.name` satisfies `resources.${RoutedResourceName}.name`,
    subject: RESOURCE_INDEX[resource.name].subject,
    icon: resource.icon,
  })),
  {
    id: 'warehouseStockReport',
    to: '/reports/warehouse/stock',
    labelKey: 'reports.menu.warehouseStock',
    subject: 'ReportsWarehouseStock',
    icon: InventoryIcon,
  },
  {
    id: 'outboundOrdersReport',
    to: '/reports/warehouse/outbound-orders',
    labelKey: 'reports.menu.outboundOrders',
    subject: 'ReportsWarehouseOutboundOrders',
    icon: InventoryIcon,
  },
  { id: 'warehouseStock', to: '/admin/warehouse-stock', labelKey: 'operations.stock.menu', subject: 'AdminProducts', icon: WarehouseIcon },
  { id: 'boxStockReport', to: '/reports/box/stock', labelKey: 'reports.menu.boxStock', subject: 'ReportsBoxStock', icon: InventoryIcon },
  {
    id: 'boxInboundOrdersReport',
    to: '/reports/box/inbound-orders',
    labelKey: 'reports.menu.boxInboundOrders',
    subject: 'ReportsBoxInboundOrders',
    icon: InventoryIcon,
  },
  {
    id: 'boxOutboundOrdersReport',
    to: '/reports/box/outbound-orders',
    labelKey: 'reports.menu.boxOutboundOrders',
    subject: 'ReportsBoxOutboundOrders',
    icon: InventoryIcon,
  },
  // The outbox holds single-use password links: for the service's operators only, as GET /mails.
  { id: 'outbox', to: OUTBOX_PATH, labelKey: 'pages.outbox.menu', subject: 'CoreMaintenance', action: 'Edit', icon: OutboxIcon },
];

/** The shared menu rule's context of a session: the permissions, the active account and warehouse, and the user's flags. */
export const menuContextOf = (
  accountPermissions: AccountPermissions[],
  scope: Pick<SessionScope, 'idClientAccount' | 'warehouseType'>,
  user: Pick<SessionUser, 'hasQuotas' | 'hasBudgetQuotas' | 'eventAccounts'> | null | undefined,
): MenuContext => ({
  accountPermissions,
  idClientAccount: scope.idClientAccount ?? null,
  warehouseType: scope.warehouseType ?? null,
  hasQuotas: user?.hasQuotas,
  hasBudgetQuotas: user?.hasBudgetQuotas,
  eventAccounts: user?.eventAccounts,
});

/** Nothing before the permissions are known. */
export const visibleMenuEntries = (entries: readonly MenuEntry[], context: MenuContext | null): MenuEntry[] =>
  context
    ? entries.filter(
        (entry) =>
          isMenuItemVisible(entry.subject, context) &&
          (!entry.action || canAccess(context.accountPermissions, { action: entry.action, subject: entry.subject })),
      )
    : [];

/** The portal's list screens (every menu entry's and every resource's), where a record's screen goes when its context changes. */
export const LIST_PATHS: readonly string[] = [
  ...new Set([
    ...MENU_ENTRIES.map((entry) => entry.to),
    ...WEB_RESOURCE_LIST.filter((resource) => resource.list).map((resource) => listPathOf(resource)),
    '/checkout/cart',
  ]),
];

export { MENU_GROUPS, type MenuGroup };

const GROUP_OF: Record<string, MenuGroup | null> = {
  dashboard: null,
  orders: null,
  draftOrders: null,
  myQuotas: null,
  myBudgets: null,
  warehouseStock: 'operations',
  warehouseStockReport: 'reports',
  outboundOrdersReport: 'reports',
  boxStockReport: 'reports',
  boxInboundOrdersReport: 'reports',
  boxOutboundOrdersReport: 'reports',
  outbox: 'system',
};

/** Whether an entry's domain is written down (tests/unit/web/shell/layout/menu-items.test.ts wants every one). */
export const isPlaced = (entry: Pick<MenuEntry, 'id' | 'group'>) => Boolean(entry.group) || entry.id in GROUP_OF;

/** An entry's domain; an entry not listed goes to "system", so a new one is never lost. */
export const groupOf = (entry: Pick<MenuEntry, 'id' | 'group'>): MenuGroup | null => entry.group ?? (entry.id in GROUP_OF ? GROUP_OF[entry.id] : 'system');

/** The visible entries cut into the ungrouped ones and each domain's, in MENU_GROUPS order. */
export function groupedMenuEntries(entries: readonly MenuEntry[]): { top: MenuEntry[]; groups: { group: MenuGroup; entries: MenuEntry[] }[] } {
  return {
    top: entries.filter((entry) => groupOf(entry) === null),
    groups: MENU_GROUPS.map((group) => ({ group, entries: entries.filter((entry) => groupOf(entry) === group) })),
  };
}
