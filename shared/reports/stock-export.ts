/**
 * The stock reports as a table, the same in the browser (export button) and the terminal
 * (`wareport report warehouse-stock`): one row per line in the report's order, the columns below.
 * Header labels are `reports.stock.columns.<column>` in the locale files.
 */
import {
  STOCK_DETAIL_COLUMNS,
  STOCK_LEVEL_COLUMNS,
  VARIANT_LEVEL_COLUMNS,
  variantOptionsText,
  type StockDetail,
  type StockLevel,
  type VariantLevel,
} from './stock-report';
import type { KeysUnder } from '../i18n/translation-keys';

export type ReportCell = string | number | null;

export const stockLevelHeaderKeys = () => STOCK_LEVEL_COLUMNS.map((column) => `reports.stock.columns.${column}` as const);
export const stockDetailHeaderKeys = () => STOCK_DETAIL_COLUMNS.map((column) => `reports.stock.columns.${column}` as const);

export const stockLevelRow = (line: StockLevel): ReportCell[] => STOCK_LEVEL_COLUMNS.map((column) => line[column] ?? null);
export const stockDetailRow = (line: StockDetail): ReportCell[] => STOCK_DETAIL_COLUMNS.map((column) => line[column] ?? null);

export const variantLevelHeaderKeys = () => VARIANT_LEVEL_COLUMNS.map((column) => `reports.stock.columns.${column}` as const);
/** A variant's line; its options written by `option` (the caller's language). */
export const variantLevelRow = (line: VariantLevel, option: (attribute: string, value: string) => string): ReportCell[] =>
  VARIANT_LEVEL_COLUMNS.map((column) => (column === 'options' ? variantOptionsText(line.options, option) : (line[column] ?? null)));

/** The stock reports: stock at a date, stock over a period, and a box's product variants at a date. */
export type StockReportMode = 'levels' | 'details' | 'variants';
interface StockLines {
  levels: StockLevel;
  details: StockDetail;
  variants: VariantLevel;
}

/** A stock report as a sheet: its name in a file, its header label keys and a line's cells (options written by `option`). */
interface StockSheet<Line> {
  name: string;
  headerKeys: () => KeysUnder<'reports.stock.columns.'>[];
  row: (line: Line, option: (attribute: string, value: string) => string) => ReportCell[];
}
export const STOCK_REPORT_SHEETS: { [M in StockReportMode]: StockSheet<StockLines[M]> } = {
  levels: { name: 'stock', headerKeys: stockLevelHeaderKeys, row: stockLevelRow },
  details: { name: 'stock-details', headerKeys: stockDetailHeaderKeys, row: stockDetailRow },
  variants: { name: 'product-variants', headerKeys: variantLevelHeaderKeys, row: variantLevelRow },
};

/** A stock report's lines (the answer of the mode's call) as its sheet's header label keys and rows. */
export function stockReportTable<M extends StockReportMode>(mode: M, lines: readonly StockLines[M][], option: (attribute: string, value: string) => string) {
  const sheet: StockSheet<StockLines[M]> = STOCK_REPORT_SHEETS[mode];
  return { headers: sheet.headerKeys(), rows: lines.map((line) => sheet.row(line, option)) };
}
