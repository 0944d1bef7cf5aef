/**
 * CSV as RFC 4180 writes it, in the export's dialect (shared/imports/export-format.ts): commas, or
 * for French Excel semicolons with a BOM, decimal commas and VRAI/FAUX; CRLF line ends; a field
 * quoted when it holds the delimiter, a quote, a line break or edge spaces, with inner quotes
 * doubled; null an empty field; a moment as Paris's wall-clock time. Text that a spreadsheet would
 * run as a formula is neutralised (shared/imports/formulas.ts).
 */
import type { Writable } from 'node:stream';
import { csvField as sharedCsvField, csvLine as sharedCsvLine, DEFAULT_DIALECT, type CsvDialect } from '../../../shared/imports/error-file';
import type { Cell } from './cells';
import { writeChunk, type RowWriter } from '../../lib/output-target';

export const csvField = (value: Cell, dialect: CsvDialect = DEFAULT_DIALECT): string => sharedCsvField(value, dialect);

export const csvLine = (cells: readonly Cell[], dialect: CsvDialect = DEFAULT_DIALECT) => sharedCsvLine(cells, dialect);

export function createCsvWriter(stream: Writable, dialect: CsvDialect = DEFAULT_DIALECT): RowWriter {
  return {
    writeHeader: (labels) => writeChunk(stream, (dialect.bom ? '\ufeff' : '') + csvLine(labels, dialect)),
    // One write per page, not per row: fewer syscalls, same backpressure.
    writeRows: (rows) => writeChunk(stream, rows.map((row) => csvLine(row, dialect)).join('')),
    finish: async () => {},
  };
}
