/**
 * An xlsx sheet read as a stream of rows, the same in the CLI and the browser wizard: the zip by
 * ranges (zip-reader.ts, over a file handle or a File), each part inflated and parsed as it comes
 * (saxes, a streaming XML parser), never a whole part nor a whole workbook in memory. Only what an
 * import needs: the sheet names in tab order, the shared strings, which styles are dates, and the
 * cells of one sheet as plain values (text, number, boolean, date; a formula's cached result; an
 * error cell as nothing).
 *
 * Import bombs are refused before they cost memory (IMPORT_FILE_LIMITS): a part declaring more
 * unpacked bytes than its limit is not read, one inflating past what it declared is cut off, a
 * stretch of text longer than a cell can be is refused before the parser buffers it
 * (xml-guard.ts), and so are a cell or a shared string past Excel's 32,767 characters and a
 * shared-strings table declaring or holding more strings than its limit. Each refusal is a
 * RuleError whose message says which limit, in the person's language.
 *
 * Why not exceljs (the wizard's reader before, and the CLI's streaming one earlier): its workbook
 * reader holds the whole workbook as objects (2.8 GB for a 1.7 MB file of empty rows); its
 * streaming reader decodes each zip chunk as UTF-8 on its own, so a character whose bytes straddle
 * two chunks came back as two replacement characters, and decoded inline strings' entities twice
 * ("&amp;" read as "&"). Here a streaming TextDecoder keeps split characters whole and the XML
 * parser decodes entities once.
 */
import { SaxesParser } from 'saxes';
import { IMPORT_FILE_LIMITS, IMPORT_MESSAGES } from '../rules/imports';
import { message, RuleError } from '../rules/message';
import type { SheetRow } from './engine';
import type { Cell } from './rows';
import { XmlStretchGuard } from './xml-guard';
import { ZipArchive, ZipEntryTooLarge, type ByteSource } from './zip-reader';

export class SheetNotFound extends Error {
  constructor(readonly sheet: string) {
    super(sheet);
  }
}

/** The workbook's XML is not what an xlsx holds (a cell beyond the last column, a part missing...). */
export class UnreadableWorkbook extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnreadableWorkbook';
  }
}

export interface XlsxSheet {
  sheetName: string;
  /** Every sheet of the workbook, in tab order. */
  sheetNames: string[];
  headers: string[];
  rows: AsyncIterable<SheetRow>;
}

type XmlEvent = { open: string; attributes: Record<string, string> } | { text: string } | { close: string };

/** Element names without their namespace prefix: some writers spell <x:row>. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const MB = 1024 * 1024;
const megabytes = (bytes: number) => Math.ceil(bytes / MB);

/** Text a cell can hold, written with the longest character references: what one stretch of XML may be. */
const MAX_STRETCH = IMPORT_FILE_LIMITS.cellCharacters * 10 + 4096;

/** Excel's last column (XFD): a cell placed beyond it is no cell of a workbook. */
const MAX_COLUMNS = 16_384;

/** A part's XML as events, one batch per chunk read (no event-loop turn per event). */
async function* xmlEvents(zip: ZipArchive, path: string, limit: number): AsyncGenerator<XmlEvent[]> {
  const parser = new SaxesParser();
  const guard = new XmlStretchGuard(MAX_STRETCH, () => new RuleError(message(IMPORT_MESSAGES.textTooLong, { max: IMPORT_FILE_LIMITS.cellCharacters })));
  // A streaming decoder: a multi-byte character split between two chunks stays whole.
  const decoder = new TextDecoder('utf-8');
  let events: XmlEvent[] = [];
  let failure: Error | undefined;
  parser.on('opentag', (tag) => events.push({ open: localName(tag.name), attributes: tag.attributes as Record<string, string> }));
  parser.on('text', (text) => events.push({ text }));
  parser.on('cdata', (text) => events.push({ text }));
  parser.on('closetag', (tag) => events.push({ close: localName(tag.name) }));
  parser.on('error', (error) => (failure ??= error));
  const feed = (text: string) => {
    guard.feed(text);
    parser.write(text);
    if (failure) throw new UnreadableWorkbook(`${path}: ${failure.message}`);
  };
  try {
    for await (const bytes of zip.bytes(path, limit)) {
      feed(decoder.decode(bytes, { stream: true }));
      yield events;
      events = [];
    }
  } catch (error) {
    if (error instanceof ZipEntryTooLarge)
      throw new RuleError(message(IMPORT_MESSAGES.unpackedTooLarge, { part: error.entry, size: megabytes(error.size), max: megabytes(error.limit) }));
    throw error;
  }
  feed(decoder.decode());
  parser.close();
  if (failure) throw new UnreadableWorkbook(`${path}: ${(failure as Error).message}`);
  yield events;
}

