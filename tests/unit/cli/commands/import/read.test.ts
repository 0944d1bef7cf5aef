import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { readAllRows } from '../../../../../shared/bulk/engine';
import { detectDelimiter, detectEncoding } from '../../../../../shared/bulk/text-files';
import { writeErrorFile } from '../../../../../cli/commands/import/error-file';
import { openSheet, sniffCsv } from '../../../../../cli/commands/import/read';
import { tempDir } from '../../harness';

/** What French Excel writes for "CSV (séparateur : point-virgule)": Windows-1252, semicolons, CRLF. */
const FRENCH_ROWS = [
  ['Référence', "Nom de l'adresse", 'Ville', 'Poids'],
  ['R-1', 'Dépôt Gare de l’Est', 'Besançon', '12,5'],
  ['R-2', '"Cœur" de ville; côté rue', 'Orléans', '0,75'],
];
const frenchLine = (cells: string[]) => cells.map((c) => (/[;"]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(';');
const frenchText = FRENCH_ROWS.map(frenchLine).join('\r\n') + '\r\n';

async function read(file: string, sheet?: string) {
  const opened = await openSheet(file, file.endsWith('.xlsx') ? 'xlsx' : 'csv', sheet);
  return { ...opened, all: await readAllRows(opened) };
}

describe('reading csv files as French Excel writes them', () => {
  it('detects Windows-1252 and semicolons, and reads accents, quotes and comma decimals intact', async () => {
    const bytes = iconv.encode(frenchText.replace('’', "'"), 'windows-1252');
    expect(bytes.includes(0xe9)).toBe(true); // é is one byte: really Windows-1252
    expect(detectEncoding(bytes)).toEqual({ encoding: 'windows-1252', bomLength: 0 });
    const file = join(tempDir(), 'adresses.csv');
    writeFileSync(file, bytes);
    const { headers, all, dialect } = await read(file);
    expect(dialect).toEqual({ encoding: 'windows-1252', bom: false, delimiter: ';' });
    expect(headers).toEqual(FRENCH_ROWS[0]);
    expect(all).toEqual([
      { row: 2, cells: ['R-1', "Dépôt Gare de l'Est", 'Besançon', '12,5'] },
      { row: 3, cells: ['R-2', '"Cœur" de ville; côté rue', 'Orléans', '0,75'] },
    ]);
  });

  it('reads "CSV UTF-8" with its BOM (the BOM is not part of the first header)', async () => {
    const file = join(tempDir(), 'utf8.csv');
    writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(frenchText, 'utf8')]));
    const { headers, all, dialect } = await read(file);
    expect(dialect).toEqual({ encoding: 'utf-8', bom: true, delimiter: ';' });
    expect(headers[0]).toBe('Référence');
    expect(all[0].cells[1]).toBe('Dépôt Gare de l’Est');
  });

  it('guesses the delimiter outside quotes, a comma by default', () => {
    expect(detectDelimiter('a;b;c\r\n1,5;2,5;3')).toBe(';');
    expect(detectDelimiter('"a;b",c,d\n')).toBe(',');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('single')).toBe(',');
    expect(detectEncoding(Buffer.from('plain ascii, é in utf-8', 'utf8')).encoding).toBe('utf-8');
  });

  it('writes the error file the way the input was written, and it reads back identical', async () => {
    const dir = tempDir();
    const input = join(dir, 'in.csv');
    writeFileSync(input, iconv.encode(frenchText, 'windows-1252'));
    const { headers, all, dialect } = await read(input);
    const output = join(dir, 'in.errors.csv');
    await writeErrorFile(output, 'csv', dialect, headers, { line: 'Ligne', errors: 'Erreurs' }, [
      { row: 3, cells: all[1].cells, errors: 'Ville "Orléans": trop loin' },
    ]);
    expect(sniffCsv(output)).toEqual(dialect);
    const back = await read(output);
    expect(back.headers).toEqual([...headers, 'Ligne', 'Erreurs']);
    expect(back.all).toEqual([{ row: 2, cells: [...all[1].cells, '3', 'Ville "Orléans": trop loin'] }]);
  });
});

describe('reading xlsx files', () => {
  it('streams the chosen sheet (by name or number; the first by default) with typed cells', async () => {
    const file = join(tempDir(), 'book.xlsx');
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes').addRows([['Ignore me'], ['really']]);
    const sheet = workbook.addWorksheet('Utilisateurs');
    sheet.addRows([
      ['E-mail', 'Prénom', 'Téléphone', 'Actif', 'Créé le'],
      ['zoe@x.example', { richText: [{ text: 'Zo' }, { text: 'é' }] }, 33142685300, true, new Date(Date.UTC(2026, 0, 31))],
      [],
      ['anne@x.example', { formula: 'UPPER("anne")', result: 'ANNE' }, null, false, null],
    ]);
    await workbook.xlsx.writeFile(file);
    const byName = await read(file, 'utilisateurs');
    expect(byName.sheetName).toBe('Utilisateurs');
    expect(byName.headers).toEqual(['E-mail', 'Prénom', 'Téléphone', 'Actif', 'Créé le']);
    expect(byName.all).toEqual([
      { row: 2, cells: ['zoe@x.example', 'Zoé', 33142685300, true, new Date(Date.UTC(2026, 0, 31))] },
      { row: 4, cells: ['anne@x.example', 'ANNE', null, false] },
    ]);
    expect((await read(file, '2')).sheetName).toBe('Utilisateurs');
    expect((await read(file)).headers).toEqual(['Ignore me']);
    await expect(openSheet(file, 'xlsx', 'Missing')).rejects.toThrow('Missing');
  });
});
