import { describe, expect, it } from 'vitest';
import type { TreeNode } from '../../../../../shared/rules/hierarchy-tree';
import { treeStatuses } from '../../../../../web/administration/hierarchy-models/tree-statuses';

const node = (idHierarchyNode: string, idParentNode: string | null, label: string, idUsers: string[] = []): TreeNode => ({
  idHierarchyNode,
  idParentNode,
  label,
  idUsers,
});

describe('treeStatuses', () => {
  const saved = [node('a', null, 'Europe', ['u1', 'u2']), node('b', 'a', 'France'), node('c', 'a', 'Spain')];

  it('marks every level unchanged when nothing moved, people in another order included', () => {
    const { map, deleted } = treeStatuses(saved, [node('a', null, 'Europe', ['u2', 'u1']), node('b', 'a', 'France'), node('c', 'a', 'Spain')]);
    expect([...map.values()]).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(deleted).toBe(0);
  });

  it('tells new and modified levels (name, parent or people) and counts the deleted ones', () => {
    const { map, deleted } = treeStatuses(saved, [node('a', null, 'Europe', ['u1']), node('b', null, 'France'), node('d', 'a', 'Italy')]);
    expect(Object.fromEntries(map)).toEqual({ a: 'modified', b: 'modified', d: 'new' });
    expect(deleted).toBe(1);
  });
});
