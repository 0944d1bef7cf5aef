/**
 * A warehouse's stock for the administrators of an account's products (`AdminProducts`): every
 * product's physical, reserved and available stock in one of the account's warehouses, and
 * corrections of its physical stock, each with a reason and a comment. A correction is a move of
 * the stock ledger (cause `correction`, like a box's regulation), never below what is reserved.
 * The spec shows no such calls; their paths follow the account's other warehouse paths.
 */
import { z } from 'zod';
import { actionsOf } from '../registry/route-kinds';
import { FIELD_LIMITS, requiredText } from '../rules/field-limits';
import { GENERIC_MESSAGES } from '../rules/message';
import { STOCK_CORRECTION_MODES, STOCK_CORRECTION_REASONS } from '../rules/stock-corrections';
import { stockLevel, stockLevelsQuery } from '../reports/stock-report';

export const WAREHOUSE_STOCK_SUBJECT = 'AdminProducts' as const;

/** The calls' paths (declared as calls at the end of this file). */
export const WAREHOUSE_STOCK_PATHS = {
  levels: '/clients/accounts/{idClientAccount}/warehouses/{idWarehouse}/stocks',
  corrections: '/clients/accounts/{idClientAccount}/warehouses/{idWarehouse}/stocks/{idProduct}/corrections',
} as const;

export const warehouseStockQuery = stockLevelsQuery;

export const warehouseStockAnswer = z.object({
  idWarehouse: z.uuid(),
  warehouseName: z.string(),
  /** The account's warehouses (not boxes, whose stock is regulated from the box), for the screen's choice. */
  warehouses: z.array(z.object({ idWarehouse: z.uuid(), warehouseName: z.string() })),
  totalCount: z.number().int(),
  totals: z.object({ physicalQuantity: z.number().int(), reservedQuantity: z.number().int(), availableQuantity: z.number().int() }),
  items: z.array(stockLevel),
});
export type WarehouseStockAnswer = z.infer<typeof warehouseStockAnswer>;

/** Largest correction, either way: beyond it a typing slip is likelier than a real count. */
export const MAX_CORRECTION_QUANTITY = 1_000_000;

const wholeQuantity = z
  .number({ error: GENERIC_MESSAGES.notANumber })
  .int({ error: GENERIC_MESSAGES.notWhole })
  .min(-MAX_CORRECTION_QUANTITY, { error: 'validation.invalid' })
  .max(MAX_CORRECTION_QUANTITY, { error: 'validation.invalid' });

export const STOCK_CORRECTION_MESSAGES = {
  /** An adjustment of 0 changes nothing. */
  zero: 'validation.stock.zeroAdjustment',
  /** The new physical stock is a quantity: 0 or more. */
  negative: GENERIC_MESSAGES.negative,
} as const;

/**
 * A correction: the new physical stock (`set`) or the units found or missing (`adjust`, signed,
 * not 0), a reason among the listed ones and a comment.
 */
export const stockCorrectionInput = z
  .object({
    mode: z.enum(STOCK_CORRECTION_MODES, { error: 'validation.invalid' }).default('adjust'),
    quantity: wholeQuantity,
    reasonCode: z.enum(STOCK_CORRECTION_REASONS, { error: 'validation.required' }),
    comment: requiredText(FIELD_LIMITS.comment),
  })
  .superRefine((body, ctx) => {
    if (body.mode === 'set' && body.quantity < 0) ctx.addIssue({ code: 'custom', path: ['quantity'], message: STOCK_CORRECTION_MESSAGES.negative });
    if (body.mode === 'adjust' && body.quantity === 0) ctx.addIssue({ code: 'custom', path: ['quantity'], message: STOCK_CORRECTION_MESSAGES.zero });
  });
export type StockCorrectionInput = z.input<typeof stockCorrectionInput>;

export const stockCorrectionRecord = z.object({
  idStockCorrection: z.uuid(),
  idWarehouse: z.uuid(),
  idProduct: z.uuid(),
  /** The signed change of physical stock it made. */
  quantity: z.number().int(),
  reasonCode: z.enum(STOCK_CORRECTION_REASONS),
  comment: z.string().nullable(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type StockCorrectionRecord = z.infer<typeof stockCorrectionRecord>;

export const stockCorrectionAnswer = z.object({ stockCorrection: stockCorrectionRecord, stock: stockLevel });
export const stockCorrectionsAnswer = z.object({ stockCorrections: z.array(stockCorrectionRecord) });

/** The stock page's calls, on the path's account: View on its products to read, Edit to correct. */
const calls = actionsOf('warehouse stock', { subject: WAREHOUSE_STOCK_SUBJECT, account: { placeholder: 'idClientAccount' } });

/** A page of the warehouse's stock lines (search, stock filter, sort, page; pageSize -1 for every line). */
export const warehouseStockLevels = calls.read({
  name: 'readWarehouseStock',
  path: WAREHOUSE_STOCK_PATHS.levels,
  query: warehouseStockQuery,
  answer: warehouseStockAnswer,
  summary: 'Stock of each product in a warehouse of the account (product administrators)',
});

/** A product's corrections in the warehouse, newest first (the latest 100). */
export const stockCorrectionHistory = calls.read({
  name: 'readStockCorrections',
  path: WAREHOUSE_STOCK_PATHS.corrections,
  answer: stockCorrectionsAnswer,
  summary: 'Corrections of a product’s stock in a warehouse, newest first',
});

/** Corrects one product's physical stock: 201 with the correction and the product's stock after it. */
export const correctWarehouseStock = calls.action({
  name: 'correctWarehouseStock',
  method: 'POST',
  action: 'Edit',
  path: WAREHOUSE_STOCK_PATHS.corrections,
  body: stockCorrectionInput,
  answer: stockCorrectionAnswer,
  status: 201,
  summary: 'Correct a product’s physical stock in a warehouse (a move of the stock ledger, never below what is reserved)',
});
