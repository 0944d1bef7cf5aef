/**
 * The wizard's pure parts: targets with the session's client and account as defaults, the
 * column mapping as one field per file column, and the report's rows for the error table and
 * the error file.
 */
import type { ImportReport } from '../../shared/imports/engine';
import type { ErrorRow } from '../../shared/imports/error-file';
import type { ColumnMapping } from '../../shared/imports/headers';
import type { ImportKind } from '../../shared/imports/kinds';
import type { ImportTargets } from '../../shared/imports/protocol';
import type { RowError } from '../../shared/imports/rows';
import { targetSteps, type TargetFlags } from '../../shared/imports/targets';

/**
 * The choices so far, the session's client and account (and the page's language for new users)
 * filling in those not chosen yet when they are among the candidates: an administrator imports
 * where they work by default.
 */
export function stepsWithDefaults(kind: ImportKind, choices: ImportTargets, flags: TargetFlags, defaults: TargetFlags) {
  const merged: TargetFlags = { ...flags };
  for (;;) {
    const result = targetSteps(kind, choices, merged);
    const open = result.steps.at(-1);
    if (result.resolution.status === 'done' || !open || open.id !== undefined) return result;
    const fallback = defaults[open.target];
    if (flags[open.target] !== undefined || fallback === undefined || merged[open.target] !== undefined) return result;
    if (!open.candidates.some((c) => c.id === fallback)) return result;
    merged[open.target] = fallback;
  }
}

/** One field (or '' for none) per file column. */
export type ColumnChoice = string[];

export const choiceOf = (headers: readonly string[], mapping: ColumnMapping): ColumnChoice => headers.map((_, i) => mapping.get(i) ?? '');
export const mappingOf = (choice: ColumnChoice): ColumnMapping => new Map(choice.flatMap((field, i) => (field ? [[i, field] as const] : [])));

/** Picks a field for a column; a field feeds one column only, so another column that had it lets it go. */
export const chooseField = (choice: ColumnChoice, index: number, field: string): ColumnChoice =>
  choice.map((current, i) => (i === index ? field : field && current === field ? '' : current));

export const reportErrors = (report: ImportReport): RowError[] => report.rows.flatMap((r) => (r.outcome === 'failed' ? r.errors : []));

export const errorRows = (report: ImportReport, describe: (error: RowError) => string): ErrorRow[] =>
  report.rows.filter((r) => r.outcome === 'failed').map((r) => ({ row: r.row, cells: r.cells, errors: r.errors.map(describe).join('; ') }));

/** The columns and rows an error file adds, in one language (`phrase` speaks it: the file's). */
export function errorFileTexts(report: ImportReport, phrase: (key: string, vars?: Record<string, string | number>) => string) {
  const describe = (error: RowError) => {
    const text = phrase(error.message.key, error.message.params);
    return error.column ? phrase('bulkImport.errors.cellError', { column: error.column, value: error.value, message: text }) : text;
  };
  return { columns: { line: phrase('bulkImport.errors.line'), errors: phrase('bulkImport.errors.errors') }, rows: errorRows(report, describe) };
}
