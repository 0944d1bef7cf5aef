/**
 * Reading an import file as a stream of rows: xlsx through the streaming sheet reader
 * (xlsx-reader.ts: one sheet, chosen by name or number, the first by default), csv through
 * csv-parse, with the encoding, BOM and delimiter guessed from the first bytes
 * (shared/imports/text-files.ts) and Windows-1252 decoded by iconv-lite. Nothing holds the whole file in memory.
 */
import { closeSync, createReadStream, openSync, readSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import type { SheetRow, SheetSource } from '../../../shared/imports/engine';
import type { CsvDialect } from '../../../shared/imports/error-file';
import { restoredSheet } from '../../../shared/imports/formulas';
import { detectDelimiter, detectEncoding } from '../../../shared/imports/text-files';
import { IMPORT_FILE_LIMITS, IMPORT_MESSAGES } from '../../../shared/rules/imports';
import { message, RuleError } from '../../../shared/rules/message';
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
  // A file over the import's size is refused unread; a row longer than any real one stops the
  // parser before it holds it (IMPORT_FILE_LIMITS), and the engine checks each cell's length.
  const { size } = statSync(file);
  if (size > IMPORT_FILE_LIMITS.fileBytes)
    throw new RuleError(message(IMPORT_MESSAGES.fileTooLarge, { size: Math.ceil(size / MB), max: IMPORT_FILE_LIMITS.fileBytes / MB }));
  const dialect = sniffCsv(file);
  const records = createReadStream(file, { start: dialect.bom ? 3 : 0 })
    .pipe(iconv.decodeStream(dialect.encoding))
    .pipe(
      parse({
        delimiter: dialect.delimiter,
        relax_column_count: true,
        relax_quotes: true,
        info: true,
        max_record_size: IMPORT_FILE_LIMITS.csvRecordCharacters,
      }),
    );
  const iterator = records[Symbol.asyncIterator]() as AsyncIterator<{ record: string[]; info: { lines: number } }>;
  let row = 1;
  const next = async () => {
    try {
      return await iterator.next();
    } catch (error) {
      if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE')
        throw new RuleError(message(IMPORT_MESSAGES.rowTooLong, { row, max: IMPORT_FILE_LIMITS.csvRecordCharacters }));
      throw error;
    }
  };
  const first = await next();
  const headers = first.done ? [] : first.value.record.map((h) => h.trim());
  async function* rows(): AsyncGenerator<SheetRow> {
    for (;;) {
      row++;
      const record = await next();
      if (record.done) return;
      yield { row, cells: record.value.record };
    }
  }
  return { format: 'csv', headers, rows: rows(), dialect };
}

const MB = 1024 * 1024;

export { SheetNotFound };

async function openXlsx(file: string, sheet: string | undefined): Promise<OpenedSheet> {
  return { format: 'xlsx', ...(await openXlsxSheet(file, sheet)) };
}

/** The sheet as the import reads it: text an export neutralised (shared/imports/formulas.ts) restored. */
export const openSheet = async (file: string, format: FileFormat, sheet?: string): Promise<OpenedSheet> =>
  restoredSheet(await (format === 'xlsx' ? openXlsx(file, sheet) : openCsv(file)));
