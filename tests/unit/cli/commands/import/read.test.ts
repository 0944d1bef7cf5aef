import { createWriteStream, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import { readAllRows } from '../../../../../shared/imports/engine';
import { detectDelimiter, detectEncoding } from '../../../../../shared/imports/text-files';
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

/**
 * A workbook as Excel and LibreOffice save it: its XML is plain UTF-8 (accents are bytes, not
 * character references), strings shared or inline. Written part by part with yazl.
 */
async function workbookOf(file: string, sheetXml: string, sharedStrings: string[], options: { compress: boolean }) {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const parts: Record<string, string> = {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Feuille1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${sharedStrings.length}" uniqueCount="${sharedStrings.length}">${sharedStrings.map((t) => `<si><t xml:space="preserve">${escape(t)}</t></si>`).join('')}</sst>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetXml}</sheetData></worksheet>`,
  };
  const zip = new yazl.ZipFile();
  for (const [path, xml] of Object.entries(parts)) zip.addBuffer(Buffer.from(xml, 'utf8'), path, { compress: options.compress });
  zip.end();
  await finished(zip.outputStream.pipe(createWriteStream(file)));
}

/** A sheet whose first column's strings are shared and second column's inline. */
async function sharedAndInline(rows: string[][], options = { compress: true }) {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const shared = rows.map((r) => r[0]);
  const sheetXml = rows
    .map((r, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${i}</v></c><c r="B${i + 1}" t="inlineStr"><is><t>${escape(r[1])}</t></is></c></row>`)
    .join('');
  const file = join(tempDir(), `book-${options.compress ? 'deflated' : 'stored'}.xlsx`);
  await workbookOf(file, sheetXml, shared, options);
  return read(file);
}

describe('reading xlsx files as Excel and LibreOffice write them', () => {
  it('keeps a multi-byte character whole where the zip stream cuts it in two (shared and inline strings)', async () => {
    // Excel's longest cell (32,767 characters) of 2-, 3- and 4-byte characters, shifted by one
    // to three ASCII bytes so that the reader's chunk boundaries fall inside characters.
    const long = (char: string, shift: number) => 'x'.repeat(shift) + char.repeat(Math.floor((32_767 - shift) / char.length));
    const rows = [
      ['Nom', 'Description'],
      ...[0, 1, 2, 3].flatMap((shift) => [
        [long('é', shift), long('é', shift + 1)],
        [long('€', shift), long('€', shift + 2)],
        [long('😀', shift), long('😀', shift + 3)],
      ]),
    ];
    const source = Buffer.from(rows.flat().join(''), 'utf8');
    expect(source.length).toBeGreaterThan(1_000_000);
    for (const compress of [true, false]) {
      const { headers, all } = await sharedAndInline(rows, { compress });
      expect(headers).toEqual(['Nom', 'Description']);
      expect(all.length).toBe(rows.length - 1);
      for (const [i, { cells }] of all.entries()) {
        expect(cells[0]).toHaveLength(rows[i + 1][0].length);
        expect(cells).toEqual(rows[i + 1]);
      }
    }
  });

  it('decodes entities once: a cell whose text is "&amp;" or "&lt;" reads as written (shared and inline strings)', async () => {
    const rows = [
      ['Nom', 'Note'],
      ['&amp;', '&amp;'],
      ['&lt;', '&lt;'],
      ['R&D <b> &quot;', 'Recherche & développement <i>'],
      ['&#233; &gt;', "&apos;l'été&apos;"],
    ];
    const { all } = await sharedAndInline(rows);
    expect(all.map((r) => r.cells)).toEqual(rows.slice(1));
  });

  it('reads numbers, booleans, dates, formulas, errors and holes by their XML types', async () => {
    const file = join(tempDir(), 'types.xlsx');
    const sheetXml = [
      '<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="B1" t="inlineStr"><is><r><t>b</t></r><r><t xml:space="preserve"> c</t></r></is></c></row>',
      '<row r="3"><c r="A3"><v>12.5</v></c><c r="C3" t="b"><v>1</v></c><c r="D3" t="str"><f>A3&amp;"x"</f><v>12.5x</v></c><c r="E3" t="e"><v>#N/A</v></c><c r="F3" t="d"><v>2026-01-31T00:00:00Z</v></c><c r="G3" s="0"/></row>',
    ].join('');
    await workbookOf(file, sheetXml, [], { compress: true });
    const { headers, all } = await read(file);
    expect(headers).toEqual(['a', 'b c']);
    expect(all).toEqual([{ row: 3, cells: [12.5, null, true, '12.5x', null, new Date(Date.UTC(2026, 0, 31))] }]);
  });
});
