import { describe, expect, it } from 'vitest';
import { chunksOf, runImport, type ChunkSender, type SheetRow } from '../../../../shared/imports/engine';
import { mapColumns } from '../../../../shared/imports/headers';
import { kindFor, KINDS } from '../../../../shared/imports/kinds';
import { defaultSkuRange, orderKind, validateSkuRange } from '../../../../shared/imports/orders';
import { createRowValidator } from '../../../../shared/imports/rows';
import type { RowResult } from '../../../../shared/imports/protocol';
import { en, fr, lookup, t } from '../rules/locale-helpers';

const labels = {
  en: lookup(en, 'resources.orderImports.fields') as Record<string, string>,
  fr: lookup(fr, 'resources.orderImports.fields') as Record<string, string>,
};

describe('orders import: line layout', () => {
  const headers = ['Référence de commande', 'Référence de l’adresse', 'SKU', 'Quantité', 'Date de livraison souhaitée', 'N° de bon de commande'];
  const { mapping, problems } = mapColumns(headers, KINDS.orders, labels);
  const check = (cells: SheetRow['cells'][]) => {
    const validator = createRowValidator(KINDS.orders, mapping, headers);
    return cells.map((c, i) => validator.check(i + 2, c));
  };

  it('maps French headers and turns each row into one order line, with the French Excel date and quantity', () => {
    expect(problems).toEqual([]);
    const [row] = check([['CMD-1', 'MAG-1', 'LAMP-01', '3', '24/11/2026', 'PO-7']]);
    expect(row).toEqual({
      ok: true,
      value: { orderReference: 'CMD-1', addressReference: 'MAG-1', deliveryDate: '2026-11-24', poNumber: 'PO-7', lines: [{ sku: 'LAMP-01', quantity: 3 }] },
    });
    expect(check([['CMD-1', 'MAG-1', 'LAMP-01', 2, '24.11.2026', null]])[0]).toMatchObject({ ok: true, value: { deliveryDate: '2026-11-24' } });
  });

  it('takes only positive whole quantities, a DD.MM.YYYY date, and one line per order reference and SKU', () => {
    const [zero, fraction, date, first, twice] = check([
      ['CMD-1', 'MAG-1', 'A', '0', null],
      ['CMD-2', 'MAG-1', 'A', '1,5', null],
      ['CMD-3', 'MAG-1', 'A', '1', '2026-13-01x'],
      ['CMD-4', 'MAG-1', 'a', '1', null],
      ['cmd-4', 'MAG-1', 'A', '2', null],
    ]);
    const texts = (r: typeof zero) => (r.ok ? [] : r.errors.map((e) => [e.column, t(e.message)]));
    expect(texts(zero)).toEqual([['Quantité', 'Quantity must be a whole number greater than 0.']]);
    expect(texts(fraction)).toEqual([['Quantité', 'Quantity must be a whole number greater than 0.']]);
    expect(texts(date)).toEqual([['Date de livraison souhaitée', 'Date format is DD.MM.YYYY']]);
    expect(first.ok).toBe(true);
    expect(texts(twice)).toEqual([['SKU', 'Same as row 5 of the file.']]);
  });
});

describe('orders import: column layout (skuFrom..skuTo, 0-based inclusive)', () => {
  const headers = ['Order reference', 'Address reference', 'LAMP-01', 'CANDLE-02', 'PLATE-03', 'Order comment'];
  const kind = orderKind({ layout: 'column', skuFrom: 2, skuTo: 4 });
  const { mapping } = mapColumns(headers, kind, labels);

  it('reads the SKU columns as lines, keeping only quantities above 0, and never maps them to a field', () => {
    expect([...mapping]).toEqual([
      [0, 'orderReference'],
      [1, 'addressReference'],
      [5, 'orderComment'],
    ]);
    const validator = createRowValidator(kind, mapping, headers);
    expect(validator.check(2, ['CMD-1', 'MAG-1', '2', '', '-1', 'Vitrine'])).toEqual({
      ok: true,
      value: { orderReference: 'CMD-1', addressReference: 'MAG-1', orderComment: 'Vitrine', lines: [{ sku: 'LAMP-01', quantity: 2 }] },
    });
    const empty = validator.check(3, ['CMD-2', 'MAG-1', '0', '', null, null]);
    expect(empty.ok ? [] : empty.errors.map((e) => t(e.message))).toEqual(['This order has no quantity above 0.']);
    // A fraction is not dropped: its column says what is wrong.
    const fraction = validator.check(4, ['CMD-3', 'MAG-1', '1', '0,5', null, null]);
    expect(fraction.ok ? [] : fraction.errors.map((e) => [e.column, e.value, t(e.message)])).toEqual([
      ['CANDLE-02', '0,5', 'Quantity must be a whole number greater than 0.'],
    ]);
  });

  it('defaults the SKU columns to those after the order columns, and checks a chosen range', () => {
    const orderColumns = mapColumns(
      ['Order reference', 'Address reference', 'LAMP-01', 'CANDLE-02', ''],
      orderKind({ layout: 'column', skuFrom: -1, skuTo: -1 }),
      labels,
    ).mapping;
    expect(defaultSkuRange(['Order reference', 'Address reference', 'LAMP-01', 'CANDLE-02', ''], orderColumns)).toEqual({ skuFrom: 2, skuTo: 3 });
    expect(validateSkuRange(headers, { skuFrom: 2, skuTo: 4 }, mapping)).toBe(true);
    expect(validateSkuRange(headers, { skuFrom: 1, skuTo: 4 }, mapping)).toBe(false);
    expect(validateSkuRange(headers, { skuFrom: 4, skuTo: 2 }, mapping)).toBe(false);
    expect(validateSkuRange(headers, { skuFrom: 2, skuTo: 6 }, mapping)).toBe(false);
  });
});

