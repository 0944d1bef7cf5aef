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

export type ReportCell = string | number | null;

export const stockLevelHeaderKeys = () => STOCK_LEVEL_COLUMNS.map((column) => `reports.stock.columns.${column}` as const);
export const stockDetailHeaderKeys = () => STOCK_DETAIL_COLUMNS.map((column) => `reports.stock.columns.${column}` as const);

export const stockLevelRow = (line: StockLevel): ReportCell[] => STOCK_LEVEL_COLUMNS.map((column) => line[column] ?? null);
export const stockDetailRow = (line: StockDetail): ReportCell[] => STOCK_DETAIL_COLUMNS.map((column) => line[column] ?? null);

export const variantLevelHeaderKeys = () => VARIANT_LEVEL_COLUMNS.map((column) => `reports.stock.columns.${column}` as const);
/** A variant's line; its options written by `option` (the caller's language). */
export const variantLevelRow = (line: VariantLevel, option: (attribute: string, value: string) => string): ReportCell[] =>
  VARIANT_LEVEL_COLUMNS.map((column) => (column === 'options' ? variantOptionsText(line.options, option) : (line[column] ?? null)));
