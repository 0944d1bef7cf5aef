/**
 * CSV as RFC 4180 writes it: comma-separated, CRLF line ends, a field quoted when it holds a
 * comma, a quote, a line break or edge spaces, with inner quotes doubled. null is an empty field.
 * Text that a spreadsheet would run as a formula is neutralised (shared/bulk/formulas.ts).
 */
import type { Writable } from 'node:stream';
import { neutraliseFormula } from '../../../shared/bulk/formulas';
import type { Cell } from './cells';
import { writeChunk, type RowWriter } from './target';

export function csvField(value: Cell): string {
  if (value === null) return '';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly Cell[]) => `${cells.map(csvField).join(',')}\r\n`;

export function createCsvWriter(stream: Writable): RowWriter {
  return {
    writeHeader: (labels) => writeChunk(stream, csvLine(labels)),
    // One write per page, not per row: fewer syscalls, same backpressure.
    writeRows: (rows) => writeChunk(stream, rows.map(csvLine).join('')),
    finish: async () => {},
  };
}
