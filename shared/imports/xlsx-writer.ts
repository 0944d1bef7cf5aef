/**
 * The xlsx files Wareport writes, as text: one worksheet of inline strings (no shared-strings
 * table grows with the file), the header row bold and frozen and the columns sized from their
 * labels, and the five small parts around it. The same in the terminal, which streams the sheet
 * into a zip as it goes (cli/commands/export/xlsx.ts), and in the browser, which zips a report
 * in memory (web/reports/common/report-xlsx.ts); zipping is theirs, the XML is this file's.
 *
 * What each cell becomes, as the importers (the CLI's and the browser's) read it back: a number a
 * number, a boolean a boolean, a date a date-formatted serial number, text an inline string
 * (never a formula; text a spreadsheet would run as one once edited is neutralised, see
 * shared/imports/formulas.ts), with the control characters XML cannot carry left out and
 * carriage returns kept as character references.
 */
import { wallClock } from './export-format';
import { neutraliseFormula } from './formulas';
import type { Cell } from './rows';

/** The worksheet's path in the package; written last, so every part a reader needs first comes before it. */
export const SHEET_PATH = 'xl/worksheets/sheet1.xml';

// Excel's rules for sheet names: at most 31 characters, none of : \ / ? * [ ].
const sheetName = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

/**
 * What text cannot carry as it is: XML's markup, the control characters XML 1.0 refuses (left
 * out) or a parser would turn into a line feed (\r, kept as a reference), and everything outside
 * ASCII, written as character references. The sheet is then plain ASCII: readers that decode
 * each chunk of a zip entry on its own (exceljs's streaming reader) turn a multi-byte character
 * split between two chunks into two replacement characters. Our importer reads UTF-8 whole
 * (shared/imports/xlsx-reader.ts), as files saved by Excel or LibreOffice need.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SPECIAL = /[&<>\r\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\uffff]/;
// eslint-disable-next-line no-control-regex -- as above
const SPECIALS = /[&<>\r\x00-\x08\x0b\x0c\x0e-\x1f\x7f]|[^\x00-\x7f]/gu;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
function escape(c: string): string {
  const escaped = ESCAPES[c];
  if (escaped) return escaped;
  const code = c.codePointAt(0)!;
  if (code < 0x80) return ''; // the controls XML refuses, and DEL
  if (code === 0xfffe || code === 0xffff) return ''; // not characters
  if (code >= 0xd800 && code <= 0xdfff) return '&#xFFFD;'; // half of a surrogate pair
  return `&#${code};`;
}
/** Element and attribute text; quotes are escaped by the attribute helper. */
export const xmlText = (text: string) => (SPECIAL.test(text) ? text.replace(SPECIALS, escape) : text);
const xmlAttribute = (text: string) => xmlText(text).replace(/"/g, '&quot;');

/** Spaces at either end, or a line break or tab, are only kept by a reader told to keep them. */
const NEEDS_PRESERVE = /^\s|\s$|[\n\t]/;

/** Spreadsheet column letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Style indexes in styles.xml's cellXfs. */
export const BOLD = 1;
const DATE = 2;

/** Days from Excel's day zero (1899-12-30, in its 1900 date system) to the Unix epoch. */
const EPOCH_SERIAL = 25569;
const DAY_MS = 86_400_000;

/** One cell's XML; nothing for an empty cell (its place is in every other cell's reference). */
export function cellXml(ref: string, value: Cell | undefined, style = 0): string {
  const s = style ? ` s="${style}"` : '';
  if (value == null) return '';
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return `<c r="${ref}"${s}><v>${value}</v></c>`;
  } else if (typeof value === 'boolean') {
    return `<c r="${ref}"${s} t="b"><v>${value ? 1 : 0}</v></c>`;
  } else if (value instanceof Date) {
    // A date cell has no zone: it holds the wall-clock time in Paris (shared/imports/export-format.ts).
    const time = value.getTime();
    if (Number.isFinite(time)) return `<c r="${ref}" s="${style || DATE}"><v>${wallClock(value).getTime() / DAY_MS + EPOCH_SERIAL}</v></c>`;
  }
  const text = xmlText(typeof value === 'string' ? neutraliseFormula(value) : String(value));
  const t = NEEDS_PRESERVE.test(text) ? '<t xml:space="preserve">' : '<t>';
  return `<c r="${ref}"${s} t="inlineStr"><is>${t}${text}</t></is></c>`;
}

/** A row's XML, its cells placed by `letters` (the column letters, extended when a row is wider than the header). */
export function rowXml(number: number, cells: readonly (Cell | undefined)[], letters: string[], style = 0): string {
  let xml = `<row r="${number}">`;
  for (let i = 0; i < cells.length; i++) if (cells[i] != null) xml += cellXml((letters[i] ??= columnLetters(i)) + number, cells[i], style);
  return `${xml}</row>`;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES =
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  `<Override PartName="/${SHEET_PATH}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '</Types>';

const ROOT_RELS =
  `${XML}<Relationships xmlns="${PACKAGE_REL}">` + `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` + '</Relationships>';

const WORKBOOK_RELS =
  `${XML}<Relationships xmlns="${PACKAGE_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/>` +
  '</Relationships>';

const workbookXml = (name: string) =>
  `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}">` +
  '<bookViews><workbookView/></bookViews>' +
  `<sheets><sheet name="${xmlAttribute(sheetName(name))}" sheetId="1" r:id="rId1"/></sheets>` +
  '</workbook>';

/** Three cell formats: plain, bold (the header), date and time in the file's language (cellXfs 0, 1, 2). */
const stylesXml = (dateFormat: string) =>
  `${XML}<styleSheet xmlns="${MAIN}">` +
  `<numFmts count="1"><numFmt numFmtId="164" formatCode="${xmlAttribute(dateFormat)}"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/**
 * Every part of the package but the worksheet, as [path, text]: the workbook names its one sheet
 * `name`, and date cells show in `dateFormat` (an Excel number format, see EXPORT_DATE_TIME).
 */
export const packageParts = (name: string, dateFormat: string): [string, string][] => [
  ['[Content_Types].xml', CONTENT_TYPES],
  ['_rels/.rels', ROOT_RELS],
  ['xl/workbook.xml', workbookXml(name)],
  ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
  ['xl/styles.xml', stylesXml(dateFormat)],
];

/** Column width in characters: the label's, within 14 and 60. */
const widthOf = (label: string) => Math.min(Math.max(label.length + 2, 14), 60);

/** The worksheet up to its first row: the frozen header pane and the column widths. */
export const sheetStart = (labels: readonly string[]) =>
  `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
  '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
  '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>' +
  '<sheetFormatPr defaultRowHeight="15"/>' +
  (labels.length ? `<cols>${labels.map((label, i) => `<col min="${i + 1}" max="${i + 1}" width="${widthOf(label)}" customWidth="1"/>`).join('')}</cols>` : '') +
  '<sheetData>';

/** The worksheet after its last row. */
export const SHEET_END = '</sheetData></worksheet>';
