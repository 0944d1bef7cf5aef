import type { CategoryTree } from '../../../shared/ordering/catalog-schemas';

/** The first innermost category under a node: products are filed in the innermost categories. */
export const firstLeaf = (node: CategoryTree): CategoryTree => (node.childrenCategories.length ? firstLeaf(node.childrenCategories[0]) : node);
