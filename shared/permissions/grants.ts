/**
 * The grant rule: nobody grants or removes a permission (action x subject) that they do not hold
 * themselves in that account. The server enforces it on every way a permission reaches a user
 * (a role's permissions, a role given or taken, a user created with roles); the permission grid
 * shows the cells the caller may not change read-only.
 */
import { ACTIONS, ALL_ACCOUNTS, SUBJECTS, canAccess, isAllAccountsSubject, type AccountPermissions, type Action, type Permission, type Subject } from './index';

/**
 * May the holder of `accountPermissions` give or take `permission` in `idClientAccount`? In the
 * all-accounts marker's entry only holders of the marker's own permission may. A subject held
 * only through the marker (providers) is given in no account's entry, where it would grant nothing.
 */
export function mayGrant(accountPermissions: AccountPermissions[], idClientAccount: string, permission: Permission): boolean {
  if (idClientAccount !== ALL_ACCOUNTS && isAllAccountsSubject(permission.subject)) return false;
  if (idClientAccount === ALL_ACCOUNTS) {
    return !!accountPermissions
      .find((e) => e.idClientAccount === ALL_ACCOUNTS)
      ?.permissions.some((p) => p.action === permission.action && p.subject === permission.subject);
  }
  return canAccess(accountPermissions, { ...permission, idClientAccount });
}

/** The permissions among `permissions` that the holder may not give or take in that account. */
export const ungrantable = (accountPermissions: AccountPermissions[], idClientAccount: string, permissions: readonly Permission[]): Permission[] =>
  permissions.filter((permission) => !mayGrant(accountPermissions, idClientAccount, permission));

/** Every cell of the grid (subject x action) the holder may change in that account, as "Action:Subject" keys. */
export function grantableCells(accountPermissions: AccountPermissions[], idClientAccount: string): Set<`${Action}:${Subject}`> {
  const cells = new Set<`${Action}:${Subject}`>();
  for (const subject of SUBJECTS) {
    for (const action of ACTIONS) if (mayGrant(accountPermissions, idClientAccount, { action, subject })) cells.add(`${action}:${subject}`);
  }
  return cells;
}
