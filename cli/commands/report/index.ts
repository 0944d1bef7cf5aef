/**
 * `wareport report <name> --date D --warehouse W --format xlsx|csv [--output FILE]`: a report of
 * one account, through the same calls and with the same columns as the portal's report screens
 * (shared/reports/), so the terminal writes the numbers the screen shows.
 *
 * - warehouse-stock          the stock lines at the date (end of that day, Europe/Paris, or an instant)
 * - warehouse-stock-details  opening, received, shipped and closing stock over --from .. --date
 *
 * The account comes from --account (the only one when left out); the warehouse from --warehouse
 * (name or id, among the account's; the only one when left out). The file is written by the
 * export pipeline the program hands in (`write`), so this folder needs nothing of the export's.
 */
import type { ApiClient } from '../../../shared/api/api-client';
import { reportsClient } from '../../../shared/reports/client';
import { stockDetailHeaderKeys, stockDetailRow, stockLevelHeaderKeys, stockLevelRow, type ReportCell } from '../../../shared/reports/stock-export';
import { isReportDate, STOCK_FILTERS, todayInReportZone, type StockFilter } from '../../../shared/reports/stock-report';
import type { CliContext, GlobalOptions } from '../../lib/context';
import { CliError } from '../../lib/errors';
import { openSession } from '../../lib/session';

export const REPORT_NAMES = ['warehouse-stock', 'warehouse-stock-details'] as const;
type ReportName = (typeof REPORT_NAMES)[number];

export interface ReportOptions extends GlobalOptions {
  date?: string;
  from?: string;
  warehouse?: string;
  client?: string;
  account?: string;
  search?: string;
  stockFilter?: string;
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

/** Picks the warehouse by id or name (any case) among the account's; pure, for tests. */
export function pickWarehouse(choices: readonly WarehouseChoice[], wanted: string | undefined): WarehouseChoice | { choices: string[] } {
  const found = wanted
    ? choices.filter((w) => w.idWarehouse === wanted.trim() || w.warehouseName.toLowerCase() === wanted.trim().toLowerCase())
    : choices.filter((w) => w.warehouseType === 'WAREHOUSE');
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
  const { warehouses } = await api
    .request<{ warehouses?: WarehouseChoice[] }>({
      path: '/warehouses',
      query: { IdClient: account.idClient, IdClientAccount: account.idClientAccount, pageSize: 200 },
    })
    .then((a) => ({ warehouses: a.warehouses ?? [] }));
  const warehouse = pickWarehouse(warehouses, options.warehouse);
  if ('choices' in warehouse) {
    throw CliError.usage(
      t(options.warehouse ? 'cli.report.unknownWarehouse' : 'cli.report.missingWarehouse', {
        value: options.warehouse ?? '',
        choices: warehouse.choices.join(', '),
      }),
    );
  }
  const target = { idClientAccount: account.idClientAccount, idWarehouse: warehouse.idWarehouse, date };
  const reports = reportsClient(api);
  const query = { search: options.search, stockFilter, currentPage: 1, pageSize: -1 };
  const label = (key: string) => t.optional(key) ?? key;
  const source: ReportSource =
    name === 'warehouse-stock'
      ? {
          name: 'stock',
          headers: stockLevelHeaderKeys().map(label),
          pages: (async function* () {
            const answer = await reports.stockLevels(target, query);
            yield { items: answer.items.map(stockLevelRow), total: answer.totalCount };
          })(),
        }
      : {
          name: 'stock-details',
          headers: stockDetailHeaderKeys().map(label),
          pages: (async function* () {
            const answer = await reports.stockDetails(target, { ...query, from: options.from });
            yield { items: answer.items.map(stockDetailRow), total: answer.totalCount };
          })(),
        };
  await tools.write(ctx, options, format, output, source);
}
