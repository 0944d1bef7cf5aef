/**
 * `wareport report <name> --date D --warehouse W --format xlsx|csv [--output FILE]`: a report of
 * one account, through the same calls and with the same columns as the portal's report screens
 * (shared/reports/), so the terminal writes the numbers the screen shows.
 *
 * - warehouse-stock          the stock lines at the date (end of that day, Europe/Paris, or an instant)
 * - warehouse-stock-details  opening, received, shipped and closing stock over --from .. --date
 * - warehouse-outbound-orders-details  the lines of the outbound orders placed --from .. --date (days)
 * - box-stock, box-stock-details        the same stock reports of a box (a warehouse of type BOX)
 * - box-product-variants     the box's stock of the variants of configurable products at the date
 * - box-inbound-orders[-details], box-outbound-orders[-details]  a box's orders created --from .. --date
 *   (days), or their lines, optionally of one --status and matching --search
 *
 * The account comes from --account (the only one when left out); the warehouse from --warehouse
 * (name or id, among the account's warehouses of type WAREHOUSE; the only one when left out), the
 * box from --box (name or id, among its boxes). The file is written by the
 * export pipeline the program hands in (`write`), so this folder needs nothing of the export's.
 */
import type { ApiClient } from '../../../shared/api/api-client';
import { reportsClient, variantLevels } from '../../../shared/reports/client';
import { STOCK_REPORT_SHEETS, stockReportTable, type ReportCell, type StockReportMode } from '../../../shared/reports/stock-export';
import {
  addDays,
  isCalendarDay,
  isReportDate,
  REPORT_MAX_PAGE_SIZE,
  STOCK_FILTERS,
  todayInReportZone,
  type StockFilter,
} from '../../../shared/reports/stock-report';
import { outboundDetailHeaderKeys, outboundDetailRow, outboundOrderLinesReport } from '../../../shared/reports/outbound-report';
import { callAction } from '../../../shared/registry/route-kinds';
import { accountWarehouseList } from '../../../shared/administration/accounts';
import { BOX_ORDER_STATUS_LABELS, BOX_ORDER_STATUSES, CUSTOMER_ORDER_STATUS_LABELS } from '../../../shared/rules/statuses';
import {
  boxOrderColumns,
  boxOrderHeaderKeys,
  boxOrderLineColumns,
  type BoxOrderReportKind,
  type BoxOrderWords,
  type ReportColumnOf,
} from '../../../shared/reports/box-orders-report';
import { boxOrdersReportClient } from '../../../shared/reports/client';
import type { CliContext, GlobalOptions } from '../../lib/context';
import { CliError } from '../../lib/errors';
import { openSession } from '../../lib/session';

export const REPORT_NAMES = [
  'warehouse-stock',
  'warehouse-stock-details',
  'warehouse-outbound-orders-details',
  'box-stock',
  'box-stock-details',
  'box-product-variants',
  'box-inbound-orders',
  'box-inbound-orders-details',
  'box-outbound-orders',
  'box-outbound-orders-details',
] as const;
type ReportName = (typeof REPORT_NAMES)[number];

export interface ReportOptions extends GlobalOptions {
  date?: string;
  from?: string;
  warehouse?: string;
  box?: string;
  client?: string;
  account?: string;
  search?: string;
  stockFilter?: string;
  status?: string;
  format?: 'xlsx' | 'csv';
  output?: string;
}

export interface ReportSource {
  name: string;
  headers: string[];
  pages: AsyncIterable<{ items: ReportCell[][]; total: number }>;
}

/** What the program lends the command: the account choice and the export's writer. */
export interface ReportTools {
  chooseAccount(ctx: CliContext, api: ApiClient, flags: { client?: string; account?: string }): Promise<{ idClient: string; idClientAccount: string }>;
  askFormat(ctx: CliContext): Promise<'xlsx' | 'csv'>;
  write(ctx: CliContext, options: GlobalOptions, format: 'xlsx' | 'csv', output: string | undefined, source: ReportSource): Promise<void>;
}

interface WarehouseChoice {
  idWarehouse: string;
  warehouseName: string;
  warehouseType: string;
}

/**
 * Picks the warehouse by id or name (any case) among the account's of that type (WAREHOUSE for the
 * warehouse reports, BOX for the box reports); the only one of that type when none is named. Pure, for tests.
 */
