/**
 * `wareport import <kind> FILE` (the kinds of IMPORT_KINDS): reads the
 * file (xlsx or csv), maps its columns, validates every row, sends the valid ones in chunks to the
 * kind's batch endpoint and reports one outcome per row. Flags name the targets (by name or id); a missing one is asked on a
 * terminal and is a usage error otherwise. Exit 0 when every row went in (created, updated or
 * unchanged), 1 when some failed (a dry run exits as the real run would), 2 on usage errors.
 */
import { existsSync } from 'node:fs';
import type { ApiClient } from '../../../shared/api/api-client';
import { kindLabels, mapColumns, mappingToSpec, type LabelsByLang } from '../../../shared/imports/headers';
import { readAllRows, runImport, type ImportProgress, type ImportReport, type SheetRow } from '../../../shared/imports/engine';
import { createChunkSender, fetchImportTargets } from '../../../shared/imports/client';
import type { ColumnMapping, KindDescription } from '../../../shared/imports/kind-description';
import { isImportKind, IMPORT_KINDS, kindFor, KINDS, type ImportKind } from '../../../shared/imports/kinds';
import { defaultSkuRange, orderKind, validateSkuRange, type OrderLayoutOptions } from '../../../shared/imports/orders';
import type { ImportTargets } from '../../../shared/imports/protocol';
import { candidateLabel, resolveTargets, type ResolvedTargets, type TargetFlags } from '../../../shared/imports/targets';
import { RuleError } from '../../../shared/rules/message';
import { canPrompt, type CliContext, type GlobalOptions } from '../../lib/context';
import { CliError } from '../../lib/errors';
import { LANGS, phraseAt } from '../../lib/i18n';
import { createReporter, type Reporter } from '../../lib/output';
import { openSession } from '../../lib/session';
import { openJournal, readJournal } from './journal';
import { explicitMapping, savedMapping, saveMapping } from './mappings';
import { progressBar } from './progress';
import { askTarget } from './prompts';
import { formatOf, openSheet, SheetNotFound, type FileFormat, type OpenedSheet } from './read';
import { reportOutcome, writeErrors } from './report';

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

/** One import's run, as its steps share it. */
interface ImportRun {
  ctx: CliContext;
  options: ImportOptions;
  kind: ImportKind;
  file: string;
  format: FileFormat;
  dryRun: boolean;
  reporter: Reporter;
}

/** The sheet's columns matched to the kind's fields (an orders file's layout decides them). */
interface MappedSheet {
  labels: LabelsByLang;
  layout?: OrderLayoutOptions;
  description: KindDescription;
  mapping: ColumnMapping;
}

export async function importFile(ctx: CliContext, options: ImportOptions, kindName: string, file: string): Promise<void> {
  const run = checkArguments(ctx, options, kindName, file);
  const { api } = openSession(ctx, options);
  const choices = await fetchImportTargets(api);
  const targets = await chooseTargets(ctx, run.kind, choices, options);
  const sheet = await readSheet(run);
  const mapped = mapSheet(run, sheet.headers);
  const rows = await readRows(run, sheet);
  const { report, started } = await sendRows(run, api, targets, sheet.headers, mapped, rows);
  const errorFile = await writeErrors(ctx, options.errorFile, file, sheet, mapped.labels, report);
  const seconds = (performance.now() - started) / 1000;
  const { kind, dryRun, reporter } = run;
  reportOutcome(ctx, reporter, Boolean(options.json), { kind, file, dryRun, headers: sheet.headers, rows, ...mapped, report, errorFile, seconds });
}

/** The kind and the file's format, the file there: usage errors before anything is asked of the server. */
function checkArguments(ctx: CliContext, options: ImportOptions, kindName: string, file: string): ImportRun {
  const { t } = ctx;
  const kind = parseKind(ctx, kindName);
  const format = formatOf(file);
  if (!format) throw CliError.usage(t('cli.import.unknownFormat', { file }));
  if (!existsSync(file)) throw CliError.file(t, 'cli.errors.cannotRead', file, Object.assign(new Error('ENOENT'), { code: 'ENOENT' }));
  const reporter = createReporter(ctx, options);
  return { ctx, options, kind, file, format, dryRun: Boolean(options.dryRun), reporter };
}

