/**
 * The goods-in batch endpoints (shared/imports/goods-in.ts): POST /stock/import (stock set or
 * adjusted by SKU, BulkImport on AdminProducts), and the spec's POST /supplierorders/import and
 * POST /workorders/import (BulkImport on CoreOrdersSupplierOrders, CoreOrdersWorkOrders). Each
 * writes into one warehouse (not a box) of one account; an account or warehouse out of the
 * caller's reach is refused as a whole, and suppliers, products and kits are only looked up inside
 * the account, so another client's SKU is simply unknown.
 *
 * Each chunk is one transaction (rolled back for a dry run) and costs a fixed number of statements
 * whatever its size: lookups by the chunk's keys, then one insert per table. Imports of one kind
 * into one account take turns (an advisory lock), so two runs of one file cannot both find a
 * reference unused.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  GOODS_IN_IMPORT_MESSAGES as GM,
  stockKind,
  SUPPLIER_ORDER_FIELDS,
  supplierOrderKind,
  workOrderKind,
  type StockImportRow,
  type SupplierOrderImportRow,
  type WorkOrderImportRow,
} from '../../shared/imports/goods-in';
import { BULK_MESSAGES, type KindDescription } from '../../shared/imports/kinds';
import { ORDER_IMPORT_MESSAGES as OM } from '../../shared/imports/orders';
import { importStockCall, importSupplierOrdersCall, importWorkOrdersCall } from '../../shared/imports/calls';
import type { warehouseBatchInput, RowResult } from '../../shared/imports/protocol';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { authorize, authOf } from '../auth/context';
import type { Db, Tx } from '../db';
import { registerKind, type ActionBinding } from '../registry/route-kinds';
import { clientAccounts, kits, products, stockCorrections, supplierOrderLines, supplierOrders, suppliers, workOrders } from '../db/schema';
import { fieldError } from '../operations/common/orders';
import { lineSignature, sameLines } from '../ordering/imported-orders';
import { correctStock } from '../operations/warehouse-stock';
import { failed, inChunkTransaction, parseRows, refusal, type Parsed } from './common';
import { pickColumns } from '../db/columns';
import { accountWarehouse } from '../administration/warehouses';

type Body = z.infer<typeof warehouseBatchInput>;

/** The account and its warehouse (not a box), once the caller may import `kind` into the account. */
async function checkTarget(db: Db, request: FastifyRequest, kind: KindDescription, body: Body) {
  authorize(request, 'BulkImport', kind.subject, body.idClientAccount);
  const [account] = await db.select().from(clientAccounts).where(eq(clientAccounts.idClientAccount, body.idClientAccount));
  if (!account) throw refusal(request, 'BulkImport', kind.subject);
  const warehouse = await accountWarehouse(db, body.idClientAccount, body.idWarehouse);
  if (warehouse?.warehouseType !== 'WAREHOUSE') throw fieldError('idWarehouse', GENERIC_MESSAGES.unknownReference);
}

const takeTurns = (tx: Tx, what: string, idClientAccount: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${what}:${idClientAccount}`}))`);
const lower = (text: string) => text.trim().toLowerCase();

/** The account's simple products with these SKUs (any case), by lower-cased SKU. */
async function simpleProducts(tx: Tx, idClientAccount: string, skus: string[]) {
  const wanted = [...new Set(skus.map(lower))];
  if (!wanted.length) return new Map<string, { idProduct: string; sku: string }>();
  const rows = await tx
    .select({ idProduct: products.idProduct, sku: products.sku })
    .from(products)
    .where(and(eq(products.idClientAccount, idClientAccount), eq(products.type, 'SIMPLE'), inArray(sql`lower(${products.sku})`, wanted)));
  return new Map(rows.map((r) => [r.sku.toLowerCase(), r]));
}

const valuesOf = <T>(items: Parsed<T>[]) => items.flatMap((i) => ('value' in i ? [{ row: i.row, value: i.value }] : []));

// ------------------------------------------------------------------------------------------- stock

