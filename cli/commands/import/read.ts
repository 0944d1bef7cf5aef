/**
 * Reading an import file as a stream of rows: xlsx through the streaming sheet reader
 * (xlsx-reader.ts: one sheet, chosen by name or number, the first by default), csv through
 * csv-parse, with the encoding, BOM and delimiter guessed from the first bytes
 * (shared/bulk/text-files.ts) and Windows-1252 decoded by iconv-lite. Nothing holds the whole file in memory.
 */
import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { extname } from 'node:path';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import type { SheetRow, SheetSource } from '../../../shared/bulk/engine';
import type { CsvDialect } from '../../../shared/bulk/error-file';
import { restoredSheet } from '../../../shared/bulk/formulas';
import { detectDelimiter, detectEncoding } from '../../../shared/bulk/text-files';
import { openXlsxSheet, SheetNotFound } from './xlsx-reader';

export type FileFormat = 'csv' | 'xlsx';

export type { CsvDialect };

export interface OpenedSheet extends SheetSource {
  format: FileFormat;
  /** The sheet read (xlsx). */
  sheetName?: string;
  /** How the csv was written, so the error file is written the same way. */
  dialect?: CsvDialect;
}

export const formatOf = (file: string): FileFormat | null => {
  const ext = extname(file).toLowerCase();
  return ext === '.xlsx' ? 'xlsx' : ext === '.csv' || ext === '.txt' ? 'csv' : null;
};

const SAMPLE_BYTES = 64 * 1024;

export function sniffCsv(file: string): CsvDialect {
  const fd = openSync(file, 'r');
  try {
    const sample = Buffer.alloc(SAMPLE_BYTES);
    const length = readSync(fd, sample, 0, SAMPLE_BYTES, 0);
    const bytes = sample.subarray(0, length);
    const { encoding, bomLength } = detectEncoding(bytes);
    const text = new TextDecoder(encoding).decode(bytes.subarray(bomLength));
    return { encoding, bom: bomLength > 0, delimiter: detectDelimiter(text) };
  } finally {
    closeSync(fd);
  }
}

async function openCsv(file: string): Promise<OpenedSheet> {
  const dialect = sniffCsv(file);
  const records = createReadStream(file, { start: dialect.bom ? 3 : 0 })
    .pipe(iconv.decodeStream(dialect.encoding))
    .pipe(parse({ delimiter: dialect.delimiter, relax_column_count: true, relax_quotes: true, info: true }));
  const iterator = records[Symbol.asyncIterator]() as AsyncIterator<{ record: string[]; info: { lines: number } }>;
  const first = await iterator.next();
  const headers = first.done ? [] : first.value.record.map((h) => h.trim());
  async function* rows(): AsyncGenerator<SheetRow> {
    let row = 1;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      row++;
      yield { row, cells: next.value.record };
    }
  }
  return { format: 'csv', headers, rows: rows(), dialect };
}

export { SheetNotFound };

async function openXlsx(file: string, sheet: string | undefined): Promise<OpenedSheet> {
  return { format: 'xlsx', ...(await openXlsxSheet(file, sheet)) };
}

/** The sheet as the import reads it: text an export neutralised (shared/bulk/formulas.ts) restored. */
export const openSheet = async (file: string, format: FileFormat, sheet?: string): Promise<OpenedSheet> =>
  restoredSheet(await (format === 'xlsx' ? openXlsx(file, sheet) : openCsv(file)));
