/**
 * The outbound orders report of a warehouse (spec part 2, section 7: warehouse/outboundorders):
 * the account's customer orders shipping from that warehouse, placed in a date range (days,
 * Europe/Paris), optionally of one status, one page of them and their count per day and status
 * (the chart's numbers). The spec does not show the query or the answer; these are this project's.
 * The details (warehouse/outboundorders/details) are the lines those orders ship from the
 * warehouse: one row per line, with the product and the quantities ordered and delivered.
 */
import { z } from 'zod';
import { customerOrderHead } from '../ordering/dashboard-schemas';
import { actionsOf } from '../registry/route-kinds';
import { REPORT_MAX_PAGE_SIZE } from './stock-report';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.report.date');

/** At most this many days in one report (a year and a day). */
export const OUTBOUND_MAX_DAYS = 366;

export const outboundOrdersQuery = z.object({
  idWarehouse: z.uuid('validation.invalid'),
  fromDate: day,
  toDate: day,
  statusCode: z.coerce.number().int().optional(),
  sortOrder: z.enum(['ASC', 'DESC']).default('DESC'),
  currentPage: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(REPORT_MAX_PAGE_SIZE).default(25),
});
export type OutboundOrdersQuery = z.input<typeof outboundOrdersQuery>;

export const outboundOrdersAnswer = z.object({
  totalCount: z.number().int(),
  items: z.array(
    customerOrderHead.extend({
      orderReference: z.string().nullable(),
      orderType: z.string(),
    }),
  ),
  /** Orders per day (YYYY-MM-DD, Europe/Paris) and status, days without orders left out. */
  byDay: z.array(z.object({ day: z.string(), statusCode: z.number().int(), count: z.number().int() })),
});
export type OutboundOrdersAnswer = z.infer<typeof outboundOrdersAnswer>;

export const outboundDetailsAnswer = z.object({
  totalCount: z.number().int(),
  totals: z.object({ orderedQuantity: z.number().int(), deliveredQuantity: z.number().int() }),
  items: z.array(
    customerOrderHead.extend({
      lineNumber: z.number().int(),
      sku: z.string(),
      skuClient: z.string().nullable(),
      productName: z.string(),
      orderedQuantity: z.number().int(),
      deliveredQuantity: z.number().int(),
    }),
  ),
});
export type OutboundDetailsAnswer = z.infer<typeof outboundDetailsAnswer>;
export type OutboundDetail = OutboundDetailsAnswer['items'][number];

/** Both reports need View on ReportsWarehouseOutboundOrders in the account the path names (403 before anything is read). */
const calls = actionsOf('reports', { subject: 'ReportsWarehouseOutboundOrders', account: { placeholder: 'idClientAccount' } });

export const outboundOrdersReport = calls.read({
  name: 'readOutboundOrdersReport',
  path: '/client/account/{idClientAccount}/reports/warehouse/outboundorders',
  query: outboundOrdersQuery,
  answer: outboundOrdersAnswer,
  summary: "Outbound orders of an account's warehouse over a period, with their count per day and status",
});

export const outboundOrderLinesReport = calls.read({
  name: 'readOutboundOrderLinesReport',
  path: '/client/account/{idClientAccount}/reports/warehouse/outboundorders/details',
  query: outboundOrdersQuery,
  answer: outboundDetailsAnswer,
  summary: "Lines of the outbound orders of an account's warehouse over a period: product, ordered and delivered",
});

/** The two reports' paths, as their calls declare them. */
export const OUTBOUND_REPORT_PATHS = { orders: outboundOrdersReport.path, details: outboundOrderLinesReport.path } as const;

/** The details' columns, the same in the portal's export and `wareport report warehouse-outbound-orders-details`. */
export const OUTBOUND_DETAIL_COLUMNS = [
  'orderNumber',
  'orderDate',
  'status',
  'lineNumber',
  'sku',
  'skuClient',
  'productName',
  'orderedQuantity',
  'deliveredQuantity',
] as const;
export const outboundDetailHeaderKeys = () => OUTBOUND_DETAIL_COLUMNS.map((column) => `reports.outbound.columns.${column}` as const);
/** A line as a row: the date as Paris wall-clock text, the status named by `statusName` (translated by the caller). */
export const outboundDetailRow = (line: OutboundDetail, statusName: (line: OutboundDetail) => string): (string | number | null)[] => [
  line.orderNumber,
  new Date(line.orderDate).toLocaleString('sv-SE', { timeZone: 'Europe/Paris' }),
  statusName(line),
  line.lineNumber,
  line.sku,
  line.skuClient,
  line.productName,
  line.orderedQuantity,
  line.deliveredQuantity,
];
