/**
 * Hierarchy models of an account (spec part 3: idHierarchyModel, enabled, useMasquerade, label,
 * items; the tree's nodes with children, level and depth). A model is saved with its whole tree
 * in one transaction (save plan): nodes are compared with the stored ones by id, so each carries
 * a record status (new, modified, unchanged, deleted) and only those that changed are written.
 * Node ids are chosen by the editor (a new node is a new UUID), so children can name a parent
 * created in the same save. Users placed on nodes are who a hierarchy quota covers.
 */
import { z } from 'zod';
import { FIELD_LIMITS, requiredText } from '../rules/field-limits';
import { HIERARCHY_MESSAGES, treeProblem, type TreeNode } from '../rules/hierarchy-tree';
import { defineResource, type SavePart } from '../registry/define';

const id = z.uuid();

export const hierarchyNodeRecord = z.object({
  idHierarchyNode: id,
  idParentNode: id.nullable(),
  label: z.string(),
  level: z.number(),
  displayPosition: z.number(),
  idUsers: z.array(id),
});

export const hierarchyModelRecord = z.object({
  idHierarchyModel: id,
  idClientAccount: id,
  label: z.string(),
  enabled: z.boolean(),
  useMasquerade: z.boolean(),
  depth: z.number(),
  items: z.array(hierarchyNodeRecord),
});

export const hierarchyModelInput = z.object({
  label: requiredText(FIELD_LIMITS.label),
  enabled: z.boolean('validation.invalid').default(true),
  useMasquerade: z.boolean('validation.invalid').default(false),
});

const nodeInput = z.object({
  idHierarchyNode: id,
  idParentNode: id.nullable().default(null),
  label: requiredText(FIELD_LIMITS.label),
  idUsers: z.array(id).default([]),
});

/** The model with its tree, in tree order (each node after its parent). */
export const hierarchyModelSaveInput = hierarchyModelInput.extend({ items: z.array(nodeInput).max(1000).optional() }).superRefine((model, ctx) => {
  const problem = model.items ? treeProblem(model.items as TreeNode[]) : null;
  if (problem)
    ctx.addIssue({ code: 'custom', path: ['items', problem.index, problem.key === HIERARCHY_MESSAGES.userTwice ? 'idUsers' : 'label'], message: problem.key });
});
type ModelSave = z.infer<typeof hierarchyModelSaveInput>;
export type HierarchyNodeItem = { idHierarchyNode: string; idParentNode: string | null; label: string; displayPosition: number; idUsers: string[] };

const sameUsers = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Nodes by id, in tree order: a changed label, parent, place or user list is changed in place. */
const nodesPart: SavePart<ModelSave, HierarchyNodeItem> = {
  name: 'items',
  items: (body) => {
    if (!body.items) return undefined;
    const positions = new Map<string | null, number>();
    return body.items.map((n) => {
      const displayPosition = positions.get(n.idParentNode) ?? 0;
      positions.set(n.idParentNode, displayPosition + 1);
      return { idHierarchyNode: n.idHierarchyNode, idParentNode: n.idParentNode, label: n.label, displayPosition, idUsers: n.idUsers };
    });
  },
  key: (n) => n.idHierarchyNode,
  equal: (a, b) => a.idParentNode === b.idParentNode && a.label === b.label && a.displayPosition === b.displayPosition && sameUsers(a.idUsers, b.idUsers),
};

export const hierarchyModels = defineResource({
  name: 'hierarchyModels',
  route: 'admin/hierarchy',
  subject: 'AdminHierarchy',
  ownership: 'account',
  idField: 'idHierarchyModel',
  paths: {
    list: '/client/account/{idClientAccount}/hierarchy/models',
    item: '/client/account/{idClientAccount}/hierarchy/models/{id}',
  },
  envelope: 'hierarchyModel',
  listEnvelope: 'hierarchyModels',
  record: hierarchyModelRecord,
  input: hierarchyModelInput,
  savePlan: { input: hierarchyModelSaveInput, parts: [nodesPart] },
  list: {
    searchFields: ['label'],
    sortFields: ['label', 'enabled', 'useMasquerade'],
    filterFields: ['label', 'enabled'],
    defaultSort: { field: 'label', direction: 'ASC' },
  },
  example: ({ unique }) => ({ label: `Model ${unique}` }),
  columns: ['idHierarchyModel', 'label', 'enabled', 'useMasquerade', 'depth'],
});
