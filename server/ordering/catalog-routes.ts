/**
 * The orderer's catalog reads (spec part 1, section 7, "Catalog and products"): the catalogs the
 * user's groups see, a category with its subcategories, breadcrumbs and products, a category's
 * products alone, a product's detail, and the product search. Groups decide: a catalog, category
 * or product outside them answers 404 (administrators of the account see every catalog). Stock is
 * the available quantity in the warehouse asked for, or over the account's warehouses.
 *
 * The catalogs and the product are read at the administration's own paths (GET .../catalogs,
 * GET .../products/{id}), as the spec names them: `catalogsAudience` and `productAudience` are the
 * orderer's answers there (SecondAudience in server/registry/binding.ts), put beside the
 * administration's bindings in server/resources.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SecondAudience } from '../registry/binding';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ORDERING_PATHS } from '../../shared/ordering/paths';
import { routePath } from '../registry/paths';
import {
  catalogProductCountsCall,
  catalogCategoryCall,
  catalogsAnswer,
  categoryProductsCall,
  CATEGORY_PAGE_MAX,
  categoryPageQuery,
  productAnswer,
  productDocumentFile,
  productSearchCall,
  productSearchQuery,
} from '../../shared/ordering/catalog-schemas';
import { registerKind, type ActionBinding } from '../registry/route-kinds';
import type { Db, Tx } from '../db';
import { documents, productDocuments } from '../db/schema';
import { asDownload, servedDocumentType } from '../lib/uploaded-files';
import { authorize } from '../auth/context';
import { notFound } from '../lib/errors';
import { seesAllGroups } from './scope';
import type { CatalogScope } from '../administration/catalog-scope';
import { visibleCatalog, visibleCatalogs, visibleCategory, type CategoryNode } from '../administration/catalog-visibility';
import {
  categoryProducts,
  searchProducts,
  SEARCH_PAGE_SIZE,
  subtreeProductCounts,
  variantParents,
  type ProductSummary,
} from '../administration/product-search';
import { availableByProduct, variantsSummaries, visibleProduct } from './product-detail';
import { pickColumns } from '../db/columns';
import { accountWarehouse } from '../administration/warehouses';
import { isClientAccount } from '../registry/ownership';

const id = z.uuid('validation.invalid');
const accountParams = z.object({ idClient: id, idClientAccount: id });

async function catalogScope(db: Tx, request: FastifyRequest, params: Record<string, string>): Promise<CatalogScope> {
  const auth = authorize(request, 'View', 'CatalogCatalogProductSearch', params.idClientAccount);
  if (!(await isClientAccount(db, { idClient: params.idClient, idClientAccount: params.idClientAccount }))) throw notFound();
  return { idClientAccount: params.idClientAccount, idUser: auth.actingUser.idUser, seesAllGroups: seesAllGroups(request, params.idClientAccount) };
}

/**
 * The warehouse a stock is asked in must be one the account works with (the working context the
 * caller may use): another account's warehouse answers 404, as the ordering calls do, rather than
 * a stock of 0 that reads like a real one.
 */
async function checkWarehouse(db: Tx, scope: CatalogScope, idWarehouse?: string) {
  if (!idWarehouse) return;
  if (!(await accountWarehouse(db, scope.idClientAccount, idWarehouse))) throw notFound();
}

async function withStock(db: Tx, scope: CatalogScope, items: ProductSummary[], idWarehouse?: string) {
  await checkWarehouse(db, scope, idWarehouse);
  const stock = await availableByProduct(
    db,
    scope.idClientAccount,
    items.map((p) => p.idProduct),
    idWarehouse,
  );
  // A variant is shown with the product it is ordered through; a configurable product with its variants' prices and stock.
  const parents = await variantParents(
    db,
    scope,
    items.filter((p) => p.type === 'SIMPLE').map((p) => p.idProduct),
  );
  const variants = await variantsSummaries(
    db,
    scope.idClientAccount,
    items.filter((p) => p.type === 'CONFIGURABLE').map((p) => p.idProduct),
    idWarehouse,
  );
  return items.map((p) => ({
    idProduct: p.idProduct,
    type: p.type,
    productName: p.productName,
    productShortName: p.productShortName,
    sku: p.sku,
    skuClient: p.skuClient,
    priceSell: p.priceSell,
    idImage: p.idImage,
    availableQuantity: p.type === 'CONFIGURABLE' ? (variants.get(p.idProduct)?.availableQuantity ?? 0) : (stock.get(p.idProduct) ?? 0),
    parentProduct: parents.get(p.idProduct) ?? null,
    variants: p.type === 'CONFIGURABLE' ? (variants.get(p.idProduct) ?? { count: 0, priceMin: 0, priceMax: 0, availableQuantity: 0 }) : null,
  }));
}

