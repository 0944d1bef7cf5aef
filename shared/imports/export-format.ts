/**
 * What an export writes in a person's language, the same in the CLI and the portal: the csv
 * French Excel opens as it is (semicolons, a BOM, decimal commas, VRAI/FAUX), times as the wall
 * clock in Europe/Paris (the portal's business time zone, as delivery dates reckon) rather than
 * UTC text, and codes (statuses, types) by their names in that language. In xlsx a moment is a
 * real date cell showing that same wall-clock time.
 */
import { DateTime } from 'luxon';
import { ADDRESS_TYPE_LABELS } from '../rules/address';
import { PRODUCT_TYPE_LABELS } from '../rules/products';
import type { TextEncoding } from './text-files';
import type { Cell } from './rows';

/** How a csv is written: its encoding, delimiter and, for exports, how numbers, dates and yes/no read. */
export interface CsvDialect {
  encoding: TextEncoding;
  bom: boolean;
  delimiter: string;
  /** Exports: numbers with a decimal comma, as French Excel reads them (38,5; 38.5 would be text). */
  decimalComma?: boolean;
  /** Exports: a date cell (a moment) as its wall-clock time in Europe/Paris, in this luxon format; else as its ISO day. */
  dateTime?: string;
  /** Exports: how yes and no are written (French Excel reads VRAI and FAUX as booleans). */
  booleans?: readonly [yes: string, no: string];
}

export const DEFAULT_DIALECT: CsvDialect = { delimiter: ',', encoding: 'utf-8', bom: false };
/** What French Excel reads with no question: semicolons, and a BOM so accents read right. */
export const FRENCH_EXCEL_DIALECT: CsvDialect = { delimiter: ';', encoding: 'utf-8', bom: true };

export type ExportLang = 'en' | 'fr';

export const EXPORT_TIME_ZONE = 'Europe/Paris';

/** A moment's text and its spreadsheet format: day first in French (the spec's dd/mm/yyyy hh:mm:ss), ISO order in English. */
export const EXPORT_DATE_TIME: Record<ExportLang, { text: string; excel: string }> = {
  en: { text: 'yyyy-MM-dd HH:mm:ss', excel: 'yyyy-mm-dd hh:mm:ss' },
  fr: { text: 'dd/MM/yyyy HH:mm:ss', excel: 'dd/mm/yyyy hh:mm:ss' },
};

export const exportLang = (lang: string): ExportLang => (lang === 'fr' ? 'fr' : 'en');

/** The csv dialect of an export in a language. */
export function exportDialect(lang: string): CsvDialect {
  return exportLang(lang) === 'fr'
    ? { ...FRENCH_EXCEL_DIALECT, decimalComma: true, dateTime: EXPORT_DATE_TIME.fr.text, booleans: ['VRAI', 'FAUX'] }
    : { ...DEFAULT_DIALECT, dateTime: EXPORT_DATE_TIME.en.text };
}

/** A moment as Paris's wall clock shows it, in a luxon format. */
export const exportDateTimeText = (date: Date, format: string) => DateTime.fromJSDate(date).setZone(EXPORT_TIME_ZONE).toFormat(format);

/**
 * A moment as a spreadsheet's date cell holds it: a date cell has no zone, so its value is the
 * wall-clock time in Paris, carried here as the Date whose UTC fields are that time.
 */
export function wallClock(date: Date): Date {
  const offset = DateTime.fromJSDate(date).setZone(EXPORT_TIME_ZONE).offset;
  return new Date(date.getTime() + offset * 60_000);
}

/** An API timestamp (ISO 8601 with its zone) as a Date for a date cell; null when it is none. */
export function timestampCell(value: string | null | undefined): Date | null {
  if (!value) return null;
  const parsed = DateTime.fromISO(value, { setZone: true });
  return parsed.isValid ? parsed.toJSDate() : null;
}

/**
 * Columns that hold a code, written by their name in the export's language (the list screens
 * show them so): resource -> column -> code -> label key. The imports read these names back
 * (any language, any case), so an export imported unchanged is still unchanged.
 */
export const EXPORT_CODE_LABELS: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  products: { type: PRODUCT_TYPE_LABELS },
  addressBookAddresses: { addressType: ADDRESS_TYPE_LABELS },
};

/** A code's name in the language `translate` speaks; an unknown code as it is. */
export function codeLabel(code: unknown, labels: Readonly<Record<string, string>>, translate: (key: string) => string | undefined): unknown {
  if (typeof code !== 'string' && typeof code !== 'number') return code;
  const key = labels[String(code)];
  return (key && translate(key)) ?? code;
}

/** Scalars keep their type (numbers stay numbers in xlsx); anything nested becomes JSON text. */
export function exportCell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  return JSON.stringify(value);
}

/** A record's cells in its resource's column order, codes by their name in the language `translate` speaks. */
export function exportRow(
  resource: { name: string; columns: readonly string[] },
  record: Record<string, unknown>,
  translate: (key: string) => string | undefined,
): Cell[] {
  const coded = EXPORT_CODE_LABELS[resource.name] ?? {};
  return resource.columns.map((column) => exportCell(coded[column] ? codeLabel(record[column], coded[column], translate) : record[column]));
}

/** Header labels: resources.<name>.fields.<column> in that language, else the column's name. */
export const exportHeaders = (resource: { name: string; columns: readonly string[] }, translate: (key: string) => string | undefined): string[] =>
  resource.columns.map((column) => translate(`resources.${resource.name}.fields.${column}`) ?? column);
