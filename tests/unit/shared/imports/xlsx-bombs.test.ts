/**
 * Import bombs against the shared xlsx reader (the CLI's and the wizard's): each is refused by the
 * limit it breaks, before the reader holds what it would unpack to, with a message that names the
 * limit. Workbooks are built in memory with yazl; the declared sizes of the central directory are
 * patched where a bomb lies about them.
 */
import { Readable } from 'node:stream';
import yazl from 'yazl';
import { describe, expect, it, vi } from 'vitest';
import { readAllRows } from '../../../../shared/imports/engine';
import { openXlsxSheet, UnreadableWorkbook } from '../../../../shared/imports/xlsx-reader';
import { UnreadableZip, type ByteSource } from '../../../../shared/imports/zip-reader';
import { IMPORT_FILE_LIMITS } from '../../../../shared/rules/imports';
import { RuleError } from '../../../../shared/rules/message';
import { t, fr } from '../rules/locale-helpers';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A one-sheet workbook; `parts` replaces or adds parts (a string, or a stream of chunks for a big one). */
async function workbook(sheetData: string, parts: Record<string, string | (() => Iterable<string>)> = {}): Promise<Uint8Array> {
  const all: Record<string, string | (() => Iterable<string>)> = {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Feuille1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `${XML}<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`,
    ...parts,
  };
  const zip = new yazl.ZipFile();
  for (const [path, part] of Object.entries(all)) {
    if (typeof part === 'string') zip.addBuffer(Buffer.from(part, 'utf8'), path);
    else zip.addReadStream(Readable.from(part(), { objectMode: false }), path);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

const sourceOf = (bytes: Uint8Array, size = bytes.length): ByteSource => ({ size, read: async (offset, length) => bytes.slice(offset, offset + length) });

/** Sets the declared unpacked size of an entry in the central directory. */
function declare(bytes: Uint8Array, entry: string, size: number): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const name = new TextEncoder().encode(entry);
  for (let at = bytes.length - 46; at >= 0; at--) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    if (length === name.length && name.every((b, i) => bytes[at + 46 + i] === b)) {
      view.setUint32(at + 24, size, true);
      return bytes;
    }
  }
  throw new Error(`${entry} not found`);
}

async function readWhole(bytes: Uint8Array | ByteSource) {
  const sheet = await openXlsxSheet(bytes instanceof Uint8Array ? sourceOf(bytes) : bytes);
  return { sheet, rows: await readAllRows(sheet) };
}

const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RuleError);
  return t((error as RuleError).rule);
};

const row = (n: number, cells: string) => `<row r="${n}">${cells}</row>`;
const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
const HEADER = row(1, inline('A1', 'E-mail'));

