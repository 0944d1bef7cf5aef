/**
 * What `wareport import` tells when its rows are sent: the error file of the failed rows, then
 * the summary (a JSON object with --json), and the exit status of the run.
 */
import { basename, dirname, extname, join } from 'node:path';
import type { ImportReport } from '../../../shared/imports/engine';
import { fileLanguage, type LabelsByLang } from '../../../shared/imports/headers';
import type { ColumnMapping, KindDescription } from '../../../shared/imports/kind-description';
import type { ImportKind } from '../../../shared/imports/kinds';
import { readValues, readValueText } from '../../../shared/imports/reading';
import type { RowError } from '../../../shared/imports/rows';
import type { SheetRow } from '../../../shared/imports/engine';
import { MESSAGES } from '../../../shared/rules/spec-messages';
import type { CliContext } from '../../lib/context';
import { CliError, EXIT } from '../../lib/errors';
import { createTranslator, type Lang, type Translator } from '../../lib/i18n';
import type { Reporter } from '../../lib/output';
import { writeErrorFile } from './error-file';
import type { OpenedSheet } from './read';

const describeRowError = (t: Translator, error: RowError) => {
  const text = t.optional(error.message.key, error.message.params) ?? error.message.key;
  return error.column ? t('cli.import.cellError', { column: error.column, value: error.value, message: text }) : text;
};

const defaultErrorFile = (file: string) => join(dirname(file), `${basename(file, extname(file))}.errors${extname(file)}`);

const failedRowsOf = (report: ImportReport) => report.rows.filter((r) => r.outcome === 'failed');

/** Writes the failed rows, each with its errors, beside the file (or at `chosen`): answers its path, null when no row failed. */
export async function writeErrors(
  ctx: CliContext,
  chosen: string | undefined,
  file: string,
  sheet: OpenedSheet,
  labels: LabelsByLang,
  report: ImportReport,
): Promise<string | null> {
  const { t } = ctx;
  const failedRows = failedRowsOf(report);
  if (!failedRows.length) return null;
  const errorFile = chosen ?? defaultErrorFile(file);
  // The columns the error file adds speak the file's language (its headers tell), whatever the terminal's.
  const fileLang = fileLanguage(sheet.headers, labels, t.lang) as Lang;
  const inFile = fileLang === t.lang ? t : createTranslator(fileLang);
  await writeErrorFile(
    errorFile,
    sheet.format,
    sheet.dialect,
    sheet.headers,
    { line: inFile('cli.import.lineColumn'), errors: inFile('cli.import.errorsColumn') },
    failedRows.map((r) => ({ row: r.row, cells: r.cells, errors: r.errors.map((e) => describeRowError(inFile, e)).join('; ') })),
  ).catch((error: unknown) => {
    throw CliError.file(t, 'cli.errors.cannotWrite', errorFile, error);
  });
  return errorFile;
}

/** One import's run, as its summary tells it. */
export interface ImportOutcome {
  kind: ImportKind;
  file: string;
  dryRun: boolean;
  headers: string[];
  rows: SheetRow[];
  description: KindDescription;
  mapping: ColumnMapping;
  report: ImportReport;
  errorFile: string | null;
  seconds: number;
}

/** The summary, then the exit: 1 when some row failed (a dry run as the real run would). */
export function reportOutcome(ctx: CliContext, reporter: Reporter, json: boolean, outcome: ImportOutcome) {
  const { t } = ctx;
  const { kind, dryRun, report, errorFile } = outcome;
  const { failed } = report.counts;
  // A dry run shows how yes/no words, dates and names of codes were read, so nobody imports a guess.
  const readAs = dryRun ? readValues(outcome.description, outcome.headers, outcome.rows, outcome.mapping) : null;
  if (json) reportJson(ctx, reporter, outcome, readAs);
  else reportText(ctx, reporter, outcome, readAs);
  // The spec's words after a bulk user import with a failure.
  if (failed && kind === 'users' && !json) reporter.warn(t.optional(MESSAGES.failedRequests) ?? MESSAGES.failedRequests);
  if (failed) throw new CliError(t('cli.import.someFailed', { smart_count: failed, file: errorFile ?? '' }), EXIT.failure);
}

type ReadAs = ReturnType<typeof readValues> | null;

function reportJson({ t }: CliContext, reporter: Reporter, outcome: ImportOutcome, readAs: ReadAs) {
  const { kind, file, dryRun, report, errorFile, seconds } = outcome;
  const { created, updated, skipped, failed } = report.counts;
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
      errors: failedRowsOf(report).flatMap((r) =>
        r.errors.map((e) => ({ row: e.row, column: e.column, field: e.field, value: e.value, message: describeRowError(t, e), key: e.message.key })),
      ),
    }),
  );
}

function reportText({ t }: CliContext, reporter: Reporter, outcome: ImportOutcome, readAs: ReadAs) {
  const { dryRun, report, seconds } = outcome;
  const { created, updated, skipped, failed } = report.counts;
  const failedRows = failedRowsOf(report);
  if (readAs?.values.length) {
    const words = { yes: t('cli.import.readYes'), no: t('cli.import.readNo'), unread: t('cli.import.readNothing') };
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
