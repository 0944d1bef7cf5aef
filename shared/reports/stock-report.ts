/**
 * Stock reports (spec part 2, sections 2 and 7): the stock of a warehouse's lines at a date, the
 * details of a period ending at that date, and one product at that date with its moves. They read
 * the stock ledger, so they answer for any warehouse of the account, of type WAREHOUSE or BOX
 * alike: a box report is the same report on a BOX warehouse.
 *
 * `date` in a path is a calendar day (YYYY-MM-DD: the stock at the end of that day, Europe/Paris)
 * or an instant (an ISO date-time with its offset: the stock just after the moves made up to then).
 * The spec does not show the answers' shapes nor the query's; these are this project's.
 */
import { z } from 'zod';
import { actionsOf } from '../registry/route-kinds';
import { calendarDayIn } from '../rules/date-input';

/** The time zone of a calendar day in a report, as for delivery dates. */
export const REPORT_TIME_ZONE = 'Europe/Paris';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A report date: a real calendar day, or an instant with its offset. */
export function isReportDate(text: string): boolean {
  if (DAY.test(text)) {
    const [y, m, d] = text.split('-').map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d && y >= 1970 && y <= 9999;
  }
  return INSTANT.test(text) && !Number.isNaN(Date.parse(text));
}
export const isCalendarDay = (text: string) => DAY.test(text);

/** The calendar day a report date names: a day as it is, an instant its day in the report time zone. */
export const reportDayOf = (date: string) => calendarDayIn(date, REPORT_TIME_ZONE);

/** Today in the report time zone, as YYYY-MM-DD. */
export const todayInReportZone = (now: Date = new Date()) => now.toLocaleDateString('en-CA', { timeZone: REPORT_TIME_ZONE });

/** YYYY-MM-DD plus a number of days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export const reportDate = z.string().refine(isReportDate, 'validation.report.date');

export const STOCK_SORT_FIELDS = ['sku', 'productName', 'physicalQuantity', 'reservedQuantity', 'availableQuantity'] as const;
export type StockSortField = (typeof STOCK_SORT_FIELDS)[number];
export const STOCK_FILTERS = ['all', 'inStock', 'outOfStock'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];
export const STOCK_DETAIL_SORT_FIELDS = [...STOCK_SORT_FIELDS, 'openingQuantity', 'receivedQuantity', 'shippedQuantity'] as const;
export type StockDetailSortField = (typeof STOCK_DETAIL_SORT_FIELDS)[number];

/** Largest page; pageSize -1 asks for every line (exports). */
export const REPORT_MAX_PAGE_SIZE = 10000;

