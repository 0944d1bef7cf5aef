/**
 * Reading the chosen file in the browser: the same libraries and rules as the terminal (csv-parse
 * with the shared encoding, BOM and delimiter guesses; exceljs for xlsx, its cells made plain by
 * the shared rule), then the shared engine's row reader (blank rows out, the spec's 5,000-row
 * limit). A file is at most 5,000 rows, so it is read whole; exceljs loads only for an xlsx.
 */
import { parse } from 'csv-parse/browser/esm/sync';
import { rowCellsOf } from '../../shared/bulk/cells';
import { readAllRows, type SheetRow } from '../../shared/bulk/engine';
import type { CsvDialect } from '../../shared/bulk/error-file';
import { restoredSheet } from '../../shared/bulk/formulas';
import type { Cell } from '../../shared/bulk/rows';
import { detectDelimiter, detectEncoding } from '../../shared/bulk/text-files';
import { RuleError, type Message } from '../../shared/rules/message';

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

async function* each(rows: SheetRow[]): AsyncGenerator<SheetRow> {
  yield* rows;
}

function readCsv(bytes: Uint8Array): Omit<ReadSheet, 'rows' | 'problem'> & { all: SheetRow[] } {
  const { encoding, bomLength } = detectEncoding(bytes.subarray(0, 64 * 1024));
  const text = new TextDecoder(encoding).decode(bytes.subarray(bomLength));
  const delimiter = detectDelimiter(text);
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, relax_quotes: true }) as string[][];
  } catch {
    throw new FileProblem('unreadable');
  }
  const [first = [], ...rest] = records;
  return {
    format: 'csv',
    sheetNames: [],
    headers: first.map((h) => h.trim()),
    all: rest.map((cells, i) => ({ row: i + 2, cells })),
    dialect: { encoding, bom: bomLength > 0, delimiter },
  };
}

async function readXlsx(bytes: Uint8Array, sheet: string | undefined): Promise<Omit<ReadSheet, 'rows' | 'problem'> & { all: SheetRow[] }> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch {
    throw new FileProblem('unreadable');
  }
  const sheetNames = workbook.worksheets.map((w) => w.name);
  // With no sheet named, the first that holds data rows (a notes sheet often comes first).
  const worksheet =
    sheet === undefined ? (workbook.worksheets.find((w) => w.actualRowCount > 1) ?? workbook.worksheets[0]) : workbook.worksheets.find((w) => w.name === sheet);
  if (!worksheet) throw new FileProblem('noSheet');
  let headers: string[] | null = null;
  const all: SheetRow[] = [];
  worksheet.eachRow((row, number) => {
    const cells: Cell[] = rowCellsOf(row.values);
    if (headers === null) headers = cells.map((h) => String(h ?? '').trim());
    else all.push({ row: number, cells });
  });
  return { format: 'xlsx', sheetNames, sheetName: worksheet.name, headers: headers ?? [], all };
}

/** Reads one sheet of the file (named, else the first with data); throws FileProblem when the file itself cannot be read. */
export async function readImportFile(file: File, sheet?: string): Promise<ReadSheet> {
  const format = formatOf(file.name);
  if (!format) throw new FileProblem('wrongType', { file: file.name });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const { all, ...opened } = format === 'csv' ? readCsv(bytes) : await readXlsx(bytes, sheet);
  // Text an export neutralised against formulas (shared/bulk/formulas.ts) reads as it was.
  const { rows: restored, ...read } = restoredSheet({ ...opened, rows: each(all) });
  try {
    return { ...read, rows: await readAllRows({ headers: read.headers, rows: restored }), problem: null };
  } catch (error) {
    if (error instanceof RuleError) return { ...read, rows: [], problem: error.rule };
    throw error;
  }
}
