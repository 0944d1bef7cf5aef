/**
 * Files the wizard hands to the user: the error file (the failed rows as read plus the line and
 * the errors, in the input's own format and csv dialect) and empty templates. The content is the
 * shared one (shared/bulk/error-file.ts); an xlsx is written by exceljs, loaded only then.
 */
import { csvBytes, errorTable, type CsvDialect, type ErrorRow } from '../../shared/bulk/error-file';
import type { Cell } from '../../shared/bulk/rows';
import type { FileFormat } from './read-file';

const MIME = { csv: 'text/csv', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

async function tableBytes(table: Cell[][], format: FileFormat, dialect: CsvDialect, sheetName: string): Promise<BlobPart> {
  if (format === 'csv') return csvBytes(table, dialect) as Uint8Array<ArrayBuffer>;
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const cells of table) sheet.addRow(cells);
  sheet.getRow(1).font = { bold: true };
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

function save(name: string, format: FileFormat, content: BlobPart) {
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

/** `adresses.csv` -> `adresses.errors.csv`. */
export const errorFileName = (input: string) => input.replace(/(\.[^.]*)?$/, (ext) => `.errors${ext || '.csv'}`);

export async function downloadErrorFile(options: {
  fileName: string;
  format: FileFormat;
  dialect: CsvDialect;
  headers: string[];
  columns: { line: string; errors: string };
  rows: ErrorRow[];
}) {
  const table = errorTable(options.headers, options.columns, options.rows);
  save(errorFileName(options.fileName), options.format, await tableBytes(table, options.format, options.dialect, 'Errors'));
}

export async function downloadTemplate(options: { fileName: string; format: FileFormat; dialect: CsvDialect; headers: string[] }) {
  save(options.fileName, options.format, await tableBytes(errorTable(options.headers, null, []), options.format, options.dialect, 'Import'));
}
