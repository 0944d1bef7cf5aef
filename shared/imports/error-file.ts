/**
 * The error file's content, the same in the CLI and the browser: the failed rows exactly as
 * read, plus two columns (the original line and the errors). Its extra columns map to no field,
 * so once fixed it is imported as is. A csv keeps the input's delimiter, encoding and BOM, so
 * French Excel opens it as it opened the input; each side writes an xlsx with exceljs.
 */
import { DEFAULT_DIALECT, exportDateTimeText, FRENCH_EXCEL_DIALECT, type CsvDialect } from './export-format';

// The dialects live with the export's formats; callers of the error file keep finding them here.
export { DEFAULT_DIALECT, FRENCH_EXCEL_DIALECT, type CsvDialect };
import { neutraliseFormula } from './formulas';
import type { Cell } from './rows';

export interface ErrorRow {
  row: number;
  cells: Cell[];
  errors: string;
}

/** Header then rows; `extra` null gives the headers alone (a template). */
export function errorTable(headers: readonly string[], extra: { line: string; errors: string } | null, rows: readonly ErrorRow[]): Cell[][] {
  const width = Math.max(headers.length, ...rows.map((r) => r.cells.length));
  const pad = (cells: readonly Cell[]) => Array.from({ length: width }, (_, i) => cells[i] ?? null);
  if (!extra) return [[...headers]];
  return [[...pad(headers), extra.line, extra.errors], ...rows.map((r) => [...pad(r.cells), r.row, r.errors])];
}

/** A cell's text: typed cells as the dialect writes them, text neutralised against formulas. */
function cellText(value: Exclude<Cell, null>, dialect: Omit<CsvDialect, 'encoding' | 'bom'>): string {
  if (typeof value === 'string') return neutraliseFormula(value);
  if (value instanceof Date) return dialect.dateTime ? exportDateTimeText(value, dialect.dateTime) : value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return dialect.booleans ? dialect.booleans[value ? 0 : 1] : String(value);
  return dialect.decimalComma ? String(value).replace('.', ',') : String(value);
}

/** One field as RFC 4180 writes it: quoted when it holds the delimiter, a quote, a line break or edge spaces. */
export function csvField(value: Cell, dialect: Omit<CsvDialect, 'encoding' | 'bom'>): string {
  if (value == null) return '';
  const text = cellText(value, dialect);
  return text.includes(dialect.delimiter) || /["\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record with its CRLF line end. */
export const csvLine = (cells: readonly Cell[], dialect: Omit<CsvDialect, 'encoding' | 'bom'>) =>
  `${cells.map((c) => csvField(c, dialect)).join(dialect.delimiter)}\r\n`;

export const csvText = (table: readonly (readonly Cell[])[], dialect: Omit<CsvDialect, 'encoding' | 'bom'>) =>
  table.map((cells) => csvLine(cells, dialect)).join('');

let windows1252: Map<string, number> | null = null;

/**
 * Windows-1252 bytes of a text, the table taken from the platform's own decoder; '?' for what it
 * cannot hold. French messages put a narrow no-break space before ; ! ?, which the code page
 * lacks: it becomes the no-break space it has.
 */
function encodeWindows1252(text: string): Uint8Array {
  if (!windows1252) {
    const decoded = new TextDecoder('windows-1252').decode(Uint8Array.from({ length: 256 }, (_, i) => i));
    windows1252 = new Map([...decoded].map((char, byte) => [char, byte]));
    // Node without full ICU decodes windows-1252 as Latin-1: the code page's own 0x80-0x9F (’ “ ” € …)
    // are written here, so a French apostrophe is never a "?".
    [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'].forEach((char, i) => windows1252!.set(char, 0x80 + i));
  }
  const table = windows1252;
  return Uint8Array.from([...text], (char) => table.get(char === '\u202f' ? '\u00a0' : char) ?? 0x3f);
}

/** A csv's bytes in the dialect it was read with. */
export function csvBytes(table: readonly (readonly Cell[])[], dialect: CsvDialect): Uint8Array {
  const text = csvText(table, dialect);
  if (dialect.encoding === 'windows-1252') return encodeWindows1252(text);
  const body = new TextEncoder().encode(text);
  if (!dialect.bom) return body;
  const bytes = new Uint8Array(body.length + 3);
  bytes.set([0xef, 0xbb, 0xbf]);
  bytes.set(body, 3);
  return bytes;
}
