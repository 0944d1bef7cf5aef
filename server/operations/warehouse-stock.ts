/**
 * A warehouse's stock for the administrators of the account's products, and its corrections
 * (shared/operations/warehouse-stock.ts). Reading needs View on AdminProducts in the account,
 * correcting Edit; a warehouse the account does not work with (or a box) and a product of another
 * account answer 404 to those who may, so nothing of another account is read or moved.
 *
 * `correctStock` is the one writer of corrections, for the screen and for `wareport import stock`:
 * it locks the stock lines, turns each line into a signed change (a wanted quantity minus the
 * physical stock it finds, lines of one product in order), refuses a line that would take physical
 * stock below what is reserved, moves stock through server/stock (cause 'correction', each move
 * naming its correction) and records the corrections, in the caller's transaction.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  stockCorrectionAnswer,
  stockCorrectionInput,
  stockCorrectionsAnswer,
  WAREHOUSE_STOCK_PATHS,
  WAREHOUSE_STOCK_SUBJECT,
  warehouseStockAnswer,
  warehouseStockQuery,
} from '../../shared/operations/warehouse-stock';
import { correctionDelta, type StockCorrectionMode, type StockCorrectionReason } from '../../shared/rules/stock-corrections';
import { authorize } from '../auth/context';
import type { Db, Tx } from '../db';
import { clientAccountWarehouses, products, productStocks, stockCorrections, warehouses } from '../db/schema';
import { notFound } from '../lib/errors';
import { routePath } from '../registry/paths';
import { stockLevels } from '../reports/stock-report';
import { adjust, lockStock, stockKey } from '../stock/stock';
import { insufficient } from './common/orders';

export interface CorrectionLine {
  idProduct: string;
  mode: StockCorrectionMode;
  quantity: number;
  reasonCode: StockCorrectionReason;
  comment?: string | null;
  /** An imported line's reference (unique in the account), else null. */
  reference?: string | null;
}

export interface CorrectionTarget {
  idClientAccount: string;
  idWarehouse: string;
  idUser: string | null;
}

/**
 * Applies corrections in one go: answers, per line (same order), the correction's id and the
 * signed change it made, or `short` (with what is reserved) for a line that would take physical stock below what is
 * reserved (that line moves nothing; the others do). Lines of one product apply in order.
 */
export async function correctStock(
  tx: Tx,
  target: CorrectionTarget,
  lines: readonly CorrectionLine[],
): Promise<({ idStockCorrection: string; delta: number } | { short: true; reserved: number })[]> {
  const keys = lines.map((l) => ({ idWarehouse: target.idWarehouse, idProduct: l.idProduct }));
  const figures = await lockStock(tx, keys, { create: true });
  const running = new Map([...figures].map(([key, f]) => [key, { ...f }]));
  const outcomes: ({ idStockCorrection: string; delta: number } | { short: true; reserved: number })[] = [];
  const moves: { idWarehouse: string; idProduct: string; quantity: number; idReference: string }[] = [];
  const rows: (typeof stockCorrections.$inferInsert)[] = [];
  for (const line of lines) {
    const key = stockKey({ idWarehouse: target.idWarehouse, idProduct: line.idProduct });
    const now = running.get(key) ?? { physical: 0, reserved: 0 };
    const delta = correctionDelta(line.mode, line.quantity, now.physical);
    if (now.physical + delta < now.reserved || now.physical + delta < 0) {
      outcomes.push({ short: true, reserved: now.reserved });
      continue;
    }
    running.set(key, { physical: now.physical + delta, reserved: now.reserved });
    const idStockCorrection = randomUUID();
    outcomes.push({ idStockCorrection, delta });
    if (delta !== 0) moves.push({ idWarehouse: target.idWarehouse, idProduct: line.idProduct, quantity: delta, idReference: idStockCorrection });
    rows.push({
      idStockCorrection,
      idClientAccount: target.idClientAccount,
      idWarehouse: target.idWarehouse,
      idProduct: line.idProduct,
      quantity: delta,
      reasonCode: line.reasonCode,
      comment: line.comment ?? null,
      reference: line.reference ?? null,
      idUser: target.idUser,
    });
  }
  // The checks above ran on the locked lines, so this cannot refuse; it is the ledger's own guard.
  const short = await adjust(tx, moves, { cause: 'correction', idUser: target.idUser });
  if (short) throw insufficient(short);
  for (let at = 0; at < rows.length; at += 1000) await tx.insert(stockCorrections).values(rows.slice(at, at + 1000));
  return outcomes;
}

/** The account's warehouse (not a box), or null. */
async function accountWarehouse(db: Db | Tx, idClientAccount: string, idWarehouse: string) {
  const [found] = await db
    .select({ idWarehouse: warehouses.idWarehouse, warehouseName: warehouses.warehouseName })
    .from(clientAccountWarehouses)
    .innerJoin(warehouses, eq(warehouses.idWarehouse, clientAccountWarehouses.idWarehouse))
    .where(
      and(
        eq(clientAccountWarehouses.idClientAccount, idClientAccount),
        eq(clientAccountWarehouses.idWarehouse, idWarehouse),
        eq(warehouses.warehouseType, 'WAREHOUSE'),
      ),
    );
  return found ?? null;
}

