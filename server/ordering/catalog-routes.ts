/**
 * The orderer's catalog reads (spec part 1, section 7, "Catalog and products"): the catalogs the
 * user's groups see, a category with its subcategories, breadcrumbs and products, a product's
 * detail, and the product search. Groups decide: a catalog, category or product outside them
 * answers 404 (administrators of the account see every catalog). Stock is the available quantity
 * in the warehouse asked for, or over the account's warehouses.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ORDERING_ROUTES } from './routes';
import { catalogOverviewAnswer, catalogsAnswer, categoryAnswer, productAnswer, productDocumentFile, searchAnswer } from '../../shared/ordering/catalog-schemas';
import type { Db } from '../db';
import { clientAccounts, documents, productDocuments } from '../db/schema';
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

const id = z.uuid('validation.invalid');
const accountParams = z.object({ idClient: id, idClientAccount: id });
const stockQuery = z.object({ idWarehouse: id.optional(), idEvent: id.optional() });
/** A category page shows at most this many products at once (the grid pages beyond). */
const CATEGORY_PAGE_MAX = 200;

async function catalogScope(db: Db, request: FastifyRequest, params: { idClient: string; idClientAccount: string }): Promise<CatalogScope> {
  const auth = authorize(request, 'View', 'CatalogCatalogProductSearch', params.idClientAccount);
  const [account] = await db
    .select({ id: clientAccounts.idClientAccount })
    .from(clientAccounts)
    .where(and(eq(clientAccounts.idClientAccount, params.idClientAccount), eq(clientAccounts.idClient, params.idClient)));
  if (!account) throw notFound();
  return { idClientAccount: params.idClientAccount, idUser: auth.actingUser.idUser, seesAllGroups: seesAllGroups(request, params.idClientAccount) };
}

