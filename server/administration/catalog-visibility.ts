/**
 * What an ordering user sees of the catalog: groups decide which catalogs and shipping methods are
 * visible (a catalog through an enabled catalog-group link, a shipping method through its group
 * links), and categories come as a tree sorted by display position.
 */
import { and, asc, eq, exists, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../db';
import { catalogCategories, catalogGroups, catalogs, shippingMethodGroups, shippingMethods } from '../db/schema';
import { memberOfGroup, type CatalogScope } from './catalog-scope';

type CategoryRow = typeof catalogCategories.$inferSelect;
// A type, not an interface: a type is assignable to the loosely typed deepest level of the response schema.
export type CategoryNode = {
  idCatalogCategory: string;
  idCatalog: string;
  idParentCategory: string | null;
  categoryName: string;
  displayPosition: number;
  childrenCategories: CategoryNode[];
};
export type Catalog = typeof catalogs.$inferSelect & { categories: CategoryNode[] };

/** The condition "this catalog is visible in the scope" (enabled, and through a group unless the user sees all). */
function catalogVisible(tx: Tx, scope: CatalogScope): SQL | undefined {
  const inAccount = and(eq(catalogs.idClientAccount, scope.idClientAccount), eq(catalogs.enabled, true));
  if (scope.seesAllGroups) return inAccount;
  const throughGroup = exists(
    tx
      .select({ one: catalogGroups.idCatalogGroup })
      .from(catalogGroups)
      .where(
        and(eq(catalogGroups.idCatalog, catalogs.idCatalog), eq(catalogGroups.enabled, true), memberOfGroup(tx, scope, catalogGroups.idClientAccountGroup)),
      ),
  );
  return and(inAccount, throughGroup);
}

/** Ids of the catalogs visible in the scope, as a subquery for other reads (product search). */
export function visibleCatalogIds(tx: Tx, scope: CatalogScope) {
  return tx.select({ idCatalog: catalogs.idCatalog }).from(catalogs).where(catalogVisible(tx, scope));
}

/** Builds the nested tree from flat rows; rows come sorted by display position, so siblings stay sorted. */
export function toTree(rows: CategoryRow[]): CategoryNode[] {
  const nodes = new Map(rows.map((r) => [r.idCatalogCategory, { ...r, childrenCategories: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.idCatalogCategory)!;
    const parent = row.idParentCategory ? nodes.get(row.idParentCategory) : undefined;
    (parent ? parent.childrenCategories : roots).push(node);
  }
  const strip = (n: CategoryNode & { idClientAccount?: string }): CategoryNode => ({
    idCatalogCategory: n.idCatalogCategory,
    idCatalog: n.idCatalog,
    idParentCategory: n.idParentCategory,
    categoryName: n.categoryName,
    displayPosition: n.displayPosition,
    childrenCategories: n.childrenCategories.map(strip),
  });
  return roots.map(strip);
}

async function categoriesOf(tx: Tx, idCatalogs: string[]): Promise<Map<string, CategoryNode[]>> {
  if (!idCatalogs.length) return new Map();
  const rows = await tx
    .select()
    .from(catalogCategories)
    .where(inArray(catalogCategories.idCatalog, idCatalogs))
    .orderBy(asc(catalogCategories.displayPosition), asc(catalogCategories.categoryName), asc(catalogCategories.idCatalogCategory));
  return new Map(idCatalogs.map((id) => [id, toTree(rows.filter((r) => r.idCatalog === id))]));
}

/** The catalogs the scope sees, by display position, each with its category tree. */
export async function visibleCatalogs(tx: Tx, scope: CatalogScope): Promise<Catalog[]> {
  const rows = await tx
    .select()
    .from(catalogs)
    .where(catalogVisible(tx, scope))
    .orderBy(asc(catalogs.displayPosition), asc(catalogs.catalogName), asc(catalogs.idCatalog));
  const trees = await categoriesOf(
    tx,
    rows.map((c) => c.idCatalog),
  );
  return rows.map((c) => ({ ...c, categories: trees.get(c.idCatalog) ?? [] }));
}

/** One catalog with its tree, or null when it is not there or not visible in the scope (the route answers 404). */
export async function visibleCatalog(tx: Tx, scope: CatalogScope, idCatalog: string): Promise<Catalog | null> {
  const [row] = await tx
    .select()
    .from(catalogs)
    .where(and(eq(catalogs.idCatalog, idCatalog), catalogVisible(tx, scope)));
  if (!row) return null;
  const trees = await categoriesOf(tx, [idCatalog]);
  return { ...row, categories: trees.get(idCatalog) ?? [] };
}

/**
 * A category of a visible catalog with its subtree and breadcrumbs (root first, the category
 * last), or null when the category is not there or its catalog is not visible.
 */
export async function visibleCategory(
  tx: Tx,
  scope: CatalogScope,
  idCatalogCategory: string,
): Promise<(CategoryNode & { breadCrumbs: { idCatalogCategory: string; categoryName: string }[] }) | null> {
  const [category] = await tx.select().from(catalogCategories).where(eq(catalogCategories.idCatalogCategory, idCatalogCategory));
  if (!category || category.idClientAccount !== scope.idClientAccount) return null;
  const catalog = await visibleCatalog(tx, scope, category.idCatalog);
  if (!catalog) return null;
  const path: CategoryNode[] = [];
  const find = (nodes: CategoryNode[]): boolean =>
    nodes.some((n) => {
      path.push(n);
      if (n.idCatalogCategory === idCatalogCategory || find(n.childrenCategories)) return true;
      path.pop();
      return false;
    });
  find(catalog.categories);
  const node = path[path.length - 1];
  return { ...node, breadCrumbs: path.map((n) => ({ idCatalogCategory: n.idCatalogCategory, categoryName: n.categoryName })) };
}

/** The enabled shipping methods the scope sees, by display position, with their group links. */
export async function visibleShippingMethods(tx: Tx, scope: CatalogScope) {
  const inAccount = and(eq(shippingMethods.idClientAccount, scope.idClientAccount), eq(shippingMethods.enabled, true));
  const throughGroup = exists(
    tx
      .select({ one: shippingMethodGroups.idShippingMethodGroup })
      .from(shippingMethodGroups)
      .where(
        and(eq(shippingMethodGroups.idShippingMethod, shippingMethods.idShippingMethod), memberOfGroup(tx, scope, shippingMethodGroups.idClientAccountGroup)),
      ),
  );
  const rows = await tx
    .select()
    .from(shippingMethods)
    .where(scope.seesAllGroups ? inAccount : and(inAccount, throughGroup))
    .orderBy(asc(shippingMethods.displayPosition), asc(shippingMethods.shippingMethodName), asc(shippingMethods.idShippingMethod));
  if (!rows.length) return [];
  const links = await tx
    .select()
    .from(shippingMethodGroups)
    .where(
      inArray(
        shippingMethodGroups.idShippingMethod,
        rows.map((r) => r.idShippingMethod),
      ),
    );
  return rows.map((r) => ({
    ...r,
    shippingMethodGroups: links.filter((l) => l.idShippingMethod === r.idShippingMethod).map((l) => l.idClientAccountGroup),
  }));
}
