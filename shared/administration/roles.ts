/**
 * Roles: admin roles (isAdminRole, no client) given to application-wide users, and client roles
 * (a client, optionally one account) given to client users per account. What a role allows is
 * its permission list per account, replaced as a whole (fetch and replace).
 */
import { z } from 'zod';
import { ACTIONS, SUBJECTS } from '../permissions';
import { FIELD_LIMITS, requiredText } from '../rules/field-limits';
import { withRoleAccountFilter } from '../rules/roles';
import { defineResource } from '../registry/define';
import { linkSet } from '../registry/route-kinds';

/** The built-in role holding every permission on every account: it cannot be renamed or deleted. */
export const SYSTEM_ADMIN_ROLE = 'SystemAdmin';

const id = z.uuid();

export const roleRecord = z.object({
  idRole: id,
  role: z.string(),
  isAdminRole: z.boolean(),
  idClient: id.nullable(),
  idClientAccount: id.nullable(),
});

export const roleInput = z
  .object({
    role: requiredText(FIELD_LIMITS.roleName),
    isAdminRole: z.boolean('validation.invalid').default(false),
    idClient: z.uuid('validation.invalid').nullable().default(null),
    idClientAccount: z.uuid('validation.invalid').nullable().default(null),
  })
  .superRefine((role, ctx) => {
    // Admin roles belong to no client; client roles always name theirs.
    if (role.isAdminRole) {
      if (role.idClient) ctx.addIssue({ code: 'custom', path: ['idClient'], message: 'validation.invalid' });
      if (role.idClientAccount) ctx.addIssue({ code: 'custom', path: ['idClientAccount'], message: 'validation.invalid' });
    } else if (!role.idClient) {
      ctx.addIssue({ code: 'custom', path: ['idClient'], message: 'validation.required' });
    }
  });

export const ROLE_PERMISSIONS_PATH = '/clients/accounts/{idClientAccount}/role/{idRole}/permissions';

export const permissionSchema = z.object({ action: z.enum(ACTIONS, 'validation.invalid'), subject: z.enum(SUBJECTS, 'validation.invalid') });
/** Body and answer of GET/PUT ROLE_PERMISSIONS_PATH: the whole list, which replaces the stored one. */
export const rolePermissionsBody = z.object({ rolePermissions: z.array(permissionSchema) });

/** A role's permissions on one account: the PUT body is the whole wanted set, saved as a diff. */
export const rolePermissionLinks = linkSet({
  name: 'rolePermissions',
  tag: 'roles',
  access: { subject: 'AdminRoles', account: { placeholder: 'idClientAccount' } },
  path: ROLE_PERMISSIONS_PATH,
  link: permissionSchema,
  key: (permission) => `${permission.action}:${permission.subject}`,
  body: rolePermissionsBody,
  answer: rolePermissionsBody,
  wanted: (body) => body.rolePermissions,
  summaries: { read: "Read a role's permissions on an account", save: "Replace a role's permissions on an account" },
});

export const roles = defineResource({
  name: 'roles',
  route: 'admin/role',
  subject: 'AdminRoles',
  ownership: 'client',
  idField: 'idRole',
  paths: { list: '/v2/application/roles', item: '/v2/application/roles/{id}' },
  envelope: 'role',
  record: roleRecord,
  input: roleInput,
  list: {
    searchFields: ['role'],
    sortFields: ['role', 'isAdminRole'],
    filterFields: ['role', 'isAdminRole', 'idClient', 'idClientAccount'],
    defaultSort: { field: 'role', direction: 'ASC' },
    // The spec's role filter: a list shown while an account is chosen gets that account's roles.
    scopeFilters: (groups, scope) => (scope.idClientAccount ? withRoleAccountFilter(groups, scope.idClientAccount) : groups),
  },
  kinds: [rolePermissionLinks],
  example: ({ idClient, idClientAccount, unique }) => ({ role: `Role ${unique}`, idClient, idClientAccount }),
  columns: ['idRole', 'role', 'isAdminRole', 'idClient', 'idClientAccount'],
});
