/**
 * Files the wizard hands to the user: the error file (the failed rows as read plus the line and
 * the errors, in the input's own format and csv dialect) and empty templates. The content is the
 * shared one (shared/imports/error-file.ts), written by the shared table download.
 */
import { errorTable, type CsvDialect, type ErrorRow } from '../../shared/imports/error-file';
import { saveFile as save, tableBytes } from '../components/table-download';
import type { FileFormat } from './read-file';

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
