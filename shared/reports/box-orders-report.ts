/**
 * The order reports of a box (spec part 2, section 7: box/inboundorders, box/inboundorders/details,
 * box/outboundorders, box/outboundorders/details under /client/account/{a}/reports/): the box's
 * inbound orders (goods announced into it) or outbound orders (goods ordered out of it) created
 * between two days (Europe/Paris), optionally of one status and matching a search, a page of them
 * sorted by a column, and their count per day and status (the chart's numbers); the details are
 * the lines of the same orders. Box report screens choose their box among the account's boxes,
 * read page 1 sorted by box number ascending (box/boxes). The spec shows neither the queries nor the
 * answers; these are this project's, shaped as the warehouse's outbound orders report.
 */
import { z } from 'zod';
import type { Subject } from '../permissions';
import type { NamesUnder } from '../i18n/translation-keys';
import { actionsOf, type RouteAccess } from '../registry/route-kinds';
import { BOX_ORDER_STATUSES } from '../rules/statuses';
import { REPORT_MAX_PAGE_SIZE } from './stock-report';

export const BOX_ORDER_REPORT_KINDS = ['inbound', 'outbound'] as const;
export type BoxOrderReportKind = (typeof BOX_ORDER_REPORT_KINDS)[number];

/** The permission (View, in the box's account) each report needs. */
export const BOX_ORDER_REPORT_SUBJECTS: Record<BoxOrderReportKind, Subject> = {
  inbound: 'ReportsBoxInboundOrders',
  outbound: 'ReportsBoxOutboundOrders',
};
/** Any of these lets a user list the account's boxes for a box report. */
export const BOX_REPORT_SUBJECTS: readonly Subject[] = ['ReportsBoxStock', 'ReportsBoxInboundOrders', 'ReportsBoxOutboundOrders'];

/** At most this many days in one report (a year and a day), as the warehouse's order report. */
export const BOX_ORDERS_MAX_DAYS = 366;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.report.date');
const statusCodes = Object.values(BOX_ORDER_STATUSES) as number[];

export const BOX_ORDER_SORT_FIELDS = ['createdAt', 'orderReference', 'status'] as const;
export const BOX_ORDER_DETAIL_SORT_FIELDS = [...BOX_ORDER_SORT_FIELDS, 'sku', 'productName', 'quantity'] as const;
export type BoxOrderSortField = (typeof BOX_ORDER_DETAIL_SORT_FIELDS)[number];

const baseQuery = {
  idBox: z.uuid('validation.invalid'),
  fromDate: day,
  toDate: day,
  statusCode: z.coerce
    .number()
    .int()
    .refine((code) => statusCodes.includes(code), 'validation.invalid')
    .optional(),
  /** Matched (case ignored, contains) against the reference, and in the details the SKU, client SKU and name; from 3 characters. */
  search: z.string().max(50).optional(),
  sortOrder: z.enum(['ASC', 'DESC']).default('DESC'),
  currentPage: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(REPORT_MAX_PAGE_SIZE).default(25),
};
export const boxOrdersQuery = z.object({ ...baseQuery, sortField: z.enum(BOX_ORDER_SORT_FIELDS).default('createdAt') });
export const boxOrderDetailsQuery = z.object({ ...baseQuery, sortField: z.enum(BOX_ORDER_DETAIL_SORT_FIELDS).default('createdAt') });
export type BoxOrdersQuery = z.input<typeof boxOrderDetailsQuery>;

const orderFields = {
  idOrder: z.uuid(),
  orderReference: z.string(),
  createdAt: z.string(),
  statusCode: z.number().int(),
  /** Outbound: DELIVERY, TRANSFERT or DESTRUCT; inbound: null. */
  orderType: z.string().nullable(),
};

