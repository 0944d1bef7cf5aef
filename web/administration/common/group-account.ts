/**
 * Groups belong to an account: the screens work in the session's active account, or, when none
 * is active, in an account the user picks among those whose groups they may see.
 */
import { canAccess, type AccountPermissions, type Subject } from '../../../shared/permissions';
import { byName } from '../../../shared/rules/display';

export interface GroupAccount {
  idClient: string;
  idClientAccount: string;
}

export interface AccountOption extends GroupAccount {
  accountName: string;
  accountCode?: string | null;
  clientName?: string | null;
}

/** The accounts on which the user may see groups (or another subject's records), by client then account name. */
export function groupAccountChoices(
  accountPermissions: AccountPermissions[],
  accounts: readonly AccountOption[],
  subject: Subject = 'AdminGroups',
): AccountOption[] {
  return accounts
    .filter((a) => canAccess(accountPermissions, { action: 'View', subject, idClientAccount: a.idClientAccount }))
    .sort((a, b) => (a.clientName ?? '').localeCompare(b.clientName ?? '') || a.accountName.localeCompare(b.accountName));
}

/**
 * The account the group screens work in: the session's active account; else the one picked
 * earlier while it is still a choice (choices not loaded yet: kept); else the only choice.
 */
export function currentGroupAccount(
  active: { idClient?: string | null; idClientAccount?: string | null },
  picked: GroupAccount | null,
  choices: readonly AccountOption[] | undefined,
): GroupAccount | null {
  if (active.idClient && active.idClientAccount) return { idClient: active.idClient, idClientAccount: active.idClientAccount };
  if (!choices) return picked;
  if (picked && choices.some((c) => c.idClientAccount === picked.idClientAccount)) return picked;
  return choices.length === 1 ? { idClient: choices[0].idClient, idClientAccount: choices[0].idClientAccount } : null;
}

export interface GroupMember {
  idUser: string;
}

export interface AccountUser {
  idUser: string;
  firstName: string;
  lastName: string;
  email: string;
  enabled?: boolean;
  accounts?: { idClientAccount: string }[];
}

/** Users who can join the group: associated with its account and not members yet, by name. */
export function groupCandidates(users: readonly AccountUser[], members: readonly GroupMember[], idClientAccount: string): AccountUser[] {
  const memberIds = new Set(members.map((m) => m.idUser));
  return users.filter((u) => !memberIds.has(u.idUser) && (u.accounts ?? []).some((a) => a.idClientAccount === idClientAccount)).sort(byName);
}

/** The path parameters of the group calls (/clients/{idClient}/accounts/{idClientAccount}/groups...). */
export const groupMeta = (account: GroupAccount, extra: Record<string, string> = {}) => ({
  params: { idClient: account.idClient, idClientAccount: account.idClientAccount, ...extra },
});
