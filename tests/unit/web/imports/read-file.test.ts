/**
 * The wizard's file reader, run in Node on a File as the browser gives it: xlsx through the
 * shared streaming reader (the CLI's), import bombs refused by the same limits, the first sheet
 * with data chosen when none is named.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { IMPORT_FILE_LIMITS } from '../../../../shared/rules/imports';
import { RuleError } from '../../../../shared/rules/message';
import { FileProblem, readImportFile } from '../../../../web/imports/read-file';
import { t } from '../../shared/rules/locale-helpers';

async function xlsxFile(sheets: Record<string, unknown[][]>, name = 'book.xlsx') {
  const workbook = new ExcelJS.Workbook();
  for (const [sheet, rows] of Object.entries(sheets)) workbook.addWorksheet(sheet).addRows(rows);
  return new File([new Uint8Array(await workbook.xlsx.writeBuffer())], name);
}

describe("the wizard's file reader", () => {
  it('reads an xlsx with the shared reader: the first sheet with data rows, every sheet listed, neutralised text restored', async () => {
    const file = await xlsxFile({
      Notes: [['Read me first']],
      Utilisateurs: [
        ['E-mail', 'Prénom'],
        ['anne@x.example', "'=1+1"],
      ],
    });
    const read = await readImportFile(file);
    expect(read).toMatchObject({
      format: 'xlsx',
      sheetNames: ['Notes', 'Utilisateurs'],
      sheetName: 'Utilisateurs',
      headers: ['E-mail', 'Prénom'],
      problem: null,
    });
    expect(read.rows).toEqual([{ row: 2, cells: ['anne@x.example', '=1+1'] }]);
    expect((await readImportFile(file, 'Notes')).problem).toEqual({ key: 'validation.import.emptyFile' });
    await expect(readImportFile(file, 'Missing')).rejects.toBeInstanceOf(FileProblem);
  });

  it('refuses a file larger than the import takes before reading it, and a cell longer than a spreadsheet cell', async () => {
    const big = new File([new Uint8Array(IMPORT_FILE_LIMITS.fileBytes + 1)], 'big.csv');
    const error = await readImportFile(big).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RuleError);
    expect(t((error as RuleError).rule)).toBe('The file is 33 MB; at most 32 MB can be imported.');
    // exceljs shares its strings: the table's string is refused before any row is read.
    const long = await readImportFile(await xlsxFile({ S: [['E-mail'], ['x'.repeat(40_000)]] })).catch((e: unknown) => e);
    expect(t((long as RuleError).rule)).toBe(
      'The workbook holds a text of more than 32767 characters, the most a spreadsheet cell holds; it cannot be imported.',
    );
  });

  it('calls a file that is no zip unreadable', async () => {
    await expect(readImportFile(new File(['not a workbook'], 'fake.xlsx'))).rejects.toMatchObject({ key: 'unreadable' });
  });
});
