/**
 * A user's links: associations with accounts, roles in an account, and admin roles. Each is one
 * create or delete call (spec part 3, section 6). Account links need AdminUsers on that account
 * (Create to add, Edit to remove); admin roles grant permissions across accounts, so only
 * holders of the all-accounts marker give or take them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { ALL_ACCOUNTS, type Action } from '../../shared/permissions';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { accountUserInput, accountUserRecord, USER_LINK_PATHS, USER_NOT_IN_ACCOUNT, userRoleInput, userRoleRecord } from '../../shared/resources/users';
import { accountScope, authorize } from '../auth/context';
import type { Db, Tx } from '../db';
import { clientAccounts, roles, userAccounts, userRoles, users } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { routePath } from '../resources/crud';

const uuid = z.uuid('validation.invalid');
const accountParams = z.object({ idClient: uuid, idClientAccount: uuid });
const invalid = (field: string, key: string) => badRequest(VALIDATION_FAILED, { [field]: key }, 'VALIDATION');
const userRoleAnswer = z.object({ userRole: userRoleRecord });

export function registerUserLinkRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const refusal = (request: FastifyRequest, action: Action) => (accountScope(request, action, 'AdminUsers') === 'all' ? notFound() : forbidden());

  /** The caller holds `action` on the account, and the account is the client's. */
  async function account(request: FastifyRequest, action: Action, idClient: string, idClientAccount: string) {
    authorize(request, action, 'AdminUsers', idClientAccount);
    const [row] = await db
      .select()
      .from(clientAccounts)
      .where(and(eq(clientAccounts.idClientAccount, idClientAccount), eq(clientAccounts.idClient, idClient)));
    if (!row) throw refusal(request, action);
  }

  const userRole = async (tx: Tx, values: typeof userRoles.$inferInsert) => {
    const [row] = await tx.insert(userRoles).values(values).returning();
    const [{ role }] = await tx.select({ role: roles.role }).from(roles).where(eq(roles.idRole, row.idRole));
    return { userRole: { ...row, role } };
  };

  routes.post(routePath(USER_LINK_PATHS.accountUsers), {
    schema: { tags, params: accountParams, body: accountUserInput, response: { 201: z.object({ clientAccountUser: accountUserRecord }) } },
    handler: async (request, reply) => {
      const { idClient, idClientAccount } = request.params;
      await account(request, 'Create', idClient, idClientAccount);
      // Only the client's own users; another client's user and a missing one look the same.
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.idUser, request.body.idUser), eq(users.idClient, idClient)));
      if (!user) throw invalid('idUser', GENERIC_MESSAGES.unknownReference);
      const [row] = await db.insert(userAccounts).values({ idUser: user.idUser, idClientAccount }).returning();
      return reply.code(201).send({ clientAccountUser: row });
    },
  });

  routes.delete(routePath(USER_LINK_PATHS.accountUser), {
    schema: { tags, params: accountParams.extend({ idUser: uuid }) },
    handler: async (request, reply) => {
      const { idClient, idClientAccount, idUser } = request.params;
      await account(request, 'Edit', idClient, idClientAccount);
      // The user's roles and group memberships in the account go with the association.
      const removed = await db
        .delete(userAccounts)
        .where(and(eq(userAccounts.idUser, idUser), eq(userAccounts.idClientAccount, idClientAccount)))
        .returning();
      if (!removed.length) throw refusal(request, 'Edit');
      return reply.code(204).send();
    },
  });

  routes.post(routePath(USER_LINK_PATHS.accountRoles), {
    schema: { tags, params: accountParams.extend({ idUser: uuid }), body: userRoleInput, response: { 201: userRoleAnswer } },
    handler: async (request, reply) => {
      const { idClient, idClientAccount, idUser } = request.params;
      await account(request, 'Create', idClient, idClientAccount);
      const [member] = await db
        .select()
        .from(userAccounts)
        .where(and(eq(userAccounts.idUser, idUser), eq(userAccounts.idClientAccount, idClientAccount)));
      if (!member) throw invalid('idUser', USER_NOT_IN_ACCOUNT);
      // A role of this client, for the whole client or for this account.
      const [role] = await db.select().from(roles).where(eq(roles.idRole, request.body.idRole));
      const fits = role && !role.isAdminRole && role.idClient === idClient && (role.idClientAccount ?? idClientAccount) === idClientAccount;
      if (!fits) throw invalid('idRole', GENERIC_MESSAGES.unknownReference);
      return reply.code(201).send(await userRole(db, { idUser, idRole: role.idRole, idClientAccount }));
    },
  });

  routes.delete(routePath(USER_LINK_PATHS.accountRole), {
    schema: { tags, params: accountParams.extend({ idUser: uuid, idApplicationRole: uuid }) },
    handler: async (request, reply) => {
      const { idClient, idClientAccount, idUser, idApplicationRole } = request.params;
      await account(request, 'Edit', idClient, idClientAccount);
      const removed = await db
        .delete(userRoles)
        .where(and(eq(userRoles.idApplicationRole, idApplicationRole), eq(userRoles.idUser, idUser), eq(userRoles.idClientAccount, idClientAccount)))
        .returning();
      if (!removed.length) throw refusal(request, 'Edit');
      return reply.code(204).send();
    },
  });

  routes.post(routePath(USER_LINK_PATHS.adminRoles), {
    schema: { tags, params: z.object({ idUser: uuid }), body: userRoleInput, response: { 201: userRoleAnswer } },
    handler: async (request, reply) => {
      authorize(request, 'Create', 'AdminUsers', ALL_ACCOUNTS);
      const { idUser } = request.params;
      // Admin roles are for application-wide users; client users have roles per account.
      const [user] = await db.select().from(users).where(eq(users.idUser, idUser));
      if (!user) throw notFound();
      if (user.idClient) throw invalid('idUser', GENERIC_MESSAGES.invalid);
      const [role] = await db
        .select()
        .from(roles)
        .where(and(eq(roles.idRole, request.body.idRole), eq(roles.isAdminRole, true)));
      if (!role) throw invalid('idRole', GENERIC_MESSAGES.unknownReference);
      return reply.code(201).send(await userRole(db, { idUser, idRole: role.idRole, idClientAccount: null }));
    },
  });

  routes.delete(routePath(USER_LINK_PATHS.adminRole), {
    schema: { tags, params: z.object({ idUser: uuid, idRole: uuid }) },
    handler: async (request, reply) => {
      authorize(request, 'Edit', 'AdminUsers', ALL_ACCOUNTS);
      const { idUser, idRole } = request.params;
      const removed = await db
        .delete(userRoles)
        .where(and(eq(userRoles.idUser, idUser), eq(userRoles.idRole, idRole), isNull(userRoles.idClientAccount)))
        .returning();
      if (!removed.length) throw notFound();
      return reply.code(204).send();
    },
  });
}
