/**
 * A report as an xlsx file, written directly in the browser (and in Node): one sheet whose XML is
 * built as text (inline strings, the header bold and frozen) and deflated by the platform's
 * CompressionStream into a zip of six parts. Report cells are only text, numbers and empty cells,
 * so no cell model is needed.
 *
 * Why not exceljs, which the portal's other exports use: on the 10,000 lines of a stock report it
 * spent 0.6–1 s in Node and several seconds in the browser (a cell model per cell, then a
 * JavaScript zip), after downloading its own megabyte; this writer takes tens of milliseconds
 * (bench/report-stock.ts). Text a spreadsheet would run as a formula is neutralised as in every
 * export (shared/imports/formulas.ts); the control characters XML cannot carry are left out.
 */
import { neutraliseFormula } from '../../../shared/imports/formulas';
import type { ReportCell } from '../../../shared/reports/stock-export';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SPECIAL = /[&<>"\r\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ufffe\uffff]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\r': '&#13;' };
/** Text for an element or an attribute; lone surrogates become the replacement character. */
export const xmlText = (text: string) => text.replace(SPECIAL, (c) => ESCAPES[c] ?? '').replace(/[\ud800-\udfff]/gu, '\ufffd');

/** Spreadsheet column letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const NEEDS_PRESERVE = /^\s|\s$|[\n\t]/;

function cellXml(ref: string, value: ReportCell, bold: boolean): string {
  if (value == null) return '';
  const s = bold ? ' s="1"' : '';
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"${s}><v>${value}</v></c>`;
  const text = xmlText(neutraliseFormula(String(value)));
  return `<c r="${ref}"${s} t="inlineStr"><is>${NEEDS_PRESERVE.test(text) ? '<t xml:space="preserve">' : '<t>'}${text}</t></is></c>`;
}

/** The worksheet's XML: the header row bold and frozen, columns sized from their labels. */
export function sheetXml(headers: readonly string[], rows: readonly (readonly ReportCell[])[]): string {
  const letters = headers.map((_, i) => columnLetters(i));
  const width = (label: string) => Math.min(Math.max(label.length + 2, 14), 60);
  const parts: string[] = [
    `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">`,
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>',
    headers.length ? `<cols>${headers.map((h, i) => `<col min="${i + 1}" max="${i + 1}" width="${width(h)}" customWidth="1"/>`).join('')}</cols>` : '',
    '<sheetData>',
  ];
  const row = (number: number, cells: readonly ReportCell[], bold: boolean) => {
    let xml = `<row r="${number}">`;
    for (let i = 0; i < cells.length; i++) if (cells[i] != null) xml += cellXml((letters[i] ??= columnLetters(i)) + number, cells[i], bold);
    return `${xml}</row>`;
  };
  parts.push(row(1, headers, true));
  rows.forEach((cells, i) => parts.push(row(i + 2, cells, false)));
  parts.push('</sheetData></worksheet>');
  return parts.join('');
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

const staticParts = (sheetName: string): [string, string][] => [
  [
    '[Content_Types].xml',
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '</Types>',
  ],
  [
    '_rels/.rels',
    `${XML}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews>` +
      `<sheets><sheet name="${xmlText(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1')}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `${XML}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  ],
  [
    'xl/styles.xml',
    `${XML}<styleSheet xmlns="${MAIN}">` +
      '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
      '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
      '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
      '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
      '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
      '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>',
  ],
];

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A zip of text parts, each deflated; sizes stay under 4 GB (no zip64), as a report's do. */
async function zip(parts: [string, string][]): Promise<Uint8Array<ArrayBuffer>> {
  const encoder = new TextEncoder();
  const entries = await Promise.all(
    parts.map(async ([name, text]) => {
      const raw = encoder.encode(text);
      return { name: encoder.encode(name), crc: crc32(raw), size: raw.length, data: await deflateRaw(raw) };
    }),
  );
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const local = new Uint8Array(30 + e.name.length);
    const l = new DataView(local.buffer);
    l.setUint32(0, 0x04034b50, true);
    l.setUint16(4, 20, true);
    l.setUint16(6, 0x0800, true); // UTF-8 names
    l.setUint16(8, 8, true); // deflate
    l.setUint16(12, 0x21, true); // 1980-01-01
    l.setUint32(14, e.crc, true);
    l.setUint32(18, e.data.length, true);
    l.setUint32(22, e.size, true);
    l.setUint16(26, e.name.length, true);
    local.set(e.name, 30);
    const central = new Uint8Array(46 + e.name.length);
    const c = new DataView(central.buffer);
    c.setUint32(0, 0x02014b50, true);
    c.setUint16(4, 20, true);
    c.setUint16(6, 20, true);
    c.setUint16(8, 0x0800, true);
    c.setUint16(10, 8, true);
    c.setUint16(14, 0x21, true);
    c.setUint32(16, e.crc, true);
    c.setUint32(20, e.data.length, true);
    c.setUint32(24, e.size, true);
    c.setUint16(28, e.name.length, true);
    c.setUint32(42, offset, true);
    central.set(e.name, 46);
    locals.push(local, e.data);
    centrals.push(central);
    offset += local.length + e.data.length;
  }
  const centralSize = centrals.reduce((n, c) => n + c.length, 0);
  const end = new Uint8Array(22);
  const d = new DataView(end.buffer);
  d.setUint32(0, 0x06054b50, true);
  d.setUint16(8, entries.length, true);
  d.setUint16(10, entries.length, true);
  d.setUint32(12, centralSize, true);
  d.setUint32(16, offset, true);
  const out = new Uint8Array(offset + centralSize + end.length);
  let at = 0;
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The report's xlsx file: its header row (labels) and its rows, in one sheet. */
export function reportXlsx(sheetName: string, headers: readonly string[], rows: readonly (readonly ReportCell[])[]): Promise<Uint8Array<ArrayBuffer>> {
  return zip([...staticParts(sheetName), ['xl/worksheets/sheet1.xml', sheetXml(headers, rows)]]);
}
