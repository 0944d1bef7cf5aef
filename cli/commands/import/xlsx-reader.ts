/**
 * An xlsx sheet read as a stream of rows, with yauzl (the zip's central directory, then each
 * part on demand) and saxes (a streaming XML parser). Only what an import needs: the sheet names
 * in tab order, the shared strings, which styles are dates, and the cells of one sheet as plain
 * values (text, number, boolean, date; a formula's cached result; an error cell as nothing).
 *
 * Why not exceljs's streaming reader, which the import used before: it decodes each zip chunk
 * as UTF-8 on its own, so a character whose bytes straddle two chunks came back as two
 * replacement characters (Excel and LibreOffice write accents as UTF-8 bytes), and it decodes
 * the entities of inline strings a second time after the XML parser did, so a cell holding
 * "&amp;" read as "&". Here the text is decoded by Node's StringDecoder (Readable#setEncoding),
 * which keeps a split character whole, and entities are decoded once, by the XML parser.
 */
import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { SheetRow } from '../../../shared/imports/engine';
import type { Cell } from '../../../shared/imports/rows';

export class SheetNotFound extends Error {
  constructor(readonly sheet: string) {
    super(sheet);
  }
}

export interface XlsxSheet {
  sheetName: string;
  headers: string[];
  rows: AsyncIterable<SheetRow>;
}

type XmlEvent = { open: string; attributes: Record<string, string> } | { text: string } | { close: string };

/** Element names without their namespace prefix: some writers spell <x:row>. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** A part's XML as events, one batch per chunk read (no event-loop turn per event). */
async function* xmlEvents(stream: Readable): AsyncGenerator<XmlEvent[]> {
  // StringDecoder underneath: a multi-byte character split between two chunks stays whole.
  stream.setEncoding('utf8');
  const parser = new SaxesParser();
  let events: XmlEvent[] = [];
  let failure: Error | undefined;
  parser.on('opentag', (tag) => events.push({ open: localName(tag.name), attributes: tag.attributes as Record<string, string> }));
  parser.on('text', (text) => events.push({ text }));
  parser.on('cdata', (text) => events.push({ text }));
  parser.on('closetag', (tag) => events.push({ close: localName(tag.name) }));
  parser.on('error', (error) => (failure ??= error));
  for await (const chunk of stream) {
    parser.write(chunk as string);
    if (failure) throw failure;
    yield events;
    events = [];
  }
  parser.close();
  if (failure) throw failure;
  yield events;
}

async function* flat(stream: Readable): AsyncGenerator<XmlEvent> {
  for await (const events of xmlEvents(stream)) yield* events;
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
  }
  return column - 1;
}

class Zip {
  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
  ) {}

  static open(file: string): Promise<Zip> {
    return new Promise((resolve, reject) => {
      yauzl.open(file, { lazyEntries: true, autoClose: false }, (error, zip) => {
        if (error) return reject(error);
        const entries = new Map<string, Entry>();
        zip.on('entry', (entry: Entry) => {
          entries.set(entry.fileName.toLowerCase(), entry);
          zip.readEntry();
        });
        zip.on('end', () => resolve(new Zip(zip, entries)));
        zip.on('error', reject);
        zip.readEntry();
      });
    });
  }

  has = (path: string) => this.entries.has(path.toLowerCase());

  read(path: string): Promise<Readable> {
    const entry = this.entries.get(path.toLowerCase());
    if (!entry) return Promise.reject(new Error(`${path} is missing from the workbook`));
    return new Promise((resolve, reject) => this.zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))));
  }

  close = () => this.zip.close();
}

interface Workbook {
  sheets: { name: string; path: string }[];
  sharedStrings?: string;
  styles?: string;
  date1904: boolean;
}

