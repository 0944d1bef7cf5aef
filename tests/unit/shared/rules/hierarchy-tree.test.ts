import { describe, expect, it } from 'vitest';
import {
  addNode,
  HIERARCHY_MESSAGES,
  indentNode,
  inTreeOrder,
  levels,
  moveNode,
  outdentNode,
  removeNode,
  treeDepth,
  treeProblem,
  type TreeNode,
} from '../../../../shared/rules/hierarchy-tree';

const node = (id: string, parent: string | null = null, idUsers: string[] = []): TreeNode => ({
  idHierarchyNode: id,
  idParentNode: parent,
  label: id,
  idUsers,
});
const ids = (nodes: TreeNode[]) => nodes.map((n) => `${n.idHierarchyNode}<${n.idParentNode ?? ''}`).join(' ');

describe('hierarchy tree', () => {
  const tree = [node('a'), node('b', 'a'), node('c', 'a'), node('d')];

  it('gives each node its level and the tree its depth', () => {
    expect([...levels(tree).values()]).toEqual([1, 2, 2, 1]);
    expect(treeDepth(tree)).toBe(2);
    expect(treeDepth([])).toBe(0);
  });

  it('refuses a missing parent, a cycle, more than 10 levels and a user on two levels', () => {
    expect(treeProblem(tree)).toBeNull();
    expect(treeProblem([node('x', 'nowhere')])).toEqual({ key: HIERARCHY_MESSAGES.parent, index: 0 });
    expect(treeProblem([node('x', 'y'), node('y', 'x')])).toEqual({ key: HIERARCHY_MESSAGES.parent, index: 0 });
    const deep = Array.from({ length: 11 }, (_, i) => node(`n${i}`, i ? `n${i - 1}` : null));
    expect(treeProblem(deep.slice(0, 10))).toBeNull();
    expect(treeProblem(deep)).toEqual({ key: HIERARCHY_MESSAGES.depth, index: 10 });
    expect(treeProblem([node('a', null, ['u']), node('b', 'a', ['u'])])).toEqual({ key: HIERARCHY_MESSAGES.userTwice, index: 1 });
  });

  it('adds, moves, indents, outdents and removes with the subtree, keeping tree order', () => {
    expect(ids(addNode(tree, node('e', 'a')))).toBe('a< b<a c<a e<a d<');
    expect(ids(moveNode(tree, 'c', -1))).toBe('a< c<a b<a d<');
    expect(ids(moveNode(tree, 'a', 1))).toBe('d< a< b<a c<a');
    expect(ids(moveNode(tree, 'd', 1))).toBe(ids(tree));
    expect(ids(indentNode(tree, 'c'))).toBe('a< b<a c<b d<');
    expect(ids(indentNode(tree, 'b'))).toBe(ids(tree));
    expect(ids(outdentNode(tree, 'b'))).toBe('a< c<a b< d<');
    expect(ids(removeNode(tree, 'a'))).toBe('d<');
    expect(ids(inTreeOrder([node('b', 'a'), node('a')]))).toBe('a< b<a');
  });
});
