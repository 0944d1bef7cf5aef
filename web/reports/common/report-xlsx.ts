/**
 * A report as an xlsx file, written directly in the browser (and in Node): the sheet and the parts
 * around it as text (shared/imports/xlsx-writer.ts, the CLI's export writes the same), deflated
 * by the platform's CompressionStream into a zip of six parts. Report cells are only text,
 * numbers and empty cells, so no cell model is needed.
 *
 * Why not exceljs, which the portal's other exports use: on the 10,000 lines of a stock report it
 * spent 0.6–1 s in Node and several seconds in the browser (a cell model per cell, then a
 * JavaScript zip), after downloading its own megabyte; this writer takes tens of milliseconds
 * (bench/report-stock.ts).
 */
import { EXPORT_DATE_TIME } from '../../../shared/imports/export-format';
import { BOLD, columnLetters, packageParts, rowXml, SHEET_END, SHEET_PATH, sheetStart } from '../../../shared/imports/xlsx-writer';
import type { ReportCell } from '../../../shared/reports/stock-export';

/** The worksheet's XML: the header row bold and frozen, columns sized from their labels. */
function sheetXml(headers: readonly string[], rows: readonly (readonly ReportCell[])[]): string {
  const letters = headers.map((_, i) => columnLetters(i));
  const parts = [sheetStart(headers), rowXml(1, headers, letters, BOLD)];
  rows.forEach((cells, i) => parts.push(rowXml(i + 2, cells, letters)));
  parts.push(SHEET_END);
  return parts.join('');
}

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
  return zip([...packageParts(sheetName, EXPORT_DATE_TIME.en.excel), [SHEET_PATH, sheetXml(headers, rows)]]);
}
