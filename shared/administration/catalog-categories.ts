/**
 * The category tree of a catalog (spec part 3: Category with childrenCategories; categories under
 * .../catalogs/{idCatalog}/categories, page size 1000, sorted by display position ascending).
 * - GET the collection: the whole tree, each level sorted by display position;
 * - POST: a category under a parent (none: the top level), at a position among its siblings
 *   (none: last);
 * - PUT an item: rename, move under another parent, or take another position; the siblings are
 *   renumbered 0, 1, 2... so positions stay without gaps. A move under the category itself or
 *   one of its descendants is refused (400, 'validation.category.cycle');
 * - DELETE an item: the category and its whole subtree (and their product links);
 * - GET .../categories/{id}/subtree: one category with its subtree (GET of the item path is the
 *   orderer's category page).
 */
import { z } from 'zod';
import { FIELD_LIMITS, requiredText, wholeNumberSchema } from '../rules/field-limits';
import { defineResource } from '../registry/define';

/** A catalog's category tree, as the administration's tree read and the orderer's catalog reads answer it. */
export interface CategoryTree {
  idCatalogCategory: string;
  idCatalog: string;
  idParentCategory: string | null;
  categoryName: string;
  displayPosition: number;
  childrenCategories: CategoryTree[];
}
const categoryFields = {
  idCatalogCategory: z.string(),
  idCatalog: z.string(),
  idParentCategory: z.string().nullable(),
  categoryName: z.string(),
  displayPosition: z.number(),
};
/**
 * The tree as one recursive schema (its children are trees too, however deep). It is a named
 * component of the OpenAPI document (`CategoryTree`), which its own children reference: an answer
 * holding it references the component rather than writing out a tree without end.
 */
export const categoryTree: z.ZodType<CategoryTree> = z
  .object({
    ...categoryFields,
    get childrenCategories() {
      return z.array(categoryTree);
    },
  })
  .meta({ id: 'CategoryTree' });

const id = z.uuid();

export const catalogCategoryRecord = z.object({
  idCatalogCategory: id,
  idCatalog: id,
  idParentCategory: id.nullable(),
  categoryName: z.string(),
  displayPosition: z.number(),
  childrenCategories: z.array(categoryTree),
});

export const catalogCategoryInput = z.object({
  categoryName: requiredText(FIELD_LIMITS.categoryName),
  /** null: the top level; left out of an update: the parent stays. */
  idParentCategory: z.uuid('validation.invalid').nullish(),
  /** The place among the siblings, from 0; left out: last on create, unchanged on update. */
  displayPosition: wholeNumberSchema.optional(),
});

export const catalogCategories = defineResource({
  name: 'catalogCategories',
  // Edited inside its catalog's screen.
  route: null,
  subject: 'AdminCatalogs',
  ownership: 'account',
  idField: 'idCatalogCategory',
  paths: {
    list: '/clients/{idClient}/accounts/{idClientAccount}/catalogs/{idCatalog}/categories',
    item: '/clients/{idClient}/accounts/{idClientAccount}/catalogs/{idCatalog}/categories/{id}',
    // The spec gives GET of the item path to the orderer's category page (part 1, section 7).
    read: '/clients/{idClient}/accounts/{idClientAccount}/catalogs/{idCatalog}/categories/{id}/subtree',
  },
  envelope: 'category',
  listEnvelope: 'categories',
  record: catalogCategoryRecord,
  input: catalogCategoryInput,
  list: {
    searchFields: [],
    sortFields: ['displayPosition'],
    filterFields: [],
    defaultSort: { field: 'displayPosition', direction: 'ASC' },
    perPage: 1000,
  },
  example: ({ unique }) => ({ categoryName: `Category ${unique}` }),
  columns: ['idCatalogCategory', 'idParentCategory', 'categoryName', 'displayPosition'],
});