async function importStock(tx: Tx, request: FastifyRequest, body: Body): Promise<RowResult[]> {
  const { idClientAccount, idWarehouse } = body;
  await takeTurns(tx, 'stock-import', idClientAccount);
  const items = parseRows<StockImportRow>(stockKind, body.rows);
  const rows = valuesOf(items);
  const references = [...new Set(rows.map((r) => lower(r.value.reference)))];
  const applied = references.length
    ? await tx
        .select({ reference: sql<string>`lower(${stockCorrections.reference})`, id: stockCorrections.idStockCorrection })
        .from(stockCorrections)
        .where(and(eq(stockCorrections.idClientAccount, idClientAccount), inArray(sql`lower(${stockCorrections.reference})`, references)))
    : [];
  const done = new Map(applied.map((a) => [a.reference, a.id]));
  const productOf = await simpleProducts(
    tx,
    idClientAccount,
    rows.map((r) => r.value.sku),
  );
  const results = new Map<number, RowResult>();
  const toApply: { row: number; value: StockImportRow; idProduct: string }[] = [];
  for (const { row, value } of rows) {
    const earlier = done.get(lower(value.reference));
    const product = productOf.get(lower(value.sku));
    if (earlier) results.set(row, { row, outcome: 'skipped', id: earlier });
    else if (!product) results.set(row, failed(row, { sku: { key: GM.unknownProduct } }));
    else toApply.push({ row, value, idProduct: product.idProduct });
  }
  const outcomes = await correctStock(
    tx,
    { idClientAccount, idWarehouse, idUser: authOf(request).actingUser.idUser },
    toApply.map(({ value, idProduct }) => ({
      idProduct,
      mode: value.mode,
      quantity: value.quantity,
      reasonCode: value.reasonCode,
      comment: value.comment ?? null,
      reference: value.reference.trim(),
    })),
  );
  toApply.forEach(({ row }, i) => {
    const outcome = outcomes[i];
    results.set(
      row,
      'short' in outcome
        ? failed(row, { quantity: { key: GM.belowReserved, params: { reserved: outcome.reserved } } })
        : { row, outcome: outcome.delta === 0 ? 'skipped' : 'updated', id: outcome.idStockCorrection },
    );
  });
  return items.map((item) => ('failure' in item ? item.failure : results.get(item.row)!));
}

// --------------------------------------------------------------------------------- supplier orders

type Row<T> = { row: number; value: T };

/**
 * The rows of each order (rows that failed their own checks stand for their reference too), in
 * file order; a failed row fails its whole order.
 */
function groupsOf<T extends { orderReference: string }>(items: Parsed<T>[], referenceOf: (row: number) => string | null) {
  const groups = new Map<string, Parsed<T>[]>();
  for (const item of items) {
    const key = 'value' in item ? lower(item.value.orderReference) : (referenceOf(item.row) ?? `\u0000${item.row}`);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()];
}

/** An order fails whole: its rows with a problem say it, the others point at the first of them. */
function failGroup(results: Map<number, RowResult>, group: { row: number }[], problems: Map<number, RowResult>) {
  const first = Math.min(...problems.keys());
  for (const item of group) results.set(item.row, problems.get(item.row) ?? failed(item.row, { '': { key: OM.orderLineFailed, params: { row: first } } }));
}

type SupplierOrderToCreate = { rows: Row<SupplierOrderImportRow>[]; idSupplier: string; lines: { idProduct: string; quantity: number }[] };
type ExistingSupplierOrders = Map<string, { idSupplierOrder: string; lines: string[] }>;

async function importSupplierOrders(tx: Tx, request: FastifyRequest, body: Body): Promise<RowResult[]> {
  const { idClientAccount, idWarehouse } = body;
  await takeTurns(tx, 'supplier-order-import', idClientAccount);
  const items = parseRows<SupplierOrderImportRow>(supplierOrderKind, body.rows);
  const rows = valuesOf(items);
  // A row that failed its checks still names its order: its reference as written.
  const rawReference = new Map(body.rows.map((r) => [r.row, typeof r.orderReference === 'string' ? lower(r.orderReference) : null]));
  const accountSuppliers = await tx
    .select({ id: suppliers.idClientAccountSupplier, name: suppliers.supplierName, code: suppliers.supplierCode })
    .from(suppliers)
    .where(eq(suppliers.idClientAccount, idClientAccount));
  const supplierOf = (word: string) =>
    accountSuppliers.find((s) => s.name.toLowerCase() === lower(word)) ?? accountSuppliers.find((s) => s.code?.toLowerCase() === lower(word));
  const productOf = await simpleProducts(
    tx,
    idClientAccount,
    rows.map((r) => r.value.sku),
  );
  const existing = await supplierOrdersByReference(tx, idClientAccount, [...new Set(rows.map((r) => lower(r.value.orderReference)))]);

  const results = new Map<number, RowResult>();
  const toCreate: SupplierOrderToCreate[] = [];
  for (const group of groupsOf(items, (row) => rawReference.get(row) ?? null)) {
    const problems = new Map<number, RowResult>();
    for (const item of group) if ('failure' in item) problems.set(item.row, item.failure);
    if (problems.size) {
      failGroup(results, group, problems);
      continue;
    }
    const order = checkSupplierOrder(group as Row<SupplierOrderImportRow>[], { supplierOf, productOf, existing }, results);
    if (order) toCreate.push(order);
  }
  if (toCreate.length) await createSupplierOrders(tx, { idClientAccount, idWarehouse, idUser: authOf(request).actingUser.idUser }, toCreate, results);
  return items.map((item) => results.get(item.row)!);
}

