import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_IMPORT_ROWS, cleanPayload, columnLayoutLines, parseBooleanText, readBooleanWord, validateImportRowCount } from '../../../../shared/rules/imports';
import { t } from './locale-helpers';

describe('boolean text', () => {
  it('is true for the spec words, in any case and with surrounding spaces', () => {
    for (const word of ['true', '1', 'yes', 'y', 'on', 'enable', 'enabled', 'check', 'checked', ' TRUE ', 'Yes', 'Checked\t']) {
      expect(parseBooleanText(word)).toBe(true);
    }
    expect(parseBooleanText(1)).toBe(true);
    expect(parseBooleanText(true)).toBe(true);
  });

  it('is false for everything else', () => {
    for (const value of ['false', '0', 'no', 'n', 'off', '', 'oui', 'yes please', '2', 0, null, undefined, false, {}]) {
      expect(parseBooleanText(value)).toBe(false);
    }
  });

  it('property: only the nine words are true', () => {
    const words = new Set(['true', '1', 'yes', 'y', 'on', 'enable', 'enabled', 'check', 'checked']);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom(...words, ' Y ', 'ENABLED')), (s) => {
        expect(parseBooleanText(s)).toBe(words.has(s.trim().toLowerCase()));
      }),
    );
  });
});

describe('yes/no cells as an import reads them', () => {
  it('reads the spec words and their opposites in English and French, any case, accents or not; another word is no answer', () => {
    expect(['TRUE', ' yes ', 'y', 'oui', 'Vrai', 'actif', 'activée', 'cochee', 1, true].map(readBooleanWord)).toEqual(Array(10).fill(true));
    expect(['false', 'No', 'n', 'off', 'disabled', 'NON', 'faux', 'inactif', 'désactivé', 0, false].map(readBooleanWord)).toEqual(Array(11).fill(false));
    expect(['peut-être', 'yes please', '2', '', 2, null, {}].map(readBooleanWord)).toEqual(Array(7).fill(null));
  });

  it('property: every word the spec reads as true is a yes', () => {
    fc.assert(
      fc.property(fc.constantFrom('true', '1', 'yes', 'y', 'on', 'enable', 'enabled', 'check', 'checked'), fc.constantFrom('', ' ', '\t'), (word, pad) => {
        expect(readBooleanWord(`${pad}${word.toUpperCase()}${pad}`)).toBe(true);
        expect(parseBooleanText(word)).toBe(true);
      }),
    );
  });
});

describe('import size', () => {
  it('allows at most 5000 rows', () => {
    expect(MAX_IMPORT_ROWS).toBe(5000);
    expect(validateImportRowCount(5000)).toBeNull();
    expect(t(validateImportRowCount(5001))).toBe('The file has 5001 rows; at most 5000 rows can be imported.');
  });
});

describe('payload cleaning', () => {
  it('turns empty strings into null at any depth', () => {
    const date = new Date(0);
    expect(cleanPayload({ a: '', b: 'x', c: [{ d: '' }, ''], e: { f: { g: '  ' } }, h: 0, i: false, j: date })).toEqual({
      a: null,
      b: 'x',
      c: [{ d: null }, null],
      e: { f: { g: null } },
      h: 0,
      i: false,
      j: date,
    });
  });

  it('property: no blank string survives, and every other leaf is unchanged', () => {
    const blank = (v: unknown) => typeof v === 'string' && v.trim() === '';
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const cleaned = cleanPayload(value);
        const walk = (before: unknown, after: unknown): void => {
          if (blank(before)) return expect(after).toBeNull();
          if (Array.isArray(before)) return (before as unknown[]).forEach((v, i) => walk(v, (after as unknown[])[i]));
          if (before && typeof before === 'object') return Object.keys(before).forEach((k) => walk((before as never)[k], (after as never)[k]));
          expect(after).toEqual(before);
        };
        walk(value, cleaned);
      }),
    );
  });
});

describe('column layout', () => {
  const header = ['Address', 'Reference', 'SKU-A', 'SKU-B', 'SKU-C', 'Comment'];
  it('reads SKU columns skuFrom..skuTo and keeps only positive quantities', () => {
    expect(columnLayoutLines(header, ['Paris', 'R1', 3, '0', ' 2 ', 'x'], { skuFrom: 2, skuTo: 4 })).toEqual([
      { sku: 'SKU-A', quantity: 3 },
      { sku: 'SKU-C', quantity: 2 },
    ]);
    expect(columnLayoutLines(header, ['Lyon', 'R2', -1, '', 'abc', 5], { skuFrom: 2, skuTo: 4 })).toEqual([]);
  });

  it('property: every line has a positive quantity from inside the range', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.string()), { minLength: 1, maxLength: 12 }),
        fc.nat(12),
        fc.nat(12),
        (row, from, to) => {
          const head = row.map((_, i) => `S${i}`);
          for (const line of columnLayoutLines(head, row, { skuFrom: from, skuTo: to })) {
            const column = Number(line.sku.slice(1));
            expect(line.quantity).toBeGreaterThan(0);
            expect(column >= from && column <= to).toBe(true);
          }
        },
      ),
    );
  });
});
