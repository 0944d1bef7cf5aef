/**
 * A role's permissions on one account (or on every account through the all-accounts marker),
 * read, and replaced as a whole in one transaction (fetch and replace). Client roles take
 * permissions on their client's accounts (an account role on its account only); admin roles on
 * any account, and only holders of the all-accounts marker see or change them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ALL_ACCOUNTS, type Action } from '../../shared/permissions';
import { ROLE_PERMISSIONS_PATH, rolePermissionsBody } from '../../shared/resources/roles';
import { accountScope, authorize } from '../auth/context';
import type { Db, Tx } from '../db';
import { clientAccounts, rolePermissions, roles } from '../db/schema';
import { forbidden, notFound } from '../lib/errors';
import { routePath } from '../resources/crud';

const params = z.object({ idClientAccount: z.uuid('validation.invalid'), idRole: z.uuid('validation.invalid') });

export function registerRolePermissionRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['roles'];

  /** Throws unless the caller may `action` this role's permissions on this account. */
  async function check(request: FastifyRequest, action: Action, idClientAccount: string, idRole: string) {
    authorize(request, action, 'AdminRoles', idClientAccount);
    const all = accountScope(request, action, 'AdminRoles') === 'all';
    const [role] = await db.select().from(roles).where(eq(roles.idRole, idRole));
    const [account] =
      idClientAccount === ALL_ACCOUNTS ? [null] : await db.select().from(clientAccounts).where(eq(clientAccounts.idClientAccount, idClientAccount));
    const fits =
      role &&
      account !== undefined &&
      (role.isAdminRole ? all : account !== null && role.idClient === account.idClient && (role.idClientAccount ?? idClientAccount) === idClientAccount);
    if (!fits) throw all ? notFound() : forbidden();
  }

  const current = async (tx: Tx, idClientAccount: string, idRole: string) => ({
    rolePermissions: await tx
      .select({ action: rolePermissions.action, subject: rolePermissions.subject })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.idRole, idRole), eq(rolePermissions.idClientAccount, idClientAccount)))
      .orderBy(asc(rolePermissions.subject), asc(rolePermissions.action)),
  });

  routes.get(routePath(ROLE_PERMISSIONS_PATH), {
    schema: { tags, params, response: { 200: rolePermissionsBody } },
    handler: async (request) => {
      const { idClientAccount, idRole } = request.params;
      await check(request, 'View', idClientAccount, idRole);
      return current(db, idClientAccount, idRole) as never;
    },
  });

  routes.put(routePath(ROLE_PERMISSIONS_PATH), {
    schema: { tags, params, body: rolePermissionsBody, response: { 200: rolePermissionsBody } },
    handler: async (request) => {
      const { idClientAccount, idRole } = request.params;
      await check(request, 'Edit', idClientAccount, idRole);
      const wanted = [...new Map(request.body.rolePermissions.map((p) => [`${p.action}:${p.subject}`, p])).values()];
      return db.transaction(async (tx) => {
        await tx.delete(rolePermissions).where(and(eq(rolePermissions.idRole, idRole), eq(rolePermissions.idClientAccount, idClientAccount)));
        if (wanted.length) await tx.insert(rolePermissions).values(wanted.map((p) => ({ ...p, idRole, idClientAccount })));
        return current(tx, idClientAccount, idRole) as never;
      });
    },
  });
}
