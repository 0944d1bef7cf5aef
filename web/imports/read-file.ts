/**
 * Reading the chosen file in the browser, with the terminal's rules: xlsx through the shared
 * streaming reader (shared/imports/xlsx-reader.ts, the one the CLI runs, here over the File's byte
 * ranges: the workbook is never held whole, and an import bomb is refused by the same limits),
 * csv through csv-parse with the shared encoding, BOM and delimiter guesses; then the shared
 * engine's row reader (blank rows out, the spec's 5,000-row limit). The rows of a sheet (at most
 * 5,000) are kept for the wizard's steps.
 */
import { parse } from 'csv-parse/browser/esm/sync';
import { readAllRows, type SheetRow } from '../../shared/imports/engine';
import type { CsvDialect } from '../../shared/imports/error-file';
import { restoredSheet } from '../../shared/imports/formulas';
import { BULK_MESSAGES } from '../../shared/imports/kinds';
import { detectDelimiter, detectEncoding } from '../../shared/imports/text-files';
import type { ByteSource } from '../../shared/imports/zip-reader';
import { IMPORT_FILE_LIMITS, IMPORT_MESSAGES } from '../../shared/rules/imports';
import { message, RuleError, type Message } from '../../shared/rules/message';

export type FileFormat = 'csv' | 'xlsx';

export interface ReadSheet {
  format: FileFormat;
  /** Every sheet of a workbook, to choose from (a csv has none). */
  sheetNames: string[];
  sheetName?: string;
  headers: string[];
  rows: SheetRow[];
  dialect?: CsvDialect;
  /** Why these rows cannot be imported (no rows, over 5,000): another sheet may still be chosen. */
  problem: Message | null;
}

/** Why a file cannot be read: `key` is a bulkImport.errors.* message. */
export class FileProblem extends Error {
  constructor(
    readonly key: 'wrongType' | 'unreadable' | 'noSheet',
    readonly params: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export const ACCEPTED_TYPES = '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function formatOf(name: string): FileFormat | null {
  const ext = name.toLowerCase().split('.').pop();
  return ext === 'xlsx' ? 'xlsx' : ext === 'csv' || ext === 'txt' ? 'csv' : null;
}

const MB = 1024 * 1024;

async function* each(rows: SheetRow[]): AsyncGenerator<SheetRow> {
  yield* rows;
}

interface Opened {
  format: FileFormat;
  sheetNames: string[];
  sheetName?: string;
  headers: string[];
  rows: AsyncIterable<SheetRow>;
  dialect?: CsvDialect;
}

async function openCsv(file: File): Promise<Opened> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { encoding, bomLength } = detectEncoding(bytes.subarray(0, 64 * 1024));
  const text = new TextDecoder(encoding).decode(bytes.subarray(bomLength));
  const delimiter = detectDelimiter(text);
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, relax_quotes: true, max_record_size: IMPORT_FILE_LIMITS.csvRecordCharacters }) as string[][];
  } catch (error) {
    const { code, lines } = error as { code?: string; lines?: number };
    if (code === 'CSV_MAX_RECORD_SIZE')
      throw new RuleError(message(IMPORT_MESSAGES.rowTooLong, { row: lines ?? 0, max: IMPORT_FILE_LIMITS.csvRecordCharacters }));
    throw new FileProblem('unreadable');
  }
  const [first = [], ...rest] = records;
  return {
    format: 'csv',
    sheetNames: [],
    headers: first.map((h) => h.trim()),
    rows: each(rest.map((cells, i) => ({ row: i + 2, cells }))),
    dialect: { encoding, bom: bomLength > 0, delimiter },
  };
}

async function openXlsx(file: File, sheet: string | undefined): Promise<Opened> {
  // The reader (and its XML parser) loads only for an xlsx.
  const { openXlsxSheet, SheetNotFound, UnreadableWorkbook } = await import('../../shared/imports/xlsx-reader');
  const { UnreadableZip } = await import('../../shared/imports/zip-reader');
  const source: ByteSource = { size: file.size, read: async (offset, length) => new Uint8Array(await file.slice(offset, offset + length).arrayBuffer()) };
  try {
    return { format: 'xlsx', ...(await openXlsxSheet(source, sheet)) };
  } catch (error) {
    if (error instanceof SheetNotFound) throw new FileProblem('noSheet');
    if (error instanceof UnreadableZip || error instanceof UnreadableWorkbook) throw new FileProblem('unreadable');
    throw error;
  }
}

async function read(file: File, format: FileFormat, sheet: string | undefined): Promise<ReadSheet> {
  const opened = format === 'csv' ? await openCsv(file) : await openXlsx(file, sheet);
  // Text an export neutralised against formulas (shared/imports/formulas.ts) reads as it was.
  const { rows, ...sheetRead } = restoredSheet(opened);
  try {
    return { ...sheetRead, rows: await readAllRows({ headers: sheetRead.headers, rows }), problem: null };
  } catch (error) {
    if (error instanceof RuleError) return { ...sheetRead, rows: [], problem: error.rule };
    throw error;
  }
}

/**
 * Reads one sheet of the file (named, else the first with data rows: a notes sheet often comes
 * first); throws FileProblem when the file itself cannot be read, and RuleError when it breaks a
 * limit of the import (IMPORT_FILE_LIMITS: its size, what it unpacks to...).
 */
export async function readImportFile(file: File, sheet?: string): Promise<ReadSheet> {
  const format = formatOf(file.name);
  if (!format) throw new FileProblem('wrongType', { file: file.name });
  if (file.size > IMPORT_FILE_LIMITS.fileBytes)
    throw new RuleError(message(IMPORT_MESSAGES.fileTooLarge, { size: Math.ceil(file.size / MB), max: IMPORT_FILE_LIMITS.fileBytes / MB }));
  const hasData = (read: ReadSheet) => read.rows.length > 0 || (read.problem !== null && read.problem.key !== BULK_MESSAGES.emptyFile);
  const first = await read(file, format, sheet);
  if (format === 'csv' || sheet !== undefined || hasData(first)) return first;
  for (const name of first.sheetNames.slice(1)) {
    const next = await read(file, format, name);
    if (hasData(next)) return next;
  }
  return first;
}
