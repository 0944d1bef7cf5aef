/**
 * The bulk import pipeline, the same for the terminal and the browser: read rows (up to the
 * spec's 5,000), validate each locally, send the valid ones in bounded chunks to a batch
 * endpoint, and end with one result per input row: created, updated, skipped (unchanged) or
 * failed with its row, column, value and message.
 *
 * - Dry run: the server runs every check on every chunk and rolls its transaction back.
 * - All-or-nothing: nothing is sent when a row fails locally; otherwise every chunk is first
 *   dry-run, and only a clean file is imported.
 * - Resume: chunks already committed are listed in a journal; their rows are not sent again.
 *   Re-sending one anyway is harmless: rows are matched on their natural key, so an unchanged
 *   row is skipped.
 */
import { RuleError, message } from '../rules/message';
import { IMPORT_FILE_LIMITS, IMPORT_MESSAGES, MAX_IMPORT_ROWS, validateImportRowCount } from '../rules/imports';
import type { ColumnMapping } from './headers';
import { BULK_MESSAGES, type KindDescription } from './kinds';
import type { RowOutcome, RowResult } from './protocol';
import { createRowValidator, errorColumn, rowValues, type Cell, type RowError } from './rows';
import { ORDER_IMPORT_MESSAGES } from './orders';

export interface SheetRow {
  /** 1-based line in the file (header = 1). */
  row: number;
  cells: Cell[];
}

export interface SheetSource {
  headers: string[];
  rows: AsyncIterable<SheetRow>;
}

/** Sends one chunk; answers one result per row (rows carry their `row` number). */
export type ChunkSender = (rows: Record<string, unknown>[], flags: { dryRun: boolean; allOrNothing: boolean }) => Promise<RowResult[]>;

/** Where committed chunks are remembered, so an interrupted run can finish the rest. */
export interface ImportJournal {
  /** Results of rows committed by an earlier, interrupted run of the same file. */
  done: ReadonlyMap<number, RowResult>;
  record(results: RowResult[]): Promise<void>;
}

export interface RowReport {
  row: number;
  cells: Cell[];
  outcome: RowOutcome;
  errors: RowError[];
}

export interface ImportReport {
  dryRun: boolean;
  counts: Record<RowOutcome, number>;
  total: number;
  /** Every input row, in file order. */
  rows: RowReport[];
  /** Rows taken from the journal of an earlier run. */
  resumed: number;
}

export interface ImportProgress {
  done: number;
  total: number;
  counts: Record<RowOutcome, number>;
}

export interface ImportOptions {
  kind: KindDescription;
  headers: string[];
  rows: SheetRow[];
  mapping: ColumnMapping;
  dryRun: boolean;
  allOrNothing: boolean;
  send: ChunkSender;
  journal?: ImportJournal;
  onProgress?(progress: ImportProgress): void;
}

const isBlank = (cells: readonly Cell[]) => cells.every((c) => c == null || (typeof c === 'string' && c.trim() === ''));

/** Reads every row, refusing a file over the limit with the spec's message, and a cell longer than a spreadsheet's; blank rows are left out. */
export async function readAllRows(source: SheetSource, max = MAX_IMPORT_ROWS): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  let count = 0;
  for await (const row of source.rows) {
    // No spreadsheet cell holds more (the xlsx reader stops earlier, before it holds such a cell).
    if (row.cells.some((cell) => typeof cell === 'string' && cell.length > IMPORT_FILE_LIMITS.cellCharacters))
      throw new RuleError(message(IMPORT_MESSAGES.cellTooLong, { row: row.row, max: IMPORT_FILE_LIMITS.cellCharacters }));
    if (isBlank(row.cells)) continue;
    count++;
    // Past the limit only the count is kept: the message says how many rows the file has.
    if (count <= max) rows.push(row);
  }
  const tooMany = validateImportRowCount(count);
  if (tooMany) throw new RuleError(tooMany);
  if (count === 0) throw new RuleError(message(BULK_MESSAGES.emptyFile));
  return rows;
}

const emptyCounts = (): Record<RowOutcome, number> => ({ created: 0, updated: 0, skipped: 0, failed: 0 });

/** The server's per-row errors as row errors, with the file's column and cell. */
function serverErrors(kind: KindDescription, result: RowResult, sheetRow: SheetRow, headers: string[], mapping: ColumnMapping): RowError[] {
  return Object.entries(result.errors ?? {}).map(([field, key]) => {
    const index = errorColumn(kind, field, headers, mapping);
    const cell = index >= 0 ? sheetRow.cells[index] : null;
    const params = result.params?.[field];
    return {
      row: result.row,
      field,
      column: index >= 0 ? headers[index] : field,
      value: cell == null ? '' : String(cell instanceof Date ? cell.toISOString().slice(0, 10) : cell),
      message: params ? { key, params } : { key },
    };
  });
}

const notImported = (row: number): RowError => ({ row, field: '', column: '', value: '', message: message(BULK_MESSAGES.notImported) });
const groupFailed = (row: number, first: number): RowError => ({
  row,
  field: '',
  column: '',
  value: '',
  message: message(ORDER_IMPORT_MESSAGES.orderLineFailed, { row: first }),
});

