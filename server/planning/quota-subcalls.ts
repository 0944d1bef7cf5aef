/**
 * What the quota sub-calls do (shared/planning/quotas.ts declares their paths, access and
 * answers): the tree of a quota's or a model's hierarchy with its people, a quota's or a group's
 * members, a personal quota's users (listed, one added, one changed). The registry checks View,
 * Create or Edit on AdminQuotas in the path's account first; a quota, model or group of another
 * account then answers 404.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ActionKind } from '../../shared/registry/route-kinds';
import { USER_NOT_IN_ACCOUNT } from '../../shared/administration/users';
import {
  addQuotaPersonal,
  changeQuotaPersonal,
  modelHierarchy,
  quotaGroup,
  quotaHierarchy,
  quotaHierarchyNode,
  quotaPersonals as quotaPersonalsCall,
  userGroupMembers,
} from '../../shared/planning/quotas';
import { QUOTA_MESSAGES, QUOTA_TYPES } from '../../shared/rules/quotas';
import type { Tx } from '../db';
import { clientAccountGroups, hierarchyModels, quotaPersonals, quotas, users } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest, notFound } from '../lib/errors';
import type { ActionBinding, KindBinding } from '../registry/route-kinds';
import { pickColumns } from '../db/columns';
import { accountMember } from '../administration/users';

export { QUOTA_SUBCALL_PATHS } from '../../shared/planning/quotas';

type Person = { idUser: string; firstName: string | null; lastName: string | null; email: string };

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
  const result = await tx.execute<z.infer<typeof quotaHierarchyNode>>(sql`with recursive tree(id, parent, label, level, path) as (
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
  const members = await tx.execute<Person>(sql`select u.id_user as "idUser", u.first_name as "firstName", u.last_name as "lastName", u.email
    from client_account_group_users g inner join users u on u.id_user = g.id_user where g.id_client_account_group = ${idUserGroup}
    order by u.last_name, u.first_name, u.id_user`);
  return { ...group, quotaUsers: members.rows };
}

const personalsOf = (tx: Tx, idQuota: string) =>
  tx
    .select({ ...pickColumns(quotaPersonals, 'idQuotaPersonal', 'idQuota', 'idUser'), ...pickColumns(users, 'firstName', 'lastName', 'email') })
    .from(quotaPersonals)
    .innerJoin(users, eq(users.idUser, quotaPersonals.idUser))
    .where(eq(quotaPersonals.idQuota, idQuota))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.idUser));

/** A personal quota's user must be one of its account's. */
async function checkPersonal(tx: Tx, quota: typeof quotas.$inferSelect, idUser: string) {
  if (quota.quotaType !== QUOTA_TYPES.user) throw badRequest(VALIDATION_FAILED, { quotaType: QUOTA_MESSAGES.target }, 'VALIDATION');
  if (!(await accountMember(tx, quota.idClientAccount, idUser))) throw badRequest(VALIDATION_FAILED, { idUser: USER_NOT_IN_ACCOUNT }, 'VALIDATION');
}

/** A read of one quota of the path's account (404 for another account's), answered from the quota. */
const quotaRead = <K extends ActionKind>(kind: K, answer: (tx: Tx, quota: typeof quotas.$inferSelect) => Promise<z.infer<K['answer']>>): ActionBinding<K> => ({
  kind,
  run: async (tx, { params }) => answer(tx, await quotaOf(tx, params.idClientAccount, params.idQuota)),
});

const hierarchyBinding = quotaRead(quotaHierarchy, async (tx, q) => ({
  quotaHierarchy: q.idHierarchyModel ? await treeOf(tx, q.idClientAccount, q.idHierarchyModel) : [],
}));
const quotaGroupBinding = quotaRead(quotaGroup, async (tx, q) => ({
  quotaUserGroup: q.idUserGroup ? await groupOf(tx, q.idClientAccount, q.idUserGroup) : null,
}));
const personalsBinding = quotaRead(quotaPersonalsCall, async (tx, q) => ({ quotaPersonals: await personalsOf(tx, q.idQuota) }));

const modelHierarchyBinding: ActionBinding<typeof modelHierarchy> = {
  kind: modelHierarchy,
  run: async (tx, { params: { idClientAccount, idHierarchyModel } }) => ({ quotaHierarchy: await treeOf(tx, idClientAccount, idHierarchyModel) }),
};

const groupMembersBinding: ActionBinding<typeof userGroupMembers> = {
  kind: userGroupMembers,
  run: async (tx, { params: { idClientAccount, idUserGroup } }) => ({ quotaUserGroup: await groupOf(tx, idClientAccount, idUserGroup) }),
};

const addPersonalBinding: ActionBinding<typeof addQuotaPersonal> = {
  kind: addQuotaPersonal,
  run: async (tx, { params: { idClientAccount, idQuota }, body }) => {
    const quota = await quotaOf(tx, idClientAccount, idQuota);
    await checkPersonal(tx, quota, body.idUser);
    await tx.insert(quotaPersonals).values({ idQuota, idClientAccount, idUser: body.idUser }).onConflictDoNothing();
    return { quotaPersonals: await personalsOf(tx, idQuota) };
  },
};

const changePersonalBinding: ActionBinding<typeof changeQuotaPersonal> = {
  kind: changeQuotaPersonal,
  run: async (tx, { params: { idClientAccount, idQuota, idQuotaPersonal }, body }) => {
    const quota = await quotaOf(tx, idClientAccount, idQuota);
    await checkPersonal(tx, quota, body.idUser);
    const updated = await tx
      .update(quotaPersonals)
      .set({ idUser: body.idUser })
      .where(and(eq(quotaPersonals.idQuotaPersonal, idQuotaPersonal), eq(quotaPersonals.idQuota, idQuota)))
      .returning({ id: quotaPersonals.idQuotaPersonal });
    if (!updated.length) throw notFound();
    return { quotaPersonals: await personalsOf(tx, idQuota) };
  },
};

/** The quota sub-calls' bindings, served with the quotas' own routes. */
export const quotaSubcalls: readonly KindBinding[] = [
  hierarchyBinding,
  modelHierarchyBinding,
  quotaGroupBinding,
  groupMembersBinding,
  personalsBinding,
  addPersonalBinding,
  changePersonalBinding,
];