async function withStock(db: Db, scope: CatalogScope, items: ProductSummary[], idWarehouse?: string) {
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

export function registerCatalogReadRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalog'];

  routes.get(ORDERING_ROUTES.catalogs, {
    schema: { tags, params: accountParams, response: { 200: catalogsAnswer } },
    handler: async (request) => {
      const scope = await catalogScope(db, request, request.params);
      const catalogs = await visibleCatalogs(db, scope);
      return {
        catalogs: catalogs.map((c) => ({ idCatalog: c.idCatalog, catalogName: c.catalogName, displayPosition: c.displayPosition, categories: c.categories })),
      };
    },
  });

  routes.get(ORDERING_ROUTES.catalogCategory, {
    schema: {
      tags,
      params: accountParams.extend({ idCatalog: id, id: id.describe("The category's id.") }),
      querystring: stockQuery.extend({
        currentPage: z.coerce.number().int().min(1).optional(),
        pageSize: z.coerce.number().int().min(1).max(CATEGORY_PAGE_MAX).optional(),
      }),
      response: { 200: categoryAnswer },
    },
    handler: async (request) => {
      const scope = await catalogScope(db, request, request.params);
      const category = await visibleCategory(db, scope, request.params.id);
      if (!category || category.idCatalog !== request.params.idCatalog) throw notFound();
      // A parent category lists its subcategories' products too, and says how many each holds.
      const subtrees = new Map(category.childrenCategories.map((child) => [child.idCatalogCategory, subtreeIds(child)]));
      const page = await categoryProducts(
        db,
        scope,
        category.idCatalogCategory,
        { currentPage: request.query.currentPage, pageSize: request.query.pageSize ?? CATEGORY_PAGE_MAX },
        [...subtrees.values()].flat(),
      );
      if (!page) throw notFound();
      const counts = await subtreeProductCounts(db, scope.idClientAccount, subtrees);
      return {
        category: {
          idCatalogCategory: category.idCatalogCategory,
          idCatalog: category.idCatalog,
          categoryName: category.categoryName,
          childrenCategories: category.childrenCategories,
          breadCrumbs: category.breadCrumbs,
          products: await withStock(db, scope, page.items, request.query.idWarehouse),
          totalCount: page.totalCount,
          subcategoryCounts: [...counts].map(([idCatalogCategory, productCount]) => ({ idCatalogCategory, productCount })),
        },
      };
    },
  });

  routes.get(ORDERING_ROUTES.productSearch, {
    schema: {
      tags,
      params: accountParams.extend({ query: z.string().max(100) }),
      querystring: stockQuery.extend({
        types: z.string().max(100).optional(),
        currentPage: z.coerce.number().int().min(1).optional(),
        pageSize: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE).optional(),
      }),
      response: { 200: searchAnswer },
    },
    handler: async (request) => {
      const scope = await catalogScope(db, request, request.params);
      const currentPage = request.query.currentPage ?? 1;
      const pageSize = request.query.pageSize ?? SEARCH_PAGE_SIZE;
      const found = await searchProducts(db, scope, {
        text: request.params.query,
        types: request.query.types,
        currentPage,
        pageSize,
        onlyVisible: !scope.seesAllGroups,
      });
      return {
        items: await withStock(db, scope, found.items, request.query.idWarehouse),
        searchCriteria: { totalCount: found.totalCount, currentPage, pageSize, searchText: request.params.query },
      };
    },
  });

  routes.get(ORDERING_ROUTES.product, {
    schema: { tags, params: accountParams.extend({ idProduct: id }), querystring: stockQuery, response: { 200: productAnswer } },
    handler: async (request) => {
      const scope = await catalogScope(db, request, request.params);
      const product = await visibleProduct(db, scope, request.params.idProduct, request.query.idWarehouse);
      if (!product) throw notFound();
      return { product };
    },
  });
  routes.get(ORDERING_ROUTES.productDocumentFile, {
    schema: {
      tags,
      params: accountParams.extend({ idProduct: id, idDocument: id }),
      response: { 200: z.object({ document: productDocumentFile }) },
    },
    handler: async (request, reply) => {
      const scope = await catalogScope(db, request, request.params);
      // Only a document of a product the orderer may see: anything else is not there for him.
      if (!(await visibleProduct(db, scope, request.params.idProduct))) throw notFound();
      const [row] = await db
        .select({
          idDocument: documents.idDocument,
          documentName: documents.documentName,
          documentFileName: documents.documentFileName,
          documentSize: documents.documentSize,
          content: documents.content,
        })
        .from(productDocuments)
        .innerJoin(documents, eq(documents.idDocument, productDocuments.idDocument))
        .where(and(eq(productDocuments.idProduct, request.params.idProduct), eq(productDocuments.idDocument, request.params.idDocument)));
      if (!row) throw notFound();
      const { content: bytes, ...file } = row;
      asDownload(reply);
      return { document: { ...file, fileType: servedDocumentType(file.documentFileName, bytes), document: Buffer.from(bytes).toString('base64') } };
    },
  });
  // The catalog's landing page: its tree, and how many products each category holds with its subtree.
  routes.get(ORDERING_ROUTES.catalogProductCounts, {
    schema: { tags, params: accountParams.extend({ idCatalog: id }), response: { 200: catalogOverviewAnswer } },
    handler: async (request) => {
      const scope = await catalogScope(db, request, request.params);
      const catalog = await visibleCatalog(db, scope, request.params.idCatalog);
      if (!catalog) throw notFound();
      const every = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...every(n.childrenCategories)]);
      const counts = await subtreeProductCounts(db, scope.idClientAccount, new Map(every(catalog.categories).map((n) => [n.idCatalogCategory, subtreeIds(n)])));
      return {
        catalog: { idCatalog: catalog.idCatalog, catalogName: catalog.catalogName, displayPosition: catalog.displayPosition, categories: catalog.categories },
        counts: [...counts].map(([idCatalogCategory, productCount]) => ({ idCatalogCategory, productCount })),
      };
    },
  });
}