/** The lines of the account's supplier orders with these references (lower-cased), to recognise an order already imported. */
async function supplierOrdersByReference(tx: Tx, idClientAccount: string, references: string[]): Promise<ExistingSupplierOrders> {
  const existingLines = references.length
    ? await tx
        .select({
          reference: sql<string>`lower(${supplierOrders.orderReference})`,
          idSupplierOrder: supplierOrders.idSupplierOrder,
          idProduct: supplierOrderLines.idProduct,
          quantity: supplierOrderLines.orderedQuantity,
        })
        .from(supplierOrders)
        .leftJoin(supplierOrderLines, eq(supplierOrderLines.idSupplierOrder, supplierOrders.idSupplierOrder))
        .where(and(eq(supplierOrders.idClientAccount, idClientAccount), inArray(sql`lower(${supplierOrders.orderReference})`, references)))
    : [];
  const existing: ExistingSupplierOrders = new Map();
  for (const l of existingLines) {
    const order = existing.get(l.reference) ?? { idSupplierOrder: l.idSupplierOrder, lines: [] };
    if (l.idProduct) order.lines.push(lineSignature(l));
    existing.set(l.reference, order);
  }
  return existing;
}

/**
 * One order's rows (each passed its own checks) checked together: the order's fields the same on
 * every line, a known supplier, known products each once. Answers the order to create, or null
 * once its rows' results are set (failed, or skipped as an order an earlier run created).
 */
function checkSupplierOrder(
  lines: Row<SupplierOrderImportRow>[],
  known: {
    supplierOf: (word: string) => { id: string } | undefined;
    productOf: Map<string, { idProduct: string }>;
    existing: ExistingSupplierOrders;
  },
  results: Map<number, RowResult>,
): SupplierOrderToCreate | null {
  const problems = new Map<number, RowResult>();
  const head = lines[0];
  const add = (row: number, field: string, key: string, params?: Record<string, string | number>) => {
    if (!problems.has(row)) problems.set(row, failed(row, { [field]: { key, params } }));
  };
  for (const { row, value } of lines.slice(1))
    for (const field of SUPPLIER_ORDER_FIELDS)
      if ((value[field] ?? null) !== (head.value[field] ?? null)) add(row, field, OM.sameOnEveryLine, { row: head.row });
  const supplier = known.supplierOf(head.value.supplier);
  if (!supplier) add(head.row, 'supplier', GM.unknownSupplier);
  // A return sends goods back as they are: it assembles nothing.
  if (head.value.orderType === 'Return' && head.value.kittingType) add(head.row, 'kittingType', GENERIC_MESSAGES.invalid);
  const seen = new Map<string, number>();
  const orderLines: { idProduct: string; quantity: number }[] = [];
  for (const { row, value } of lines) {
    const product = known.productOf.get(lower(value.sku));
    const twice = seen.get(lower(value.sku));
    if (twice !== undefined) add(row, 'sku', BULK_MESSAGES.duplicateInFile, { row: twice });
    else if (!product) add(row, 'sku', GM.unknownProduct);
    else orderLines.push({ idProduct: product.idProduct, quantity: value.quantity });
    seen.set(lower(value.sku), row);
  }
  if (problems.size) {
    failGroup(results, lines, problems);
    return null;
  }
  const before = known.existing.get(lower(head.value.orderReference));
  if (before) {
    // Created by an earlier run of this file (or by hand): the same lines are unchanged, others are refused.
    const same = sameLines(
      before.lines,
      orderLines.map((l) => lineSignature(l)),
    );
    if (same) for (const { row } of lines) results.set(row, { row, outcome: 'skipped', id: before.idSupplierOrder });
    else failGroup(results, lines, new Map([[head.row, failed(head.row, { orderReference: { key: OM.orderExists } })]]));
    return null;
  }
  return { rows: lines, idSupplier: supplier!.id, lines: orderLines };
}

