import { describe, expect, it } from 'vitest';
import { mapColumns } from '../../../../shared/imports/headers';
import { KINDS } from '../../../../shared/imports/kinds';
import { orderKind } from '../../../../shared/imports/orders';
import { readValues, readValueText } from '../../../../shared/imports/reading';
import { en, fr, lookup } from '../rules/locale-helpers';

const labelsOf = (resource: string) => ({
  en: lookup(en, `resources.${resource}.fields`) as Record<string, string>,
  fr: lookup(fr, `resources.${resource}.fields`) as Record<string, string>,
});
const words = { yes: 'yes', no: 'no', unread: '?' };

describe('what a dry run shows of how values were read', () => {
  it('lists each distinct yes/no word, date and type name of a column with what it read as and how many rows write it', () => {
    const headers = ['Référence', 'Nom de l’adresse', 'Type', 'Adresse', 'Code postal', 'Ville', 'Pays', 'Statut'];
    const { mapping } = mapColumns(headers, KINDS.addresses, labelsOf('myAddresses'));
    const rows = [
      ['R-1', 'A', 'Livraison', '1 rue', '75001', 'Paris', 'FR', 'oui'],
      ['R-2', 'B', 'Entrepôt', '1 rue', '75001', 'Paris', 'FR', 'OUI'],
      ['R-3', 'C', 'Bureau', '1 rue', '75001', 'Paris', 'FR', 'oui'],
      ['R-4', 'D', '', '1 rue', '75001', 'Paris', 'FR', true],
    ].map((cells, i) => ({ row: i + 2, cells }));
    const { values, more } = readValues(KINDS.addresses, headers, rows, mapping);
    expect(more).toBe(0);
    expect(values.map((v) => [v.column, v.written, v.read, v.rows])).toEqual([
      ['Type', 'Livraison', 'DELIVERY', 1],
      ['Type', 'Entrepôt', 'WAREHOUSE', 1],
      ['Type', 'Bureau', null, 1],
      ['Statut', 'oui', true, 2],
      ['Statut', 'OUI', true, 1],
      ['Statut', 'true', true, 1],
    ]);
  });

  it('shows a date with its month named, never as 03/04 again', () => {
    const headers = ['Order reference', 'Address reference', 'SKU', 'Quantity', 'Desired delivery date'];
    const kind = orderKind();
    const { mapping } = mapColumns(headers, kind, labelsOf('orderImports'));
    const rows = [
      { row: 2, cells: ['O-1', 'A-1', 'SKU', 1, '03/04/2027'] },
      { row: 3, cells: ['O-2', 'A-1', 'SKU', 1, new Date('2027-04-03T00:00:00Z')] },
      { row: 4, cells: ['O-3', 'A-1', 'SKU', 1, '31/02/2027'] },
    ];
    const { values } = readValues(kind, headers, rows, mapping);
    expect(values.map((v) => [v.written, v.read])).toEqual([
      ['03/04/2027', '2027-04-03'],
      ['2027-04-03', '2027-04-03'],
      ['31/02/2027', null],
    ]);
    expect(values.map((v) => readValueText(v, 'en', words))).toEqual(['3 April 2027', '3 April 2027', '?']);
    expect(readValueText(values[0], 'fr', words)).toBe('3 avril 2027');
  });

  it('lists at most 20 texts per column and counts the others', () => {
    const headers = ['E-mail', 'First name', 'Last name', 'Enabled'];
    const { mapping } = mapColumns(headers, KINDS.users, labelsOf('users'));
    const rows = Array.from({ length: 25 }, (_, i) => ({ row: i + 2, cells: [`u${i}@x.example`, 'Anne', 'Petit', `word ${i}`] }));
    const { values, more } = readValues(KINDS.users, headers, rows, mapping);
    expect([values.length, more]).toEqual([20, 5]);
  });
});
