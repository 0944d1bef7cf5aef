import { describe, expect, it } from 'vitest';
import { addToCartRefusal } from '../../../../shared/rules/cart';
import { decideQuickOrder, quickOrderLinesFromRows, quickOrderLinesFromText, type QuickOrderProduct } from '../../../../shared/rules/quick-order';
import { fr, t } from './locale-helpers';

const product = (sku: string, availableQuantity: number | null, inCart = 0, type = 'SIMPLE'): QuickOrderProduct => ({
  idProduct: `id-${sku}`,
  sku,
  productName: `Product ${sku}`,
  type,
  availableQuantity,
  inCart,
});

describe('adding to the cart, told before the click', () => {
  it('says a product at 0 stock is out of stock, and all of it already in the cart', () => {
    expect(t(addToCartRefusal(0, 0, 1))).toBe('Out of stock');
    expect(t(addToCartRefusal(-2, 0, 1))).toBe('Out of stock');
    expect(t(addToCartRefusal(3, 3, 1))).toContain('All 3 available are in your cart');
    expect(t(addToCartRefusal(0, 0, 1), fr)).toBe('Rupture de stock');
  });

  it('refuses, as the cart does, a quantity that would take the cart past the stock, and takes one that fits exactly', () => {
    expect(t(addToCartRefusal(5, 2, 4))).toBe('The requested qty is not available!');
    expect(addToCartRefusal(5, 2, 3)).toBeNull();
    expect(addToCartRefusal(5, 0, 5)).toBeNull();
    // Without a stock figure the cart decides.
    expect(addToCartRefusal(null, 0, 1000)).toBeNull();
  });
});

describe('quick order lines', () => {
  it('read "SKU quantity" lines separated by spaces, tabs, semicolons or a comma, numbered as written, empty lines skipped', () => {
    expect(quickOrderLinesFromText('NW-STV-01 4\n\nNW-GAS-230\t12\r\nnw-pot-01;1\nNW-SOCK-01,3\n  NW-MAT-01   2  ')).toEqual([
      { line: 1, sku: 'NW-STV-01', quantity: '4' },
      { line: 3, sku: 'NW-GAS-230', quantity: '12' },
      { line: 4, sku: 'nw-pot-01', quantity: '1' },
      { line: 5, sku: 'NW-SOCK-01', quantity: '3' },
      { line: 6, sku: 'NW-MAT-01', quantity: '2' },
    ]);
    // A comma after a space is no separator: "2,5" stays one quantity, refused as not whole.
    expect(quickOrderLinesFromText('A 2,5')).toEqual([{ line: 1, sku: 'A', quantity: '2,5' }]);
    expect(quickOrderLinesFromText('A')).toEqual([{ line: 1, sku: 'A', quantity: '' }]);
  });

  it("read a sheet's first two cells per row, a header row skipped, rows numbered as in the sheet", () => {
    expect(quickOrderLinesFromRows([[], ['SKU', 'Quantité', 'ignored'], ['NW-STV-01', 4], [null, null], ['NW-GAS-230', '2']])).toEqual([
      { line: 3, sku: 'NW-STV-01', quantity: '4' },
      { line: 5, sku: 'NW-GAS-230', quantity: '2' },
    ]);
    // A first row with a number is a line, not a header.
    expect(quickOrderLinesFromRows([['NW-STV-01', '4']])).toEqual([{ line: 1, sku: 'NW-STV-01', quantity: '4' }]);
  });
});

describe('quick order decision', () => {
  const products = [product('NW-STV-01', 10), product('NW-GAS-230', 5, 3), product('NW-JKT-RAIN', null, 0, 'CONFIGURABLE'), product('NW-MAT-01', 0)];

  it('takes the lines the cart takes and says why it refuses each other one', () => {
    const decision = decideQuickOrder(
      [
        { line: 1, sku: 'nw-stv-01', quantity: '4' },
        { line: 2, sku: 'NOPE-1', quantity: '1' },
        { line: 3, sku: 'NW-JKT-RAIN', quantity: '1' },
        { line: 4, sku: 'NW-STV-01', quantity: '0' },
        { line: 5, sku: 'NW-STV-01', quantity: '1.5' },
        { line: 6, sku: 'NW-STV-01', quantity: 'two' },
        { line: 7, sku: 'NW-STV-01', quantity: '' },
        { line: 8, sku: 'NW-GAS-230', quantity: '3' },
        { line: 9, sku: 'NW-MAT-01', quantity: '1' },
        { line: 10, sku: 'NW-GAS-230', quantity: '2' },
      ],
      products,
    );
    expect(decision.taken).toEqual([
      { line: 1, sku: 'NW-STV-01', idProduct: 'id-NW-STV-01', productName: 'Product NW-STV-01', quantity: 4 },
      { line: 10, sku: 'NW-GAS-230', idProduct: 'id-NW-GAS-230', productName: 'Product NW-GAS-230', quantity: 2 },
    ]);
    expect(decision.refused.map((r) => [r.line, t(r.reason)])).toEqual([
      [2, 'Invalid SKU'],
      [3, 'Product NW-JKT-RAIN comes in several variants: give the SKU of one'],
      [4, 'Quantity must be a whole number greater than 0.'],
      [5, 'Quantity must be a whole number greater than 0.'],
      [6, 'Quantity must be a whole number greater than 0.'],
      [7, 'No quantity'],
      // 3 in the cart and 3 more would take 6 of the 5 available; the 2 of line 10 fit.
      [8, 'The requested qty is not available!'],
      [9, 'Out of stock'],
    ]);
  });

  it('counts a SKU on several lines together against the stock', () => {
    const decision = decideQuickOrder(
      [
        { line: 1, sku: 'NW-STV-01', quantity: '6' },
        { line: 2, sku: 'NW-STV-01', quantity: '4' },
        { line: 3, sku: 'NW-STV-01', quantity: '1' },
      ],
      products,
    );
    expect(decision.taken.map((l) => l.line)).toEqual([1, 2]);
    // The 10 available are all in the cart by then.
    expect(decision.refused.map((r) => [r.line, r.reason])).toEqual([[3, { key: 'pages.catalog.allInCart', params: { smart_count: 10 } }]]);
  });
});
