/**
 * The error file (and, with no rows, a template): the failed rows exactly as read, plus two columns (the original line and the
 * errors), in the input's own format: a csv keeps its delimiter, encoding and BOM, so French
 * Excel opens it as it opened the input; an xlsx gets one sheet. Its extra columns map to no
 * field, so once fixed it is imported as is.
 */
import { writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { Cell } from '../../../shared/bulk/rows';
import type { CsvDialect, FileFormat } from './read';

export interface ErrorRow {
  row: number;
  cells: Cell[];
  errors: string;
}

const csvField = (value: Cell, delimiter: string) => {
  if (value == null) return '';
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
  return text.includes(delimiter) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export async function writeErrorFile(
  file: string,
  format: FileFormat,
  dialect: CsvDialect | undefined,
  headers: string[],
  /** Headers of the two error columns; null writes the headers alone (a template). */
  extra: { line: string; errors: string } | null,
  rows: ErrorRow[],
): Promise<void> {
  const width = Math.max(headers.length, ...rows.map((r) => r.cells.length));
  const pad = (cells: Cell[]) => Array.from({ length: width }, (_, i) => cells[i] ?? null);
  const header = extra ? [...pad(headers), extra.line, extra.errors] : headers;
  const body = rows.map((r) => [...pad(r.cells), r.row, r.errors]);
  if (format === 'csv') {
    const { delimiter, encoding, bom } = dialect ?? { delimiter: ',', encoding: 'utf-8', bom: false };
    const text = [header, ...body].map((cells) => cells.map((c) => csvField(c, delimiter)).join(delimiter)).join('\r\n') + '\r\n';
    const bytes = iconv.encode(text, encoding, { addBOM: bom });
    writeFileSync(file, bytes);
    return;
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(extra ? 'Errors' : 'Import');
  sheet.addRow(header);
  sheet.getRow(1).font = { bold: true };
  for (const cells of body) sheet.addRow(cells);
  await workbook.xlsx.writeFile(file);
}
