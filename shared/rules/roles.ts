import type { Filter } from '../api/search-criteria';
import { message, type Message } from './message';

export const ROLE_MESSAGES = {
  roleRequired: 'validation.roles.required',
  adminRoleRequired: 'validation.roles.adminRequired',
  accountRequired: 'validation.roles.accountRequired',
} as const;

type FilterGroup = { filters: Filter[] };

/**
 * Role lists: administrators list admin roles (isAdminRole 1); client screens list client roles
 * (isAdminRole 0) of a client, optionally of one account.
 */
export function roleListFilterGroups(scope: { admin: true } | { admin: false; idClient: string; idClientAccount?: string | null }): FilterGroup[] {
  if (scope.admin) return [{ filters: [{ field: 'isAdminRole', value: '1', conditionType: 'eq' }] }];
  const groups: FilterGroup[] = [
    { filters: [{ field: 'isAdminRole', value: '0', conditionType: 'eq' }] },
    { filters: [{ field: 'idClient', value: scope.idClient, conditionType: 'eq' }] },
  ];
  if (scope.idClientAccount) groups.push({ filters: [{ field: 'idClientAccount', value: scope.idClientAccount, conditionType: 'eq' }] });
  return groups;
}

/**
 * A role list filtered by the user adds the active account, unless the filters already name an
 * account or ask for admin roles (which belong to no account).
 */
export function withRoleAccountFilter(groups: readonly FilterGroup[], idClientAccount: string): FilterGroup[] {
  const mentions = groups.some((g) => g.filters.some((f) => f.field === 'idClientAccount' || f.field === 'isAdminRole'));
  return mentions ? [...groups] : [...groups, { filters: [{ field: 'idClientAccount', value: idClientAccount, conditionType: 'eq' }] }];
}

/** A user needs at least one role; in the administration forms at least one admin role. */
export function validateUserRoles(roles: readonly { isAdminRole?: boolean | number | null }[], options: { adminForm?: boolean } = {}): Message | null {
  if (roles.length === 0) return message(options.adminForm ? ROLE_MESSAGES.adminRoleRequired : ROLE_MESSAGES.roleRequired);
  if (options.adminForm && !roles.some((r) => Boolean(r.isAdminRole))) return message(ROLE_MESSAGES.adminRoleRequired);
  return null;
}

/** A client user is associated with at least one account. */
export const validateAssociatedAccounts = (accounts: readonly unknown[]): Message | null =>
  accounts.length === 0 ? message(ROLE_MESSAGES.accountRequired) : null;
