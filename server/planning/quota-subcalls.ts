/**
 * The quota sub-calls of the spec (part 2 "Quotas"), beside the quota saved with its users:
 * - GET .../quota/{q}/hierarchy, GET .../quota/hierarchy/{model}: the tree of the quota's model
 *   (or of a model, for a new quota) with the people on each level (quotaHierarchy);
 * - GET .../quota/{q}/usergroup, GET .../quota/usergroup/{g}: the group with its users (quotaUsers);
 * - GET .../quota/{q}/personal -> quotaPersonals; POST the same path with { idUser } adds one;
 *   PUT .../personal/{idQuotaPersonal} with { idUser } names another user (a personal quota only,
 *   users of the quota's account only).
 * View, Create and Edit on AdminQuotas in the path's account; a quota, model or group of another
 * account answers 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { USER_NOT_IN_ACCOUNT } from '../../shared/administration/users';
import { QUOTA_MESSAGES, QUOTA_TYPES } from '../../shared/rules/quotas';
import { authorize } from '../auth/context';
import type { Db, Tx } from '../db';
import { clientAccountGroups, hierarchyModels, quotaPersonals, quotas, userAccounts, users } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest, notFound } from '../lib/errors';
import { routePath } from '../registry/paths';

const BASE = '/client/account/{idClientAccount}/quota';
export const QUOTA_SUBCALL_PATHS = {
  hierarchy: `${BASE}/{idQuota}/hierarchy`,
  modelHierarchy: `${BASE}/hierarchy/{idHierarchyModel}`,
  usergroup: `${BASE}/{idQuota}/usergroup`,
  group: `${BASE}/usergroup/{idUserGroup}`,
  personal: `${BASE}/{idQuota}/personal`,
  personalItem: `${BASE}/{idQuota}/personal/{idQuotaPersonal}`,
} as const;

const person = z.object({ idUser: z.uuid(), firstName: z.string().nullable(), lastName: z.string().nullable(), email: z.string() });
const hierarchyNode = z.object({ idHierarchyNode: z.uuid(), idParentNode: z.uuid().nullable(), label: z.string(), level: z.number(), users: z.array(person) });
const quotaUsers = z.object({ idUserGroup: z.uuid(), groupName: z.string(), quotaUsers: z.array(person) });
const quotaPersonal = z.object({
  idQuotaPersonal: z.uuid(),
  idQuota: z.uuid(),
  idUser: z.uuid(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
});
const account = z.object({ idClientAccount: z.uuid() });

async function quotaOf(tx: Tx, idClientAccount: string, idQuota: string) {
  const [q] = await tx
    .select()
    .from(quotas)
    .where(and(eq(quotas.idQuota, idQuota), eq(quotas.idClientAccount, idClientAccount)));
  if (!q) throw notFound();
  return q;
}

/** A model's tree, levels in tree order, with the people on each. */
async function treeOf(tx: Tx, idClientAccount: string, idHierarchyModel: string) {
  const [model] = await tx
    .select({ id: hierarchyModels.idHierarchyModel })
    .from(hierarchyModels)
    .where(and(eq(hierarchyModels.idHierarchyModel, idHierarchyModel), eq(hierarchyModels.idClientAccount, idClientAccount)));
  if (!model) throw notFound();
  const result = await tx.execute<z.infer<typeof hierarchyNode>>(sql`with recursive tree(id, parent, label, level, path) as (
      select id_hierarchy_node, id_parent_node, label, 1, array[lpad(display_position::text, 6, '0') || id_hierarchy_node::text]
        from hierarchy_nodes where id_hierarchy_model = ${idHierarchyModel} and id_parent_node is null
      union all
      select n.id_hierarchy_node, n.id_parent_node, n.label, t.level + 1, t.path || (lpad(n.display_position::text, 6, '0') || n.id_hierarchy_node::text)
        from hierarchy_nodes n inner join tree t on n.id_parent_node = t.id)
    select id as "idHierarchyNode", parent as "idParentNode", label, level,
      coalesce((select json_agg(json_build_object('idUser', u.id_user, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email) order by u.last_name, u.first_name)
        from hierarchy_node_users hu inner join users u on u.id_user = hu.id_user where hu.id_hierarchy_node = tree.id), '[]'::json) as users
    from tree order by path`);
  return result.rows;
}

async function groupOf(tx: Tx, idClientAccount: string, idUserGroup: string) {
  const [group] = await tx
    .select({ idUserGroup: clientAccountGroups.idClientAccountGroup, groupName: clientAccountGroups.groupName })
    .from(clientAccountGroups)
    .where(and(eq(clientAccountGroups.idClientAccountGroup, idUserGroup), eq(clientAccountGroups.idClientAccount, idClientAccount)));
  if (!group) throw notFound();
  const members = await tx.execute<z.infer<typeof person>>(sql`select u.id_user as "idUser", u.first_name as "firstName", u.last_name as "lastName", u.email
    from client_account_group_users g inner join users u on u.id_user = g.id_user where g.id_client_account_group = ${idUserGroup}
    order by u.last_name, u.first_name, u.id_user`);
  return { ...group, quotaUsers: members.rows };
}

const personalsOf = (tx: Tx, idQuota: string) =>
  tx
    .select({
      idQuotaPersonal: quotaPersonals.idQuotaPersonal,
      idQuota: quotaPersonals.idQuota,
      idUser: quotaPersonals.idUser,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(quotaPersonals)
    .innerJoin(users, eq(users.idUser, quotaPersonals.idUser))
    .where(eq(quotaPersonals.idQuota, idQuota))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.idUser));