async function* flat(zip: ZipArchive, path: string, limit: number): AsyncGenerator<XmlEvent> {
  for await (const events of xmlEvents(zip, path, limit)) yield* events;
}

/** An attribute by local name (r:id, or id in another prefix). */
const attribute = (attributes: Record<string, string>, name: string) =>
  attributes[name] ?? Object.entries(attributes).find(([key]) => localName(key) === name)?.[1];

// Built-in number formats that show a date or a time (ECMA-376 18.8.30, and the East Asian ones).
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);

/** A custom format shows a date when it has date or time letters outside quotes and brackets. */
export const isDateFormat = (code: string) => /[ymdhsb]/i.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** Days from Excel's day zero to the Unix epoch (1900 system); the 1904 system starts 1,462 days later. */
const EPOCH_SERIAL = 25569;
const DATE_1904_SHIFT = 1462;
const DAY_MS = 86_400_000;
const excelDate = (serial: number, date1904: boolean) => new Date(Math.round((serial - EPOCH_SERIAL + (date1904 ? DATE_1904_SHIFT : 0)) * DAY_MS));

/** 0-based column of a cell reference: A1 -> 0, AA7 -> 26. */
export function columnIndex(ref: string): number {
  let column = 0;
  for (const char of ref.toUpperCase()) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
    if (column > MAX_COLUMNS) break;
  }
  return column - 1;
}