describe('import bombs, refused before they cost memory', () => {
  it('reads a plain workbook', async () => {
    const { sheet, rows } = await readWhole(await workbook(HEADER + row(2, inline('A2', 'anne@x.example'))));
    expect([sheet.headers, rows]).toEqual([['E-mail'], [{ row: 2, cells: ['anne@x.example'] }]]);
  });

  it('a file larger than the import takes, unread', async () => {
    const bytes = await workbook(HEADER);
    const read = vi.fn(sourceOf(bytes).read);
    expect(await refusal(openXlsxSheet({ size: IMPORT_FILE_LIMITS.fileBytes + 1, read }))).toBe('The file is 33 MB; at most 32 MB can be imported.');
    expect(read).not.toHaveBeenCalled();
  });

  it('a sheet declaring more unpacked bytes than the limit (the 419 MB cell), unread', async () => {
    const bytes = declare(await workbook(HEADER), 'xl/worksheets/sheet1.xml', 419 * 1024 * 1024);
    expect(await refusal(readWhole(bytes))).toBe("The workbook's xl/worksheets/sheet1.xml unpacks to more than 100 MB (419 MB); it cannot be imported.");
  });

  it('a part that unpacks to more than it declares is cut off as unreadable', async () => {
    const bytes = declare(await workbook(HEADER + row(2, inline('A2', 'x'.repeat(5000)))), 'xl/worksheets/sheet1.xml', 100);
    await expect(readWhole(bytes)).rejects.toBeInstanceOf(UnreadableZip);
  });

  it('one cell of megabytes within the declared sizes: refused before the parser holds it', async () => {
    const huge = () =>
      (function* () {
        yield `${XML}<worksheet xmlns="${MAIN}"><sheetData>${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>`;
        for (let i = 0; i < 64; i++) yield 'x'.repeat(1024 * 1024);
        yield '</t></is></c></row></sheetData></worksheet>';
      })();
    const error = await refusal(readWhole(await workbook('', { 'xl/worksheets/sheet1.xml': huge })));
    expect(error).toBe('The workbook holds a text of more than 32767 characters, the most a spreadsheet cell holds; it cannot be imported.');
  });

  it('the same inside a CDATA section sprinkled with "<", which the parser also holds whole', async () => {
    const cdata = `<![CDATA[${'<x>'.repeat(200_000)}]]>`;
    const error = await refusal(readWhole(await workbook(HEADER + row(2, `<c r="A2" t="inlineStr"><is><t>${cdata}</t></is></c>`))));
    expect(error).toMatch(/more than 32767 characters/);
  });

  it('a cell past the 32,767 characters a spreadsheet cell holds, naming its row', async () => {
    const error = await refusal(readWhole(await workbook(HEADER + row(2, inline('A2', 'é'.repeat(40_000))))));
    expect(error).toBe('Row 2 has a cell of more than 32767 characters, the most a spreadsheet cell holds; the file cannot be imported.');
  });

  it('a shared-strings table declaring 20 million strings, before the first is kept', async () => {
    const sst = `${XML}<sst xmlns="${MAIN}" count="20000000" uniqueCount="20000000"><si><t>a</t></si></sst>`;
    const error = await refusal(readWhole(await workbook(HEADER, { 'xl/sharedStrings.xml': sst })));
    expect(error).toBe('The workbook holds 20000000 different texts; at most 500000 can be imported.');
    expect(t({ key: 'validation.import.tooManyStrings', params: { count: 20_000_000, max: 500_000 } }, fr)).toBe(
      'Le classeur contient 20000000 textes différents ; au plus 500000 peuvent être importés.',
    );
  });

  it('a shared-strings table holding more strings than it declares', async () => {
    const sst = () =>
      (function* () {
        yield `${XML}<sst xmlns="${MAIN}" count="1" uniqueCount="1">`;
        for (let i = 0; i <= IMPORT_FILE_LIMITS.sharedStrings; i += 10_000) yield '<si><t>a</t></si>'.repeat(10_000);
        yield '</sst>';
      })();
    expect(await refusal(readWhole(await workbook(HEADER, { 'xl/sharedStrings.xml': sst })))).toMatch(/^The workbook holds 500001 different texts/);
  });

  it('a cell placed beyond the last column a spreadsheet has is no workbook', async () => {
    await expect(readWhole(await workbook(HEADER + row(2, inline('ZZZZZZZZ2', 'x'))))).rejects.toBeInstanceOf(UnreadableWorkbook);
  });

  it('a row bomb (300,000 rows) is read as a stream, counted, and refused for its rows', async () => {
    const rows = () =>
      (function* () {
        yield `${XML}<worksheet xmlns="${MAIN}"><sheetData>${HEADER}`;
        for (let i = 0; i < 30; i++) yield Array.from({ length: 10_000 }, (_, k) => `<row r="${i * 10_000 + k + 2}"><c><v>1</v></c></row>`).join('');
        yield '</sheetData></worksheet>';
      })();
    const before = process.memoryUsage().rss;
    expect(await refusal(readWhole(await workbook('', { 'xl/worksheets/sheet1.xml': rows })))).toBe(
      'The file has 300000 rows; at most 5000 rows can be imported.',
    );
    // Only 5,000 rows are kept: the rest is counted as it streams by.
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
  });
});
