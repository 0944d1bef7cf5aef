/**
 * Writes the error file (and, with no rows, a template) to disk. Its content is the shared one
 * (shared/imports/error-file.ts): the failed rows as read plus the line and the errors, a csv in the
 * input's own dialect (Windows-1252 through iconv-lite), an xlsx with one sheet. It appears
 * whole or not at all, and a pipe or a device named as the error file is written to, not replaced
 * (export/target.ts).
 */
import iconv from 'iconv-lite';
import { csvText, DEFAULT_DIALECT, errorTable, type CsvDialect, type ErrorRow } from '../../../shared/imports/error-file';
import { neutralCell } from '../../../shared/imports/formulas';
import { writeWholeFile } from '../../lib/output-target';
import type { FileFormat } from './read';

export type { ErrorRow };

export async function writeErrorFile(
  file: string,
  format: FileFormat,
  dialect: CsvDialect | undefined,
  headers: string[],
  /** Headers of the two error columns; null writes the headers alone (a template). */
  extra: { line: string; errors: string } | null,
  rows: ErrorRow[],
): Promise<void> {
  const table = errorTable(headers, extra, rows);
  if (format === 'csv') {
    const written = dialect ?? DEFAULT_DIALECT;
    await writeWholeFile(file, iconv.encode(csvText(table, written), written.encoding, { addBOM: written.bom }));
    return;
  }
  // Loaded only for an xlsx file: see openXlsx in read.ts.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(extra ? 'Errors' : 'Import');
  // Text a spreadsheet would run as a formula once edited is neutralised, as in the csv.
  for (const cells of table) sheet.addRow(cells.map(neutralCell));
  sheet.getRow(1).font = { bold: true };
  await writeWholeFile(file, new Uint8Array(await workbook.xlsx.writeBuffer()));
}
