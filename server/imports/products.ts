/**
 * The spec's POST /products/import: products of one account in bulk, matched on their SKU
 * (any case). A new SKU is created, a changed product updated, an unchanged one skipped. The
 * product rules hold as in the form: the type never changes ('Changing Type is not allowed!'),
 * only simple products keep prices (others are saved at 0), the description keeps formatting
 * only, and a barcode or supplier SKU held by another product of the account fails the row with
 * the spec's duplicate message, as a duplicate inside the same chunk does.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { KINDS, type ProductImportRow } from '../../shared/imports/kinds';
import { importProductsCall } from '../../shared/imports/calls';
import type { RowResult } from '../../shared/imports/protocol';
import { MESSAGES } from '../../shared/rules/spec-messages';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { PRODUCT_DUPLICATES, productPrices } from '../../shared/rules/products';
import { authorize } from '../auth/context';
import type { Db, Tx } from '../db';
import { registerKind, type ActionBinding } from '../registry/route-kinds';
import { clientAccounts, countries, products } from '../db/schema';
import { sanitizeDescription } from '../administration/products';
import { changedFields, failed, inChunkTransaction, parseRows, refusal } from './common';

const PRODUCT_FIELDS = KINDS.products.columns.map((c) => c.field);
/** Columns that always hold a value: an empty cell keeps the current one (or the default). */
const NOT_NULL = ['enabled', 'expectingReturn', 'barcodeAvailable', 'isPacking', 'allowCrossdocking', 'displayPosition', 'priceSell', 'pricePurshase'] as const;
type NotNull = (typeof NOT_NULL)[number];
const isNotNull = new Set<string>(NOT_NULL);
/** What a row gives: its columns' values, an empty cell of a column that always holds a value left out. */
type Given = Omit<Partial<ProductImportRow>, NotNull> & { [K in NotNull]?: NonNullable<ProductImportRow[K]> };
const UNIQUE_CODES = ['barcode', 'skuSupplier'] as const;

const lower = (value: string | null | undefined) => (value == null ? null : value.toLowerCase());

type UniqueCode = (typeof UNIQUE_CODES)[number];
type Parsed = ReturnType<typeof parseRows<ProductImportRow>>;
type ProductRow = typeof products.$inferSelect;

export function registerBulkProductRoutes(app: FastifyInstance, db: Db) {
  // Each chunk commits on its own (inChunkTransaction): the call runs outside the route's transaction.
  const binding: ActionBinding<typeof importProductsCall> = {
    kind: importProductsCall,
    outsideTransaction: true,
    run: async (_tx, { request, body }) => {
      const { idClientAccount, dryRun, allOrNothing } = body;
      authorize(request, 'BulkImport', 'AdminProducts', idClientAccount);
      const [account] = await db.select().from(clientAccounts).where(eq(clientAccounts.idClientAccount, idClientAccount));
      if (!account) throw refusal(request, 'BulkImport', 'AdminProducts');

      const parsed = parseRows<ProductImportRow>(KINDS.products, body.rows);
      const values = parsed.flatMap((p) => ('value' in p ? [p.value] : []));
      const knownCountries = await knownCountriesOf(db, values);
      const results = await inChunkTransaction(db, { dryRun, allOrNothing }, (tx) => importChunk(tx, idClientAccount, parsed, values, knownCountries));
      return { dryRun, results };
    },
  };
  registerKind(app, db, binding as ActionBinding);
}

/** The countries of origin the rows name that exist. */
async function knownCountriesOf(db: Db, values: ProductImportRow[]) {
  const wantedCountries = [...new Set(values.flatMap((v) => (v.countryOfOriginIso2 ? [v.countryOfOriginIso2] : [])))];
  return new Set(
    wantedCountries.length
      ? (await db.select({ code: countries.isO2 }).from(countries).where(inArray(countries.isO2, wantedCountries))).map((c) => c.code)
      : [],
  );
}

/** The account's products holding one of the rows' SKUs, barcodes or supplier SKUs (any case). */
async function productsHoldingCodes(tx: Tx, idClientAccount: string, values: ProductImportRow[]) {
  if (!values.length) return [];
  const skus = values.map((v) => v.sku.toLowerCase());
  const codes = Object.fromEntries(UNIQUE_CODES.map((f) => [f, [...new Set(values.flatMap((v) => (v[f] ? [v[f].toLowerCase()] : [])))]])) as Record<
    UniqueCode,
    string[]
  >;
  return tx
    .select()
    .from(products)
    .where(
      and(
        eq(products.idClientAccount, idClientAccount),
        or(
          inArray(sql`lower(${products.sku})`, skus),
          codes.barcode.length ? inArray(sql`lower(${products.barcode})`, codes.barcode) : undefined,
          codes.skuSupplier.length ? inArray(sql`lower(${products.skuSupplier})`, codes.skuSupplier) : undefined,
        ),
      ),
    );
}

