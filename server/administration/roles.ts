/**
 * Storage of roles. A client role is reached through its account, or, when it is for the whole
 * client, through any account of the client; admin roles only with the all-accounts marker.
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { roles as description, SYSTEM_ADMIN_ROLE } from '../../shared/administration/roles';
import type { Tx } from '../db';
import { clientAccounts, roles } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest, changingNotAllowed, HttpError } from '../lib/errors';
import { assertMayAssignRoles } from '../auth/grants';
import { bind } from '../registry/binding';
import { rolePermissionsBinding } from './role-permissions';
import { clientsOf } from '../registry/ownership';

type RoleRow = typeof roles.$inferSelect;

const isSystemAdmin = (role: RoleRow) => role.isAdminRole && role.role === SYSTEM_ADMIN_ROLE;
/** Every other admin relies on it: the message names what is refused. */
const systemRoleProtected = (what: 'renamed' | 'deleted') => new HttpError(400, `The ${SYSTEM_ADMIN_ROLE} role cannot be ${what}.`, 'SYSTEM_ROLE');

export const rolesOwnedBy = (db: Tx, accounts: string[]) =>
  or(inArray(roles.idClientAccount, accounts), and(isNull(roles.idClientAccount), inArray(roles.idClient, clientsOf(db, accounts))))!;

export const rolesBinding = bind({
  description,
  table: roles,
  ownedBy: rolesOwnedBy,
  kinds: [rolePermissionsBinding],
  beforeWrite: async (tx, { values, current }) => {
    if (current) {
      if (isSystemAdmin(current) && values.role !== current.role) throw systemRoleProtected('renamed');
      if (values.isAdminRole !== current.isAdminRole || (values.idClient ?? null) !== current.idClient) throw changingNotAllowed('Client');
      if ((values.idClientAccount ?? null) !== current.idClientAccount) throw changingNotAllowed('Account');
      return values;
    }
    if (typeof values.idClientAccount === 'string') {
      const [account] = await tx.select().from(clientAccounts).where(eq(clientAccounts.idClientAccount, values.idClientAccount));
      if (account?.idClient !== values.idClient) throw badRequest(VALIDATION_FAILED, { idClientAccount: GENERIC_MESSAGES.unknownReference }, 'VALIDATION');
    }
    return values;
  },
  // A role deleted takes its permissions from everybody holding it: the grant rule applies.
  beforeDelete: async (tx, { request, current }) => {
    if (isSystemAdmin(current)) throw systemRoleProtected('deleted');
    await assertMayAssignRoles(tx, request, [current.idRole], null);
  },
});
