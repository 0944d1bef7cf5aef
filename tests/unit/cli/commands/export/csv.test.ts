import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from '../../../../../cli/commands/export/csv';
import { cellOf } from '../../../../../cli/commands/export/cells';
import { restoreFormula } from '../../../../../shared/imports/formulas';

describe('CSV quoting', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r', '"cr\r"'],
    [' padded ', '" padded "'],
    ['', ''],
    ['Maison Lumière', 'Maison Lumière'],
  ])('%j -> %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('writes null as an empty field, keeps numbers and booleans, ends lines with CRLF', () => {
    expect(csvLine([null, 12.5, true, 'x'])).toBe(',12.5,true,x\r\n');
  });

  it('turns nested values into JSON text', () => {
    expect(cellOf([{ idClientAccount: 'a' }])).toBe('[{"idClientAccount":"a"}]');
    expect(cellOf(undefined)).toBeNull();
  });

  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(csvField("=1+cmd|' /C calc'!A0")).toBe("'=1+cmd|' /C calc'!A0");
    expect(csvField('\tx')).toBe("'\tx");
    expect(csvLine([-3, '-3'])).toBe("-3,'-3\r\n");
  });

  it('reads back exactly what it wrote, whatever the text (csv-parse, then the import restores neutralised text)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 2, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const width = rows[0].length;
        const table = rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''));
        const text = table.map((row) => csvLine(row)).join('');
        expect((parse(text, { relax_column_count: false }) as string[][]).map((row) => row.map(restoreFormula))).toEqual(table);
      }),
    );
  });
});
