/**
 * The permission model: an action on a subject, held per client account.
 * An entry for ALL_ACCOUNTS grants its permissions on every account and overrides the others.
 */
export const ACTIONS = ['View', 'Create', 'Edit', 'BulkImport'] as const;
export type Action = (typeof ACTIONS)[number];

/** The all-accounts marker: the nil UUID stands for "every client account". */
export const ALL_ACCOUNTS = '00000000-0000-0000-0000-000000000000';

/**
 * Subject keys, by group as an administrator thinks of them (the role screen's permission matrix
 * shows them so, each group under its `resources.roles.subjectGroups.<group>` heading). The spec
 * names the user-facing ones; the admin and report keys are not given there, so they follow the
 * same naming pattern (area + screen). A subject belongs to one group.
 */
export const SUBJECT_GROUPS = {
  /** What every user has, whatever account they work in: the portal's own pages, support, masquerade, maintenance. */
  general: [
    'CoreGeneralDashboard',
    'CoreGeneralSupport',
    'CoreGeneralUserAccountUserProfile',
    'CoreGeneralUserAccountMyAddress',
    'CoreMasquerade',
    'CoreMaintenance',
  ],
  ordering: [
    'CatalogCatalogProductSearch',
    'CoreGeneralProductCart',
    'CoreGeneralCheckout',
    'CoreOrders',
    'CoreOrdersDraft',
    'CoreOrdersSupplierOrders',
    'CoreOrdersWorkOrders',
    'EventsEvents',
    'QuotasQuotas',
    'BudgetQuotasBudgetQuotas',
  ],
  /** The work in a box (a warehouse of type BOX): its orders and its management. */
  boxes: ['BoxOrdersInboundOrders', 'BoxOrdersOutboundOrders', 'BoxManagementBoxInventory', 'BoxManagementStockRegulation', 'BoxManagementBoxImage'],
  reports: [
    'ReportsCustomReports',
    'ReportsWarehouseStock',
    'ReportsWarehouseOutboundOrders',
    'ReportsBoxStock',
    'ReportsBoxInboundOrders',
    'ReportsBoxOutboundOrders',
  ],
  adminOrganisation: ['AdminClients', 'AdminAccounts', 'AdminUsers', 'AdminRoles', 'AdminGroups', 'AdminAddressBook'],
  adminCatalog: [
    'AdminCatalogs',
    'AdminProducts',
    'AdminAttributes',
    'AdminKits',
    'AdminShippingMethods',
    'AdminSuppliers',
    'AdminQuotas',
    'AdminBudgetQuotas',
    'AdminHierarchy',
    'AdminCustomReports',
  ],
  /** Boxes and the providers whose sites they stand at, administered across accounts. */
  adminBoxes: ['AdminBoxAdministration', 'AdminProviderSites', 'AdminProviders'],
} as const satisfies Record<string, readonly string[]>;
export type SubjectGroup = keyof typeof SUBJECT_GROUPS;
export type Subject = (typeof SUBJECT_GROUPS)[SubjectGroup][number];

/** The groups in their order. */
export const SUBJECT_GROUP_IDS = Object.keys(SUBJECT_GROUPS) as SubjectGroup[];
/** Every subject, group by group. */
export const SUBJECTS: readonly Subject[] = Object.values(SUBJECT_GROUPS).flat();

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
