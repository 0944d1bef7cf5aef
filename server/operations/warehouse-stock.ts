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
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { correctWarehouseStock, stockCorrectionHistory, warehouseStockLevels, warehouseStockQuery } from '../../shared/operations/warehouse-stock';
import { correctionDelta, type StockCorrectionMode, type StockCorrectionReason } from '../../shared/rules/stock-corrections';
import { authOf } from '../auth/context';
import type { Db, Tx } from '../db';
import { products, productStocks, stockCorrections } from '../db/schema';
import { notFound } from '../lib/errors';
import { registerKind, type ActionBinding } from '../registry/route-kinds';
import { stockLevels } from '../reports/stock-report';
import { adjust, lockStock, stockKey } from '../stock/stock';
import { insufficient } from './common/orders';
import { pickColumns } from '../db/columns';
import { accountsWarehouses, accountWarehouse } from '../administration/warehouses';
import { accountProductType } from '../administration/account-products';

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

const correctionColumns = {
  ...pickColumns(stockCorrections, 'idStockCorrection', 'idWarehouse', 'idProduct', 'quantity', 'reasonCode', 'comment', 'reference'),
  createdAt: sql<string>`to_json(${stockCorrections.createdAt}) #>> '{}'`,
};

/** The account's warehouse (not a box) the path names, or 404 (to those who may read or correct the account's stock). */
async function reachWarehouse(tx: Tx, params: Record<string, string>) {
  const warehouse = await accountWarehouse(tx, params.idClientAccount, params.idWarehouse);
  if (warehouse?.warehouseType !== 'WAREHOUSE') throw notFound();
  return { idWarehouse: warehouse.idWarehouse, warehouseName: warehouse.warehouseName };
}

const levelsBinding: ActionBinding<typeof warehouseStockLevels> = {
  kind: warehouseStockLevels,
  run: async (tx, { params, query }) => {
    const { idClientAccount, idWarehouse } = params;
    const warehouse = await reachWarehouse(tx, params);
    const [levels, choices] = await Promise.all([
      stockLevels(tx, idClientAccount, idWarehouse, sql`'infinity'::timestamptz`, query as z.output<typeof warehouseStockQuery>),
      accountsWarehouses(tx, [idClientAccount]),
    ]);
    const offered = choices.map(({ idWarehouse, warehouseName }) => ({ idWarehouse, warehouseName }));
    return { ...warehouse, warehouses: offered, ...levels };
  },
};

const historyBinding: ActionBinding<typeof stockCorrectionHistory> = {
  kind: stockCorrectionHistory,
  run: async (tx, { params }) => {
    const { idClientAccount, idWarehouse, idProduct } = params;
    await reachWarehouse(tx, params);
    const found = await tx
      .select(correctionColumns)
      .from(stockCorrections)
      .where(
        and(eq(stockCorrections.idClientAccount, idClientAccount), eq(stockCorrections.idWarehouse, idWarehouse), eq(stockCorrections.idProduct, idProduct)),
      )
      .orderBy(desc(stockCorrections.createdAt))
      .limit(100);
    return { stockCorrections: found };
  },
};

const correctBinding: ActionBinding<typeof correctWarehouseStock> = {
  kind: correctWarehouseStock,
  run: async (tx, { request, params, body }) => {
    const { idClientAccount, idWarehouse, idProduct } = params;
    await reachWarehouse(tx, params);
    if (!(await accountProductType(tx, idClientAccount, idProduct))) throw notFound();
    const [outcome] = await correctStock(tx, { idClientAccount, idWarehouse, idUser: authOf(request).actingUser.idUser }, [{ idProduct, ...body }]);
    if ('short' in outcome) throw insufficient(idProduct);
    const [stockCorrection] = await tx
      .select(correctionColumns)
      .from(stockCorrections)
      .where(eq(stockCorrections.idStockCorrection, outcome.idStockCorrection));
    return { stockCorrection, stock: await productLevel(tx, idWarehouse, idProduct) };
  },
};

/** The stock page's declared calls (shared/operations/warehouse-stock.ts). */
export function registerWarehouseStockRoutes(app: FastifyInstance, db: Db) {
  for (const binding of [levelsBinding, historyBinding, correctBinding]) registerKind(app, db, binding);
}

/** A product's stock in the warehouse (zero when it has no line there). */
async function productLevel(tx: Tx, idWarehouse: string, idProduct: string) {
  const [p] = await tx
    .select({
      ...pickColumns(products, 'idProduct', 'sku', 'skuClient', 'productName', 'type'),
      physicalQuantity: sql<number>`coalesce(${productStocks.physicalQuantity}, 0)`,
      reservedQuantity: sql<number>`coalesce(${productStocks.reservedQuantity}, 0)`,
      availableQuantity: sql<number>`coalesce(${productStocks.availableQuantity}, 0)`,
    })
    .from(products)
    .leftJoin(productStocks, and(eq(productStocks.idProduct, products.idProduct), eq(productStocks.idWarehouse, idWarehouse)))
    .where(eq(products.idProduct, idProduct));
  return p;
}
