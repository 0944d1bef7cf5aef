/**
 * The sidebar's entries and the rule that shows them (spec part 1, section 6): an entry needs
 * View on its subject and, when it is account-based, an active account. Only entries whose
 * screens exist are listed; each later resource adds its line here.
 */
import { canAccess, type AccountPermissions, type Subject } from '../../shared/permissions';
import { clients } from '../../shared/resources/clients';
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