/** `posix.join('xl', target)` normalised, without node:path: the browser reads workbooks too. */
function partPath(target: string): string {
  const parts: string[] = [];
  for (const part of (target.startsWith('/') ? target.slice(1) : `xl/${target}`).split('/')) {
    if (part === '..') parts.pop();
    else if (part && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

interface Workbook {
  sheets: { name: string; path: string }[];
  sharedStrings?: string;
  styles?: string;
  date1904: boolean;
}

async function readWorkbook(zip: ZipArchive): Promise<Workbook> {
  const limit = IMPORT_FILE_LIMITS.otherPartBytes;
  const targets = new Map<string, string>();
  const byType = new Map<string, string>();
  if (!zip.has('xl/_rels/workbook.xml.rels') || !zip.has('xl/workbook.xml')) throw new UnreadableWorkbook('no workbook');
  // Targets are relative to the workbook's folder, or absolute from the package root.
  for await (const event of flat(zip, 'xl/_rels/workbook.xml.rels', limit)) {
    if ('open' in event && event.open === 'Relationship') {
      const path = partPath(event.attributes.Target ?? '');
      targets.set(event.attributes.Id ?? '', path);
      byType.set((event.attributes.Type ?? '').split('/').pop() ?? '', path);
    }
  }
  const workbook: Workbook = { sheets: [], sharedStrings: byType.get('sharedStrings'), styles: byType.get('styles'), date1904: false };
  for await (const event of flat(zip, 'xl/workbook.xml', limit)) {
    if (!('open' in event)) continue;
    if (event.open === 'workbookPr') workbook.date1904 = ['1', 'true'].includes(event.attributes.date1904 ?? '');
    if (event.open === 'sheet') {
      const path = targets.get(attribute(event.attributes, 'id') ?? '');
      if (path) workbook.sheets.push({ name: event.attributes.name ?? `Sheet${workbook.sheets.length + 1}`, path });
    }
  }
  return workbook;
}

const tooManyStrings = (count: number) => new RuleError(message(IMPORT_MESSAGES.tooManyStrings, { count, max: IMPORT_FILE_LIMITS.sharedStrings }));
const textTooLong = () => new RuleError(message(IMPORT_MESSAGES.textTooLong, { max: IMPORT_FILE_LIMITS.cellCharacters }));

/**
 * The shared strings, rich text as its plain text; phonetic guides (rPh) are no part of it. The
 * table's declared count is checked before the first string is kept, the strings kept after.
 */
async function readSharedStrings(zip: ZipArchive, path: string): Promise<string[]> {
  const strings: string[] = [];
  let text = '';
  let inText = false;
  let phonetic = 0;
  for await (const event of flat(zip, path, IMPORT_FILE_LIMITS.sharedStringsBytes)) {
    if ('open' in event) {
      if (event.open === 'sst') {
        const declared = Math.max(Number(event.attributes.uniqueCount) || 0, 0);
        if (declared > IMPORT_FILE_LIMITS.sharedStrings) throw tooManyStrings(declared);
      } else if (event.open === 'si') text = '';
      else if (event.open === 'rPh') phonetic++;
      else if (event.open === 't' && !phonetic) inText = true;
    } else if ('text' in event) {
      if (inText) {
        text += event.text;
        if (text.length > IMPORT_FILE_LIMITS.cellCharacters) throw textTooLong();
      }
    } else if (event.close === 't') inText = false;
    else if (event.close === 'rPh') phonetic--;
    else if (event.close === 'si') {
      if (strings.length >= IMPORT_FILE_LIMITS.sharedStrings) throw tooManyStrings(strings.length + 1);
      strings.push(text);
    }
  }
  return strings;
}

/** For each cell style (cellXfs), whether its number format shows a date. */
async function readDateStyles(zip: ZipArchive, path: string): Promise<boolean[]> {
  const formats = new Map<number, string>();
  const dates: boolean[] = [];
  let inCellXfs = false;
  for await (const event of flat(zip, path, IMPORT_FILE_LIMITS.otherPartBytes)) {
    if ('open' in event) {
      if (event.open === 'numFmt') formats.set(Number(event.attributes.numFmtId), event.attributes.formatCode ?? '');
      else if (event.open === 'cellXfs') inCellXfs = true;
      else if (event.open === 'xf' && inCellXfs) {
        const id = Number(event.attributes.numFmtId ?? 0);
        const custom = formats.get(id);
        dates.push(custom !== undefined ? isDateFormat(custom) : BUILT_IN_DATES.has(id));
      }
    } else if ('close' in event && event.close === 'cellXfs') inCellXfs = false;
  }
  return dates;
}

interface OpenCell {
  column: number;
  type: string;
  style: number;
  value: string | null;
  inline: string | null;
}

/** A cell's plain value by its type (ECMA-376 18.18.11). */
function cellValue(cell: OpenCell, shared: readonly string[], dateStyles: readonly boolean[], date1904: boolean): Cell {
  const { value } = cell;
  switch (cell.type) {
    case 's':
      return value === null ? null : (shared[Number(value)] ?? null);
    case 'inlineStr':
      return cell.inline ?? value;
    case 'str': // a formula's text result
      return value;
    case 'b':
      return value === null ? null : Number(value) !== 0;
    case 'e':
      return null;
    case 'd': {
      const date = value ? new Date(value) : null;
      return date && Number.isFinite(date.getTime()) ? date : null;
    }
    default: {
      if (value === null || value.trim() === '') return null;
      const number = Number(value);
      if (!Number.isFinite(number)) return value;
      return dateStyles[cell.style] ? excelDate(number, date1904) : number;
    }
  }
}

async function* sheetRows(
  zip: ZipArchive,
  path: string,
  shared: readonly string[],
  dateStyles: readonly boolean[],
  date1904: boolean,
): AsyncGenerator<SheetRow> {
  let rowNumber = 0;
  let cells: Cell[] = [];
  let cell: OpenCell | null = null;
  let reading: 'value' | 'inline' | null = null;
  let phonetic = 0;
  const tooLong = () => new RuleError(message(IMPORT_MESSAGES.cellTooLong, { row: rowNumber, max: IMPORT_FILE_LIMITS.cellCharacters }));
  for await (const events of xmlEvents(zip, path, IMPORT_FILE_LIMITS.sheetBytes)) {
    for (const event of events) {
      if ('open' in event) {
        const { attributes } = event;
        switch (event.open) {
          case 'row':
            rowNumber = Number(attributes.r) || rowNumber + 1;
            cells = [];
            break;
          case 'c': {
            const column = attributes.r ? columnIndex(attributes.r) : cells.length;
            if (column < 0 || column >= MAX_COLUMNS) throw new UnreadableWorkbook(`cell ${attributes.r} is beyond the last column`);
            cell = { column, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), value: null, inline: null };
            break;
          }
          case 'v':
            if (cell) [reading, cell.value] = ['value', cell.value ?? ''];
            break;
          case 'is':
            if (cell) cell.inline = '';
            break;
          case 'rPh':
            phonetic++;
            break;
          case 't':
            if (cell?.inline != null && !phonetic) reading = 'inline';
            break;
        }
      } else if ('text' in event) {
        if (reading === 'value') {
          cell!.value += event.text;
          if (cell!.value!.length > IMPORT_FILE_LIMITS.cellCharacters) throw tooLong();
        } else if (reading === 'inline') {
          cell!.inline += event.text;
          if (cell!.inline!.length > IMPORT_FILE_LIMITS.cellCharacters) throw tooLong();
        }
      } else {
        switch (event.close) {
          case 'v':
          case 't':
            reading = null;
            break;
          case 'rPh':
            phonetic--;
            break;
          case 'c':
            if (cell) cells[cell.column] = cellValue(cell, shared, dateStyles, date1904);
            cell = null;
            break;
          case 'row': {
            // Holes are empty cells; trailing empty cells are left out, as exceljs gave them.
            let length = cells.length;
            while (length > 0 && cells[length - 1] == null) length--;
            yield { row: rowNumber, cells: Array.from(cells.slice(0, length), (c) => c ?? null) };
            break;
          }
        }
      }
    }
  }
}

/**
 * Opens one sheet of a workbook, chosen by name (any case) or number (1-based, in tab order), the
 * first by default, and reads its first row as headers; the other rows stream as they are
 * iterated. Refuses a file over the import's size before reading it (IMPORT_FILE_LIMITS).
 */
export async function openXlsxSheet(source: ByteSource, sheet?: string): Promise<XlsxSheet> {
  if (source.size > IMPORT_FILE_LIMITS.fileBytes)
    throw new RuleError(message(IMPORT_MESSAGES.fileTooLarge, { size: megabytes(source.size), max: megabytes(IMPORT_FILE_LIMITS.fileBytes) }));
  const zip = await ZipArchive.open(source);
  const workbook = await readWorkbook(zip);
  const index = workbook.sheets.findIndex((s, i) => sheet === undefined || sheet === String(i + 1) || sheet.toLowerCase() === s.name.toLowerCase());
  if (index < 0) throw new SheetNotFound(sheet ?? '1');
  const shared = workbook.sharedStrings && zip.has(workbook.sharedStrings) ? await readSharedStrings(zip, workbook.sharedStrings) : [];
  const dateStyles = workbook.styles && zip.has(workbook.styles) ? await readDateStyles(zip, workbook.styles) : [];
  if (!zip.has(workbook.sheets[index].path)) throw new UnreadableWorkbook(`${workbook.sheets[index].path} is missing`);
  const rows = sheetRows(zip, workbook.sheets[index].path, shared, dateStyles, workbook.date1904);
  const first = await rows.next();
  const headers = first.done ? [] : first.value.cells.map((h) => String(h ?? '').trim());
  async function* rest(): AsyncGenerator<SheetRow> {
    if (!first.done) yield* rows;
  }
  return { sheetName: workbook.sheets[index].name, sheetNames: workbook.sheets.map((s) => s.name), headers, rows: rest() };
}
