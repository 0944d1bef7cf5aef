/**
 * The reports' own xlsx writer (the portal's export button), read back by exceljs as a spreadsheet
 * would: text, numbers and empty cells as written, awkward text included, formulas neutralised,
 * the header bold, the sheet named; the zip's checksums are right (exceljs refuses a bad one).
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { crc32, reportXlsx } from '../../../../../web/reports/common/report-xlsx';

async function read(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

describe('report xlsx', () => {
  it('writes text, numbers and empty cells that a spreadsheet reads back, the header bold', async () => {
    const bytes = await reportXlsx(
      'Stock: 2026/11',
      ['SKU', 'Product', 'Physical'],
      [
        ['A-1', 'Lampe « Étoile » & <co>', 12],
        ['=1+cmd', null, -3.5],
        [' spaced ', 'line\nbreak', 0],
      ],
    );
    const sheet = await read(bytes);
    expect(sheet.name).toBe('Stock  2026 11');
    const values = [1, 2, 3, 4].map((r) => [1, 2, 3].map((c) => sheet.getRow(r).getCell(c).value));
    expect(values).toEqual([
      ['SKU', 'Product', 'Physical'],
      ['A-1', 'Lampe « Étoile » & <co>', 12],
      ["'=1+cmd", null, -3.5],
      [' spaced ', 'line\nbreak', 0],
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
  });

  it('writes 10,000 lines quickly', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [`REP-${i}`, null, `Product ${i}`, i, i % 7, i - (i % 7)]);
    const started = performance.now();
    const bytes = await reportXlsx('Stock', ['a', 'b', 'c', 'd', 'e', 'f'], rows);
    expect(performance.now() - started).toBeLessThan(1500);
    const sheet = await read(bytes);
    expect(sheet.rowCount).toBe(10_001);
    expect(sheet.getRow(10_001).getCell(4).value).toBe(9999);
  });

  // The sheet's XML is the CLI export's (shared/imports/xlsx-writer.ts, tested with it); the zip is the report's own.
  it('checksums its zip entries as zip readers do', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });
});
