/**
 * Spreadsheet cells as plain values from exceljs's workbook reader (the browser's): formulas
 * give their result, rich text its text, hyperlinks their text, error cells nothing. The CLI's
 * streaming reader (cli/commands/import/xlsx-reader.ts) gives the same values from the XML.
 */
import type { Cell } from './rows';

/** The shapes exceljs gives a cell's value (structural, so shared/ needs no exceljs import). */
export type SheetCellValue =
  | Cell
  | undefined
  | { richText: { text: string }[] }
  | { result?: unknown; formula?: string }
  | { text: unknown; hyperlink?: string }
  | { error: unknown }
  | object;

export function plainCell(value: SheetCellValue): Cell {
  if (value == null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return plainCell((value.result ?? null) as SheetCellValue);
  if ('text' in value) return typeof value.text === 'string' ? value.text : plainCell(value.text as SheetCellValue);
  if ('error' in value) return null;
  return String(value);
}

/** A row's values as exceljs gives them (1-based, sparse) as cells: the holes become null. */
export const rowCellsOf = (values: unknown): Cell[] => (Array.isArray(values) ? Array.from(values.slice(1), (v) => plainCell(v as SheetCellValue)) : []);