export function pickWarehouse(all: readonly WarehouseChoice[], wanted: string | undefined, type = 'WAREHOUSE'): WarehouseChoice | { choices: string[] } {
  const choices = all.filter((w) => w.warehouseType === type);
  const found = wanted ? choices.filter((w) => w.idWarehouse === wanted.trim() || w.warehouseName.toLowerCase() === wanted.trim().toLowerCase()) : choices;
  if (found.length === 1) return found[0];
  return { choices: choices.map((w) => w.warehouseName) };
}

const isReportName = (name: string): name is ReportName => (REPORT_NAMES as readonly string[]).includes(name);

export async function runReport(ctx: CliContext, options: ReportOptions, name: string, tools: ReportTools): Promise<void> {
  const { t } = ctx;
  if (!isReportName(name)) throw CliError.usage(t('cli.report.unknownReport', { value: name, reports: REPORT_NAMES.join(', ') }));
  const date = options.date ?? todayInReportZone();
  if (!isReportDate(date)) throw CliError.usage(t('cli.report.badDate', { flag: '--date', value: date }));
  if (options.from !== undefined && !isReportDate(options.from)) throw CliError.usage(t('cli.report.badDate', { flag: '--from', value: options.from }));
  const stockFilter = (options.stockFilter ?? 'all') as StockFilter;
  if (!STOCK_FILTERS.includes(stockFilter))
    throw CliError.usage(t('cli.report.badStockFilter', { value: options.stockFilter ?? '', choices: STOCK_FILTERS.join(', ') }));
  const format = options.format ?? (await tools.askFormat(ctx));
  const output = options.output === '-' ? undefined : options.output;
  if (format === 'xlsx' && output === undefined && ctx.io.stdout.isTTY) throw CliError.usage(t('cli.errors.xlsxToTerminal'));

  const { api } = openSession(ctx, options);
  const account = await tools.chooseAccount(ctx, api, options);
  const { warehouses } = await callAction(api, accountWarehouseList, undefined, {
    IdClient: account.idClient,
    IdClientAccount: account.idClientAccount,
    pageSize: 200,
  });
  const box = name.startsWith('box-');
  const wanted = box ? options.box : options.warehouse;
  const warehouse = pickWarehouse(warehouses, wanted, box ? 'BOX' : 'WAREHOUSE');
  if ('choices' in warehouse) {
    const key = box ? (wanted ? 'cli.report.unknownBox' : 'cli.report.missingBox') : wanted ? 'cli.report.unknownWarehouse' : 'cli.report.missingWarehouse';
    throw CliError.usage(t(key, { value: wanted ?? '', choices: warehouse.choices.join(', ') }));
  }
  const target = { idClientAccount: account.idClientAccount, idWarehouse: warehouse.idWarehouse, date };
  const reports = reportsClient(api, box ? 'box' : 'warehouse');
  const query = { search: options.search, stockFilter, currentPage: 1, pageSize: -1 };
  const label = (key: string) => t.optional(key) ?? key;
  const option = (attribute: string, value: string) => t.optional('reports.stock.option', { attribute, option: value }) ?? `${attribute}: ${value}`;
  /** A stock report's every line, in one call. */
  const stockSource = (mode: StockReportMode): ReportSource => ({
    name: STOCK_REPORT_SHEETS[mode].name,
    headers: STOCK_REPORT_SHEETS[mode].headerKeys().map(label),
    pages: (async function* () {
      const answer =
        mode === 'details'
          ? await reports.stockDetails(target, { ...query, from: options.from })
          : mode === 'variants'
            ? await variantLevels(api, target, query)
            : await reports.stockLevels(target, query);
      yield { items: stockReportTable(mode, answer.items, option).rows, total: answer.totalCount };
    })(),
  });
  const boxOrders = /^box-(inbound|outbound)-orders(-details)?$/.exec(name);
  const source: ReportSource = boxOrders
    ? boxOrdersSource(api, t, account.idClientAccount, warehouse.idWarehouse, boxOrders[1] as BoxOrderReportKind, Boolean(boxOrders[2]), options, label)
    : name === 'warehouse-outbound-orders-details'
      ? outboundDetailsSource(api, t, account.idClientAccount, warehouse.idWarehouse, options, label)
      : stockSource(name === 'box-product-variants' ? 'variants' : name.endsWith('-details') ? 'details' : 'levels');
  await tools.write(ctx, options, format, output, source);
}

/** The days --from .. --date (calendar days; 30 days before --date when --from is left out). */
function periodOf(options: ReportOptions, t: CliContext['t']) {
  const toDate = (options.date ?? todayInReportZone()).slice(0, 10);
  const fromDate = (options.from ?? addDays(toDate, -30)).slice(0, 10);
  if (!isCalendarDay(toDate) || !isCalendarDay(fromDate)) throw CliError.usage(t('cli.report.badDate', { flag: '--from', value: fromDate }));
  return { fromDate, toDate };
}

