/** What the orderer's catalog reads answer (spec part 1, section 7, "Catalog and products"). */
import { z } from 'zod';
import { categoryTree, type CategoryTree } from '../administration/catalog-categories';
import { actionsOf } from '../registry/route-kinds';
import { ORDER_PRODUCT_SEARCH_PAGE_SIZE } from '../rules/search';

export type { CategoryTree };

export const catalogView = z.object({ idCatalog: z.string(), catalogName: z.string(), displayPosition: z.number(), categories: z.array(categoryTree) });
export const catalogsAnswer = z.object({ catalogs: z.array(catalogView) });

/** What a product's card and its page both name it by. */
const productNames = {
  idProduct: z.string(),
  type: z.enum(['SIMPLE', 'BUNDLE', 'CONFIGURABLE']),
  productName: z.string(),
  productShortName: z.string().nullable(),
  sku: z.string(),
  skuClient: z.string().nullable(),
};

export const productCard = z.object({
  ...productNames,
  priceSell: z.number(),
  idImage: z.string().nullable(),
  availableQuantity: z.number(),
  /** A variant found by the search: the configurable product it is ordered through, whose page shows it. */
  parentProduct: z.object({ idProduct: z.string(), productName: z.string() }).nullable().optional(),
  /**
   * A configurable product's variants at a glance (it has no price or stock of its own): how many
   * may be ordered, their lowest and highest price and their stock together.
   */
  variants: z.object({ count: z.number(), priceMin: z.number(), priceMax: z.number(), availableQuantity: z.number() }).nullable().optional(),
});

export const categoryAnswer = z.object({
  category: z.object({
    idCatalogCategory: z.string(),
    idCatalog: z.string(),
    categoryName: z.string(),
    childrenCategories: z.array(categoryTree),
    breadCrumbs: z.array(z.object({ idCatalogCategory: z.string(), categoryName: z.string() })),
    products: z.array(productCard),
    totalCount: z.number(),
    /** Each subcategory's products, with its own subcategories' (a parent category lists them all). */
    subcategoryCounts: z.array(z.object({ idCatalogCategory: z.string(), productCount: z.number() })).optional(),
  }),
});

/** A catalog's landing page: its tree and how many products each category holds with its subtree. */
export const catalogOverviewAnswer = z.object({
  catalog: catalogView,
  counts: z.array(z.object({ idCatalogCategory: z.string(), productCount: z.number() })),
});
export type CatalogOverview = z.infer<typeof catalogOverviewAnswer>;

export const productDetail = z.object({
  ...productNames,
  brand: z.string().nullable(),
  priceSell: z.number(),
  productDescription: z.string().nullable(),
  availableQuantity: z.number(),
  images: z.array(z.object({ idImage: z.string(), defaultImage: z.boolean(), width: z.number().nullable(), heigth: z.number().nullable() })),
  documents: z.array(
    z.object({
      idDocument: z.string(),
      documentDescription: z.string().nullable(),
      documentName: z.string().optional(),
      documentFileName: z.string().optional(),
      documentSize: z.number().optional(),
    }),
  ),
  /** The category the page leads back to (the first visible one it is filed in; a variant's parent's). */
  catalogPath: z
    .object({ idCatalog: z.string(), breadCrumbs: z.array(z.object({ idCatalogCategory: z.string(), categoryName: z.string() })) })
    .nullable()
    .optional(),
  children: z.array(
    z.object({
      idProduct: z.string(),
      productName: z.string(),
      sku: z.string(),
      skuClient: z.string().nullable(),
      priceSell: z.number(),
      quantity: z.number(),
      availableQuantity: z.number(),
      // Positions (the attribute's, then the option's within it) order a configurable product's choice grid.
      options: z.array(
        z.object({ attributeName: z.string(), optionName: z.string(), attributePosition: z.number().optional(), optionPosition: z.number().optional() }),
      ),
    }),
  ),
});
export const productAnswer = z.object({ product: productDetail });

/** GET .../categories/{idCatalogCategory}/products: a category's products alone, a page at a time. */
export const categoryProductsAnswer = z.object({
  items: z.array(productCard),
  searchCriteria: z.object({ totalCount: z.number(), currentPage: z.number(), pageSize: z.number() }),
});

