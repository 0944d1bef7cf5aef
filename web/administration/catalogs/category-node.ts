/** A category as the tree read answers it (shared/administration/catalog-categories.ts). */
export interface CategoryNode {
  idCatalogCategory: string;
  idParentCategory: string | null;
  categoryName: string;
  displayPosition: number;
  childrenCategories: CategoryNode[];
}
