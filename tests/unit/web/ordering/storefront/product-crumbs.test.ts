import { describe, expect, it } from 'vitest';
import { productCrumbs } from '../../../../../web/ordering/storefront/product-crumbs';

const path = {
  idCatalog: 'cat-1',
  breadCrumbs: [
    { idCatalogCategory: 'c-top', categoryName: 'Tools' },
    { idCatalogCategory: 'c-sub', categoryName: 'Drills' },
  ],
};

describe('a product page’s breadcrumb', () => {
  it('goes through the categories the product is filed in, under its catalog', () => {
    expect(productCrumbs(path)).toEqual({ idCatalog: 'cat-1', crumbs: path.breadCrumbs });
  });

  it('keeps the catalog the page was opened from', () => {
    expect(productCrumbs(path, 'cat-2', 'c-sub')).toEqual({ idCatalog: 'cat-2', crumbs: path.breadCrumbs });
  });

  it('shows only the catalog’s root when opened from a category its path does not go through', () => {
    expect(productCrumbs(path, 'cat-1', 'c-other')).toEqual({ idCatalog: 'cat-1', crumbs: [] });
  });

  it('has no catalog for a product filed nowhere, unless the page was opened from one', () => {
    expect(productCrumbs(null)).toEqual({ idCatalog: undefined, crumbs: [] });
    expect(productCrumbs(undefined, 'cat-3', 'c-x')).toEqual({ idCatalog: 'cat-3', crumbs: [] });
  });
});
