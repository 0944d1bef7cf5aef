/**
 * A box's inventory: its stock lines (product_stocks of the box's warehouse, for the box's account)
 * with their products' names and codes. The list searches and sorts by the product's fields too,
 * so it reads the lines joined with their products (a page of the account's products in name
 * order probes the box's line of each through the unique (product, warehouse) key); the total
 * without a search is the box's kept count of lines (box_list_counts).
 */
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Filter, SearchCriteria } from '../../shared/api/search-criteria';
import { boxStocks } from '../../shared/operations/box-stocks';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import type { Tx } from '../db';
import { boxes, products, productSearchText, productStocks } from '../db/schema';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest } from '../lib/errors';
import { bind, columnsOf } from '../registry/binding';
import { condition, containsPattern } from '../registry/query';
import { keptBoxListCount } from '../administration/box-list-counts';
import { boxRowsReached, reachBox } from './common/box-reach';
import { pickColumns } from '../db/columns';

const SUBJECT = boxStocks.subject;

/** A stock line as the joined query reads it. */
const selection = {
  idProduct: productStocks.idProduct,
  idBox: productStocks.idWarehouse,
  ...pickColumns(products, 'productName', 'sku', 'skuClient'),
  ...pickColumns(productStocks, 'physicalQuantity', 'reservedQuantity', 'availableQuantity'),
};
/** The record's fields as the joined query reads them (what filters and sorts may name). */
const { idBox: _idBox, ...recordFields } = selection;
const FIELDS: Record<string, PgColumn> = recordFields;
const FILTERABLE = ['idProduct', ...boxStocks.list.searchFields];
const SORTABLE = ['idProduct', ...boxStocks.list.sortFields];

const fieldOf = (field: string, allowed: readonly string[], what: 'filterGroups' | 'sortOrders') => {
  if (!allowed.includes(field)) throw badRequest(VALIDATION_FAILED, { [what]: GENERIC_MESSAGES.unknownField });
  return FIELDS[field];
};

const TEXT_FIELDS = new Set(['productName', 'sku', 'skuClient']);
const QUANTITIES = new Set(['physicalQuantity', 'reservedQuantity', 'availableQuantity']);

/**
 * A group that only searches the product's texts also asks the product's search text (its name,
 * short name, SKU and client SKU in one) to contain each word: a wider condition than the
 * group's, which the products' trigram index answers, so only the few matching products are
 * joined with their stock lines; the group's own condition keeps the result exact.
 */
function searchIndexed(group: SearchCriteria['filterGroups'][number]): SQL | undefined {
  if (!group.filters.every((f) => f.conditionType === 'like' && TEXT_FIELDS.has(f.field) && typeof f.value === 'string' && f.value !== '')) return undefined;
  return or(...[...new Set(group.filters.map((f) => String(f.value)))].map((text) => ilike(productSearchText(products), containsPattern(text))));
}

function whereOf(criteria: SearchCriteria): SQL[] {
  return criteria.filterGroups.flatMap((group) => {
    const exact = or(...group.filters.map((f: Filter) => condition(fieldOf(f.field, FILTERABLE, 'filterGroups'), f)))!;
    const indexed = searchIndexed(group);
    return indexed ? [indexed, exact] : [exact];
  });
}

/**
 * The sort, its ties broken by product: in the direction of a single quantity sort, so that the
 * (warehouse, available quantity, product) index serves both directions by walking.
 */
function orderOf(criteria: SearchCriteria) {
  const sorts = criteria.sortOrders.length ? criteria.sortOrders : [boxStocks.list.defaultSort];
  const tieDescending = sorts.length === 1 && sorts[0].direction === 'DESC' && QUANTITIES.has(sorts[0].field);
  return [
    ...sorts.map((s) => (s.direction === 'DESC' ? desc : asc)(fieldOf(s.field, SORTABLE, 'sortOrders'))),
    (tieDescending ? desc : asc)(productStocks.idProduct),
  ];
}

/** A page of a box's stock lines (reachParent has checked the box) and their count. */
async function listBoxStock(db: Tx, idBox: string, criteria: SearchCriteria) {
  const [box] = await db.select({ idClientAccount: boxes.idClientAccount }).from(boxes).where(eq(boxes.idBox, idBox));
  const where = and(
    eq(productStocks.idWarehouse, idBox),
    eq(productStocks.idClientAccount, box.idClientAccount),
    // The products' own account: their name index serves the default sort.
    eq(products.idClientAccount, box.idClientAccount),
    ...whereOf(criteria),
  );
  const all = criteria.pageSize < 0;
  const page = db
    .select(selection)
    .from(productStocks)
    .innerJoin(products, eq(products.idProduct, productStocks.idProduct))
    .where(where)
    .orderBy(...orderOf(criteria));
  const rows = all ? await page : await page.limit(criteria.pageSize).offset((criteria.currentPage - 1) * criteria.pageSize);
  let totalCount = rows.length;
  if (!all && (criteria.currentPage > 1 || rows.length === criteria.pageSize)) {
    // Without a filter the box's lines are the list (a box's warehouse serves its account only): their kept count.
    const kept = await keptBoxListCount(db, 'stock', idBox, criteria);
    totalCount =
      kept ?? (await db.select({ n: count() }).from(productStocks).innerJoin(products, eq(products.idProduct, productStocks.idProduct)).where(where))[0].n;
  } else if (!all) {
    totalCount = (criteria.currentPage - 1) * criteria.pageSize + rows.length;
  }
  return { items: rows, totalCount };
}

export const boxStocksBinding = bind({
  description: boxStocks,
  table: productStocks,
  pathColumns: { idBox: 'idWarehouse' },
  nested: {
    ...columnsOf(productStocks.idProduct, products.idProduct, { productName: products.productName, sku: products.sku, skuClient: products.skuClient }),
  },
  shape: ({ idWarehouse, idProduct, productName, sku, skuClient, physicalQuantity, reservedQuantity, availableQuantity }) => ({
    idProduct,
    idBox: idWarehouse,
    productName,
    sku,
    skuClient,
    physicalQuantity,
    reservedQuantity,
    availableQuantity,
  }),
  // Lines of the accounts' boxes the caller works in or administers (boxes only).
  ownedBy: (db, accounts, request) => boxRowsReached(db, request, accounts, { idBox: productStocks.idWarehouse }),
  reachParent: async (db, { request, params, action }) => {
    await reachBox(db, request, SUBJECT, action, params.idBox);
  },
  list: (db, { params, criteria }) => listBoxStock(db, params.idBox, criteria),
});
