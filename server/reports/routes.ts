/**
 * Stock reports of an account's warehouse (spec part 2, section 7, under
 * /client/account/{a}/reports/). A WAREHOUSE warehouse needs View on ReportsWarehouseStock in the
 * account, a BOX one View on ReportsBoxStock (the same report: a box is a warehouse of type BOX).
 * A caller holding neither in the account is refused before anything is read (403); a warehouse
 * the account does not work with answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { canAccess, type Subject } from '../../shared/permissions';
import {
  addDays,
  boxStockReports,
  reportDayOf,
  warehouseStockReports,
  type stockDetailsQuery,
  type stockProductQuery,
} from '../../shared/reports/stock-report';
import { authOf } from '../auth/context';
import type { Db, Tx } from '../db';
import { forbidden, notFound } from '../lib/errors';
import { registerKind, type ActionBinding, type KindBinding, type KindContext } from '../registry/route-kinds';
import { accountWarehouse, cutOf, instantOf, productStockAt, stockDetails, stockLevels, variantLevels } from './stock-report';

export const STOCK_SUBJECT_BY_TYPE: Record<string, Subject> = { WAREHOUSE: 'ReportsWarehouseStock', BOX: 'ReportsBoxStock' };

type Params = { idClientAccount: string; idWarehouse: string; date: string };

const mayView = (request: FastifyRequest, subject: Subject, idClientAccount: string) =>
  canAccess(authOf(request).accountPermissions, { action: 'View', subject, idClientAccount });

/**
 * The warehouse of the report, once the caller may read stock reports of the account (the calls'
 * declared access) and of that warehouse's type.
 */
async function reportWarehouse(tx: Tx, request: FastifyRequest, { idClientAccount, idWarehouse }: Params, boxOnly: boolean) {
  const warehouse = await accountWarehouse(tx, idClientAccount, idWarehouse);
  if (!warehouse || (boxOnly && warehouse.warehouseType !== 'BOX')) throw notFound();
  const subject = STOCK_SUBJECT_BY_TYPE[warehouse.warehouseType];
  if (!subject || !mayView(request, subject, idClientAccount)) throw forbidden();
  return warehouse;
}

/** The start of the period of a details or product report: `from`, else 30 days before the date. */
const periodStart = (date: string, from: string | undefined) => from ?? addDays(reportDayOf(date), -30);

/** A report of the warehouse's lines at the date: its stock levels, or a box's variants (their query is checked by the call). */
const linesAtDate =
  <Query, Lines>(lines: (tx: Tx, idClientAccount: string, idWarehouse: string, cut: SQL, query: Query) => Promise<Lines>, boxOnly: boolean) =>
  async (tx: Tx, { request, params, query }: KindContext & { query: Record<string, unknown> }) => {
    const warehouse = await reportWarehouse(tx, request, params as Params, boxOnly);
    const { idClientAccount, idWarehouse, date } = params as Params;
    const cut = cutOf(date);
    const at = await instantOf(tx, cut);
    return { ...warehouse, date, at, ...(await lines(tx, idClientAccount, idWarehouse, cut, query as Query)) };
  };

type StockCalls = typeof warehouseStockReports;

/** What the three reports read, at the warehouse paths or (`boxOnly`) at the spec's box paths. */
const stockBindings = (calls: StockCalls, boxOnly: boolean): KindBinding[] => [
  {
    kind: calls.levels,
    run: linesAtDate(stockLevels, boxOnly),
  } satisfies ActionBinding<StockCalls['levels']>,
  {
    kind: calls.details,
    run: async (tx, { request, params, query }) => {
      const warehouse = await reportWarehouse(tx, request, params as Params, boxOnly);
      const { idClientAccount, idWarehouse, date } = params as Params;
      const q = query as z.output<typeof stockDetailsQuery>;
      const from = periodStart(date, q.from);
      const [cut, fromCut] = [cutOf(date), cutOf(from, 'start')];
      const at = await instantOf(tx, cut);
      const fromAt = await instantOf(tx, fromCut);
      return { ...warehouse, date, at, from, fromAt, ...(await stockDetails(tx, idClientAccount, idWarehouse, fromCut, cut, q)) };
    },
  } satisfies ActionBinding<StockCalls['details']>,
  {
    kind: calls.product,
    run: async (tx, { request, params, query }) => {
      const warehouse = await reportWarehouse(tx, request, params as Params, boxOnly);
      const { idClientAccount, idWarehouse, date, idProduct } = params as Params & { idProduct: string };
      const from = periodStart(date, (query as z.output<typeof stockProductQuery>).from);
      const cut = cutOf(date);
      const at = await instantOf(tx, cut);
      const line = await productStockAt(tx, idClientAccount, idWarehouse, idProduct, cutOf(from, 'start'), cut);
      if (!line) throw notFound();
      return { reportStock: { ...warehouse, date, at, from, ...line } };
    },
  } satisfies ActionBinding<StockCalls['product']>,
];

/** The box's product variants report (spec: box/{idBox}/stocklevels/date/{date}, "its details and product variants"). */
const variantsBinding: ActionBinding<typeof boxStockReports.variants> = {
  kind: boxStockReports.variants,
  run: linesAtDate(variantLevels, true),
};

// The warehouse paths, then the spec's box paths of the same reports (a BOX warehouse only).
export const stockReportBindings: readonly KindBinding[] = [
  ...stockBindings(warehouseStockReports, false),
  ...stockBindings(boxStockReports, true),
  variantsBinding,
];

export function registerReportRoutes(app: FastifyInstance, db: Db) {
  for (const binding of stockReportBindings) registerKind(app, db, binding);
}
