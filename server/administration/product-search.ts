/**
 * Product reads that are more than plain CRUD: the ordering search (spec: lower-cased "contains"
 * on name, short name, SKU and client SKU, configurable products left out unless asked for, 30
 * a page, 3 characters at least; a configurable product's variants are simple products, so they
 * are found, through their parent's catalog) and the administration list (the same search with filters on
 * type, enabled, family, tag and category, a sort and a page). Both use the trigram index on
 * productSearchText; the account always narrows the query.
 */
import { and, asc, count, desc, eq, exists, getTableColumns, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db';
import {
  catalogCategories,
  PRODUCT_TYPES,
  productCategories,
  productChildren,
  productImages,
  products,
  productSearchText,
  productTags,
  type ProductType,
} from '../db/schema';
import { containsPattern } from '../registry/query';
import { visibleCatalogIds, visibleCategory } from './catalog-visibility';
import type { CatalogScope } from './catalog-scope';
import { pickColumns } from '../db/columns';

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_PAGE_SIZE = 30;
/** Without a types filter, the search leaves configurable products out (they are ordered through a variant). */
export const DEFAULT_SEARCH_TYPES: readonly ProductType[] = ['SIMPLE', 'BUNDLE'];

/** What a search result or a list row carries: enough for a result line with its picture. */
const summary = {
  ...pickColumns(
    products,
    'idProduct',
    'type',
    'enabled',
    'productName',
    'productShortName',
    'sku',
    'skuClient',
    'productFamily',
    'productSubFamily',
    'priceSell',
    'displayPosition',
  ),
  idImage: sql<string | null>`(select ${productImages.idImage} from ${productImages} where ${productImages.idProduct} = ${products.idProduct}
    order by ${productImages.defaultImage} desc, ${productImages.displayPosition} limit 1)`.as('id_image'),
};
/**
 * What an administration list row carries: the product's columns (its dates left out) and its
 * default picture, read with the page in the same statement.
 */
const { createdAt: _created, updatedAt: _updated, ...recordColumns } = getTableColumns(products);
const records = { ...recordColumns, idImage: summary.idImage };
export type ProductListRecord = Omit<typeof products.$inferSelect, 'createdAt' | 'updatedAt'> & { idImage: string | null };

export type ProductSummary = {
  [K in keyof typeof summary]: K extends 'idImage' ? string | null : (typeof products.$inferSelect)[K & keyof typeof products.$inferSelect];
};

export interface Page<T> {
  items: T[];
  totalCount: number;
}

/** The search text, trimmed, or null when it is too short to search (the portal starts searching at 3 characters). */
export function searchTerm(text: string | undefined): string | null {
  const term = (text ?? '').trim();
  return term.length >= SEARCH_MIN_LENGTH ? term : null;
}

const matches = (term: string) => sql`${productSearchText(products)} like ${containsPattern(term.toLowerCase())}`;

/**
 * Types from a query string such as "simple,bundle" (the cart search writes them in lower case).
 * Unknown names are dropped; nothing known gives the default (configurable left out).
 */
export function parseTypes(types: string | readonly string[] | undefined): ProductType[] {
  const names = (Array.isArray(types) ? types : String(types ?? '').split(',')).map((t) => t.trim().toUpperCase());
  const known = PRODUCT_TYPES.filter((t) => names.includes(t));
  return known.length ? known : [...DEFAULT_SEARCH_TYPES];
}

const countOf = async (tx: Tx, where: SQL | undefined) => (await tx.select({ n: count() }).from(products).where(where))[0]?.n ?? 0;

interface Sort {
  column: PgColumn;
  direction: 'ASC' | 'DESC';
}

/**
 * One page and the total. With a search term, the matches are found first through the trigram
 * index and only they are sorted (a fence keeps the planner from walking a sort index instead, which reads most of the account when the matches sit late in that order, e.g. every
 * name starting with the word searched). Without a term, the sort index walks to the page.
 */
async function page<Row = ProductSummary>(
  tx: Tx,
  where: SQL | undefined,
  sort: Sort,
  currentPage: number,
  pageSize: number,
  searched: boolean,
  selection: typeof summary | typeof records = summary,
): Promise<Page<Row>> {
  const direction = sort.direction === 'DESC' ? desc : asc;
  const offset = (Math.max(1, currentPage) - 1) * pageSize;
  if (searched) {
    // The window makes the subquery a fence (the planner cannot fold it into the sorted outer
    // query) and counts every match in the same pass; the picture is looked up for the page only.
    const { idImage: _picture, ...columns } = selection;
    const matches = tx
      .select({ ...columns, sortKey: sql`${sort.column}`.as('sort_key'), total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
      .from(products)
      .where(where)
      .as('matches');
    const { sortKey, total, ...fields } = matches._.selectedFields;
    const found = await tx
      .select({
        ...fields,
        // Qualified by hand: drizzle writes a subquery's field unqualified, which would name the picture's own column here.
        idImage: sql<string | null>`(select ${productImages.idImage} from ${productImages} where ${productImages.idProduct} = matches.id_product
          order by ${productImages.defaultImage} desc, ${productImages.displayPosition} limit 1)`,
        total,
      })
      .from(matches)
      .orderBy(direction(sortKey), asc(matches.idProduct))
      .limit(pageSize)
      .offset(offset);
    const items = found.map(({ total: _total, ...item }) => item) as Row[];
    // Past the last page there is no row to carry the total: count then.
    const totalCount = found.length ? found[0].total : offset === 0 ? 0 : await countOf(tx, where);
    return { items, totalCount };
  }
  const items = (await tx
    .select(selection)
    .from(products)
    .where(where)
    .orderBy(direction(sort.column), asc(products.idProduct))
    .limit(pageSize)
    .offset(offset)) as Row[];
  // A short first page is the whole result: no need to count.
  const totalCount = offset === 0 && items.length < pageSize ? items.length : await countOf(tx, where);
  return { items, totalCount };
}

export interface ProductSearch {
  text: string;
  types?: string | readonly string[];
  currentPage?: number;
  pageSize?: number;
  /** Only products filed in a category of a catalog the scope sees (the ordering side). */
  onlyVisible?: boolean;
}

/** The ordering search: enabled products of the account matching the text, by name. Under 3 characters finds nothing. */
export async function searchProducts(tx: Tx, scope: CatalogScope, search: ProductSearch): Promise<Page<ProductSummary>> {
  const term = searchTerm(search.text);
  if (!term) return { items: [], totalCount: 0 };
  const where = and(
    eq(products.idClientAccount, scope.idClientAccount),
    eq(products.enabled, true),
    inArray(products.type, parseTypes(search.types)),
    matches(term),
    search.onlyVisible ? orderableInVisibleCatalog(tx, scope) : undefined,
  );
  return page(tx, where, { column: products.productName, direction: 'ASC' }, search.currentPage ?? 1, search.pageSize ?? SEARCH_PAGE_SIZE, true);
}

/** The product (`idProduct`: the products table's own column unless told) is filed, by an enabled link, in a catalog the scope sees. */
export function filedInVisibleCatalog(tx: Tx, scope: CatalogScope, idProduct: PgColumn = products.idProduct): SQL {
  return exists(
    tx
      .select({ one: productCategories.idProductCategory })
      .from(productCategories)
      .where(
        and(
          eq(productCategories.idProduct, idProduct),
          eq(productCategories.enabled, true),
          inArray(
            productCategories.idCatalogCategory,
            tx
              .select({ id: catalogCategories.idCatalogCategory })
              .from(catalogCategories)
              .where(inArray(catalogCategories.idCatalog, visibleCatalogIds(tx, scope))),
          ),
        ),
      ),
  );
}

/** The configurable product a variant is ordered through, in the queries below. */
const parent = alias(products, 'parent');

/**
 * The product is a variant of an enabled configurable product of the account filed in a catalog
 * the scope sees: variants are not filed themselves, and the cart takes them through their parent
 * (server/ordering/order-lines.ts, orderableProducts).
 */
export function variantOfVisibleConfigurable(tx: Tx, scope: CatalogScope): SQL {
  return exists(
    tx
      .select({ one: productChildren.idProductChild })
      .from(productChildren)
      .innerJoin(parent, eq(parent.idProduct, productChildren.idProduct))
      .where(
        and(
          eq(productChildren.idChild, products.idProduct),
          eq(parent.type, 'CONFIGURABLE'),
          eq(parent.enabled, true),
          eq(parent.idClientAccount, scope.idClientAccount),
          filedInVisibleCatalog(tx, scope, parent.idProduct),
        ),
      ),
  );
}

/** What an orderer finds and may put in the cart: a product filed in a visible catalog, or a simple variant of one. */
export function orderableInVisibleCatalog(tx: Tx, scope: CatalogScope): SQL {
  return or(filedInVisibleCatalog(tx, scope), and(eq(products.type, 'SIMPLE'), variantOfVisibleConfigurable(tx, scope)))!;
}

export interface VariantParent {
  idProduct: string;
  productName: string;
}

/**
 * For each of these products that is a variant, the configurable product it is ordered through
 * (enabled, of the account, and visible in the scope unless it sees every group); the first by
 * name when several hold it.
 */
export async function variantParents(tx: Tx, scope: CatalogScope, idProducts: readonly string[]): Promise<Map<string, VariantParent>> {
  if (!idProducts.length) return new Map();
  const rows = await tx
    .select({ idChild: productChildren.idChild, idProduct: parent.idProduct, productName: parent.productName })
    .from(productChildren)
    .innerJoin(parent, eq(parent.idProduct, productChildren.idProduct))
    .where(
      and(
        inArray(productChildren.idChild, [...idProducts]),
        eq(parent.type, 'CONFIGURABLE'),
        eq(parent.enabled, true),
        eq(parent.idClientAccount, scope.idClientAccount),
        scope.seesAllGroups ? undefined : filedInVisibleCatalog(tx, scope, parent.idProduct),
      ),
    )
    .orderBy(asc(parent.productName), asc(parent.idProduct));
  const found = new Map<string, VariantParent>();
  for (const row of rows) if (!found.has(row.idChild)) found.set(row.idChild, { idProduct: row.idProduct, productName: row.productName });
  return found;
}

export const PRODUCT_SORT_FIELDS = ['productName', 'sku', 'displayPosition', 'productFamily', 'type', 'priceSell', 'createdAt', 'enabled'] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];

export interface ProductListQuery {
  search?: string;
  type?: ProductType | ProductType[];
  enabled?: boolean;
  productFamily?: string;
  idTag?: string;
  idCatalogCategory?: string;
  /** Only these products (a form showing the products it links to). */
  ids?: string[];
  sort?: { field: ProductSortField; direction: 'ASC' | 'DESC' };
  /** Read by key: only the products after this id, by id (an export going through the whole list). */
  after?: string;
  /** With `after`: only the products before this id (an export reading two halves of the ids at once). */
  before?: string;
  currentPage?: number;
  pageSize?: number;
}

/** The administration list of an account's products: search (3+ characters, shorter is ignored), filters, sort, page. */
export function listProducts(tx: Tx, idClientAccount: string, query: ProductListQuery): Promise<Page<ProductSummary>> {
  return listed(tx, idClientAccount, query, summary);
}

/**
 * The same list with every column of each product (the administration routes' records): one
 * statement, instead of the page's ids and then their rows (a page of 1,000 in an export).
 */
export function listProductRecords(tx: Tx, idClientAccount: string, query: ProductListQuery): Promise<Page<ProductListRecord>> {
  return listed(tx, idClientAccount, query, records);
}

async function listed<Row>(tx: Tx, idClientAccount: string, query: ProductListQuery, selection: typeof summary | typeof records): Promise<Page<Row>> {
  const term = searchTerm(query.search);
  const types = query.type === undefined ? undefined : Array.isArray(query.type) ? query.type : [query.type];
  const where = and(
    eq(products.idClientAccount, idClientAccount),
    term ? matches(term) : undefined,
    types ? inArray(products.type, types) : undefined,
    query.ids === undefined ? undefined : inArray(products.idProduct, query.ids),
    query.enabled === undefined ? undefined : eq(products.enabled, query.enabled),
    query.productFamily === undefined ? undefined : eq(products.productFamily, query.productFamily),
    query.after === undefined ? undefined : gt(products.idProduct, query.after),
    query.before === undefined ? undefined : lt(products.idProduct, query.before),
    query.idTag === undefined
      ? undefined
      : exists(
          tx
            .select({ one: productTags.idProductTag })
            .from(productTags)
            .where(and(eq(productTags.idProduct, products.idProduct), eq(productTags.idTag, query.idTag))),
        ),
    query.idCatalogCategory === undefined
      ? undefined
      : exists(
          tx
            .select({ one: productCategories.idProductCategory })
            .from(productCategories)
            .where(and(eq(productCategories.idProduct, products.idProduct), eq(productCategories.idCatalogCategory, query.idCatalogCategory))),
        ),
  );
  const sort =
    query.after !== undefined || query.before !== undefined
      ? ({ field: 'idProduct', direction: 'ASC' } as const)
      : (query.sort ?? { field: 'productName', direction: 'ASC' });
  return page<Row>(
    tx,
    where,
    { column: products[sort.field], direction: sort.direction },
    query.currentPage ?? 1,
    query.pageSize ?? 25,
    term !== null,
    selection,
  );
}
/**
 * How many enabled products of the account each of these categories holds with its subtree
 * (`subtrees`: each category's id and those below it), each product counted once per category.
 */
export async function subtreeProductCounts(tx: Tx, idClientAccount: string, subtrees: ReadonlyMap<string, readonly string[]>): Promise<Map<string, number>> {
  const all = [...new Set([...subtrees.values()].flat())];
  if (!all.length) return new Map();
  const links = await tx
    .select({ idCatalogCategory: productCategories.idCatalogCategory, idProduct: productCategories.idProduct })
    .from(productCategories)
    .innerJoin(products, eq(products.idProduct, productCategories.idProduct))
    .where(
      and(
        inArray(productCategories.idCatalogCategory, all),
        eq(productCategories.enabled, true),
        eq(products.enabled, true),
        eq(products.idClientAccount, idClientAccount),
      ),
    );
  const byCategory = new Map<string, string[]>();
  for (const link of links) byCategory.set(link.idCatalogCategory, [...(byCategory.get(link.idCatalogCategory) ?? []), link.idProduct]);
  return new Map([...subtrees].map(([id, ids]) => [id, new Set(ids.flatMap((c) => byCategory.get(c) ?? [])).size]));
}
/**
 * The enabled products filed (by an enabled link) in a category the scope sees, in the
 * category's order, then by name; null when the category is not visible (the route answers 404).
 */
export async function categoryProducts(
  tx: Tx,
  scope: CatalogScope,
  idCatalogCategory: string,
  paging: { currentPage?: number; pageSize?: number } = {},
  /** A parent category's subcategories (its whole subtree below it): their products are listed too, each once, by position then name. */
  subcategories: readonly string[] = [],
): Promise<Page<ProductSummary> | null> {
  if (!(await visibleCategory(tx, scope, idCatalogCategory))) return null;
  const pageSize = paging.pageSize ?? SEARCH_PAGE_SIZE;
  const offset = (Math.max(1, paging.currentPage ?? 1) - 1) * pageSize;
  if (subcategories.length) {
    const filed = and(
      eq(products.enabled, true),
      eq(products.idClientAccount, scope.idClientAccount),
      inArray(
        products.idProduct,
        tx
          .select({ id: productCategories.idProduct })
          .from(productCategories)
          .where(and(inArray(productCategories.idCatalogCategory, [idCatalogCategory, ...subcategories]), eq(productCategories.enabled, true))),
      ),
    );
    // The picture is read apart: in a statement over the products table alone, its subquery's column would not be qualified.
    const { idImage: _picture, ...columns } = summary;
    const rows = await tx
      .select(columns)
      .from(products)
      .where(filed)
      .orderBy(asc(products.displayPosition), asc(products.productName), asc(products.idProduct))
      .limit(pageSize)
      .offset(offset);
    const pictures = rows.length
      ? await tx
          .selectDistinctOn([productImages.idProduct], { idProduct: productImages.idProduct, idImage: productImages.idImage })
          .from(productImages)
          .where(
            inArray(
              productImages.idProduct,
              rows.map((r) => r.idProduct),
            ),
          )
          .orderBy(asc(productImages.idProduct), desc(productImages.defaultImage), asc(productImages.displayPosition))
      : [];
    const pictureOf = new Map(pictures.map((p) => [p.idProduct, p.idImage]));
    const items = rows.map((r) => ({ ...r, idImage: pictureOf.get(r.idProduct) ?? null })) as ProductSummary[];
    const totalCount = offset === 0 && items.length < pageSize ? items.length : await countOf(tx, filed);
    return { items, totalCount };
  }
  const where = and(
    eq(productCategories.idCatalogCategory, idCatalogCategory),
    eq(productCategories.enabled, true),
    eq(products.enabled, true),
    eq(products.idClientAccount, scope.idClientAccount),
  );
  const items = (await tx
    .select(summary)
    .from(products)
    .innerJoin(productCategories, eq(productCategories.idProduct, products.idProduct))
    .where(where)
    .orderBy(asc(productCategories.displayPosition), asc(products.productName), asc(products.idProduct))
    .limit(pageSize)
    .offset(offset)) as ProductSummary[];
  const totalCount =
    offset === 0 && items.length < pageSize
      ? items.length
      : ((await tx.select({ n: count() }).from(products).innerJoin(productCategories, eq(productCategories.idProduct, products.idProduct)).where(where))[0]
          ?.n ?? 0);
  return { items, totalCount };
}
