/**
 * `wareport export <resource> --format xlsx|csv [--output FILE]`: every record of a described
 * resource, pulled in bounded pages through the shared data provider, or the user's customer
 * orders of an account through the shared order export (customer-orders.ts), written as each
 * page arrives. Header labels come from the locale files; progress and the summary go to stderr.
 */
import { createDataProvider } from '../../../shared/data-provider';
import type { CliContext, GlobalOptions } from '../../lib/context';
import { CliError } from '../../lib/errors';
import { createReporter } from '../../lib/output';
import { overrideOrAsk } from '../../lib/prompting';
import { runBatches } from '../../lib/runner';
import { openSession } from '../../lib/session';
import { headerOf, rowOf } from './cells';
import { createCsvWriter } from './csv';
import { exportDialect, exportLang } from '../../../shared/imports/export-format';
import type { Format } from './formats';
import { exportPages, StalledPages } from './pages';
import { boxListNames, CUSTOMER_ORDERS_EXPORT, findExportable, needsAccount, parentsOf } from './resources';
import { chooseBox } from './box';
import type { Cell, ExportSource } from './cells';
import type { Page } from '../../lib/runner';
import { customerOrderSource } from './customer-orders';
import { chooseAccount, chooseOwnAccount, type AccountFlags } from './account';
import { askFormat } from './prompts';
import { openTarget, type RowWriter } from '../../lib/output-target';

export { parseFormat } from './formats';
export { exportableNames } from './resources';

async function* rowsOf<T>(pages: AsyncIterable<Page<T>>, row: (item: T) => Cell[]): AsyncGenerator<Page<Cell[]>> {
  for await (const page of pages) yield { items: page.items.map(row), total: page.total };
}

export interface ExportOptions extends GlobalOptions, AccountFlags {
  format?: Format;
  output?: string;
  /** customer-orders: one buyer's orders of the account, by e-mail. */
  user?: string;
  /** customer-orders: every buyer's orders of the account. */
  allBuyers?: boolean;
  /** A box's list: only this box (by number, name or id), not every box of the box administration. */
  box?: string;
}

export async function exportResource(ctx: CliContext, options: ExportOptions, name: string): Promise<void> {
  const { t } = ctx;
  const resource = name === CUSTOMER_ORDERS_EXPORT ? null : findExportable(ctx, name);
  if (options.user !== undefined && options.allBuyers) throw CliError.usage(t('cli.errors.conflictingOption', { option: '--user', other: '--all-buyers' }));
  if (resource && (options.user !== undefined || options.allBuyers))
    throw CliError.usage(t('cli.errors.buyersOnlyForOrders', { option: options.user !== undefined ? '--user' : '--all-buyers' }));
  if (options.box !== undefined && !(resource && parentsOf(resource).includes('idBox')))
    throw CliError.usage(t('cli.errors.boxOnlyForBoxLists', { names: boxListNames().join(', ') }));
  const format = await overrideOrAsk(ctx, options.format, '--format', () => askFormat(ctx));
  const output = options.output === '-' ? undefined : options.output;
  if (format === 'xlsx' && output === undefined && ctx.io.stdout.isTTY) throw CliError.usage(t('cli.errors.xlsxToTerminal'));

  const { api } = openSession(ctx, options);
  let source: ExportSource;
  if (resource) {
    const params = {
      ...(needsAccount(resource) ? await chooseAccount(ctx, api, options) : {}),
      ...(options.box !== undefined ? await chooseBox(ctx, api, options.box) : {}),
    };
    source = {
      name: resource.name,
      headers: headerOf(resource, t),
      pages: rowsOf(exportPages(createDataProvider(api), resource, params), (record) => rowOf(resource, record, t)),
    };
  } else source = await customerOrderSource(ctx, api, await chooseOwnAccount(ctx, api, options), options);
  await writeExport(ctx, options, format, output, source);
}

/**
 * Writes a source to a file or stdout, page by page, with progress and the summary on stderr:
 * the pipeline of every export, also given to `wareport report` by the program.
 */
export async function writeExport(ctx: CliContext, options: GlobalOptions, format: Format, output: string | undefined, source: ExportSource): Promise<void> {
  const { t } = ctx;
  const reporter = createReporter(ctx, options);
  // A bad path fails here, before any API call; the file only appears once complete.
  const target = openTarget(ctx, output);
  const removeCleanup = ctx.onInterrupt(() => target.discard());

  // The writer starts with the first page, so a refused export writes nothing at all to
  // stdout: no header, no zip bytes. exportPages always yields that first page, even empty.
  let writer: RowWriter | null = null;
  const started = async () => {
    if (writer) return writer;
    // exceljs takes about a second to load: only the xlsx export pays for it.
    // The language of the export (--lang, else the locale): French Excel's csv, Paris time, names of codes.
    writer =
      format === 'xlsx'
        ? (await import('./xlsx')).createXlsxWriter(target.stream, source.name, exportLang(t.lang))
        : createCsvWriter(target.stream, exportDialect(t.lang));
    await writer.writeHeader(source.headers);
    return writer;
  };

  const work = runBatches({
    pages: source.pages,
    outcome: 'exported',
    handle: async (rows) => (await started()).writeRows(rows),
    finish: async () => {
      await (await started()).finish();
      await target.commit();
    },
    reporter,
    progress: (done, total) => t('cli.export.progress', { done, total }),
    summary: ({ counts, seconds }) =>
      options.json
        ? JSON.stringify({ resource: source.name, format, output: output ?? null, exported: counts.exported, seconds: Math.round(seconds * 1000) / 1000 })
        : t('cli.export.summary', {
            resource: source.name,
            target: target.label,
            smart_count: counts.exported,
            seconds: t.number(seconds, seconds < 10 ? 2 : 1),
          }),
  });

  work.catch(() => {}); // Raced below; when the file fails first, work's own later failure is moot.
  try {
    await Promise.race([work, target.failed]);
  } catch (error) {
    target.discard();
    if (error instanceof StalledPages)
      throw new CliError(t('cli.errors.stalledExport', { resource: error.resource, cursor: error.cursor }), undefined, { cause: error });
    throw error;
  } finally {
    removeCleanup();
  }
}
