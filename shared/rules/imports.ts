import { message, type Message } from './message';

export const MAX_IMPORT_ROWS = 5000;

/**
 * What an import file may hold, checked before anything is allocated for it: an import bomb (a
 * 0.4 MB xlsx whose one cell unpacks to 419 MB, 20 million shared strings, a million empty rows)
 * is refused with the limit it breaks, instead of filling the memory. Far above what 5,000 real
 * rows need: 5,000 rows of 33 long columns are a few megabytes.
 */
export const IMPORT_FILE_LIMITS = {
  /** The file as chosen (xlsx or csv). */
  fileBytes: 32 * 1024 * 1024,
  /** A sheet's XML once unpacked (read as a stream: it costs time, not memory). */
  sheetBytes: 100 * 1024 * 1024,
  /** The shared-strings table once unpacked, and the strings it may hold (kept in memory). */
  sharedStringsBytes: 32 * 1024 * 1024,
  sharedStrings: 500_000,
  /** Any other part read: the workbook, its relationships, its styles. */
  otherPartBytes: 8 * 1024 * 1024,
  /** A cell's text: Excel's own limit. */
  cellCharacters: 32_767,
  /** A csv record (a row, every cell together), in characters. */
  csvRecordCharacters: 1024 * 1024,
} as const;

export const IMPORT_MESSAGES = {
  tooManyRows: 'validation.import.tooManyRows',
  fileTooLarge: 'validation.import.fileTooLarge',
  unpackedTooLarge: 'validation.import.unpackedTooLarge',
  tooManyStrings: 'validation.import.tooManyStrings',
  /** A cell of a known row past IMPORT_FILE_LIMITS.cellCharacters. */
  cellTooLong: 'validation.import.cellTooLong',
  /** A text of the workbook (a shared string, or a stretch of XML) past the same limit. */
  textTooLong: 'validation.import.textTooLong',
  /** A csv row past IMPORT_FILE_LIMITS.csvRecordCharacters. */
  rowTooLong: 'validation.import.rowTooLong',
  /** A yes/no cell holding another word: the message names the accepted ones. */
  notYesNo: 'validation.import.notYesNo',
} as const;

const TRUE_WORDS = new Set(['true', '1', 'yes', 'y', 'on', 'enable', 'enabled', 'check', 'checked']);

/**
 * A spreadsheet cell read as a boolean. Leading and trailing spaces and letter case do not
 * matter; real booleans and the number 1 (typed cells) count too. Everything else is false.
 */
export function parseBooleanText(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value == null) return false;
  return TRUE_WORDS.has(String(value).trim().toLowerCase());
}

/**
 * How an import reads a yes/no cell. The spec's rule above reads every word but its nine as false,
 * so a French file's "oui" made disabled users with no warning, reported as created. An import
 * reads instead the spec's true words and their opposites, in English and in French whatever the
 * file's language (a French template filled in with "yes" is as clear), in any case, with or
 * without accents: a real boolean cell as it is, the number 1 or 0, and `null` for any other word,
 * which the import reports as a row error naming the accepted words rather than guess false. An
 * empty cell is "not given" before it gets here.
 */
// French words without their accents (activé, cochée...), as they are compared.
const YES_WORDS = new Set([...TRUE_WORDS, 'oui', 'vrai', 'actif', 'active', 'activee', 'coche', 'cochee']);
const NO_WORDS = new Set([
  ...['false', '0', 'no', 'n', 'off', 'disable', 'disabled', 'uncheck', 'unchecked', 'inactive'],
  ...['non', 'faux', 'inactif', 'desactive', 'desactivee', 'decoche', 'decochee'],
]);

/**
 * The code a word names among `words` (code -> its names in the portal's languages): the code
 * itself or one of its names, any case, accents or not; null for anything else. What an import
 * reads where a list screen or an export shows names (an address's type, a product's).
 */
export function codeNamed<C extends string>(text: string, words: Readonly<Record<C, readonly string[]>>): C | null {
  const wanted = plainWord(text);
  return (Object.keys(words) as C[]).find((code) => plainWord(code) === wanted || words[code].some((word) => plainWord(word) === wanted)) ?? null;
}

export const plainWord = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

export function readBooleanWord(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return null;
  const word = plainWord(value);
  return YES_WORDS.has(word) ? true : NO_WORDS.has(word) ? false : null;
}

/** Counts data rows, not the header row. */
export const validateImportRowCount = (rows: number): Message | null =>
  rows > MAX_IMPORT_ROWS ? message(IMPORT_MESSAGES.tooManyRows, { count: rows, max: MAX_IMPORT_ROWS }) : null;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Empty strings become null, at any depth of plain objects and arrays. Blank strings (spaces
 * only) count as empty: they carry nothing a server could use, and a blank spreadsheet cell or a
 * form field left with a space would otherwise fail "required" checks with a confusing message.
 * Dates, files and other class instances pass through untouched.
 */
export function cleanPayload<T>(value: T): T {
  if (typeof value === 'string') return (value.trim() === '' ? null : value) as T;
  if (Array.isArray(value)) return value.map(cleanPayload) as T;
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cleanPayload(v)])) as T;
  return value;
}

/** A number from a typed cell or a text cell ('12', ' 12 ', '1,5'); NaN when it is not one. */
export function cellNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || value.trim() === '') return Number.NaN;
  return Number(value.trim().replace(',', '.'));
}

export interface ColumnLayout {
  /** First and last SKU column, 0-based and inclusive, as chosen in the column-mapping step. */
  skuFrom: number;
  skuTo: number;
}

/**
 * Column layout: the header row names one SKU per column between skuFrom and skuTo, and each
 * data row (one order) holds the quantity of each SKU. Only positive quantities become lines;
 * empty, zero, negative and non-numeric cells are skipped. Fractions are kept so the quantity
 * rule reports them instead of silently dropping a line.
 */
export function columnLayoutLines(header: readonly unknown[], row: readonly unknown[], layout: ColumnLayout): { sku: string; quantity: number }[] {
  const lines: { sku: string; quantity: number }[] = [];
  for (let column = Math.max(0, layout.skuFrom); column <= layout.skuTo && column < header.length; column++) {
    const sku = String(header[column] ?? '').trim();
    const quantity = cellNumber(row[column]);
    if (sku !== '' && quantity > 0) lines.push({ sku, quantity });
  }
  return lines;
}