/** The new supplier orders in one statement, their lines in statements of 2,000; their rows' results say created. */
async function createSupplierOrders(
  tx: Tx,
  { idClientAccount, idWarehouse, idUser }: { idClientAccount: string; idWarehouse: string; idUser: string },
  toCreate: SupplierOrderToCreate[],
  results: Map<number, RowResult>,
) {
  const created = await tx
    .insert(supplierOrders)
    .values(
      toCreate.map(({ rows: [head], idSupplier }) => ({
        idClientAccount,
        idWarehouse,
        idClientAccountSupplier: idSupplier,
        orderReference: head.value.orderReference.trim(),
        orderType: head.value.orderType,
        kittingType: head.value.kittingType,
        priority: head.value.priority,
        expectedDate: head.value.expectedDate ?? null,
        comment: head.value.comment ?? null,
        idUser,
      })),
    )
    .returning({ idSupplierOrder: supplierOrders.idSupplierOrder });
  const lineRows = toCreate.flatMap((order, i) =>
    order.lines.map((line, position) => ({
      idSupplierOrder: created[i].idSupplierOrder,
      idClientAccount,
      idProduct: line.idProduct,
      orderedQuantity: line.quantity,
      displayPosition: position,
    })),
  );
  for (let at = 0; at < lineRows.length; at += 2000) await tx.insert(supplierOrderLines).values(lineRows.slice(at, at + 2000));
  toCreate.forEach((order, i) => {
    for (const { row } of order.rows) results.set(row, { row, outcome: 'created', id: created[i].idSupplierOrder });
  });
}

// ------------------------------------------------------------------------------------- work orders

async function importWorkOrders(tx: Tx, request: FastifyRequest, body: Body): Promise<RowResult[]> {
  const { idClientAccount, idWarehouse } = body;
  await takeTurns(tx, 'work-order-import', idClientAccount);
  const items = parseRows<WorkOrderImportRow>(workOrderKind, body.rows);
  const rows = valuesOf(items);
  const skus = [...new Set(rows.map((r) => lower(r.value.kitSku)))];
  const accountKits = skus.length
    ? await tx
        .select({ idKit: kits.idKit, sku: sql<string>`lower(${kits.sku})` })
        .from(kits)
        .where(and(eq(kits.idClientAccount, idClientAccount), inArray(sql`lower(${kits.sku})`, skus)))
    : [];
  const kitOf = new Map(accountKits.map((k) => [k.sku, k.idKit]));
  const references = [...new Set(rows.map((r) => lower(r.value.orderReference)))];
  const existing = references.length
    ? await tx
        .select({
          reference: sql<string>`lower(${workOrders.orderReference})`,
          ...pickColumns(workOrders, 'idWorkOrder', 'idKit', 'quantity'),
        })
        .from(workOrders)
        .where(and(eq(workOrders.idClientAccount, idClientAccount), inArray(sql`lower(${workOrders.orderReference})`, references)))
    : [];
  const existingOf = new Map(existing.map((w) => [w.reference, w]));
  const results = new Map<number, RowResult>();
  const toCreate: { row: number; value: WorkOrderImportRow; idKit: string }[] = [];
  for (const { row, value } of rows) {
    const idKit = kitOf.get(lower(value.kitSku));
    const before = existingOf.get(lower(value.orderReference));
    if (!idKit) results.set(row, failed(row, { kitSku: { key: GM.unknownKit } }));
    else if (before)
      results.set(
        row,
        before.idKit === idKit && before.quantity === value.quantity
          ? { row, outcome: 'skipped', id: before.idWorkOrder }
          : failed(row, { orderReference: { key: GM.workOrderExists } }),
      );
    else toCreate.push({ row, value, idKit });
  }
  if (toCreate.length) {
    const idUser = authOf(request).actingUser.idUser;
    const created = await tx
      .insert(workOrders)
      .values(
        toCreate.map(({ value, idKit }) => ({
          idClientAccount,
          idWarehouse,
          idKit,
          orderReference: value.orderReference.trim(),
          quantity: value.quantity,
          priority: value.priority,
          dueDate: value.dueDate ?? null,
          comment: value.comment ?? null,
          idUser,
        })),
      )
      .returning({ idWorkOrder: workOrders.idWorkOrder });
    toCreate.forEach(({ row }, i) => results.set(row, { row, outcome: 'created', id: created[i].idWorkOrder }));
  }
  return items.map((item) => ('failure' in item ? item.failure : results.get(item.row)!));
}

// ---------------------------------------------------------------------------------------- routes

const CALLS = [
  { kind: stockKind, call: importStockCall, run: importStock },
  { kind: supplierOrderKind, call: importSupplierOrdersCall, run: importSupplierOrders },
  { kind: workOrderKind, call: importWorkOrdersCall, run: importWorkOrders },
] as const;

export function registerBulkGoodsInRoutes(app: FastifyInstance, db: Db) {
  for (const { kind, call, run } of CALLS) {
    // Each chunk commits on its own (inChunkTransaction): the call runs outside the route's transaction.
    const binding: ActionBinding<typeof call> = {
      kind: call,
      outsideTransaction: true,
      run: async (_tx, { request, body }) => {
        const { dryRun, allOrNothing } = body;
        await checkTarget(db, request, kind, body);
        const results = await inChunkTransaction(db, { dryRun, allOrNothing }, (tx) => run(tx, request, body));
        return { dryRun, results };
      },
    };
    registerKind(app, db, binding as ActionBinding);
  }
}
