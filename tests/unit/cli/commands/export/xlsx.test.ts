/**
 * The export's xlsx writer, read back by the importer's own reader (exceljs's streaming reader,
 * cli/commands/import/read.ts) and by exceljs's workbook reader for what a spreadsheet shows:
 * every kind of cell comes back as written, awkward text included, with the header bold and
 * frozen and the columns sized.
 */
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import type { Cell } from '../../../../../cli/commands/export/cells';
import { createXlsxWriter } from '../../../../../cli/commands/export/xlsx';
import { openSheet } from '../../../../../cli/commands/import/read';

const dir = mkdtempSync(join(tmpdir(), 'wareport-xlsx-writer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes header and pages through the export's writer into a file, as the command does. */
async function write(name: string, headers: string[], pages: Cell[][][], sheet = name) {
  const file = join(dir, `${name}.xlsx`);
  const stream = createWriteStream(file);
  const writer = createXlsxWriter(stream, sheet);
  await writer.writeHeader(headers);
  for (const rows of pages) await writer.writeRows(rows);
  await writer.finish();
  stream.end();
  await once(stream, 'close');
  return file;
}

/** The rows as the importer reads them, trailing empty cells put back as null. */
async function importerRows(file: string, width: number) {
  const sheet = await openSheet(file, 'xlsx');
  const rows: Cell[][] = [];
  for await (const row of sheet.rows) rows.push(Array.from({ length: width }, (_, i) => (row.cells[i] ?? null) as Cell));
  return { headers: sheet.headers, sheetName: sheet.sheetName, rows };
}

const AWKWARD = [
  'Fish & Chips <b>"quoted"</b> l\'apostrophe',
  'emoji 📦🚚 and accents é à ç Œ',
  'two\nlines',
  'carriage\r\nreturn',
  '  edge spaces  ',
  '\ttab first',
  '=SUM(A1:A2)',
  '+33 1 23 45 67 89',
  '-minus',
  '@at',
  '0012345',
  'TRUE',
  '12.50',
  '2026-11-23',
  '{"nested":[1,2]}',
];

describe('xlsx writer', () => {
  it('gives every kind of cell back to the importer as written, over several pages', async () => {
    const headers = ['Name', 'Count', 'Price', 'Enabled', 'Note', 'Empty'];
    const pages: Cell[][][] = [
      AWKWARD.slice(0, 8).map((text, i) => [text, i, i + 0.5, i % 2 === 0, null, null]),
      AWKWARD.slice(8).map((text, i) => [text, -(i + 1), 1e21, false, 'x', null]),
      [],
      [[null, 0, -0.001, true, null, null]],
    ];
    const file = await write('products', headers, pages);
    const read = await importerRows(file, headers.length);
    expect(read.headers).toEqual(headers);
    expect(read.sheetName).toBe('products');
    expect(read.rows).toEqual(pages.flat());
  });

  it('leaves out the control characters XML cannot carry (as exceljs did), keeping tabs and line breaks', async () => {
    const file = await write('controls', ['Text'], [[['a\u0000b\u0007c\u001fd\u007fe\tf\ng']]]);
    expect((await importerRows(file, 1)).rows).toEqual([['abcde\tf\ng']]);
  });

  // Text past Excel's limit is written whole: no field of the descriptions is that long
  // (descriptions stop at 20,000), and cutting it would change the data. The import refuses it
  // (shared/imports/xlsx-reader.ts: a cell no spreadsheet can hold is an import bomb's sign).
  it('keeps text of Excel’s 32,767-character cell limit whole, multi-byte characters included; the import refuses a longer cell', async () => {
    const atLimit = 'é'.repeat(32_767);
    const file = await write('long', ['Text'], [[[atLimit]]]);
    const [[first]] = (await importerRows(file, 1)).rows as string[][];
    // Compared by length first: a failure should not print 32,767 characters.
    expect(first.length).toBe(atLimit.length);
    expect(first === atLimit).toBe(true);
    const past = await write('longer', ['Text'], [[[`${'x'.repeat(40_000)}&<>`]]]);
    await expect(importerRows(past, 1)).rejects.toThrow('validation.import.cellTooLong');
  });

  it("writes moments as date cells showing Paris's wall-clock time, in the language's date format", async () => {
    // 16:30 UTC is 17:30 in Paris in November (UTC+1), 18:30 in July (UTC+2).
    const [winter, summer] = [new Date('2026-11-23T16:30:00.000Z'), new Date('2026-07-14T16:30:00.000Z')];
    const file = await write('dates', ['When'], [[[winter], [summer]]]);
    // A date cell has no zone: what it holds is the wall clock (read back as that time in UTC).
    expect((await importerRows(file, 1)).rows).toEqual([[new Date('2026-11-23T17:30:00.000Z')], [new Date('2026-07-14T18:30:00.000Z')]]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const cell = workbook.worksheets[0].getCell('A2');
    expect(cell.value).toEqual(new Date('2026-11-23T17:30:00.000Z'));
    expect(cell.numFmt).toBe('yyyy-mm-dd hh:mm:ss');

    const path = join(dir, 'dates-fr.xlsx');
    const stream = createWriteStream(path);
    const writer = createXlsxWriter(stream, 'dates', 'fr');
    await writer.writeHeader(['Quand']);
    await writer.writeRows([[winter]]);
    await writer.finish();
    stream.end();
    await once(stream, 'close');
    const french = new ExcelJS.Workbook();
    await french.xlsx.readFile(path);
    expect(french.worksheets[0].getCell('A2').numFmt).toBe('dd/mm/yyyy hh:mm:ss');
  });

  it('shows a bold, frozen header row, sized columns and text as text', async () => {
    const file = await write(
      'view',
      ['Product ID', 'A label long enough to be wider than sixty characters in all', 'Id'],
      [[['=1+1', 3, true]]],
      'a:b/c?d*e[f]g-long-name-past-31-characters',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('a b c d e f g-long-name-past-31');
    expect(sheet.getRow(1).getCell(1).font).toMatchObject({ bold: true });
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(sheet.columns.map((c) => c.width)).toEqual([14, 60, 14]);
    // A leading "=" is text, never a formula, and neutralised so that editing the cell does not run it.
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('A2').value).toBe("'=1+1");
    expect(sheet.getCell('B2').value).toBe(3);
    expect(sheet.getCell('C2').value).toBe(true);
  });

  it('writes a header alone for an empty export', async () => {
    const file = await write('empty', ['Name'], [[]]);
    expect(await importerRows(file, 1)).toMatchObject({ headers: ['Name'], rows: [] });
  });
});
