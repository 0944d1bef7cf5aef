/**
 * Hands a table to the user as a file: csv in a dialect (shared/imports/error-file.ts), or xlsx
 * written by exceljs, loaded only then. Used by the import wizard's files and by list exports
 * (orders, products), every text cell neutralised against formulas (shared/imports/formulas.ts).
 */
import { csvBytes, type CsvDialect } from '../../shared/imports/error-file';
import { EXPORT_DATE_TIME, wallClock, type ExportLang } from '../../shared/imports/export-format';
import { neutralCell } from '../../shared/imports/formulas';
import type { Cell } from '../../shared/imports/rows';

export type TableFormat = 'csv' | 'xlsx';

const MIME = { csv: 'text/csv', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/**
 * A table's file. An export (`exportIn` its language) writes its moments as Paris's wall-clock
 * time, as date cells in that language's format (shared/imports/export-format.ts); the error file and
 * templates keep the days the import read.
 */
export async function tableBytes(table: Cell[][], format: TableFormat, dialect: CsvDialect, sheetName: string, exportIn?: ExportLang): Promise<BlobPart> {
  if (format === 'csv') return csvBytes(table, dialect) as Uint8Array<ArrayBuffer>;
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  // Text a spreadsheet would run as a formula once edited is neutralised, as in the csv.
  for (const cells of table) {
    const row = sheet.addRow(cells.map((cell) => (exportIn && cell instanceof Date ? wallClock(cell) : neutralCell(cell))));
    if (exportIn)
      cells.forEach((cell, i) => {
        if (cell instanceof Date) row.getCell(i + 1).numFmt = EXPORT_DATE_TIME[exportIn].excel;
      });
  }
  sheet.getRow(1).font = { bold: true };
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

export function saveFile(name: string, format: TableFormat, content: BlobPart) {
  const url = URL.createObjectURL(new Blob([content], { type: MIME[format] }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the URL is freed a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
