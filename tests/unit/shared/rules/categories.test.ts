import { describe, expect, it } from 'vitest';
import { allowedParents, CATEGORY_CYCLE_TEXT, CATEGORY_MESSAGES, placeAmong, subtreeIds, type TreeNode } from '../../../../shared/rules/categories';
import { fr, t } from './locale-helpers';

const node = (id: string, ...childrenCategories: TreeNode[]): TreeNode => ({ idCatalogCategory: id, childrenCategories });
// A > (A1 > A1a), A2 ; B
const tree = [node('A', node('A1', node('A1a')), node('A2')), node('B')];
const rows = (...ids: string[]) => ids.map((id) => ({ id }));

describe('category tree', () => {
  it('places a category among its siblings: at its position (clamped), last without one', () => {
    const [a, b, c, x] = rows('a', 'b', 'c', 'x');
    expect(placeAmong([a, b, c], x, 0).map((r) => r.id)).toEqual(['x', 'a', 'b', 'c']);
    expect(placeAmong([a, b, c], x, 2).map((r) => r.id)).toEqual(['a', 'b', 'x', 'c']);
    expect(placeAmong([a, b, c], x, 99).map((r) => r.id)).toEqual(['a', 'b', 'c', 'x']);
    expect(placeAmong([a, b, c], x).map((r) => r.id)).toEqual(['a', 'b', 'c', 'x']);
    // A sibling moving within its level: taken out first, then put back.
    expect(placeAmong([a, b, c], c, 0).map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(placeAmong([a, b, c], a, 1).map((r) => r.id)).toEqual(['b', 'a', 'c']);
  });

  it('never offers a category itself or one of its descendants as its new parent', () => {
    expect([...subtreeIds(tree, 'A')].sort()).toEqual(['A', 'A1', 'A1a', 'A2']);
    expect(allowedParents(tree, 'A1').map((n) => n.idCatalogCategory)).toEqual(['A', 'A2', 'B']);
    expect(allowedParents(tree, 'A').map((n) => n.idCatalogCategory)).toEqual(['B']);
    expect(allowedParents(tree, 'A1a').map((n) => n.idCatalogCategory)).toEqual(['A', 'A1', 'A2', 'B']);
  });

  it('says why a move that would make a cycle is refused, in both languages', () => {
    expect(t({ key: CATEGORY_MESSAGES.cycle })).toBe(CATEGORY_CYCLE_TEXT);
    expect(t({ key: CATEGORY_MESSAGES.cycle }, fr)).toBe('Une catégorie ne peut pas être déplacée sous elle-même ni sous l’une de ses sous-catégories.');
  });
});