/** A category's id and those of every category below it. */
const subtreeIds = (node: CategoryNode): string[] => [node.idCatalogCategory, ...node.childrenCategories.flatMap(subtreeIds)];

/** The orderer's query at the catalogs' and product's paths: the warehouse whose stock counts, and the event. */
const ordererQuery = z.object({
  idWarehouse: id.optional().describe("The orderer's warehouse: its stock is the one shown (and a caller who also administers gets the orderer's answer)"),
  idEvent: id.optional(),
});

/** GET .../catalogs for the orderer: the catalogs their groups see, each with its category tree. */
export const catalogsAudience: SecondAudience = {
  subject: 'CatalogCatalogProductSearch',
  query: ordererQuery,
  list: {
    answer: catalogsAnswer,
    run: async (db, { request, params }) => {
      const scope = await catalogScope(db, request, { idClient: params.idClient, idClientAccount: params.idClientAccount });
      const catalogs = await visibleCatalogs(db, scope);
      return {
        catalogs: catalogs.map((c) => ({ idCatalog: c.idCatalog, catalogName: c.catalogName, displayPosition: c.displayPosition, categories: c.categories })),
      };
    },
  },
};

/** GET .../products/{id} for the orderer: the product's detail, its children or variants and stock. */
export const productAudience: SecondAudience = {
  subject: 'CatalogCatalogProductSearch',
  query: ordererQuery,
  read: {
    answer: productAnswer,
    run: async (db, { request, params, query }) => {
      const scope = await catalogScope(db, request, { idClient: params.idClient, idClientAccount: params.idClientAccount });
      const idWarehouse = typeof query.idWarehouse === 'string' ? query.idWarehouse : undefined;
      await checkWarehouse(db, scope, idWarehouse);
      const product = await visibleProduct(db, scope, params.id, idWarehouse);
      if (!product) throw notFound();
      return { product };
    },
  },
};

/** A category with its subcategories, breadcrumbs and products: a parent lists its subcategories' products too, and says how many each holds. */
const categoryBinding: ActionBinding<typeof catalogCategoryCall> = {
  kind: catalogCategoryCall,
  run: async (tx, { request, params, query }) => {
    const { idWarehouse, currentPage, pageSize } = query as z.output<typeof categoryPageQuery>;
    const scope = await catalogScope(tx, request, params);
    const category = await visibleCategory(tx, scope, params.id);
    if (!category || category.idCatalog !== params.idCatalog) throw notFound();
    const subtrees = new Map(category.childrenCategories.map((child) => [child.idCatalogCategory, subtreeIds(child)]));
    const page = await categoryProducts(
      tx,
      scope,
      category.idCatalogCategory,
      { currentPage, pageSize: pageSize ?? CATEGORY_PAGE_MAX },
      [...subtrees.values()].flat(),
    );
    if (!page) throw notFound();
    const counts = await subtreeProductCounts(tx, scope.idClientAccount, subtrees);
    return {
      category: {
        idCatalogCategory: category.idCatalogCategory,
        idCatalog: category.idCatalog,
        categoryName: category.categoryName,
        childrenCategories: category.childrenCategories,
        breadCrumbs: category.breadCrumbs,
        products: await withStock(tx, scope, page.items, idWarehouse),
        totalCount: page.totalCount,
        subcategoryCounts: [...counts].map(([idCatalogCategory, productCount]) => ({ idCatalogCategory, productCount })),
      },
    };
  },
};

