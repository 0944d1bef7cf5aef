/**
 * A hierarchy model's tree as one flat list in tree order (each node after its parent, siblings by
 * position), which is how the editor shows it, the API carries it and the save walks it. The
 * editor's moves are pure functions of that list; `treeProblem` is the rule both sides check.
 */
export interface TreeNode {
  idHierarchyNode: string;
  idParentNode: string | null;
  label: string;
  idUsers: string[];
}

/** The deepest tree a model may have (levels 1 to 10). */
export const MAX_HIERARCHY_DEPTH = 10;

export const HIERARCHY_MESSAGES = {
  parent: 'validation.hierarchy.parent',
  depth: 'validation.hierarchy.depth',
  userTwice: 'validation.hierarchy.userTwice',
} as const;

/** Each node's level (1 for a top node), or null for a node whose parent is missing or a descendant. */
export function levels(nodes: readonly TreeNode[]): Map<string, number | null> {
  const byId = new Map(nodes.map((n) => [n.idHierarchyNode, n]));
  const result = new Map<string, number | null>();
  for (const node of nodes) {
    let level = 1;
    let parent = node.idParentNode;
    const seen = new Set([node.idHierarchyNode]);
    while (parent !== null && level !== null) {
      const up = byId.get(parent);
      if (!up || seen.has(parent)) {
        level = 0;
        break;
      }
      seen.add(parent);
      level++;
      parent = up.idParentNode;
    }
    result.set(node.idHierarchyNode, level === 0 ? null : level);
  }
  return result;
}

/** The depth of the tree: its deepest level (0 when empty). */
export const treeDepth = (nodes: readonly TreeNode[]) => Math.max(0, ...[...levels(nodes).values()].map((l) => l ?? 0));

/** Why a tree cannot be saved (a message key and the node it is about), or null. */
export function treeProblem(nodes: readonly TreeNode[]): { key: string; index: number } | null {
  const level = levels(nodes);
  const users = new Set<string>();
  for (const [index, node] of nodes.entries()) {
    const l = level.get(node.idHierarchyNode);
    if (l == null) return { key: HIERARCHY_MESSAGES.parent, index };
    if (l > MAX_HIERARCHY_DEPTH) return { key: HIERARCHY_MESSAGES.depth, index };
    for (const idUser of node.idUsers) {
      if (users.has(idUser)) return { key: HIERARCHY_MESSAGES.userTwice, index };
      users.add(idUser);
    }
  }
  return null;
}

/** The list in tree order: parents first, siblings in their current order; nodes that cannot be placed are dropped. */
export function inTreeOrder<N extends TreeNode>(nodes: readonly N[]): N[] {
  const children = new Map<string | null, N[]>();
  for (const n of nodes) children.set(n.idParentNode, [...(children.get(n.idParentNode) ?? []), n]);
  const out: N[] = [];
  const walk = (parent: string | null) => {
    for (const n of children.get(parent) ?? []) {
      if (out.includes(n)) continue;
      out.push(n);
      walk(n.idHierarchyNode);
    }
  };
  walk(null);
  return out;
}

/** The node and every node below it. */
export function subtreeIds(nodes: readonly TreeNode[], id: string): Set<string> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const n of nodes)
      if (n.idParentNode !== null && ids.has(n.idParentNode) && !ids.has(n.idHierarchyNode)) {
        ids.add(n.idHierarchyNode);
        grew = true;
      }
  }
  return ids;
}

/** Adds a node as the last child of `parent` (null: last top node). */
export function addNode<N extends TreeNode>(nodes: readonly N[], node: N): N[] {
  return inTreeOrder([...nodes, node]);
}

/** Removes a node with its subtree. */
export function removeNode<N extends TreeNode>(nodes: readonly N[], id: string): N[] {
  const gone = subtreeIds(nodes, id);
  return nodes.filter((n) => !gone.has(n.idHierarchyNode));
}

const siblingsOf = <N extends TreeNode>(nodes: readonly N[], node: N) => nodes.filter((n) => n.idParentNode === node.idParentNode);

/** Moves a node (with its subtree) one place up (-1) or down (+1) among its siblings; unchanged at either end. */
export function moveNode<N extends TreeNode>(nodes: readonly N[], id: string, step: -1 | 1): N[] {
  const node = nodes.find((n) => n.idHierarchyNode === id);
  if (!node) return [...nodes];
  const siblings = siblingsOf(nodes, node);
  const at = siblings.indexOf(node);
  const other = siblings[at + step];
  if (!other) return [...nodes];
  const list = [...nodes];
  const [i, j] = [list.indexOf(node), list.indexOf(other)];
  [list[i], list[j]] = [list[j], list[i]];
  return inTreeOrder(list);
}

/** Makes a node the last child of its previous sibling (one level deeper); unchanged for a first child. */
export function indentNode<N extends TreeNode>(nodes: readonly N[], id: string): N[] {
  const node = nodes.find((n) => n.idHierarchyNode === id);
  if (!node) return [...nodes];
  const siblings = siblingsOf(nodes, node);
  const previous = siblings[siblings.indexOf(node) - 1];
  if (!previous) return [...nodes];
  const moved = { ...node, idParentNode: previous.idHierarchyNode };
  return inTreeOrder([...nodes.filter((n) => n !== node), moved]);
}

/** Makes a node the next sibling of its parent (one level up); unchanged for a top node. */
export function outdentNode<N extends TreeNode>(nodes: readonly N[], id: string): N[] {
  const node = nodes.find((n) => n.idHierarchyNode === id);
  const parent = node && nodes.find((n) => n.idHierarchyNode === node.idParentNode);
  if (!node || !parent) return [...nodes];
  const moved = { ...node, idParentNode: parent.idParentNode };
  const rest = nodes.filter((n) => n !== node);
  // Placed right after its former parent among the parent's siblings.
  const after = rest.indexOf(parent);
  return inTreeOrder([...rest.slice(0, after + 1), moved, ...rest.slice(after + 1)]);
}