async function readWorkbook(zip: Zip): Promise<Workbook> {
  const targets = new Map<string, string>();
  const byType = new Map<string, string>();
  // Targets are relative to the workbook's folder, or absolute from the package root.
  const resolve = (target: string) => (target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target)));
  for await (const event of flat(await zip.read('xl/_rels/workbook.xml.rels'))) {
    if ('open' in event && event.open === 'Relationship') {
      const path = resolve(event.attributes.Target ?? '');
      targets.set(event.attributes.Id ?? '', path);
      byType.set((event.attributes.Type ?? '').split('/').pop() ?? '', path);
    }
  }
  const workbook: Workbook = { sheets: [], sharedStrings: byType.get('sharedStrings'), styles: byType.get('styles'), date1904: false };
  for await (const event of flat(await zip.read('xl/workbook.xml'))) {
    if (!('open' in event)) continue;
    if (event.open === 'workbookPr') workbook.date1904 = ['1', 'true'].includes(event.attributes.date1904 ?? '');
    if (event.open === 'sheet') {
      const path = targets.get(attribute(event.attributes, 'id') ?? '');
      if (path) workbook.sheets.push({ name: event.attributes.name ?? `Sheet${workbook.sheets.length + 1}`, path });
    }
  }
  return workbook;
}

/** The shared strings, rich text as its plain text; phonetic guides (rPh) are no part of it. */
async function readSharedStrings(stream: Readable): Promise<string[]> {
  const strings: string[] = [];
  let text = '';
  let inText = false;
  let phonetic = 0;
  for await (const event of flat(stream)) {
    if ('open' in event) {
      if (event.open === 'si') text = '';
      else if (event.open === 'rPh') phonetic++;
      else if (event.open === 't' && !phonetic) inText = true;
    } else if ('text' in event) {
      if (inText) text += event.text;
    } else if (event.close === 't') inText = false;
    else if (event.close === 'rPh') phonetic--;
    else if (event.close === 'si') strings.push(text);
  }
  return strings;
}

/** For each cell style (cellXfs), whether its number format shows a date. */
async function readDateStyles(stream: Readable): Promise<boolean[]> {
  const formats = new Map<number, string>();
  const dates: boolean[] = [];
  let inCellXfs = false;
  for await (const event of flat(stream)) {
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

async function* sheetRows(stream: Readable, shared: readonly string[], dateStyles: readonly boolean[], date1904: boolean): AsyncGenerator<SheetRow> {
  let rowNumber = 0;
  let cells: Cell[] = [];
  let cell: OpenCell | null = null;
  let reading: 'value' | 'inline' | null = null;
  let phonetic = 0;
  for await (const events of xmlEvents(stream)) {
    for (const event of events) {
      if ('open' in event) {
        const { attributes } = event;
        switch (event.open) {
          case 'row':
            rowNumber = Number(attributes.r) || rowNumber + 1;
            cells = [];
            break;
          case 'c':
            cell = {
              column: attributes.r ? columnIndex(attributes.r) : cells.length,
              type: attributes.t ?? 'n',
              style: Number(attributes.s ?? 0),
              value: null,
              inline: null,
            };
            break;
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
        if (reading === 'value') cell!.value += event.text;
        else if (reading === 'inline') cell!.inline += event.text;
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
 * Opens one sheet, chosen by name (any case) or number (1-based, in tab order), the first by
 * default, and reads its first row as headers; the other rows stream as they are iterated. The
 * file is closed when the rows are done (or abandoned through the iterator's return).
 */
export async function openXlsxSheet(file: string, sheet?: string): Promise<XlsxSheet> {
  const zip = await Zip.open(file);
  try {
    const workbook = await readWorkbook(zip);
    const index = workbook.sheets.findIndex((s, i) => sheet === undefined || sheet === String(i + 1) || sheet.toLowerCase() === s.name.toLowerCase());
    if (index < 0) throw new SheetNotFound(sheet ?? '1');
    const shared = workbook.sharedStrings && zip.has(workbook.sharedStrings) ? await readSharedStrings(await zip.read(workbook.sharedStrings)) : [];
    const dateStyles = workbook.styles && zip.has(workbook.styles) ? await readDateStyles(await zip.read(workbook.styles)) : [];
    const rows = sheetRows(await zip.read(workbook.sheets[index].path), shared, dateStyles, workbook.date1904);
    const first = await rows.next();
    const headers = first.done ? [] : first.value.cells.map((h) => String(h ?? '').trim());
    async function* rest(): AsyncGenerator<SheetRow> {
      try {
        if (!first.done) yield* rows;
      } finally {
        zip.close();
      }
    }
    return { sheetName: workbook.sheets[index].name, headers, rows: rest() };
  } catch (error) {
    zip.close();
    throw error;
  }
}
