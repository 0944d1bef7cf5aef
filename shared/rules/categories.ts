/**
 * Rules of a catalog's category tree (spec part 3: categories sorted by display position): where
 * a category lands among its siblings, and which parents it may move under.
 */

export const CATEGORY_MESSAGES = {
  /** A move under the category itself or one of its descendants: the branch would leave the tree. */
  cycle: 'validation.category.cycle',
} as const;

/** The English text of the cycle refusal, the answer's `message` (its key is CATEGORY_MESSAGES.cycle). */
export const CATEGORY_CYCLE_TEXT = 'A category cannot be moved under itself or one of its subcategories.';

export interface TreeNode {
  idCatalogCategory: string;
  childrenCategories: TreeNode[];
}

/**
 * The siblings in their new order once `id` is placed at `position` among them (clamped to the
 * ends; no position: last). Positions are then their indexes, 0 first, with no gaps.
 */
export function placeAmong<T extends { id: string }>(siblings: readonly T[], moved: T, position?: number | null): T[] {
  const others = siblings.filter((s) => s.id !== moved.id);
  const at = position == null ? others.length : Math.max(0, Math.min(Math.trunc(position), others.length));
  return [...others.slice(0, at), moved, ...others.slice(at)];
}

/** The category and every category below it. */
export function subtreeIds(tree: readonly TreeNode[], id: string): Set<string> {
  const found = findNode(tree, id);
  const ids = new Set<string>();
  const walk = (node: TreeNode) => {
    ids.add(node.idCatalogCategory);
    node.childrenCategories.forEach(walk);
  };
  if (found) walk(found);
  return ids;
}

export function findNode<N extends TreeNode>(tree: readonly N[], id: string): N | undefined {
  for (const node of tree) {
    if (node.idCatalogCategory === id) return node;
    const below = findNode(node.childrenCategories as N[], id);
    if (below) return below;
  }
  return undefined;
}

/** Parents a category may move under: any category outside its own subtree (null is the top level). */
export function allowedParents<N extends TreeNode>(tree: readonly N[], id: string): N[] {
  const excluded = subtreeIds(tree, id);
  const all: N[] = [];
  const walk = (nodes: readonly N[]) =>
    nodes.forEach((node) => {
      if (excluded.has(node.idCatalogCategory)) return;
      all.push(node);
      walk(node.childrenCategories as N[]);
    });
  walk(tree);
  return all;
}
