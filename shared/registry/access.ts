/**
 * The permission a call on a described resource needs, as the server checks it
 * (server/registry/ownership.ts): the portal asks the same question before it offers a button,
 * a menu entry or a route, so it never offers what the API refuses.
 */
import { ALL_ACCOUNTS, canAccess, type AccountPermissions, type Action, type PermissionQuery } from '../permissions';
import type { ResourceDescription } from './define';

type Described = Pick<ResourceDescription, 'subject' | 'ownership' | 'idField'>;

/** A client or an account: the record other records belong to. */
export const isOwnerRecord = ({ ownership, idField }: Described) =>
  (ownership === 'client' && idField === 'idClient') || (ownership === 'account' && idField === 'idClientAccount');

/**
 * A new client belongs to no account its creator holds, so creating one needs the all-accounts
 * marker; a client administrator never creates clients.
 */
export const needsAllAccounts = (description: Described, action: Action) =>
  action === 'Create' && description.ownership === 'client' && isOwnerRecord(description);

/** The question to ask of the permissions for `action` on the resource, in the given account. */
export const resourcePermission = (description: Described, action: Action, idClientAccount?: string | null): PermissionQuery => ({
  action,
  subject: description.subject,
  idClientAccount: needsAllAccounts(description, action) ? ALL_ACCOUNTS : idClientAccount,
});

export const mayOnResource = (accountPermissions: AccountPermissions[], description: Described, action: Action, idClientAccount?: string | null) =>
  canAccess(accountPermissions, resourcePermission(description, action, idClientAccount));