/** A personal quota's user must be one of its account's. */
async function checkPersonal(tx: Tx, quota: typeof quotas.$inferSelect, idUser: string) {
  if (quota.quotaType !== QUOTA_TYPES.user) throw badRequest(VALIDATION_FAILED, { quotaType: QUOTA_MESSAGES.target }, 'VALIDATION');
  const [member] = await tx
    .select({ id: userAccounts.idClientAccountUser })
    .from(userAccounts)
    .where(and(eq(userAccounts.idUser, idUser), eq(userAccounts.idClientAccount, quota.idClientAccount)));
  if (!member) throw badRequest(VALIDATION_FAILED, { idUser: USER_NOT_IN_ACCOUNT }, 'VALIDATION');
}

export function registerQuotaSubcalls(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['quotas'];

  routes.get(routePath(QUOTA_SUBCALL_PATHS.hierarchy), {
    schema: { tags, params: account.extend({ idQuota: z.uuid() }), response: { 200: z.object({ quotaHierarchy: z.array(hierarchyNode) }) } },
    handler: async (request) => {
      const { idClientAccount, idQuota } = request.params;
      authorize(request, 'View', 'AdminQuotas', idClientAccount);
      const quota = await quotaOf(db, idClientAccount, idQuota);
      return { quotaHierarchy: quota.idHierarchyModel ? await treeOf(db, idClientAccount, quota.idHierarchyModel) : [] };
    },
  });
  routes.get(routePath(QUOTA_SUBCALL_PATHS.modelHierarchy), {
    schema: { tags, params: account.extend({ idHierarchyModel: z.uuid() }), response: { 200: z.object({ quotaHierarchy: z.array(hierarchyNode) }) } },
    handler: async (request) => {
      const { idClientAccount, idHierarchyModel } = request.params;
      authorize(request, 'View', 'AdminQuotas', idClientAccount);
      return { quotaHierarchy: await treeOf(db, idClientAccount, idHierarchyModel) };
    },
  });
  routes.get(routePath(QUOTA_SUBCALL_PATHS.usergroup), {
    schema: { tags, params: account.extend({ idQuota: z.uuid() }), response: { 200: z.object({ quotaUserGroup: quotaUsers.nullable() }) } },
    handler: async (request) => {
      const { idClientAccount, idQuota } = request.params;
      authorize(request, 'View', 'AdminQuotas', idClientAccount);
      const quota = await quotaOf(db, idClientAccount, idQuota);
      return { quotaUserGroup: quota.idUserGroup ? await groupOf(db, idClientAccount, quota.idUserGroup) : null };
    },
  });
  routes.get(routePath(QUOTA_SUBCALL_PATHS.group), {
    schema: { tags, params: account.extend({ idUserGroup: z.uuid() }), response: { 200: z.object({ quotaUserGroup: quotaUsers }) } },
    handler: async (request) => {
      const { idClientAccount, idUserGroup } = request.params;
      authorize(request, 'View', 'AdminQuotas', idClientAccount);
      return { quotaUserGroup: await groupOf(db, idClientAccount, idUserGroup) };
    },
  });
  routes.get(routePath(QUOTA_SUBCALL_PATHS.personal), {
    schema: { tags, params: account.extend({ idQuota: z.uuid() }), response: { 200: z.object({ quotaPersonals: z.array(quotaPersonal) }) } },
    handler: async (request) => {
      const { idClientAccount, idQuota } = request.params;
      authorize(request, 'View', 'AdminQuotas', idClientAccount);
      await quotaOf(db, idClientAccount, idQuota);
      return { quotaPersonals: await personalsOf(db, idQuota) };
    },
  });
  routes.post(routePath(QUOTA_SUBCALL_PATHS.personal), {
    schema: {
      tags,
      params: account.extend({ idQuota: z.uuid() }),
      body: z.object({ idUser: z.uuid() }),
      response: { 201: z.object({ quotaPersonals: z.array(quotaPersonal) }) },
    },
    handler: async (request, reply) => {
      const { idClientAccount, idQuota } = request.params;
      authorize(request, 'Create', 'AdminQuotas', idClientAccount);
      const answer = await db.transaction(async (tx) => {
        const quota = await quotaOf(tx, idClientAccount, idQuota);
        await checkPersonal(tx, quota, request.body.idUser);
        await tx.insert(quotaPersonals).values({ idQuota, idClientAccount, idUser: request.body.idUser }).onConflictDoNothing();
        return personalsOf(tx, idQuota);
      });
      return reply.code(201).send({ quotaPersonals: answer });
    },
  });
  routes.put(routePath(QUOTA_SUBCALL_PATHS.personalItem), {
    schema: {
      tags,
      params: account.extend({ idQuota: z.uuid(), idQuotaPersonal: z.uuid() }),
      body: z.object({ idUser: z.uuid() }),
      response: { 200: z.object({ quotaPersonals: z.array(quotaPersonal) }) },
    },
    handler: async (request) => {
      const { idClientAccount, idQuota, idQuotaPersonal } = request.params;
      authorize(request, 'Edit', 'AdminQuotas', idClientAccount);
      const answer = await db.transaction(async (tx) => {
        const quota = await quotaOf(tx, idClientAccount, idQuota);
        await checkPersonal(tx, quota, request.body.idUser);
        const updated = await tx
          .update(quotaPersonals)
          .set({ idUser: request.body.idUser })
          .where(and(eq(quotaPersonals.idQuotaPersonal, idQuotaPersonal), eq(quotaPersonals.idQuota, idQuota)))
          .returning({ id: quotaPersonals.idQuotaPersonal });
        if (!updated.length) throw notFound();
        return personalsOf(tx, idQuota);
      });
      return { quotaPersonals: answer };
    },
  });
}
