/**
 * A small csv or xlsx file for the quick order pad, read by the imports' own readers (the
 * streaming xlsx reader of shared/imports, the csv encoding and delimiter guesses): its rows from
 * the first, as text, up to the pad's limit. A bigger list goes through the orders import.
 */
import { parse } from 'csv-parse/browser/esm/sync';
import { restoredSheet } from '../../../shared/imports/formulas';
import { detectDelimiter, detectEncoding } from '../../../shared/imports/text-files';
import type { ByteSource } from '../../../shared/imports/zip-reader';
import { QUICK_ORDER_MAX_LINES } from '../../../shared/rules/quick-order';

/** A pad's file: a few hundred lines fit in far less. */
export const QUICK_ORDER_FILE_BYTES = 1024 * 1024;

export class QuickOrderFileProblem extends Error {
  constructor(readonly key: 'wrongType' | 'tooLarge' | 'unreadable') {
    super(key);
  }
}

const text = (cell: unknown) => (cell == null ? '' : cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell));

/** The file's rows (the first one included, header or not), each row's cells as text; at most the pad's limit and one more. */
export async function readQuickOrderFile(file: File): Promise<string[][]> {
  const extension = file.name.toLowerCase().split('.').pop();
  if (extension !== 'csv' && extension !== 'txt' && extension !== 'xlsx') throw new QuickOrderFileProblem('wrongType');
  if (file.size > QUICK_ORDER_FILE_BYTES) throw new QuickOrderFileProblem('tooLarge');
  const limit = QUICK_ORDER_MAX_LINES + 2;
  if (extension !== 'xlsx') {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const { encoding, bomLength } = detectEncoding(bytes.subarray(0, 64 * 1024));
    const content = new TextDecoder(encoding).decode(bytes.subarray(bomLength));
    try {
      const records = parse(content, { delimiter: detectDelimiter(content), relax_column_count: true, relax_quotes: true, to_line: limit }) as string[][];
      return records;
    } catch {
      throw new QuickOrderFileProblem('unreadable');
    }
  }
  const { openXlsxSheet } = await import('../../../shared/imports/xlsx-reader');
  const source: ByteSource = { size: file.size, read: async (offset, length) => new Uint8Array(await file.slice(offset, offset + length).arrayBuffer()) };
  let sheet;
  try {
    sheet = restoredSheet(await openXlsxSheet(source, undefined));
  } catch {
    throw new QuickOrderFileProblem('unreadable');
  }
  const rows: string[][] = [sheet.headers.map(text)];
  for await (const row of sheet.rows) {
    rows[row.row - 1] = row.cells.map(text);
    if (row.row >= limit) break;
  }
  return Array.from(rows, (row) => row ?? []);
}
