/**
 * Storage of hierarchy models and their trees. The tree is read in tree order with each node's
 * level (a recursive query beside the model's row); a save writes only the nodes whose record
 * status is not unchanged (save plan, nodes by id). A node's parent is checked at commit (its
 * foreign key is deferred), so the nodes of one save are written in any order. Users placed on a
 * node are users of the model's account (refused with the field otherwise).
 */
import { and, eq, sql } from 'drizzle-orm';
import { hierarchyModels, type HierarchyNodeItem } from '../../shared/administration/hierarchy-models';
import { USER_NOT_IN_ACCOUNT } from '../../shared/administration/users';
import type { Tx } from '../db';
import { hierarchyModels as modelsTable, hierarchyNodes, hierarchyNodeUsers } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest } from '../lib/errors';
import { bind, outer, type PartBinding } from '../registry/binding';
import { pickColumns } from '../db/columns';
import { allAccountMembers } from './users';

type ModelRow = typeof modelsTable.$inferSelect;

/** The model's nodes with their levels, in tree order (siblings by position). */
const tree = (select: ReturnType<typeof sql>) => sql`(with recursive t(id, parent, label, pos, level, path) as (
    select n.id_hierarchy_node, n.id_parent_node, n.label, n.display_position, 1, array[lpad(n.display_position::text, 6, '0') || n.id_hierarchy_node::text]
    from hierarchy_nodes n where n.id_hierarchy_model = ${outer(modelsTable.idHierarchyModel)} and n.id_parent_node is null
    union all
    select n.id_hierarchy_node, n.id_parent_node, n.label, n.display_position, t.level + 1, t.path || (lpad(n.display_position::text, 6, '0') || n.id_hierarchy_node::text)
    from hierarchy_nodes n inner join t on n.id_parent_node = t.id)
  ${select})`;

/** What a node's save writes of it besides its users: its parent, label and position. */
const placement = ({ idParentNode, label, displayPosition }: HierarchyNodeItem) => ({ idParentNode, label, displayPosition });

async function placeUsers(tx: Tx, row: ModelRow, item: HierarchyNodeItem) {
  if (!item.idUsers.length) return;
  if (!(await allAccountMembers(tx, row.idClientAccount, item.idUsers))) throw badRequest(VALIDATION_FAILED, { items: USER_NOT_IN_ACCOUNT }, 'VALIDATION');
  await tx
    .insert(hierarchyNodeUsers)
    .values(item.idUsers.map((idUser) => ({ idHierarchyNode: item.idHierarchyNode, idUser, idClientAccount: row.idClientAccount })))
    .onConflictDoNothing();
}

const nodesPart: PartBinding<ModelRow, HierarchyNodeItem> = {
  current: async (tx, { row }) => {
    const rows = await tx
      .select({
        ...pickColumns(hierarchyNodes, 'idHierarchyNode', 'idParentNode', 'label', 'displayPosition'),
        idUsers: sql<
          string[]
        >`coalesce((select array_agg(u.id_user::text) from hierarchy_node_users u where u.id_hierarchy_node = ${outer(hierarchyNodes.idHierarchyNode)}), '{}')`,
      })
      .from(hierarchyNodes)
      .where(eq(hierarchyNodes.idHierarchyModel, row.idHierarchyModel));
    return rows;
  },
  // Only this node: its children are removed (or moved) by their own record status.
  remove: async (tx, { row }, item) => {
    await tx
      .delete(hierarchyNodes)
      .where(and(eq(hierarchyNodes.idHierarchyNode, item.idHierarchyNode), eq(hierarchyNodes.idHierarchyModel, row.idHierarchyModel)));
  },
  add: async (tx, { row }, item) => {
    await tx
      .insert(hierarchyNodes)
      .values({ idHierarchyNode: item.idHierarchyNode, idHierarchyModel: row.idHierarchyModel, idClientAccount: row.idClientAccount, ...placement(item) });
    await placeUsers(tx, row, item);
  },
  change: async (tx, { row }, _stored, wanted) => {
    await tx
      .update(hierarchyNodes)
      .set(placement(wanted))
      .where(and(eq(hierarchyNodes.idHierarchyNode, wanted.idHierarchyNode), eq(hierarchyNodes.idHierarchyModel, row.idHierarchyModel)));
    await tx.delete(hierarchyNodeUsers).where(eq(hierarchyNodeUsers.idHierarchyNode, wanted.idHierarchyNode));
    await placeUsers(tx, row, wanted);
  },
};

export const hierarchyModelsBinding = bind({
  description: hierarchyModels,
  table: modelsTable,
  nested: {
    items: sql`coalesce(${tree(sql`select json_agg(json_build_object('idHierarchyNode', t.id, 'idParentNode', t.parent, 'label', t.label, 'level', t.level,
        'displayPosition', t.pos, 'idUsers', coalesce((select json_agg(u.id_user order by u.id_user) from hierarchy_node_users u where u.id_hierarchy_node = t.id), '[]'::json))
        order by t.path) from t`)}, '[]'::json)`,
    depth: sql`coalesce(${tree(sql`select max(t.level) from t`)}, 0)`,
  },
  shape: ({ createdAt: _createdAt, ...record }) => record,
  parts: { items: nodesPart },
});
