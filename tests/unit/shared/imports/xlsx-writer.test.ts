/** The xlsx sheet's cells as text, the same in the CLI's export and the portal's reports (read back whole in their own tests). */
import { describe, expect, it } from 'vitest';
import { cellXml, columnLetters, rowXml, xmlText } from '../../../../shared/imports/xlsx-writer';

describe('xlsx cells', () => {
  it('escapes markup, writes carriage returns and non-ASCII characters as references and drops what XML refuses', () => {
    expect(xmlText('a & b < c > d "e" \'f\'')).toBe('a &amp; b &lt; c &gt; d "e" \'f\'');
    expect(xmlText('x\r\ny\u0001\u007f\uffff')).toBe('x&#13;\ny');
    // Outside ASCII as references, a lone half of a surrogate pair as the replacement character.
    expect(xmlText('é📦\ud800Œ')).toBe('&#233;&#128230;&#xFFFD;&#338;');
    expect(cellXml('B7', 'plain')).toBe('<c r="B7" t="inlineStr"><is><t>plain</t></is></c>');
    expect(cellXml('B7', ' padded')).toBe('<c r="B7" t="inlineStr"><is><t xml:space="preserve"> padded</t></is></c>');
    expect(cellXml('C1', 2.5)).toBe('<c r="C1"><v>2.5</v></c>');
    expect(cellXml('C1', false)).toBe('<c r="C1" t="b"><v>0</v></c>');
    expect(cellXml('C1', null)).toBe('');
  });

  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
    // A row wider than the header still places every cell.
    expect(rowXml(3, [1, null, true], ['A'])).toBe('<row r="3"><c r="A3"><v>1</v></c><c r="C3" t="b"><v>1</v></c></row>');
  });
});