export const boxOrdersAnswer = z.object({
  idBox: z.uuid(),
  boxNumber: z.string(),
  boxName: z.string(),
  totalCount: z.number().int(),
  totals: z.object({ lineCount: z.number().int(), quantity: z.number().int() }),
  items: z.array(
    z.object({
      ...orderFields,
      /** Inbound: who sends the goods and when they are expected; outbound: who they are delivered to. */
      senderName: z.string().nullable(),
      expectedDate: z.string().nullable(),
      deliveryName: z.string().nullable(),
      lineCount: z.number().int(),
      quantity: z.number().int(),
    }),
  ),
  /** Orders per day (YYYY-MM-DD, Europe/Paris) and status, days without orders left out. */
  byDay: z.array(z.object({ day: z.string(), statusCode: z.number().int(), count: z.number().int() })),
});
export type BoxOrdersAnswer = z.infer<typeof boxOrdersAnswer>;
export type BoxOrder = BoxOrdersAnswer['items'][number];

export const BOX_RECEIPTS = ['pending', 'accepted', 'refused'] as const;

export const boxOrderDetailsAnswer = z.object({
  idBox: z.uuid(),
  boxNumber: z.string(),
  boxName: z.string(),
  totalCount: z.number().int(),
  /** Inbound: units announced and accepted; outbound: units ordered and still reserved. */
  totals: z.object({ quantity: z.number().int(), acceptedQuantity: z.number().int(), reservedQuantity: z.number().int() }),
  items: z.array(
    z.object({
      ...orderFields,
      idLine: z.uuid(),
      sku: z.string(),
      skuClient: z.string().nullable(),
      productName: z.string(),
      quantity: z.number().int(),
      lotNumber: z.string().nullable(),
      bestBeforeDate: z.string().nullable(),
      serialNumber: z.string().nullable(),
      /** Inbound: the line's receipt; outbound: null. */
      receipt: z.enum(BOX_RECEIPTS).nullable(),
      receiptDate: z.string().nullable(),
      /** Outbound: what the line holds reserved in the box; inbound: null. */
      reservedQuantity: z.number().int().nullable(),
    }),
  ),
});
export type BoxOrderDetailsAnswer = z.infer<typeof boxOrderDetailsAnswer>;
export type BoxOrderLine = BoxOrderDetailsAnswer['items'][number];

export const reportBoxesQuery = z.object({
  currentPage: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(1000),
  sortField: z.enum(['boxNumber']).default('boxNumber'),
  sortOrder: z.enum(['ASC', 'DESC']).default('ASC'),
});
export const reportBoxesAnswer = z.object({
  totalCount: z.number().int(),
  items: z.array(z.object({ idBox: z.uuid(), boxNumber: z.string(), boxName: z.string() })),
});
export type ReportBox = z.infer<typeof reportBoxesAnswer>['items'][number];

/** A report of the account the path names, read with View on `subject` (any one of several). */
const reportCalls = (subject: RouteAccess['subject']) => actionsOf('reports', { subject, account: { placeholder: 'idClientAccount' } });
const reportsPath = '/client/account/{idClientAccount}/reports/box';

/** A kind's two reports: its orders (with their count per day and status) and their lines, each a page of the period. */
const boxOrderReports = (kind: BoxOrderReportKind, title: 'Inbound' | 'Outbound') => {
  const calls = reportCalls(BOX_ORDER_REPORT_SUBJECTS[kind]);
  return {
    orders: calls.read({
      name: `readBox${title}OrdersReport`,
      path: `${reportsPath}/${kind}orders`,
      query: boxOrdersQuery,
      answer: boxOrdersAnswer,
      summary: `${title} orders of a box over a period, with their count per day and status`,
    }),
    details: calls.read({
      name: `readBox${title}OrderLinesReport`,
      path: `${reportsPath}/${kind}orders/details`,
      query: boxOrderDetailsQuery,
      answer: boxOrderDetailsAnswer,
      summary: `Lines of the ${kind} orders of a box over a period`,
    }),
  };
};

/** The box order reports by kind (GET .../reports/box/inboundorders[/details], .../box/outboundorders[/details]). */
export const boxOrdersReports = { inbound: boxOrderReports('inbound', 'Inbound'), outbound: boxOrderReports('outbound', 'Outbound') } as const;

