import { canAccess, SUBJECT_GROUPS, type AccountPermissions, type Subject } from '../permissions';
import type { WarehouseType } from './warehouse-type';

/**
 * Who sees which menu entry, on top of shared/permissions. Every entry needs View on its subject;
 * the rest depends on the active account, the warehouse type and the user's quota and event flags.
 */
export interface MenuContext {
  accountPermissions: AccountPermissions[];
  /** The active client account; null until one is chosen. */
  idClientAccount: string | null;
  warehouseType: WarehouseType | null;
  hasQuotas?: boolean | null;
  hasBudgetQuotas?: boolean | null;
  /** Accounts that run events (ids, or objects carrying idClientAccount). */
  eventAccounts?: readonly (string | { idClientAccount: string })[] | null;
}

export interface MenuRule {
  /** Needs an active account, and View on that account (not just on any). */
  accountBased: boolean;
  warehouseType?: WarehouseType;
  needs?: 'quotas' | 'budgetQuotas' | 'eventAccount';
}

export const ORDER_MENU_SUBJECTS = ['CoreOrders', 'CoreOrdersDraft', 'CoreOrdersSupplierOrders', 'CoreOrdersWorkOrders'] as const satisfies readonly Subject[];

/**
 * Not tied to the account being worked in: what every user has (the general subjects), the
 * administration of the organisation itself, and that of boxes and their providers, across accounts.
 */
const NOT_ACCOUNT_BASED: readonly Subject[] = [
  ...SUBJECT_GROUPS.general,
  'AdminClients',
  'AdminAccounts',
  'AdminUsers',
  'AdminRoles',
  ...SUBJECT_GROUPS.adminBoxes,
];

const WAREHOUSE_ONLY: readonly Subject[] = [
  ...ORDER_MENU_SUBJECTS,
  'QuotasQuotas',
  'BudgetQuotasBudgetQuotas',
  // Warehouse reports are the WAREHOUSE counterpart of the box reports, so they follow the same rule.
  'ReportsWarehouseStock',
  'ReportsWarehouseOutboundOrders',
];
const BOX_ONLY: readonly Subject[] = [...SUBJECT_GROUPS.boxes, 'ReportsBoxStock', 'ReportsBoxInboundOrders', 'ReportsBoxOutboundOrders'];

export function menuRule(subject: Subject): MenuRule {
  return {
    accountBased: !NOT_ACCOUNT_BASED.includes(subject),
    warehouseType: WAREHOUSE_ONLY.includes(subject) ? 'WAREHOUSE' : BOX_ONLY.includes(subject) ? 'BOX' : undefined,
    needs:
      subject === 'QuotasQuotas' ? 'quotas' : subject === 'BudgetQuotasBudgetQuotas' ? 'budgetQuotas' : subject === 'EventsEvents' ? 'eventAccount' : undefined,
  };
}

const eventAccountIds = (ctx: MenuContext) => (ctx.eventAccounts ?? []).map((a) => (typeof a === 'string' ? a : a.idClientAccount));

/** Events belong to an account: the events entry needs the active account to be an event account. */
function meetsNeed(need: MenuRule['needs'], ctx: MenuContext): boolean {
  if (need === 'quotas') return Boolean(ctx.hasQuotas);
  if (need === 'budgetQuotas') return Boolean(ctx.hasBudgetQuotas);
  if (need === 'eventAccount') return ctx.idClientAccount != null && eventAccountIds(ctx).includes(ctx.idClientAccount);
  return true;
}

export function isMenuItemVisible(subject: Subject, ctx: MenuContext, rule: MenuRule = menuRule(subject)): boolean {
  if (rule.accountBased && !ctx.idClientAccount) return false;
  if (rule.warehouseType && ctx.warehouseType !== rule.warehouseType) return false;
  if (!meetsNeed(rule.needs, ctx)) return false;
  return canAccess(ctx.accountPermissions, {
    action: 'View',
    subject,
    idClientAccount: rule.accountBased ? ctx.idClientAccount : undefined,
  });
}

/** The kinds of order the orders menu lists; the menu itself shows when this is not empty. */
export const visibleOrderKinds = (ctx: MenuContext) => ORDER_MENU_SUBJECTS.filter((subject) => isMenuItemVisible(subject, ctx));

/** Any action on CoreMasquerade, or the user's own canMasquerade flag. */
export function canMasquerade(user: { accountPermissions: AccountPermissions[]; canMasquerade?: boolean | null }): boolean {
  if (user.canMasquerade) return true;
  return (['View', 'Create', 'Edit', 'BulkImport'] as const).some((action) => canAccess(user.accountPermissions, { action, subject: 'CoreMasquerade' }));
}

/**
 * The working context switcher, one for everyone (buyers, client administrators, system
 * administrators): what it lets the user choose. A client where the user sees several (every
 * client for all-accounts holders), an account where there are several to work in, a warehouse
 * where the account has several. With nothing to choose the header only names the context.
 */
export interface ContextChoices {
  client: boolean;
  account: boolean;
  warehouse: boolean;
  /** Whether the header offers the switcher at all. */
  any: boolean;
}

export function contextChoices(input: { allAccounts: boolean; clients: number; accounts: number; warehouses: number }): ContextChoices {
  const client = input.allAccounts || input.clients > 1;
  const account = client || input.accounts > 1;
  const warehouse = input.warehouses > 1;
  return { client, account, warehouse, any: client || account || warehouse };
}

/** During maintenance only holders of View on CoreMaintenance (on any account) keep working. */
export const seesMaintenancePage = (maintenanceEnabled: boolean, accountPermissions: AccountPermissions[]) =>
  maintenanceEnabled && !canAccess(accountPermissions, { action: 'View', subject: 'CoreMaintenance' });

/** The application chooser shows when there is a choice to make and none was made. */
export const showsApplicationChooser = (applicationCount: number, chosen: boolean) => applicationCount > 1 && !chosen;
