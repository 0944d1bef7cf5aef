import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvBytes } from '../../../../shared/imports/error-file';
import { neutraliseFormula, restoreFormula, neutralCell, restoredSheet } from '../../../../shared/imports/formulas';

describe('formula injection (OWASP)', () => {
  it.each([
    ["=1+cmd|' /C calc'!A0", "'=1+cmd|' /C calc'!A0"],
    ['+33 1 23 45 67 89', "'+33 1 23 45 67 89"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tlead', "'\tlead"],
    ['\rlead', "'\rlead"],
    // Already quoted before a trigger: one more quote, so reading it back gives it whole.
    ["'=x", "''=x"],
    ['plain', 'plain'],
    ["l'apostrophe", "l'apostrophe"],
    ["'quoted", "'quoted"],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j is written %j', (text, written) => {
    expect(neutraliseFormula(text)).toBe(written);
    expect(restoreFormula(written)).toBe(text);
  });

  it('leaves typed cells alone: a negative number is a number, not a formula', () => {
    expect([neutralCell(-5), neutralCell(true), neutralCell(null)]).toEqual([-5, true, null]);
  });

  it('is undone exactly on reading, whatever the text, and never writes a cell that starts a formula', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', "'", 'a', ' ') }), (text) => {
        const written = neutraliseFormula(text);
        expect(/^[=+\-@\t\r]/.test(written)).toBe(false);
        expect(restoreFormula(written)).toBe(text);
      }),
    );
  });

  it("the portal's csv writer (error files, templates, the orders list export) neutralises too", () => {
    const text = new TextDecoder().decode(csvBytes([['Ref'], ['=HYPERLINK("http://x")']], { delimiter: ';', encoding: 'utf-8', bom: false }));
    expect(text).toBe('Ref\r\n"\'=HYPERLINK(""http://x"")"\r\n');
  });

  it('an import reads the headers and cells of a sheet with the quotes taken off', async () => {
    const sheet = restoredSheet({
      headers: ["'=Ref"],
      rows: (async function* () {
        yield { row: 2, cells: ["'=1+1", "'@x", 3, null, "l'eau"] };
      })(),
    });
    const rows = [];
    for await (const row of sheet.rows) rows.push(row);
    expect(sheet.headers).toEqual(['=Ref']);
    expect(rows).toEqual([{ row: 2, cells: ['=1+1', '@x', 3, null, "l'eau"] }]);
  });
});