const pageQuery = {
  /** Matched (case ignored, contains) against SKU, client SKU and name; from 3 characters (shorter is ignored). */
  search: z.string().max(50).optional(),
  stockFilter: z.enum(STOCK_FILTERS).default('all'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
  currentPage: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(-1)
    .max(REPORT_MAX_PAGE_SIZE)
    .refine((n) => n !== 0, 'validation.invalid')
    .default(25),
};

export const stockLevelsQuery = z.object({ ...pageQuery, sortField: z.enum(STOCK_SORT_FIELDS).default('sku') });
export type StockLevelsQuery = z.input<typeof stockLevelsQuery>;

export const stockDetailsQuery = z.object({
  ...pageQuery,
  sortField: z.enum(STOCK_DETAIL_SORT_FIELDS).default('sku'),
  /** Start of the period (a day: from its first moment), 30 days before `date` when left out. */
  from: reportDate.optional(),
});
export type StockDetailsQuery = z.input<typeof stockDetailsQuery>;

export const stockProductQuery = z.object({ from: reportDate.optional() });

/** The product variants report sorts by the configurable product too. */
export const VARIANT_SORT_FIELDS = ['parentSku', 'parentName', ...STOCK_SORT_FIELDS] as const;
export type VariantSortField = (typeof VARIANT_SORT_FIELDS)[number];
export const variantLevelsQuery = z.object({ ...pageQuery, sortField: z.enum(VARIANT_SORT_FIELDS).default('parentSku') });
export type VariantLevelsQuery = z.input<typeof variantLevelsQuery>;

const productFields = {
  idProduct: z.uuid(),
  sku: z.string(),
  skuClient: z.string().nullable(),
  productName: z.string(),
  type: z.string(),
};
const quantities = {
  physicalQuantity: z.number().int(),
  reservedQuantity: z.number().int(),
  availableQuantity: z.number().int(),
};

export const stockLevel = z.object({ ...productFields, ...quantities });
export type StockLevel = z.infer<typeof stockLevel>;

const reportHeader = {
  idWarehouse: z.uuid(),
  warehouseName: z.string(),
  warehouseType: z.string(),
  /** The date asked for, and the instant it stands for (the report counts moves made up to it). */
  date: z.string(),
  at: z.string(),
};

export const stockLevelsAnswer = z.object({
  ...reportHeader,
  totalCount: z.number().int(),
  totals: z.object(quantities),
  items: z.array(stockLevel),
});
export type StockLevelsAnswer = z.infer<typeof stockLevelsAnswer>;

/**
 * A variant of a configurable product (a simple product, its child) with its stock line at the
 * date; a variant of two configurable products is a line of each.
 */
export const variantLevel = stockLevel.extend({
  idParent: z.uuid(),
  parentSku: z.string(),
  parentName: z.string(),
  /** The attribute options the variant stands for (Colour: White...), in the attributes' display order. */
  options: z.array(z.object({ attributeName: z.string(), optionName: z.string() })),
});
export type VariantLevel = z.infer<typeof variantLevel>;

export const variantLevelsAnswer = stockLevelsAnswer.extend({ items: z.array(variantLevel) });
export type VariantLevelsAnswer = z.infer<typeof variantLevelsAnswer>;

/** A variant's options as one text, each written by `option` (a translated "attribute: option"). */
export const variantOptionsText = (options: VariantLevel['options'], option: (attribute: string, value: string) => string) =>
  options.map((o) => option(o.attributeName, o.optionName)).join(', ');

export const stockDetail = stockLevel.extend({
  /** Physical stock at the start of the period. */
  openingQuantity: z.number().int(),
  /** Units in (sum of positive physical moves) and out (sum of negative ones, as a positive number) during the period. */
  receivedQuantity: z.number().int(),
  shippedQuantity: z.number().int(),
  moveCount: z.number().int(),
  lastMovedAt: z.string().nullable(),
});
export type StockDetail = z.infer<typeof stockDetail>;

export const stockDetailsAnswer = z.object({
  ...reportHeader,
  from: z.string(),
  fromAt: z.string(),
  totalCount: z.number().int(),
  items: z.array(stockDetail),
});
export type StockDetailsAnswer = z.infer<typeof stockDetailsAnswer>;

export const stockMove = z.object({
  movedAt: z.string(),
  cause: z.string(),
  physicalDelta: z.number().int(),
  reservedDelta: z.number().int(),
  /** The line after this move. */
  physicalQuantity: z.number().int(),
  reservedQuantity: z.number().int(),
});
export type StockMove = z.infer<typeof stockMove>;

/** How many moves of one product the product report lists at most (the latest before the date). */
export const REPORT_PRODUCT_MOVES = 500;

export const reportStockAnswer = z.object({
  reportStock: z.object({
    ...reportHeader,
    ...productFields,
    ...quantities,
    from: z.string(),
    fromAt: z.string(),
    /** Physical and reserved at the start of the period, then each move of the period, oldest first. */
    openingPhysicalQuantity: z.number().int(),
    openingReservedQuantity: z.number().int(),
    moves: z.array(stockMove),
  }),
});
export type ReportStock = z.infer<typeof reportStockAnswer>['reportStock'];

/**
 * The stock reports' calls. A caller holding neither ReportsWarehouseStock nor ReportsBoxStock (View)
 * in the account is refused before anything is read (403); the warehouse's own type then decides
 * which one the report needs (server/reports/routes.ts).
 */
const calls = actionsOf('reports', { subject: ['ReportsWarehouseStock', 'ReportsBoxStock'], account: { placeholder: 'idClientAccount' } });
const dateParam = z.object({ date: reportDate });

/** A warehouse's stock reports under `base`: its lines at the date, the period's details, one product; `Box` names a box's. */
const stockCalls = (base: string, of: '' | 'Box') => ({
  levels: calls.read({
    name: `read${of}StockLevelsReport`,
    path: `${base}/stocklevels/date/{date}`,
    params: dateParam,
    query: stockLevelsQuery,
    answer: stockLevelsAnswer,
    summary: `Stock levels of a ${of ? 'box' : 'warehouse'} at a date`,
  }),
  details: calls.read({
    name: `read${of}StockDetailsReport`,
    path: `${base}/stocklevels/details/date/{date}`,
    params: dateParam,
    query: stockDetailsQuery,
    answer: stockDetailsAnswer,
    summary: `Stock of a ${of ? 'box' : 'warehouse'} over a period ending at a date: opening, received, shipped, closing`,
  }),
  product: calls.read({
    name: `read${of}ProductStockReport`,
    path: `${base}/stocklevels/date/{date}/product/{idProduct}`,
    params: dateParam,
    query: stockProductQuery,
    answer: reportStockAnswer,
    summary: `One product of a ${of ? 'box' : 'warehouse'} at a date, with its moves of the period before`,
  }),
});

/** The stock reports of any warehouse of the account, WAREHOUSE or BOX. */
export const warehouseStockReports = stockCalls('/client/account/{idClientAccount}/reports/warehouse/{idWarehouse}', '');

/** The spec's paths of the same reports for a box (its id is its warehouse's): they answer for a BOX warehouse only. */
export const boxStockReports = {
  ...stockCalls('/client/account/{idClientAccount}/reports/box/{idWarehouse}', 'Box'),
  /** The box's "product variants" report: the stock at the date of each variant of a configurable product. */
  variants: calls.read({
    name: 'readBoxVariantLevelsReport',
    path: '/client/account/{idClientAccount}/reports/box/{idWarehouse}/stocklevels/productvariants/date/{date}',
    params: dateParam,
    query: variantLevelsQuery,
    answer: variantLevelsAnswer,
    summary: 'Stock of the variants of configurable products in a box at a date',
  }),
};

/** Columns of the stock levels export, in order (labels under reports.stock.columns). */
export const STOCK_LEVEL_COLUMNS = ['sku', 'skuClient', 'productName', 'physicalQuantity', 'reservedQuantity', 'availableQuantity'] as const;
export const VARIANT_LEVEL_COLUMNS = [
  'parentSku',
  'parentName',
  'sku',
  'skuClient',
  'productName',
  'options',
  'physicalQuantity',
  'reservedQuantity',
  'availableQuantity',
] as const;
export const STOCK_DETAIL_COLUMNS = [
  'sku',
  'skuClient',
  'productName',
  'openingQuantity',
  'receivedQuantity',
  'shippedQuantity',
  'physicalQuantity',
  'reservedQuantity',
  'availableQuantity',
  'moveCount',
] as const;
