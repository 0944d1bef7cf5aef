/**
 * Storage of products: the row with the spec's rules (type never changes, only simple products
 * carry prices, the description sanitised, codes unique per account), the parts of its save plan,
 * the list through the product search (trigram index, filters by tag and category), and the
 * actions beside it (tag search, stock, choices).
 */
import sanitizeHtml from 'sanitize-html';
import type { SearchCriteria } from '../../shared/api/search-criteria';
import { PRODUCT_LIST_FILTERS, products } from '../../shared/administration/products';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { DESCRIPTION_ALLOWED_ATTRIBUTES, DESCRIPTION_ALLOWED_TAGS, DESCRIPTION_URL_SCHEMES } from '../../shared/rules/product-description';
import { PRODUCT_FILES_PER_SAVE, productPrices } from '../../shared/rules/products';
import type { Tx } from '../db';
import { PRODUCT_TYPES, products as productsTable, type ProductType } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest, changingNotAllowed } from '../lib/errors';
import { DEFAULT_BODY_LIMIT, fileBodyLimit } from '../lib/uploaded-files';
import { listProductRecords, PRODUCT_SORT_FIELDS, type ProductListQuery, type ProductSortField } from './product-search';
import { bind } from '../registry/binding';
import { productActionBindings } from './product-actions';
import { documentsPart, filesOf, imagesPart } from './product-files';
import { attributesPart, categoriesPart, childrenPart, labelsPart, linksOf, packagingUnitsPart, tagsPart } from './product-links';
import { isClientAccount } from '../registry/ownership';

/** Only formatting survives (shared allow-list); the browser's preview applies the same list. */
export const sanitizeDescription = (html: string | null | undefined): string | null => {
  if (html == null) return null;
  const clean = sanitizeHtml(html, {
    allowedTags: [...DESCRIPTION_ALLOWED_TAGS],
    allowedAttributes: Object.fromEntries(Object.entries(DESCRIPTION_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    allowedSchemes: [...DESCRIPTION_URL_SCHEMES],
    disallowedTagsMode: 'discard',
  }).trim();
  return clean === '' ? null : clean;
};

const invalidFilter = (field = 'filterGroups') => badRequest(VALIDATION_FAILED, { [field]: GENERIC_MESSAGES.invalid }, 'VALIDATION');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuidOf = (value: unknown) => {
  if (typeof value !== 'string' || !UUID.test(value)) throw invalidFilter();
  return value;
};
const LIST_ALL = 1_000_000;

/** Search criteria -> the product list's query: the text search group, the filters, the sort. */
export function productListQuery(criteria: SearchCriteria): ProductListQuery {
  const query: ProductListQuery = {
    currentPage: criteria.currentPage,
    pageSize: criteria.pageSize === -1 ? LIST_ALL : criteria.pageSize,
  };
  const searchFields: readonly string[] = products.list.searchFields;
  for (const { filters } of criteria.filterGroups) {
    if (filters.every((f) => f.conditionType === 'like' && searchFields.includes(f.field))) {
      query.search = String(filters[0].value ?? '');
      continue;
    }
    if (filters.length !== 1) throw invalidFilter();
    const [{ field, value, conditionType }] = filters;
    const values = conditionType === 'in' ? String(value ?? '').split(',') : [String(value ?? '')];
    if (field === products.idField && conditionType === 'gt') {
      query.after = uuidOf(values[0]);
      continue;
    }
    if (field === products.idField && conditionType === 'lt') {
      query.before = uuidOf(values[0]);
      continue;
    }
    if (conditionType !== 'eq' && conditionType !== 'in') throw invalidFilter();
    if (field === 'idProduct') query.ids = values.map(uuidOf);
    else if (!(PRODUCT_LIST_FILTERS as readonly string[]).includes(field)) throw badRequest(VALIDATION_FAILED, { filterGroups: GENERIC_MESSAGES.unknownField });
    else if (field === 'type') {
      const types = values.map((v) => v.toUpperCase());
      if (!types.every((t) => (PRODUCT_TYPES as readonly string[]).includes(t))) throw invalidFilter();
      query.type = types as ProductType[];
    } else if (field === 'enabled') query.enabled = ['1', 'true'].includes(values[0].toLowerCase());
    else if (field === 'productFamily') query.productFamily = values[0];
    else if (field === 'idTag') query.idTag = uuidOf(values[0]);
    else query.idCatalogCategory = uuidOf(values[0]);
  }
  // By id is what react-admin's pickers ask by default: the list's own default order serves them.
  const [sort] = criteria.sortOrders.filter((s) => s.field !== products.idField);
  if (sort) {
    if (!(PRODUCT_SORT_FIELDS as readonly string[]).includes(sort.field)) throw badRequest(VALIDATION_FAILED, { sortOrders: GENERIC_MESSAGES.unknownField });
    query.sort = { field: sort.field as ProductSortField, direction: sort.direction };
  }
  return query;
}

type ProductRow = typeof productsTable.$inferSelect;
const recordOf = ({ createdAt: _c, updatedAt: _u, ...row }: ProductRow) => row;

export const productsBinding = bind({
  description: products,
  table: productsTable,
  // New pictures and documents come inside the save: room for that many files beside the product's own fields.
  bodyLimit: fileBodyLimit(PRODUCT_FILES_PER_SAVE, DEFAULT_BODY_LIMIT),
  list: async (db, { params, criteria }) => {
    const query = productListQuery(criteria);
    // The account must be the path's client's: a foreign pair lists nothing, as the generic lists do.
    // Both reads at once: one round trip less on every page.
    const [isClients, page] = await Promise.all([
      isClientAccount(db, { idClient: params.idClient, idClientAccount: params.idClientAccount }),
      listProductRecords(db, params.idClientAccount, query),
    ]);
    if (!isClients) return { items: [], totalCount: 0 };
    // The page's rows in full with their default picture, read by the page's own statement.
    return page;
  },
  hydrate: async (db, rows) => {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.idProduct);
    const files = await filesOf(db, ids);
    const links = await linksOf(db, ids, rows[0].idClientAccount);
    return rows.map((row) => {
      const pictures = files.images(row.idProduct);
      return {
        ...recordOf(row),
        idImage: (pictures.find((p) => p.defaultImage) ?? pictures[0])?.idImage ?? null,
        images: pictures,
        documents: files.documents(row.idProduct),
        ...links(row.idProduct),
      };
    });
  },
  beforeWrite: (_tx: Tx, { values, current }) => {
    // 'Changing Type is not allowed!' with an empty code, as the spec's catalogue says.
    if (current && values.type !== undefined && values.type !== current.type) throw changingNotAllowed('Type');
    const type = String(values.type ?? current?.type ?? '');
    return {
      ...values,
      ...productPrices(type, { priceSell: values.priceSell as number | undefined, pricePurshase: values.pricePurshase as number | undefined }),
      productDescription: sanitizeDescription(values.productDescription as string | null | undefined),
      updatedAt: new Date(),
    };
  },
  parts: {
    images: imagesPart,
    documents: documentsPart,
    categories: categoriesPart,
    labels: labelsPart,
    tags: tagsPart,
    attributes: attributesPart,
    children: childrenPart,
    packagingUnits: packagingUnitsPart,
  },
  kinds: productActionBindings,
});
