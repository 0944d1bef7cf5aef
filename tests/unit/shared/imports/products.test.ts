import { describe, expect, it } from 'vitest';
import { errorTable, csvBytes } from '../../../../shared/imports/error-file';
import { mapColumns } from '../../../../shared/imports/headers';
import { KINDS } from '../../../../shared/imports/kinds';
import { createRowValidator, type Cell } from '../../../../shared/imports/rows';
import { en, fr, lookup, t } from '../rules/locale-helpers';

const products = KINDS.products;
const labels = {
  en: lookup(en, 'resources.products.fields') as Record<string, string>,
  fr: lookup(fr, 'resources.products.fields') as Record<string, string>,
};
/** What French Excel saves for a product sheet: French headers, comma decimals, text everywhere. */
const HEADERS = ['SKU', 'Type', 'Nom du produit', 'Prix de vente', 'Température minimale (°C)', 'Température maximale (°C)', 'Actif', 'Position d’affichage'];

function check(rows: Cell[][]) {
  const { mapping, problems } = mapColumns(HEADERS, products, labels);
  expect(problems).toEqual([]);
  const validator = createRowValidator(products, mapping, HEADERS);
  return rows.map((cells, i) => validator.check(i + 2, cells));
}

describe('product import rows', () => {
  it('reads French headers, comma decimals, the type in any case and boolean text', () => {
    const [first] = check([['LT-001', 'simple', 'Lampe', '12,50', '-4,5', '30', 'oui', '3']]);
    expect(first).toEqual({
      ok: true,
      value: expect.objectContaining({
        sku: 'LT-001',
        type: 'SIMPLE',
        productName: 'Lampe',
        priceSell: 12.5,
        minTemperature: -4.5,
        maxTemperature: 30,
        // 'oui' says yes in the French template's language.
        enabled: true,
        displayPosition: 3,
      }),
    });
  });

  it('leaves empty prices, position and flags "not given" and keeps typed numbers', () => {
    const [first] = check([['LT-002', 'BUNDLE', 'Coffret', 19.9, null, '', '', '']]);
    expect(first.ok && first.value).toMatchObject({ type: 'BUNDLE', priceSell: 19.9, minTemperature: null, displayPosition: null });
    expect(first.ok && 'enabled' in first.value).toBe(false);
  });

  it('names each broken rule with the column, the value and the message', () => {
    const results = check([
      ['LT-003', 'KIT', 'Lampe', 'douze', '8', '2', '', '1,5'],
      ['LT-0000000000004', 'SIMPLE', 'L', '-1', '', '', '', ''],
    ]);
    const said = results.map((r) => (r.ok ? [] : r.errors.map((e) => `${e.column} "${e.value}": ${t(e.message)}`)));
    expect(said[0]).toEqual([
      'Type "KIT": This field is required.',
      'Position d’affichage "1,5": Please enter a whole number.',
      'Prix de vente "douze": Please enter a valid number.',
    ]);
    expect(said[1]).toEqual([expect.stringMatching(/^SKU "LT-0000000000004": /), 'Prix de vente "-1": Please enter a number of 0 or more.']);
  });

  it('finds a duplicate SKU inside the file whatever its case (SKUs are unique per account in any case)', () => {
    const [, second] = check([
      ['LT-005', 'SIMPLE', 'Lampe', '', '', '', '', ''],
      ['lt-005', 'SIMPLE', 'Autre lampe', '', '', '', '', ''],
    ]);
    expect(second.ok ? null : second.errors.map((e) => [e.column, t(e.message)])).toEqual([
      ['SKU', t({ key: 'validation.import.duplicateInFile', params: { row: 2 } })],
    ]);
  });

  it('rejects a minimum temperature that is not below the maximum', () => {
    const [first] = check([['LT-006', 'SIMPLE', 'Lampe', '', '8', '2', '', '']]);
    expect(first.ok ? null : first.errors.map((e) => e.message.key)).toEqual(['validation.temperatureRange']);
  });
});

describe('error file content', () => {
  it('keeps the rows as read plus the line and the errors, and writes Windows-1252 as French Excel reads it', () => {
    const table = errorTable(['Référence', 'Ville'], { line: 'Ligne', errors: 'Erreurs' }, [{ row: 4, cells: ['R-1'], errors: 'Ville "": obligatoire' }]);
    expect(table).toEqual([
      ['Référence', 'Ville', 'Ligne', 'Erreurs'],
      ['R-1', null, 4, 'Ville "": obligatoire'],
    ]);
    const bytes = csvBytes(table, { delimiter: ';', encoding: 'windows-1252', bom: false });
    expect(bytes[3]).toBe(0xe9); // 'é' is one byte
    expect(new TextDecoder('windows-1252').decode(bytes)).toBe('Référence;Ville;Ligne;Erreurs\r\nR-1;;4;"Ville """": obligatoire"\r\n');
    const bom = csvBytes([['é']], { delimiter: ';', encoding: 'utf-8', bom: true });
    expect([...bom.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