/** A limit of the import (an import bomb): the limit it breaks, in the person's language; else the file is unreadable. */
function readError({ ctx: { t }, file }: ImportRun, error: unknown) {
  if (error instanceof RuleError) return new CliError(t.optional(error.rule.key, error.rule.params) ?? error.rule.key);
  return CliError.file(t, 'cli.errors.cannotRead', file, error);
}

async function readSheet(run: ImportRun) {
  try {
    return await openSheet(run.file, run.format, run.options.sheet);
  } catch (error) {
    if (error instanceof SheetNotFound) throw CliError.usage(run.ctx.t('cli.import.sheetNotFound', { sheet: error.sheet, file: run.file }));
    throw readError(run, error);
  }
}

/** The columns: --map (then saved for the next file with these headers), else the saved or matched ones. */
function mapSheet({ ctx, options, kind }: ImportRun, headers: string[]): MappedSheet {
  const { t } = ctx;
  const labels = labelsOf(kind);
  const explicit = options.map ? explicitMapping(ctx, options.map) : savedMapping(ctx, kind, headers);
  const layout = kind === 'orders' ? orderLayoutOf(ctx, options, headers, labels, explicit ?? {}) : undefined;
  const description = kindFor(kind, layout);
  const mapped = mapColumns(headers, description, labels, explicit ?? {});
  if (mapped.problems.length) throw new CliError(mapped.problems.map((p) => t.optional(p.key, p.params) ?? p.key).join(' '));
  if (options.map) saveMapping(ctx, kind, headers, mappingToSpec(headers, mapped.mapping));
  return { labels, layout, description, mapping: mapped.mapping };
}

async function readRows(run: ImportRun, sheet: OpenedSheet) {
  try {
    return await readAllRows(sheet);
  } catch (error) {
    throw readError(run, error);
  }
}

/**
 * Checks every row and sends the valid ones in chunks (a dry run sends none), keeping a journal
 * an interrupted run resumes from; answers the report and when the sending started.
 */
async function sendRows(run: ImportRun, api: ApiClient, targets: ResolvedTargets, headers: string[], mapped: MappedSheet, rows: SheetRow[]) {
  const { ctx, options, kind, file, dryRun, reporter } = run;
  const { t } = ctx;
  const runChoices = { isSaveBackorderOnInsufficientQuantity: kind === 'orders' ? Boolean(options.saveBackorder) : undefined };
  // A resumed run must read the file as the interrupted one did.
  const journalTargets = {
    ...targets,
    ...(mapped.layout ? { layout: JSON.stringify(mapped.layout), backorders: String(runChoices.isSaveBackorderOnInsufficientQuantity) } : {}),
  };
  const earlier = !dryRun && options.resume ? readJournal(file, kind, journalTargets) : null;
  if (options.resume && !dryRun && !earlier) reporter.info(t('cli.import.nothingToResume'));
  const journal = dryRun ? undefined : openJournal(file, kind, journalTargets, earlier);
  const send = createChunkSender(api, kind, { ...targets, ...runChoices });
  const started = performance.now();
  const report: ImportReport = await runImport({
    kind: mapped.description,
    headers,
    rows,
    mapping: mapped.mapping,
    dryRun,
    allOrNothing: Boolean(options.allOrNothing),
    send,
    journal,
    onProgress: showProgress(run, mapped.description.chunkSize, started),
  });
  journal?.remove();
  return { report, started };
}

/** The progress line: a terminal redraws it at most 10 times a second; a log gets a line per chunk. */
function showProgress({ ctx, dryRun, reporter }: ImportRun, chunkSize: number, started: number) {
  const { t } = ctx;
  const live = Boolean(ctx.io.stderr.isTTY);
  let shown = 0;
  let shownAt = 0;
  return ({ done, total }: ImportProgress) => {
    const now = performance.now();
    const due = done === total || (live ? now - shownAt > 100 : done - shown >= chunkSize);
    if (!due) return;
    shown = done;
    shownAt = now;
    const seconds = (now - started) / 1000;
    reporter.progress(live ? progressBar(t, done, total, seconds) : t(dryRun ? 'cli.import.progressDryRun' : 'cli.import.progress', { done, total }));
  };
}
