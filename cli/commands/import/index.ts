/**
 * `wareport import <kind> FILE` (the kinds of IMPORT_KINDS): reads the
 * file (xlsx or csv), maps its columns, validates every row, sends the valid ones in chunks to the
 * kind's batch endpoint and reports one outcome per row. Flags name the targets (by name or id); a missing one is asked on a
 * terminal and is a usage error otherwise. Exit 0 when every row went in (created, updated or
 * unchanged), 1 when some failed (a dry run exits as the real run would), 2 on usage errors.
 */
import { existsSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { fileLanguage, kindLabels, mapColumns, mappingToSpec, type LabelsByLang } from '../../../shared/imports/headers';
import { readAllRows, runImport, type ImportReport } from '../../../shared/imports/engine';
import { readValues, readValueText } from '../../../shared/imports/reading';
import { createChunkSender, fetchImportTargets } from '../../../shared/imports/client';
import { isImportKind, IMPORT_KINDS, kindFor, KINDS, type ImportKind } from '../../../shared/imports/kinds';
import { defaultSkuRange, orderKind, validateSkuRange, type OrderLayoutOptions } from '../../../shared/imports/orders';
import type { ImportTargets } from '../../../shared/imports/protocol';
import { candidateLabel, resolveTargets, type TargetFlags } from '../../../shared/imports/targets';
import { RuleError } from '../../../shared/rules/message';
import { MESSAGES } from '../../../shared/rules/spec-messages';
import type { RowError } from '../../../shared/imports/rows';
import { canPrompt, type CliContext, type GlobalOptions } from '../../lib/context';
import { CliError, EXIT } from '../../lib/errors';
import { createTranslator, LANGS, phraseAt, type Lang, type Translator } from '../../lib/i18n';
import { createReporter } from '../../lib/output';
import { openSession } from '../../lib/session';
import { writeErrorFile } from './error-file';
import { openJournal, readJournal } from './journal';
import { explicitMapping, savedMapping, saveMapping } from './mappings';
import { progressBar } from './progress';
import { askTarget } from './prompts';
import { formatOf, openSheet, SheetNotFound } from './read';

export interface ImportOptions extends GlobalOptions, TargetFlags {
  sheet?: string;
  map?: string;
  dryRun?: boolean;
  errorFile?: string;
  resume?: boolean;
  allOrNothing?: boolean;
  /** Orders: the file's layout, its SKU columns (0-based, inclusive) and the backorder choice. */
  layout?: string;
  skuFrom?: string;
  skuTo?: string;
  saveBackorder?: boolean;
}

const FLAG_OF = {
  client: '--client',
  account: '--account',
  role: '--role',
  language: '--language',
  addressBook: '--address-book',
  warehouse: '--warehouse',
  shippingMethod: '--shipping-method',
} as const;

/** Field labels of a kind in every language, for forgiving header matching and templates. */
export const labelsOf = (kind: ImportKind): LabelsByLang => kindLabels(KINDS[kind], LANGS, (lang, key) => phraseAt(lang as (typeof LANGS)[number], key));

export function parseKind(ctx: CliContext, value: string): ImportKind {
  if (!isImportKind(value)) throw CliError.usage(ctx.t('cli.import.unknownKind', { kind: value, kinds: IMPORT_KINDS.join(', ') }));
  return value;
}

/** Flags first; what is missing is asked on a terminal, a usage error naming the flag otherwise. */
async function chooseTargets(ctx: CliContext, kind: ImportKind, choices: ImportTargets, options: ImportOptions) {
  const flags: TargetFlags = {
    client: options.client,
    account: options.account,
    role: options.role,
    language: options.language,
    addressBook: options.addressBook,
    warehouse: options.warehouse,
    shippingMethod: options.shippingMethod,
  };
  for (;;) {
    const resolution = resolveTargets(kind, choices, flags);
    if (resolution.status === 'done') return resolution.targets;
    const flag = FLAG_OF[resolution.target];
    const names = resolution.candidates.map(candidateLabel).join(', ');
    if (resolution.status === 'unknown') throw CliError.usage(ctx.t('cli.import.unknownTarget', { flag, value: resolution.value, choices: names || '-' }));
    if (!resolution.candidates.length) throw new CliError(ctx.t('cli.import.noTarget', { flag }));
    if (!canPrompt(ctx)) throw CliError.usage(ctx.t('cli.import.missingTarget', { flag, choices: names }));
    flags[resolution.target] = await askTarget(ctx, resolution.target, resolution.candidates);
  }
}

/**
 * The orders file's layout: line by default; the column layout's SKU columns are --sku-from and
 * --sku-to (0 is the first column), by default every column after the order's own columns.
 */
function orderLayoutOf(ctx: CliContext, options: ImportOptions, headers: string[], labels: LabelsByLang, explicit: Record<string, string>): OrderLayoutOptions {
  const { t } = ctx;
  const layout = options.layout ?? 'line';
  if (layout !== 'line' && layout !== 'column') throw CliError.usage(t('cli.import.badLayout'));
  if (layout === 'line') return { layout };
  // The order's own columns, matched with no SKU range yet.
  const orderColumns = mapColumns(headers, orderKind({ layout: 'column', skuFrom: -1, skuTo: -1 }), labels, explicit).mapping;
  const fallback = defaultSkuRange(headers, orderColumns);
  const number = (value: string | undefined, otherwise: number | undefined) =>
    value === undefined ? otherwise : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  const skuFrom = number(options.skuFrom, fallback?.skuFrom);
  const skuTo = number(options.skuTo, options.skuFrom === undefined ? fallback?.skuTo : headers.length - 1);
  if (skuFrom === undefined || skuTo === undefined) throw CliError.usage(t('cli.import.noSkuColumns'));
  const range = { skuFrom, skuTo };
  if (!validateSkuRange(headers, range, orderColumns)) throw CliError.usage(t('cli.import.badSkuRange', { min: 0, max: headers.length - 1 }));
  return { layout, ...range };
}

const describeRowError = (t: Translator, error: RowError) => {
  const text = t.optional(error.message.key, error.message.params) ?? error.message.key;
  return error.column ? t('cli.import.cellError', { column: error.column, value: error.value, message: text }) : text;
};

const defaultErrorFile = (file: string) => join(dirname(file), `${basename(file, extname(file))}.errors${extname(file)}`);

export async function importFile(ctx: CliContext, options: ImportOptions, kindName: string, file: string): Promise<void> {
  const { t } = ctx;
  const kind = parseKind(ctx, kindName);
  const format = formatOf(file);
  if (!format) throw CliError.usage(t('cli.import.unknownFormat', { file }));
  if (!existsSync(file)) throw CliError.file(t, 'cli.errors.cannotRead', file, Object.assign(new Error('ENOENT'), { code: 'ENOENT' }));
  const reporter = createReporter(ctx, options);
  const dryRun = Boolean(options.dryRun);

  const { api } = openSession(ctx, options);
  const choices = await fetchImportTargets(api);
  const targets = await chooseTargets(ctx, kind, choices, options);

  let sheet;
  try {
    sheet = await openSheet(file, format, options.sheet);
  } catch (error) {
    if (error instanceof SheetNotFound) throw CliError.usage(t('cli.import.sheetNotFound', { sheet: error.sheet, file }));
    // A limit of the import (an import bomb): the limit it breaks, in the person's language.
    if (error instanceof RuleError) throw new CliError(t.optional(error.rule.key, error.rule.params) ?? error.rule.key);
    throw CliError.file(t, 'cli.errors.cannotRead', file, error);
  }
  const labels = labelsOf(kind);
  const explicit = options.map ? explicitMapping(ctx, options.map) : savedMapping(ctx, kind, sheet.headers);
  const layout = kind === 'orders' ? orderLayoutOf(ctx, options, sheet.headers, labels, explicit ?? {}) : undefined;
  const description = kindFor(kind, layout);
  const mapped = mapColumns(sheet.headers, description, labels, explicit ?? {});
  if (mapped.problems.length) throw new CliError(mapped.problems.map((p) => t.optional(p.key, p.params) ?? p.key).join(' '));
  if (options.map) saveMapping(ctx, kind, sheet.headers, mappingToSpec(sheet.headers, mapped.mapping));

  let rows;
  try {
    rows = await readAllRows(sheet);
  } catch (error) {
    if (error instanceof RuleError) throw new CliError(t.optional(error.rule.key, error.rule.params) ?? error.rule.key);
    throw CliError.file(t, 'cli.errors.cannotRead', file, error);
  }

  const runChoices = { isSaveBackorderOnInsufficientQuantity: kind === 'orders' ? Boolean(options.saveBackorder) : undefined };
  // A resumed run must read the file as the interrupted one did.
  const journalTargets = {
    ...targets,
    ...(layout ? { layout: JSON.stringify(layout), backorders: String(runChoices.isSaveBackorderOnInsufficientQuantity) } : {}),
  };
  const earlier = !dryRun && options.resume ? readJournal(file, kind, journalTargets) : null;
  if (options.resume && !dryRun && !earlier) reporter.info(t('cli.import.nothingToResume'));
  const journal = dryRun ? undefined : openJournal(file, kind, journalTargets, earlier);

  const send = createChunkSender(api, kind, { ...targets, ...runChoices });

  const started = performance.now();
  const live = Boolean(ctx.io.stderr.isTTY);
  let shown = 0;
  let shownAt = 0;
  const report: ImportReport = await runImport({
    kind: description,
    headers: sheet.headers,
    rows,
    mapping: mapped.mapping,
    dryRun,
    allOrNothing: Boolean(options.allOrNothing),
    send,
    journal,
    onProgress: ({ done, total }) => {
      const now = performance.now();
      // A terminal redraws at most 10 times a second; a log gets a line per chunk.
      const due = done === total || (live ? now - shownAt > 100 : done - shown >= description.chunkSize);
      if (!due) return;
      shown = done;
      shownAt = now;
      const seconds = (now - started) / 1000;
      reporter.progress(live ? progressBar(t, done, total, seconds) : t(dryRun ? 'cli.import.progressDryRun' : 'cli.import.progress', { done, total }));
    },
  });
  journal?.remove();

  const failedRows = report.rows.filter((r) => r.outcome === 'failed');
  let errorFile: string | null = null;
  if (failedRows.length) {
    errorFile = options.errorFile ?? defaultErrorFile(file);
    // The columns the error file adds speak the file's language (its headers tell), whatever the terminal's.
    const fileLang = fileLanguage(sheet.headers, labels, t.lang) as Lang;
    const inFile = fileLang === t.lang ? t : createTranslator(fileLang);
    await writeErrorFile(
      errorFile,
      format,
      sheet.dialect,
      sheet.headers,
      { line: inFile('cli.import.lineColumn'), errors: inFile('cli.import.errorsColumn') },
      failedRows.map((r) => ({ row: r.row, cells: r.cells, errors: r.errors.map((e) => describeRowError(inFile, e)).join('; ') })),
    ).catch((error: unknown) => {
      throw CliError.file(t, 'cli.errors.cannotWrite', errorFile!, error);
    });
  }
  const seconds = (performance.now() - started) / 1000;
  const { created, updated, skipped, failed } = report.counts;
  // A dry run shows how yes/no words, dates and names of codes were read, so nobody imports a guess.
  const readAs = dryRun ? readValues(description, sheet.headers, rows, mapped.mapping) : null;
  const words = { yes: t('cli.import.readYes'), no: t('cli.import.readNo'), unread: t('cli.import.readNothing') };
  if (options.json) {
    reporter.data(
      JSON.stringify({
        kind,
        file,
        dryRun,
        total: report.total,
        created,
        updated,
        skipped,
        failed,
        resumed: report.resumed,
        errorFile,
        ...(readAs ? { readAs: readAs.values.map(({ kind: _kind, ...value }) => value) } : {}),
        seconds: Math.round(seconds * 1000) / 1000,
        errors: failedRows.flatMap((r) =>
          r.errors.map((e) => ({ row: e.row, column: e.column, field: e.field, value: e.value, message: describeRowError(t, e), key: e.message.key })),
        ),
      }),
    );
  } else {
    if (readAs?.values.length) {
      reporter.info(t('cli.import.readAs'));
      for (const value of readAs.values)
        reporter.info(
          `  ${t('cli.import.readAsLine', { column: value.column, written: value.written, read: readValueText(value, t.lang, words), smart_count: value.rows })}`,
        );
      if (readAs.more) reporter.info(`  ${t('cli.import.readAsMore', { smart_count: readAs.more })}`);
    }
    // A few failures are listed here; the error file has them all.
    for (const row of failedRows.slice(0, 20))
      for (const error of row.errors) reporter.warn(t('cli.import.rowError', { row: row.row, message: describeRowError(t, error) }));
    if (failedRows.length > 20) reporter.warn(t('cli.import.moreErrors', { smart_count: failedRows.length - 20 }));
    reporter.info(
      t(dryRun ? 'cli.import.dryRunSummary' : 'cli.import.summary', {
        smart_count: report.total,
        total: report.total,
        created,
        updated,
        skipped,
        failed,
        seconds: t.number(seconds, seconds < 10 ? 2 : 1),
      }),
    );
  }
  // The spec's words after a bulk user import with a failure.
  if (failed && kind === 'users' && !options.json) reporter.warn(t.optional(MESSAGES.failedRequests) ?? MESSAGES.failedRequests);
  if (failed) throw new CliError(t('cli.import.someFailed', { smart_count: failed, file: errorFile ?? '' }), EXIT.failure);
}