/**
 * Bounded chunks in file order. With groups, the rows of a group go together (in the chunk where
 * the group first appears), and a chunk closes before a group that would overflow it; a group
 * larger than a chunk travels alone.
 */
export function chunksOf<T>(items: readonly T[], size: number, groupOf: ((item: T) => string) | null): T[][] {
  if (!groupOf) {
    const chunks: T[][] = [];
    for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
    return chunks;
  }
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = groupOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  const chunks: T[][] = [];
  let current: T[] = [];
  for (const group of groups.values()) {
    if (current.length && current.length + group.length > size) {
      chunks.push(current);
      current = [];
    }
    current.push(...group);
  }
  if (current.length) chunks.push(current);
  return chunks;
}

export async function runImport(options: ImportOptions): Promise<ImportReport> {
  const { kind, headers, rows, mapping, dryRun, allOrNothing, send, journal } = options;
  const validator = createRowValidator(kind, mapping, headers);
  const reports = new Map<number, RowReport>();
  const counts = emptyCounts();
  const settle = (report: RowReport) => {
    reports.set(report.row, report);
    counts[report.outcome]++;
    options.onProgress?.({ done: reports.size, total: rows.length, counts: { ...counts } });
  };

  const valid: { sheet: SheetRow; value: Record<string, unknown> }[] = [];
  let resumed = 0;
  for (const sheet of rows) {
    const check = validator.check(sheet.row, sheet.cells);
    const earlier = journal?.done.get(sheet.row);
    if (!check.ok) settle({ row: sheet.row, cells: sheet.cells, outcome: 'failed', errors: check.errors });
    else if (earlier && !dryRun) {
      resumed++;
      settle({ row: sheet.row, cells: sheet.cells, outcome: earlier.outcome, errors: serverErrors(kind, earlier, sheet, headers, mapping) });
    } else valid.push({ sheet, value: { ...check.value, row: sheet.row } });
  }

  const groupOf = (sheet: SheetRow) => kind.group?.(rowValues(sheet.cells, mapping, kind)) ?? String(sheet.row);
  if (kind.group) {
    // A record spanning several rows fails whole: its other rows fail too, pointing at the first failed one.
    const failedIn = new Map<string, number>();
    for (const report of reports.values()) if (report.outcome === 'failed' && !failedIn.has(groupOf(report))) failedIn.set(groupOf(report), report.row);
    for (let i = valid.length - 1; i >= 0; i--) {
      const first = failedIn.get(groupOf(valid[i].sheet));
      if (first === undefined) continue;
      const { sheet } = valid[i];
      valid.splice(i, 1);
      settle({ row: sheet.row, cells: sheet.cells, outcome: 'failed', errors: [groupFailed(sheet.row, first)] });
    }
  }
  const chunks = chunksOf(valid, kind.chunkSize, kind.group ? (v) => groupOf(v.sheet) : null);
  const bySheet = new Map(valid.map((v) => [v.sheet.row, v.sheet]));
  const giveUp = () => {
    for (const { sheet } of valid)
      if (!reports.has(sheet.row)) settle({ row: sheet.row, cells: sheet.cells, outcome: 'failed', errors: [notImported(sheet.row)] });
  };

  if (allOrNothing && counts.failed > 0) {
    giveUp();
    return finish();
  }
  if (allOrNothing && !dryRun) {
    // A clean file only: every chunk passes the server's checks before anything is written.
    const problems: RowResult[] = [];
    for (const chunk of chunks)
      problems.push(
        ...(
          await send(
            chunk.map((c) => c.value),
            { dryRun: true, allOrNothing: true },
          )
        ).filter((r) => r.outcome === 'failed' && r.errors),
      );
    if (problems.length) {
      for (const result of problems) {
        const sheet = bySheet.get(result.row)!;
        settle({ row: result.row, cells: sheet.cells, outcome: 'failed', errors: serverErrors(kind, result, sheet, headers, mapping) });
      }
      giveUp();
      return finish();
    }
  }

  for (const chunk of chunks) {
    const results = await send(
      chunk.map((c) => c.value),
      { dryRun, allOrNothing },
    );
    if (!dryRun) await journal?.record(results);
    for (const result of results) {
      const sheet = bySheet.get(result.row);
      if (!sheet || reports.has(result.row)) continue;
      const errors = result.outcome === 'failed' ? serverErrors(kind, result, sheet, headers, mapping) : [];
      settle({
        row: result.row,
        cells: sheet.cells,
        outcome: result.outcome,
        errors: result.outcome === 'failed' && !errors.length ? [notImported(result.row)] : errors,
      });
    }
  }
  // A row the server did not answer for is not imported.
  giveUp();
  return finish();

  function finish(): ImportReport {
    return { dryRun, counts, total: rows.length, rows: rows.map((r) => reports.get(r.row)!).filter(Boolean), resumed };
  }
}