/** Every page of a paged report, the report's largest size at a time, until its total is read. */
async function* everyPage(read: (currentPage: number) => Promise<{ items: ReportCell[][]; total: number }>) {
  for (let currentPage = 1; ; currentPage++) {
    const page = await read(currentPage);
    yield page;
    if (currentPage * REPORT_MAX_PAGE_SIZE >= page.total) break;
  }
}

/**
 * The outbound order lines of the days --from .. --date (calendar days; 30 days before --date when
 * --from is left out), a page of the report's largest size at a time, statuses named in the
 * command's language.
 */
function outboundDetailsSource(
  api: ApiClient,
  t: CliContext['t'],
  idClientAccount: string,
  idWarehouse: string,
  options: ReportOptions,
  label: (key: string) => string,
): ReportSource {
  const { fromDate, toDate } = periodOf(options, t);
  const status = (line: { statusCode: number; statusName: string }) => {
    const key = CUSTOMER_ORDER_STATUS_LABELS[line.statusCode];
    return (key && t.optional(key)) || line.statusName;
  };
  return {
    name: 'outbound-order-lines',
    headers: outboundDetailHeaderKeys().map(label),
    pages: everyPage(async (currentPage) => {
      const answer = await callAction(
        api,
        outboundOrderLinesReport,
        { idClientAccount },
        { idWarehouse, fromDate, toDate, sortOrder: 'ASC', currentPage, pageSize: REPORT_MAX_PAGE_SIZE },
      );
      return { items: answer.items.map((line) => outboundDetailRow(line, status)), total: answer.totalCount };
    }),
  };
}

/** A --status: a box order status's name (acknowledged, closed, cancelled) or code; null when it is neither. */
export function boxOrderStatusOf(text: string): number | null {
  const wanted = text.trim().toLowerCase();
  for (const [name, code] of Object.entries(BOX_ORDER_STATUSES)) if (wanted === name.toLowerCase() || wanted === String(code)) return code;
  return null;
}

/**
 * A box's orders (or their lines) created on the days --from .. --date (30 days before --date when
 * --from is left out), a page of the report's largest size at a time, in the portal's columns, the
 * statuses, order types and receipts named in the command's language.
 */
function boxOrdersSource(
  api: ApiClient,
  t: CliContext['t'],
  idClientAccount: string,
  idBox: string,
  kind: BoxOrderReportKind,
  details: boolean,
  options: ReportOptions,
  label: (key: string) => string,
): ReportSource {
  const { fromDate, toDate } = periodOf(options, t);
  const statusCode = options.status === undefined ? undefined : boxOrderStatusOf(options.status);
  if (statusCode === null)
    throw CliError.usage(t('cli.report.badStatus', { value: options.status ?? '', choices: Object.keys(BOX_ORDER_STATUSES).join(', ') }));
  const words: BoxOrderWords = {
    status: (code) => t.optional(BOX_ORDER_STATUS_LABELS[code] ?? '') ?? String(code),
    orderType: (code) => t.optional(`resources.outboundOrders.types.${code}`) ?? code,
    receipt: (receipt) => t.optional(`reports.boxOrders.receipts.${receipt}`) ?? receipt,
  };
  const client = boxOrdersReportClient(api);
  const query = { idBox, fromDate, toDate, statusCode, search: options.search, sortField: 'createdAt' as const, sortOrder: 'ASC' as const };
  const rowsOf = <Row>(columns: ReportColumnOf<Row>[], items: Row[]) => items.map((item) => columns.map((c) => c.cell(item, words)));
  const columns = details ? boxOrderLineColumns(kind) : boxOrderColumns(kind);
  return {
    name: `box-${kind}-orders${details ? '-details' : ''}`,
    headers: boxOrderHeaderKeys(columns).map(label),
    pages: everyPage(async (currentPage) => {
      const page = { ...query, currentPage, pageSize: REPORT_MAX_PAGE_SIZE };
      const answer = details ? await client.details(kind, idClientAccount, page) : await client.orders(kind, idClientAccount, page);
      return {
        items: details
          ? rowsOf(boxOrderLineColumns(kind), (answer as Awaited<ReturnType<typeof client.details>>).items)
          : rowsOf(boxOrderColumns(kind), (answer as Awaited<ReturnType<typeof client.orders>>).items),
        total: answer.totalCount,
      };
    }),
  };
}