/** One chunk of rows: each created, updated, skipped or failed; the new products in one statement. */
async function importChunk(tx: Tx, idClientAccount: string, parsed: Parsed, values: ProductImportRow[], knownCountries: Set<string>) {
  const existing = await productsHoldingCodes(tx, idClientAccount, values);
  const bySku = new Map(existing.map((p) => [p.sku.toLowerCase(), p]));
  // Who holds each code: products of the account, then rows of this chunk as they pass.
  const holders = Object.fromEntries(
    UNIQUE_CODES.map((f) => [f, new Map(existing.flatMap((p) => (p[f] ? [[p[f].toLowerCase(), p.sku.toLowerCase()] as const] : [])))]),
  ) as Record<UniqueCode, Map<string, string>>;

  const out: RowResult[] = [];
  const created: { row: number; values: typeof products.$inferInsert }[] = [];
  for (const item of parsed) {
    if (!('value' in item)) {
      out.push(item.failure);
      continue;
    }
    const row = item.value;
    const sku = row.sku.toLowerCase();
    const current = bySku.get(sku);
    const refused = refusedRow(item.row, row, current, knownCountries, holders);
    if (refused) {
      out.push(refused);
      continue;
    }
    // The code a product gave up is free for a later row; the one it takes is held from now on.
    for (const f of UNIQUE_CODES) {
      if (current?.[f]) holders[f].delete(current[f].toLowerCase());
      if (row[f]) holders[f].set(row[f].toLowerCase(), sku);
    }
    const wanted = wantedProduct(row, current);
    if (!current) {
      // No later row of the chunk looks this SKU up: parseRows refuses a SKU the chunk already has.
      created.push({ row: item.row, values: newProduct(wanted, row, idClientAccount) });
      out.push({ row: item.row, outcome: 'created' });
      continue;
    }
    const changed = changedFields(current, wanted);
    if (!changed.length) {
      out.push({ row: item.row, outcome: 'skipped', id: current.idProduct });
      continue;
    }
    await tx
      .update(products)
      .set({ ...Object.fromEntries(changed.map((f) => [f, (wanted as Record<string, unknown>)[f]])), updatedAt: new Date() })
      .where(eq(products.idProduct, current.idProduct));
    out.push({ row: item.row, outcome: 'updated', id: current.idProduct });
  }
  await insertCreated(tx, created, out);
  return out;
}

/** Why a row fails before anything is written (a changed type, an unknown country, a code another product holds), or null. */
function refusedRow(
  rowNumber: number,
  row: ProductImportRow,
  current: ProductRow | undefined,
  knownCountries: Set<string>,
  holders: Record<UniqueCode, Map<string, string>>,
): RowResult | null {
  if (current && current.type !== row.type) return failed(rowNumber, { type: { key: MESSAGES.changingTypeNotAllowed } });
  if (row.countryOfOriginIso2 && !knownCountries.has(row.countryOfOriginIso2))
    return failed(rowNumber, { countryOfOriginIso2: { key: GENERIC_MESSAGES.unknownReference } });
  const sku = row.sku.toLowerCase();
  const taken = UNIQUE_CODES.filter((f) => {
    const holder = holders[f].get(lower(row[f]) ?? '');
    return row[f] != null && holder !== undefined && holder !== sku;
  });
  if (taken.length) return failed(rowNumber, Object.fromEntries(taken.map((f) => [f, { key: PRODUCT_DUPLICATES[f].key }])));
  return null;
}

/** What the row asks the product to be, by the product rules. */
function wantedProduct(row: ProductImportRow, current: ProductRow | undefined) {
  const given = Object.fromEntries(
    PRODUCT_FIELDS.map((f) => {
      const value = (row as Record<string, unknown>)[f];
      return [f, value === null && isNotNull.has(f) ? undefined : value];
    }),
  ) as Given;
  return {
    ...given,
    // The file's SKU spelling is kept for a new product; an existing one keeps its own.
    sku: current?.sku ?? row.sku,
    // Not given (no such column) keeps the current description; sanitising turns it into null.
    productDescription: given.productDescription === undefined ? undefined : sanitizeDescription(given.productDescription),
    ...productPrices(row.type, { priceSell: given.priceSell, pricePurshase: given.pricePurshase }),
  };
}

/** A new product's values: an empty cell takes the column's default (drizzle writes DEFAULT for an undefined value); these flags' defaults are the form's. */
function newProduct(wanted: ReturnType<typeof wantedProduct>, row: ProductImportRow, idClientAccount: string): typeof products.$inferInsert {
  return {
    ...wanted,
    type: row.type,
    productName: row.productName,
    enabled: wanted.enabled ?? true,
    expectingReturn: wanted.expectingReturn ?? false,
    barcodeAvailable: wanted.barcodeAvailable ?? false,
    isPacking: wanted.isPacking ?? false,
    allowCrossdocking: wanted.allowCrossdocking ?? false,
    idClientAccount,
  };
}

/** New products in one statement (a chunk of 500 is one round trip, not 500); their results get their ids. */
async function insertCreated(tx: Tx, created: { row: number; values: typeof products.$inferInsert }[], out: RowResult[]) {
  if (!created.length) return;
  const ids = await tx
    .insert(products)
    .values(created.map((c) => c.values))
    .returning({ id: products.idProduct });
  const idOf = new Map(created.map((c, i) => [c.row, ids[i].id]));
  for (const result of out) if (result.outcome === 'created') result.id = idOf.get(result.row);
}
