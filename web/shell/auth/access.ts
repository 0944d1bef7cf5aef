/**
 * react-admin asks "may I <action> <resource>?" with its own words (list, show, create, edit,
 * delete, export...) and resource names ("clients"). The spec's model
 * is an action (View, Create, Edit, BulkImport) on a subject, per account. This maps one to the
 * other; custom pages ask with the subject itself (e.g. CoreGeneralUserAccountUserProfile).
 */
import { ACTIONS, SUBJECTS, canAccess, type AccountPermissions, type Action, type Subject } from '../../../shared/permissions';
import { isIndexedResource, RESOURCE_INDEX } from '../../../shared/resource-index';
import { mayOnResource } from '../../../shared/registry/access';

const RA_ACTIONS: Record<string, Action> = {
  list: 'View',
  show: 'View',
  read: 'View',
  export: 'View',
  create: 'Create',
  clone: 'Create',
  edit: 'Edit',
  // The API guards deletion with the Edit permission.
  delete: 'Edit',
};

export function permissionQuery(resource: string, action: string): { subject: Subject; action: Action } | null {
  const mapped = (ACTIONS as readonly string[]).includes(action) ? (action as Action) : RA_ACTIONS[action];
  if (!mapped) return null;
  // "clients.clientName": field-level checks follow the resource.
  const base = resource.split('.')[0];
  if ((SUBJECTS as readonly string[]).includes(base)) return { subject: base as Subject, action: mapped };
  return isIndexedResource(base) ? { subject: RESOURCE_INDEX[base].subject, action: mapped } : null;
}

/** Unknown resources and actions are refused: a missing mapping must not open a screen. */
export function canAccessResource(
  accountPermissions: AccountPermissions[],
  idClientAccount: string | null | undefined,
  request: { resource: string; action: string },
): boolean {
  const query = permissionQuery(request.resource, request.action);
  if (!query) return false;
  // A resource's own calls follow the server's rule for them (a new client needs every account).
  const base = request.resource.split('.')[0];
  if (isIndexedResource(base)) return mayOnResource(accountPermissions, RESOURCE_INDEX[base], query.action, idClientAccount ?? undefined);
  return canAccess(accountPermissions, { ...query, idClientAccount: idClientAccount ?? undefined });
}