describe('orders import: the engine keeps an order together', () => {
  it('never splits the rows of an order between chunks', () => {
    const items = ['A', 'B', 'A', 'C', 'C', 'C', 'D'];
    expect(chunksOf(items, 3, (x) => x)).toEqual([['A', 'A', 'B'], ['C', 'C', 'C'], ['D']]);
    expect(chunksOf([1, 2, 3], 2, null)).toEqual([[1, 2], [3]]);
  });

  it('fails every line of an order when one fails, so the error file holds the whole order', async () => {
    const headers = ['Order reference', 'Address reference', 'SKU', 'Quantity'];
    const kind = { ...kindFor('orders', { layout: 'line' }), chunkSize: 2 };
    const { mapping } = mapColumns(headers, kind, labels);
    const sent: number[][] = [];
    const send: ChunkSender = async (rows) => {
      sent.push(rows.map((r) => r.row as number));
      return rows.map((r): RowResult => ({ row: r.row as number, outcome: 'created' }));
    };
    const rows: SheetRow[] = [
      { row: 2, cells: ['CMD-1', 'MAG-1', 'A', 1] },
      { row: 3, cells: ['CMD-2', 'MAG-1', 'A', 1] },
      { row: 4, cells: ['CMD-1', 'MAG-1', 'B', 0] },
      { row: 5, cells: ['CMD-3', 'MAG-1', 'A', 1] },
      { row: 6, cells: ['CMD-2', 'MAG-1', 'B', 2] },
    ];
    const report = await runImport({ kind, headers, rows, mapping, dryRun: false, allOrNothing: false, send });
    expect(sent).toEqual([[3, 6], [5]]);
    expect(report.rows.map((r) => [r.row, r.outcome, r.errors.map((e) => t(e.message))])).toEqual([
      [2, 'failed', ['Not imported: row 4 of the same order failed, and an order is imported whole.']],
      [3, 'created', []],
      [4, 'failed', ['Quantity must be a whole number greater than 0.']],
      [5, 'created', []],
      [6, 'created', []],
    ]);
  });

  it('resumes after an interruption with the orders not yet committed, each sent whole', async () => {
    const headers = ['Order reference', 'Address reference', 'SKU', 'Quantity'];
    const kind = { ...KINDS.orders, chunkSize: 2 };
    const { mapping } = mapColumns(headers, kind, labels);
    const rows: SheetRow[] = [2, 3, 4, 5, 6].map((row) => ({ row, cells: [`CMD-${row % 2}`, 'MAG-1', `SKU-${row}`, 1] }));
    const sent: number[][] = [];
    const send: ChunkSender = async (chunk) => {
      sent.push(chunk.map((r) => r.row as number));
      return chunk.map((r): RowResult => ({ row: r.row as number, outcome: 'created' }));
    };
    // The first run committed order CMD-0 (rows 2, 4, 6) before it was killed.
    const done = new Map([2, 4, 6].map((row): [number, RowResult] => [row, { row, outcome: 'created' }]));
    const report = await runImport({ kind, headers, rows, mapping, dryRun: false, allOrNothing: false, send, journal: { done, record: async () => {} } });
    expect(sent).toEqual([[3, 5]]);
    expect([report.resumed, report.counts]).toEqual([3, { created: 5, updated: 0, skipped: 0, failed: 0 }]);
  });

  it('points a server error on a column-layout line at its SKU column', async () => {
    const headers = ['Order reference', 'Address reference', 'LAMP-01', 'CANDLE-02'];
    const kind = orderKind({ layout: 'column', skuFrom: 2, skuTo: 3 });
    const { mapping } = mapColumns(headers, kind, labels);
    const send: ChunkSender = async (rows) =>
      rows.map((r) => ({ row: r.row as number, outcome: 'failed', errors: { 'quantity:CANDLE-02': 'messages.insufficientQuantity' } }));
    const report = await runImport({ kind, headers, rows: [{ row: 2, cells: ['CMD-1', 'MAG-1', 1, 40] }], mapping, dryRun: true, allOrNothing: false, send });
    expect(report.rows[0].errors.map((e) => [e.column, e.value, t(e.message)])).toEqual([['CANDLE-02', '40', 'Insufficient quantity']]);
  });
});