const searchBinding: ActionBinding<typeof productSearchCall> = {
  kind: productSearchCall,
  run: async (tx, { request, params, query }) => {
    const { idWarehouse, types, currentPage = 1, pageSize = SEARCH_PAGE_SIZE } = query as z.output<typeof productSearchQuery>;
    const scope = await catalogScope(tx, request, params);
    const found = await searchProducts(tx, scope, { text: params.query, types, currentPage, pageSize, onlyVisible: !scope.seesAllGroups });
    return {
      items: await withStock(tx, scope, found.items, idWarehouse),
      searchCriteria: { totalCount: found.totalCount, currentPage, pageSize, searchText: params.query },
    };
  },
};

const categoryProductsBinding: ActionBinding<typeof categoryProductsCall> = {
  kind: categoryProductsCall,
  run: async (tx, { request, params, query }) => {
    const { idWarehouse, currentPage = 1, pageSize = CATEGORY_PAGE_MAX } = query as z.output<typeof categoryPageQuery>;
    const scope = await catalogScope(tx, request, params);
    // Only a category of a catalog the caller sees (else 404), as the category page.
    const page = await categoryProducts(tx, scope, params.idCatalogCategory, { currentPage, pageSize });
    if (!page) throw notFound();
    return { items: await withStock(tx, scope, page.items, idWarehouse), searchCriteria: { totalCount: page.totalCount, currentPage, pageSize } };
  },
};

/** The catalog's landing page: its tree, and how many products each category holds with its subtree. */
const productCountsBinding: ActionBinding<typeof catalogProductCountsCall> = {
  kind: catalogProductCountsCall,
  run: async (tx, { request, params }) => {
    const scope = await catalogScope(tx, request, params);
    const catalog = await visibleCatalog(tx, scope, params.idCatalog);
    if (!catalog) throw notFound();
    const every = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...every(n.childrenCategories)]);
    const counts = await subtreeProductCounts(tx, scope.idClientAccount, new Map(every(catalog.categories).map((n) => [n.idCatalogCategory, subtreeIds(n)])));
    return {
      catalog: { idCatalog: catalog.idCatalog, catalogName: catalog.catalogName, displayPosition: catalog.displayPosition, categories: catalog.categories },
      counts: [...counts].map(([idCatalogCategory, productCount]) => ({ idCatalogCategory, productCount })),
    };
  },
};

/**
 * The catalog reads declared in shared/ordering/catalog-schemas.ts, and a product's document,
 * still written here: its answer is sent as a download (Content-Disposition), which a declared
 * call's binding has no reply to set.
 */
export function registerCatalogReadRoutes(app: FastifyInstance, db: Db) {
  for (const binding of [categoryBinding, searchBinding, categoryProductsBinding, productCountsBinding]) registerKind(app, db, binding);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(routePath(ORDERING_PATHS.productDocumentFile), {
    schema: {
      tags: ['catalog'],
      params: accountParams.extend({ idProduct: id, idDocument: id }),
      response: { 200: z.object({ document: productDocumentFile }) },
    },
    handler: async (request, reply) => {
      const scope = await catalogScope(db, request, request.params);
      // Only a document of a product the orderer may see: anything else is not there for him.
      if (!(await visibleProduct(db, scope, request.params.idProduct))) throw notFound();
      const [row] = await db
        .select(pickColumns(documents, 'idDocument', 'documentName', 'documentFileName', 'documentSize', 'content'))
        .from(productDocuments)
        .innerJoin(documents, eq(documents.idDocument, productDocuments.idDocument))
        .where(and(eq(productDocuments.idProduct, request.params.idProduct), eq(productDocuments.idDocument, request.params.idDocument)));
      if (!row) throw notFound();
      const { content: bytes, ...file } = row;
      asDownload(reply);
      return { document: { ...file, fileType: servedDocumentType(file.documentFileName, bytes), document: Buffer.from(bytes).toString('base64') } };
    },
  });
}