/** One of a product's documents with its file, base64-encoded (as an order's document is read). */
export const productDocumentFile = z.object({
  idDocument: z.string(),
  documentName: z.string(),
  documentFileName: z.string(),
  documentSize: z.number(),
  fileType: z.string(),
  document: z.string(),
});
export type ProductDocumentFile = z.infer<typeof productDocumentFile>;

export const searchAnswer = z.object({
  items: z.array(productCard),
  searchCriteria: z.object({ totalCount: z.number(), currentPage: z.number(), pageSize: z.number(), searchText: z.string() }),
});

export type CatalogView = z.infer<typeof catalogView>;
export type ProductCard = z.infer<typeof productCard>;
export type CategoryAnswer = z.infer<typeof categoryAnswer>['category'];
export type ProductDetail = z.infer<typeof productDetail>;
export type SearchAnswer = z.infer<typeof searchAnswer>;
export type CategoryProductsAnswer = z.infer<typeof categoryProductsAnswer>;

/** A category page shows at most this many products at once (the grid pages beyond). */
export const CATEGORY_PAGE_MAX = 200;

const id = z.uuid('validation.invalid');
/** The warehouse whose stock the products show (else the account's warehouses'), and the event. */
const stockQuery = z.object({ idWarehouse: id.optional(), idEvent: id.optional() });
const paged = (max: number) =>
  stockQuery.extend({ currentPage: z.coerce.number().int().min(1).optional(), pageSize: z.coerce.number().int().min(1).max(max).optional() });
/** The query of a category's products: stock, event and page. */
export const categoryPageQuery = paged(CATEGORY_PAGE_MAX);
/** The query of the product search: stock, event, page and the product types. */
export const productSearchQuery = paged(ORDER_PRODUCT_SEARCH_PAGE_SIZE).extend({ types: z.string().max(100).optional() });

/**
 * The orderer's catalog reads (spec part 1, section 7), on the path's account:
 * CatalogCatalogProductSearch View. A catalog, category or product outside the caller's groups
 * answers 404, as an account of another client does.
 */
const calls = actionsOf('catalog', { subject: 'CatalogCatalogProductSearch', account: { placeholder: 'idClientAccount' } });

/** A category with its subcategories, breadcrumbs and products (its subcategories' too), a page at a time. */
export const catalogCategoryCall = calls.read({
  name: 'readCatalogCategoryPage',
  // The administration's category item path ({id}, its PUT and DELETE) read by the orderer.
  path: '/clients/{idClient}/accounts/{idClientAccount}/catalogs/{idCatalog}/categories/{id}',
  params: z.object({ id: id.describe("The category's id.") }),
  query: categoryPageQuery,
  answer: categoryAnswer,
  summary: 'A category the caller sees, with its subcategories, breadcrumbs and products',
});

/** The product search: the text in the path, the types, stock and page in the query. */
export const productSearchCall = calls.read({
  name: 'searchCatalogProducts',
  path: '/clients/{idClient}/accounts/{idClientAccount}/products/search/{query}',
  params: z.object({ query: z.string().max(100) }),
  query: productSearchQuery,
  answer: searchAnswer,
  summary: 'Search the products of the catalogs the caller sees',
});

/** A category's products alone, a page at a time. */
export const categoryProductsCall = calls.read({
  name: 'readCategoryProducts',
  path: '/clients/{idClient}/accounts/{idClientAccount}/categories/{idCatalogCategory}/products',
  query: categoryPageQuery,
  answer: categoryProductsAnswer,
  summary: 'The products of a category the caller sees, a page at a time',
});

/** Not in the spec: a catalog's landing page (its tree and each category's product count). */
export const catalogProductCountsCall = calls.read({
  name: 'readCatalogProductCounts',
  path: '/clients/{idClient}/accounts/{idClientAccount}/catalogs/{idCatalog}/product-counts',
  answer: catalogOverviewAnswer,
  summary: 'A catalog the caller sees, with how many products each category holds with its subtree',
});
