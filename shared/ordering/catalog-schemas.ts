/** What the orderer's catalog reads answer (spec part 1, section 7, "Catalog and products"). */
import { z } from 'zod';
import { categoryTree, type CategoryTree } from '../administration/catalog-categories';

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
export type CatalogOverview = Omit<z.infer<typeof catalogOverviewAnswer>, 'catalog'> & { catalog: CatalogView };

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

export type CatalogView = Omit<z.infer<typeof catalogView>, 'categories'> & { categories: CategoryTree[] };
export type ProductCard = z.infer<typeof productCard>;
export type CategoryAnswer = Omit<z.infer<typeof categoryAnswer>['category'], 'childrenCategories'> & { childrenCategories: CategoryTree[] };
export type ProductDetail = z.infer<typeof productDetail>;
export type SearchAnswer = z.infer<typeof searchAnswer>;
export type CategoryProductsAnswer = z.infer<typeof categoryProductsAnswer>;
