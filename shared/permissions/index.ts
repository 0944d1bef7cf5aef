/**
 * The permission model: an action on a subject, held per client account.
 * An entry for ALL_ACCOUNTS grants its permissions on every account and overrides the others.
 */
export const ACTIONS = ['View', 'Create', 'Edit', 'BulkImport'] as const;
export type Action = (typeof ACTIONS)[number];

/** The all-accounts marker: the nil UUID stands for "every client account". */
export const ALL_ACCOUNTS = '00000000-0000-0000-0000-000000000000';

/**
 * Subject keys. The spec names the user-facing ones; the admin and report keys are not given
 * there, so they follow the same naming pattern (area + screen).
 */
export const SUBJECTS = [
  'CoreGeneralDashboard',
  'CoreGeneralSupport',
  'CoreOrders',
  'CoreOrdersDraft',
  'CoreOrdersSupplierOrders',
  'CoreOrdersWorkOrders',
  'QuotasQuotas',
  'BudgetQuotasBudgetQuotas',
  'BoxOrdersInboundOrders',
  'BoxOrdersOutboundOrders',
  'BoxManagementBoxInventory',
  'BoxManagementStockRegulation',
  'BoxManagementBoxImage',
  'CatalogCatalogProductSearch',
  'CoreGeneralProductCart',
  'CoreGeneralCheckout',
  'CoreGeneralUserAccountUserProfile',
  'CoreGeneralUserAccountMyAddress',
  'CoreMasquerade',
  'CoreMaintenance',
  'EventsEvents',
  'ReportsCustomReports',
  'ReportsWarehouseStock',
  'ReportsWarehouseOutboundOrders',
  'ReportsBoxStock',
  'ReportsBoxInboundOrders',
  'ReportsBoxOutboundOrders',
  'AdminClients',
  'AdminAccounts',
  'AdminUsers',
  'AdminRoles',
  'AdminShippingMethods',
  'AdminSuppliers',
  'AdminCustomReports',
  'AdminHierarchy',
  'AdminGroups',
  'AdminAddressBook',
  'AdminCatalogs',
  'AdminAttributes',
  'AdminProducts',
  'AdminKits',
  'AdminQuotas',
  'AdminBudgetQuotas',
  'AdminBoxAdministration',
  'AdminProviderSites',
  'AdminProviders',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/**
 * Subjects held only through the all-accounts marker. Providers and their sites are logistics
 * partners shared by every client (a client's boxes stand at their sites), so they are managed by
 * the platform's administrators alone: the same permission given on one account grants nothing.
 * Every check goes through `canAccess` and `accountsWith`, so the API, the menu and the screens
 * follow this alike.
 */
export const ALL_ACCOUNTS_SUBJECTS: readonly Subject[] = ['AdminProviders', 'AdminProviderSites'];
export const isAllAccountsSubject = (subject: Subject) => ALL_ACCOUNTS_SUBJECTS.includes(subject);

export interface Permission {
  action: Action;
  subject: Subject;
}

export interface AccountPermissions {
  idClientAccount: string;
  permissions: Permission[];
}

export interface PermissionQuery {
  action: Action;
  subject: Subject;
  /** The account the check is about; omitted means "on any account the user holds". */
  idClientAccount?: string | null;
}

const holds = (entry: AccountPermissions | undefined, action: Action, subject: Subject) =>
  !!entry?.permissions.some((p) => p.action === action && p.subject === subject);

export const hasAllAccounts = (accountPermissions: AccountPermissions[]) => accountPermissions.some((entry) => entry.idClientAccount === ALL_ACCOUNTS);

/** May the holder of these permissions do `action` on `subject` (in the given account)? */
export function canAccess(accountPermissions: AccountPermissions[], query: PermissionQuery): boolean {
  const { action, subject, idClientAccount } = query;
  if (
    holds(
      accountPermissions.find((e) => e.idClientAccount === ALL_ACCOUNTS),
      action,
      subject,
    )
  )
    return true;
  if (isAllAccountsSubject(subject)) return false;
  if (idClientAccount == null) return accountPermissions.some((e) => holds(e, action, subject));
  return holds(
    accountPermissions.find((e) => e.idClientAccount === idClientAccount),
    action,
    subject,
  );
}

/**
 * The accounts on which the permission is held: 'all' when the all-accounts marker grants it.
 * Servers use it to scope lists so that nobody sees records of accounts they do not belong to.
 */
export function accountsWith(accountPermissions: AccountPermissions[], action: Action, subject: Subject): 'all' | string[] {
  if (
    holds(
      accountPermissions.find((e) => e.idClientAccount === ALL_ACCOUNTS),
      action,
      subject,
    )
  )
    return 'all';
  if (isAllAccountsSubject(subject)) return [];
  return accountPermissions.filter((e) => holds(e, action, subject)).map((e) => e.idClientAccount);
}