/** The account's boxes a box report may be read of, page 1 sorted by box number (spec): any box report's reader may list them. */
export const reportBoxes = reportCalls(BOX_REPORT_SUBJECTS).read({
  name: 'readReportBoxes',
  path: `${reportsPath}/boxes`,
  query: reportBoxesQuery,
  answer: reportBoxesAnswer,
  summary: "The account's boxes a box report may be read of, sorted by box number",
});

/** How a row names its status, order type and receipt: translated by the portal and the command alike. */
export interface BoxOrderWords {
  status: (code: number) => string;
  orderType: (code: string) => string;
  receipt: (receipt: (typeof BOX_RECEIPTS)[number]) => string;
}

type Cell = string | number | null;
const parisTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString('sv-SE', { timeZone: 'Europe/Paris' }) : null);

/** A column of the box orders' reports: its label is reports.boxOrders.columns.<key>. */
export type BoxOrderColumn = NamesUnder<'reports.boxOrders.columns.'>;
export interface ReportColumnOf<Row> {
  key: BoxOrderColumn;
  cell: (row: Row, words: BoxOrderWords) => Cell;
}

const commonColumns = <Row extends BoxOrder | BoxOrderLine>(): ReportColumnOf<Row>[] => [
  { key: 'orderReference', cell: (r) => r.orderReference },
  { key: 'createdAt', cell: (r) => parisTime(r.createdAt) },
  { key: 'status', cell: (r, w) => w.status(r.statusCode) },
];
const orderType = <Row extends BoxOrder | BoxOrderLine>(): ReportColumnOf<Row> => ({
  key: 'orderType',
  cell: (r, w) => (r.orderType ? w.orderType(r.orderType) : null),
});

/** The columns of the orders export, in order (labels under reports.boxOrders.columns), the same in the portal and the command. */
export const boxOrderColumns = (kind: BoxOrderReportKind): ReportColumnOf<BoxOrder>[] => [
  ...commonColumns<BoxOrder>(),
  ...(kind === 'inbound'
    ? ([
        { key: 'senderName', cell: (r) => r.senderName },
        { key: 'expectedDate', cell: (r) => r.expectedDate },
      ] satisfies ReportColumnOf<BoxOrder>[])
    : ([orderType<BoxOrder>(), { key: 'deliveryName', cell: (r) => r.deliveryName }] satisfies ReportColumnOf<BoxOrder>[])),
  { key: 'lineCount', cell: (r) => r.lineCount },
  { key: 'quantity', cell: (r) => r.quantity },
];

/** The columns of the details export (one row a line). */
export const boxOrderLineColumns = (kind: BoxOrderReportKind): ReportColumnOf<BoxOrderLine>[] => [
  ...commonColumns<BoxOrderLine>(),
  { key: 'sku', cell: (r) => r.sku },
  { key: 'skuClient', cell: (r) => r.skuClient },
  { key: 'productName', cell: (r) => r.productName },
  { key: 'quantity', cell: (r) => r.quantity },
  { key: 'lotNumber', cell: (r) => r.lotNumber },
  { key: 'bestBeforeDate', cell: (r) => r.bestBeforeDate },
  { key: 'serialNumber', cell: (r) => r.serialNumber },
  ...(kind === 'inbound'
    ? ([
        { key: 'receipt', cell: (r, w) => (r.receipt ? w.receipt(r.receipt) : null) },
        { key: 'receiptDate', cell: (r) => parisTime(r.receiptDate) },
      ] satisfies ReportColumnOf<BoxOrderLine>[])
    : ([orderType<BoxOrderLine>(), { key: 'reservedQuantity', cell: (r) => r.reservedQuantity }] satisfies ReportColumnOf<BoxOrderLine>[])),
];

export const boxOrderHeaderKeys = (columns: readonly { key: BoxOrderColumn }[]) => columns.map((c) => `reports.boxOrders.columns.${c.key}` as const);
