/**
 * Stock reports of an account's warehouse (spec part 2, section 7, under
 * /client/account/{a}/reports/). A WAREHOUSE warehouse needs View on ReportsWarehouseStock in the
 * account, a BOX one View on ReportsBoxStock (the same report: a box is a warehouse of type BOX).
 * A caller holding neither in the account is refused before anything is read (403); a warehouse
 * the account does not work with answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canAccess, type Subject } from '../../shared/permissions';
import {
  addDays,
  reportDayOf,
  reportDate,
  reportStockAnswer,
  BOX_STOCK_REPORT_PATHS,
  STOCK_REPORT_PATHS,
  stockDetailsAnswer,
  stockDetailsQuery,
  stockLevelsAnswer,
  stockLevelsQuery,
  stockProductQuery,
  variantLevelsAnswer,
  variantLevelsQuery,
} from '../../shared/reports/stock-report';
import { authOf } from '../auth/context';
import type { Db } from '../db';
import { forbidden, notFound } from '../lib/errors';
import { routePath } from '../registry/paths';
import { accountWarehouse, cutOf, instantOf, productStockAt, stockDetails, stockLevels, variantLevels } from './stock-report';

export const STOCK_SUBJECT_BY_TYPE: Record<string, Subject> = { WAREHOUSE: 'ReportsWarehouseStock', BOX: 'ReportsBoxStock' };

const params = z.object({ idClientAccount: z.uuid('validation.invalid'), idWarehouse: z.uuid('validation.invalid'), date: reportDate });

const mayView = (request: FastifyRequest, subject: Subject, idClientAccount: string) =>
  canAccess(authOf(request).accountPermissions, { action: 'View', subject, idClientAccount });

/** The warehouse of the report, once the caller may read stock reports of the account and of that warehouse's type. */
async function reportWarehouse(db: Db, request: FastifyRequest, idClientAccount: string, idWarehouse: string, boxOnly: boolean) {
  if (!Object.values(STOCK_SUBJECT_BY_TYPE).some((subject) => mayView(request, subject, idClientAccount))) throw forbidden();
  const warehouse = await accountWarehouse(db, idClientAccount, idWarehouse);
  if (!warehouse || (boxOnly && warehouse.warehouseType !== 'BOX')) throw notFound();
  const subject = STOCK_SUBJECT_BY_TYPE[warehouse.warehouseType];
  if (!subject || !mayView(request, subject, idClientAccount)) throw forbidden();
  return warehouse;
}

/** The start of the period of a details or product report: `from`, else 30 days before the date. */
const periodStart = (date: string, from: string | undefined) => from ?? addDays(reportDayOf(date), -30);

export function registerReportRoutes(app: FastifyInstance, db: Db) {
  // The warehouse paths, then the spec's box paths of the same reports (a BOX warehouse only).
  for (const [paths, boxOnly] of [
    [STOCK_REPORT_PATHS, false],
    [BOX_STOCK_REPORT_PATHS, true],
  ] as const)
    registerStockReportRoutes(app, db, paths, boxOnly);

  // The box's product variants report (spec: box/{idBox}/stocklevels/date/{date}, "its details and product variants").
  app.withTypeProvider<ZodTypeProvider>().get(routePath(BOX_STOCK_REPORT_PATHS.variants), {
    schema: {
      tags: ['reports'],
      summary: 'Stock of the variants of configurable products in a box at a date',
      params,
      querystring: variantLevelsQuery,
      response: { 200: variantLevelsAnswer },
    },
    handler: async (request) => {
      const { idClientAccount, idWarehouse, date } = request.params;
      const warehouse = await reportWarehouse(db, request, idClientAccount, idWarehouse, true);
      const cut = cutOf(date);
      const [at, levels] = await Promise.all([instantOf(db, cut), variantLevels(db, idClientAccount, idWarehouse, cut, request.query)]);
      return { ...warehouse, date, at, ...levels };
    },
  });
}

function registerStockReportRoutes(app: FastifyInstance, db: Db, paths: typeof STOCK_REPORT_PATHS | typeof BOX_STOCK_REPORT_PATHS, boxOnly: boolean) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];

  routes.get(routePath(paths.levels), {
    schema: { tags, summary: 'Stock levels of a warehouse at a date', params, querystring: stockLevelsQuery, response: { 200: stockLevelsAnswer } },
    handler: async (request) => {
      const { idClientAccount, idWarehouse, date } = request.params;
      const warehouse = await reportWarehouse(db, request, idClientAccount, idWarehouse, boxOnly);
      const cut = cutOf(date);
      const [at, levels] = await Promise.all([instantOf(db, cut), stockLevels(db, idClientAccount, idWarehouse, cut, request.query)]);
      return { ...warehouse, date, at, ...levels };
    },
  });

  routes.get(routePath(paths.details), {
    schema: {
      tags,
      summary: 'Stock of a warehouse over a period ending at a date: opening, received, shipped, closing',
      params,
      querystring: stockDetailsQuery,
      response: { 200: stockDetailsAnswer },
    },
    handler: async (request) => {
      const { idClientAccount, idWarehouse, date } = request.params;
      const warehouse = await reportWarehouse(db, request, idClientAccount, idWarehouse, boxOnly);
      const from = periodStart(date, request.query.from);
      const [cut, fromCut] = [cutOf(date), cutOf(from, 'start')];
      const [at, fromAt, details] = await Promise.all([
        instantOf(db, cut),
        instantOf(db, fromCut),
        stockDetails(db, idClientAccount, idWarehouse, fromCut, cut, request.query),
      ]);
      return { ...warehouse, date, at, from, fromAt, ...details };
    },
  });

  routes.get(routePath(paths.product), {
    schema: {
      tags,
      summary: 'One product of a warehouse at a date, with its moves of the period before',
      params: params.extend({ idProduct: z.uuid('validation.invalid') }),
      querystring: stockProductQuery,
      response: { 200: reportStockAnswer },
    },
    handler: async (request) => {
      const { idClientAccount, idWarehouse, date, idProduct } = request.params;
      const warehouse = await reportWarehouse(db, request, idClientAccount, idWarehouse, boxOnly);
      const from = periodStart(date, request.query.from);
      const cut = cutOf(date);
      const [at, line] = await Promise.all([instantOf(db, cut), productStockAt(db, idClientAccount, idWarehouse, idProduct, cutOf(from, 'start'), cut)]);
      if (!line) throw notFound();
      return { reportStock: { ...warehouse, date, at, from, ...line } };
    },
  });
}
