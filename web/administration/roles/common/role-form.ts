/** The role form's rules, and the accounts a role's permissions can be set on. */
import { ALL_ACCOUNTS } from '../../../../shared/permissions';
import { roleInput, SYSTEM_ADMIN_ROLE } from '../../../../shared/administration/roles';
import { GENERIC_MESSAGES } from '../../../../shared/rules/message';
import { zodValidator } from '../../../components/zod-validator';

export interface RoleValues {
  role?: string | null;
  isAdminRole?: boolean | null;
  idClient?: string | null;
  idClientAccount?: string | null;
}

/**
 * Admin roles belong to no client, so choosing that type drops the client and account the form
 * may still hold; for a client role an empty account means every account of the client.
 */
export function normalizeRole<T extends RoleValues>(values: T): T {
  if (values.isAdminRole) return { ...values, isAdminRole: true, idClient: null, idClientAccount: null };
  return { ...values, isAdminRole: false, idClient: values.idClient || null, idClientAccount: values.idClientAccount || null };
}

const validateInput = zodValidator(roleInput);

/**
 * The shared roleInput rules on the values as they will be sent. zod checks a client role's
 * client only once the other fields are valid; the form says everything missing at once.
 */
export function validateRole(values: Record<string, unknown>) {
  const role = normalizeRole(values as RoleValues);
  const errors = validateInput(role as Record<string, unknown>);
  if (!role.isAdminRole && !role.idClient) errors.idClient ??= { message: GENERIC_MESSAGES.required, args: {} };
  return errors;
}

/** The built-in role holding everything everywhere: the screens show it and change nothing of it. */
export const isSystemAdminRole = (role: { role?: string | null; isAdminRole?: boolean | null } | null | undefined) =>
  !!role?.isAdminRole && role.role === SYSTEM_ADMIN_ROLE;

export interface AccountChoice {
  idClientAccount: string;
  idClient?: string;
  accountName?: string;
  accountCode?: string;
  clientName?: string;
}

/**
 * Where the role's permissions can be set: an admin role on every account at once (the
 * all-accounts marker, first) or on any account; a client role on its account, or, when it is
 * for the whole client, on each account of its client. A role's own account is offered even when
 * the list of accounts could not be read, so that its permissions stay reachable.
 */
export function permissionAccountChoices(role: RoleValues, accounts: readonly AccountChoice[]): AccountChoice[] {
  if (role.isAdminRole) return [{ idClientAccount: ALL_ACCOUNTS }, ...accounts];
  if (role.idClientAccount) return [accounts.find((a) => a.idClientAccount === role.idClientAccount) ?? { idClientAccount: role.idClientAccount }];
  return accounts.filter((a) => a.idClient === role.idClient);
}

/** The account shown first: the session's active account when it is a choice, else the first choice. */
export function defaultPermissionAccount(choices: readonly AccountChoice[], activeAccount: string | null | undefined): string | null {
  if (activeAccount && choices.some((c) => c.idClientAccount === activeAccount)) return activeAccount;
  return choices[0]?.idClientAccount ?? null;
}
