import type { ProductDetail } from '../../../shared/ordering/catalog-schemas';

/**
 * The breadcrumb of a product's page: the crumbs of the category the page was opened from, else
 * of the first one it is filed in, under the catalog it was opened from, else that category's.
 * No catalog, no breadcrumb; a page opened from a category the product's path does not go
 * through shows only the catalog's root.
 */
export const productCrumbs = (catalogPath: ProductDetail['catalogPath'], idCatalog?: string, idCategory?: string) => ({
  idCatalog: idCatalog ?? catalogPath?.idCatalog,
  crumbs: catalogPath && (!idCategory || catalogPath.breadCrumbs.some((c) => c.idCatalogCategory === idCategory)) ? catalogPath.breadCrumbs : [],
});
