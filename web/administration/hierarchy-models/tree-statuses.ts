import type { TreeNode } from '../../../shared/rules/hierarchy-tree';
import { recordStatuses, type RecordStatus } from '../../../shared/rules/record-status';

/** A level changed when its name, its parent or its people (in any order) did. */
const sameNode = (a: TreeNode, b: TreeNode) =>
  a.label === b.label && a.idParentNode === b.idParentNode && [...a.idUsers].sort().join() === [...b.idUsers].sort().join();

/** Each level's record status against the saved tree (by its id), and how many saved levels are gone. */
export function treeStatuses(saved: readonly TreeNode[], nodes: readonly TreeNode[]): { map: Map<string, RecordStatus>; deleted: number } {
  const map = new Map<string, RecordStatus>();
  let deleted = 0;
  for (const { item, recordStatus } of recordStatuses(saved, nodes, { key: (n) => n.idHierarchyNode, equals: sameNode })) {
    if (recordStatus === 'deleted') deleted++;
    else map.set(item.idHierarchyNode, recordStatus);
  }
  return { map, deleted };
}
