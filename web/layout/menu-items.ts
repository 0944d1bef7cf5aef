/**
 * The sidebar's entries and the rule that shows them (spec part 1, section 6): an entry needs
 * View on its subject and, when it is account-based, an active account. Only entries whose
 * screens exist are listed; each later resource adds its line here.
 */
import { canAccess, type AccountPermissions, type Subject } from '../../shared/permissions';
import { accounts } from '../../shared/resources/accounts';
import { clients } from '../../shared/resources/clients';
import { groups } from '../../shared/resources/groups';
import { roles } from '../../shared/resources/roles';
import { users } from '../../shared/resources/users';
import { listPath } from '../routes';

export interface MenuEntry {
  id: string;
  to: string;
  labelKey: string;
  subject: Subject;
  /** Needs an active account (ordering screens); administration entries do not. */
  accountBased: boolean;
}

export const MENU_ENTRIES: readonly MenuEntry[] = [
  { id: 'dashboard', to: '/dashboard', labelKey: 'layout.menu.dashboard', subject: 'CoreGeneralDashboard', accountBased: false },
  { id: clients.name, to: listPath(clients), labelKey: 'layout.menu.clients', subject: clients.subject, accountBased: false },
  { id: accounts.name, to: listPath(accounts), labelKey: 'layout.menu.accounts', subject: accounts.subject, accountBased: false },
  { id: roles.name, to: listPath(roles), labelKey: 'layout.menu.roles', subject: roles.subject, accountBased: false },
  { id: users.name, to: listPath(users), labelKey: 'layout.menu.users', subject: users.subject, accountBased: false },
  // Groups belong to an account, but their screens let the user pick one when none is active.
  { id: groups.name, to: listPath(groups), labelKey: 'layout.menu.groups', subject: groups.subject, accountBased: false },
];

export function visibleMenuEntries(
  entries: readonly MenuEntry[],
  accountPermissions: AccountPermissions[] | undefined,
  idClientAccount: string | null | undefined,
): MenuEntry[] {
  if (!accountPermissions) return [];
  return entries.filter((entry) => {
    if (entry.accountBased && !idClientAccount) return false;
    return canAccess(accountPermissions, { action: 'View', subject: entry.subject, idClientAccount: idClientAccount ?? undefined });
  });
}