const correctionColumns = {
  idStockCorrection: stockCorrections.idStockCorrection,
  idWarehouse: stockCorrections.idWarehouse,
  idProduct: stockCorrections.idProduct,
  quantity: stockCorrections.quantity,
  reasonCode: stockCorrections.reasonCode,
  comment: stockCorrections.comment,
  reference: stockCorrections.reference,
  createdAt: sql<string>`to_json(${stockCorrections.createdAt}) #>> '{}'`,
};

const uuid = z.uuid('validation.invalid');
const warehouseParams = z.object({ idClientAccount: uuid, idWarehouse: uuid });
const productParams = warehouseParams.extend({ idProduct: uuid });

export function registerWarehouseStockRoutes(app: FastifyInstance, db: Db) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['warehouse stock'];

  routes.get(routePath(WAREHOUSE_STOCK_PATHS.levels), {
    schema: {
      tags,
      summary: 'Stock of each product in a warehouse of the account (product administrators)',
      params: warehouseParams,
      querystring: warehouseStockQuery,
      response: { 200: warehouseStockAnswer },
    },
    handler: async (request) => {
      const { idClientAccount, idWarehouse } = request.params;
      authorize(request, 'View', WAREHOUSE_STOCK_SUBJECT, idClientAccount);
      const warehouse = await accountWarehouse(db, idClientAccount, idWarehouse);
      if (!warehouse) throw notFound();
      const [levels, choices] = await Promise.all([
        stockLevels(db, idClientAccount, idWarehouse, sql`'infinity'::timestamptz`, request.query),
        db
          .select({ idWarehouse: warehouses.idWarehouse, warehouseName: warehouses.warehouseName })
          .from(clientAccountWarehouses)
          .innerJoin(warehouses, eq(warehouses.idWarehouse, clientAccountWarehouses.idWarehouse))
          .where(and(eq(clientAccountWarehouses.idClientAccount, idClientAccount), eq(warehouses.warehouseType, 'WAREHOUSE')))
          .orderBy(asc(warehouses.warehouseName)),
      ]);
      return { ...warehouse, warehouses: choices, ...levels };
    },
  });

  routes.get(routePath(WAREHOUSE_STOCK_PATHS.corrections), {
    schema: {
      tags,
      summary: 'Corrections of a product’s stock in a warehouse, newest first',
      params: productParams,
      response: { 200: stockCorrectionsAnswer },
    },
    handler: async (request) => {
      const { idClientAccount, idWarehouse, idProduct } = request.params;
      authorize(request, 'View', WAREHOUSE_STOCK_SUBJECT, idClientAccount);
      if (!(await accountWarehouse(db, idClientAccount, idWarehouse))) throw notFound();
      const found = await db
        .select(correctionColumns)
        .from(stockCorrections)
        .where(
          and(eq(stockCorrections.idClientAccount, idClientAccount), eq(stockCorrections.idWarehouse, idWarehouse), eq(stockCorrections.idProduct, idProduct)),
        )
        .orderBy(desc(stockCorrections.createdAt))
        .limit(100);
      return { stockCorrections: found };
    },
  });

  routes.post(routePath(WAREHOUSE_STOCK_PATHS.corrections), {
    schema: {
      tags,
      summary: 'Correct a product’s physical stock in a warehouse (a move of the stock ledger, never below what is reserved)',
      params: productParams,
      body: stockCorrectionInput,
      response: { 201: stockCorrectionAnswer },
    },
    handler: async (request, reply) => {
      const { idClientAccount, idWarehouse, idProduct } = request.params;
      const { actingUser } = authorize(request, 'Edit', WAREHOUSE_STOCK_SUBJECT, idClientAccount);
      const answer = await db.transaction(async (tx) => {
        if (!(await accountWarehouse(tx, idClientAccount, idWarehouse))) throw notFound();
        const [product] = await tx
          .select({ idProduct: products.idProduct })
          .from(products)
          .where(and(eq(products.idProduct, idProduct), eq(products.idClientAccount, idClientAccount)));
        if (!product) throw notFound();
        const [outcome] = await correctStock(tx, { idClientAccount, idWarehouse, idUser: actingUser.idUser }, [{ idProduct, ...request.body }]);
        if ('short' in outcome) throw insufficient(idProduct);
        const [stockCorrection] = await tx
          .select(correctionColumns)
          .from(stockCorrections)
          .where(eq(stockCorrections.idStockCorrection, outcome.idStockCorrection));
        return { stockCorrection, stock: await productLevel(tx, idWarehouse, idProduct) };
      });
      return reply.status(201).send(answer as never);
    },
  });
}

/** A product's stock in the warehouse (zero when it has no line there). */
async function productLevel(tx: Tx, idWarehouse: string, idProduct: string) {
  const [p] = await tx
    .select({
      idProduct: products.idProduct,
      sku: products.sku,
      skuClient: products.skuClient,
      productName: products.productName,
      type: products.type,
      physicalQuantity: sql<number>`coalesce(${productStocks.physicalQuantity}, 0)`,
      reservedQuantity: sql<number>`coalesce(${productStocks.reservedQuantity}, 0)`,
      availableQuantity: sql<number>`coalesce(${productStocks.availableQuantity}, 0)`,
    })
    .from(products)
    .leftJoin(productStocks, and(eq(productStocks.idProduct, products.idProduct), eq(productStocks.idWarehouse, idWarehouse)))
    .where(eq(products.idProduct, idProduct));
  return p;
}
