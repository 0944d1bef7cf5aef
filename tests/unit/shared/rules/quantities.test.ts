import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  availableOnOrderEdit,
  checkStock,
  expandBundle,
  expandBundles,
  isPositiveWholeQuantity,
  productStock,
  quantitySchema,
  realDate,
  stockLinePayload,
  validateOrderedQuantity,
  validateQuantity,
  validateStockLine,
} from '../../../../shared/rules/quantities';
import { t } from './locale-helpers';

describe('quantity', () => {
  it('is a positive whole number', () => {
    expect([1, 2, 5000].every(isPositiveWholeQuantity)).toBe(true);
    expect([0, -1, 1.5, Number.NaN, Infinity].some(isPositiveWholeQuantity)).toBe(false);
    expect(quantitySchema.safeParse(3).success).toBe(true);
    expect(quantitySchema.safeParse(0).error?.issues[0].message).toBe('validation.quantity.positiveWhole');
    expect(t(validateQuantity(2.5))).toBe('Quantity must be a whole number greater than 0.');
  });

  it('ordered cannot be lower than delivered', () => {
    expect(validateOrderedQuantity(5, 5)).toBeNull();
    expect(validateOrderedQuantity(6, 5)).toBeNull();
    expect(t(validateOrderedQuantity(4, 5))).toBe('Ordered quantity cannot be lower than the delivered quantity (5).');
  });
});

describe('stock regularization line', () => {
  it('a serial number requires quantity 1', () => {
    expect(validateStockLine({ quantity: 1, serialNumber: 'SN-1' })).toEqual({});
    expect(validateStockLine({ quantity: 2, serialNumber: 'SN-1' }).quantity?.key).toBe('validation.quantity.serialNumberNeedsOne');
    expect(validateStockLine({ quantity: 2, serialNumber: '  ' })).toEqual({});
  });

  it('a best-before date requires a lot number', () => {
    expect(validateStockLine({ quantity: 3, bestBeforeDate: '2026-01-31' }).lotNumber?.key).toBe('validation.quantity.lotNumberRequired');
    expect(validateStockLine({ quantity: 3, bestBeforeDate: '2026-01-31', lotNumber: 'L42' })).toEqual({});
    expect(validateStockLine({ quantity: 3, bestBeforeDate: '' })).toEqual({});
  });

  it('the quantity itself must be a positive whole number', () => {
    expect(validateStockLine({ quantity: 0 }).quantity?.key).toBe('validation.quantity.positiveWhole');
  });

  it('sends the best-before date only when it is a real date', () => {
    expect(realDate('2026-01-31')).toBe('2026-01-31');
    expect(realDate(new Date('2026-01-31T00:00:00Z'))).toBe('2026-01-31');
    for (const value of ['', null, undefined, 'Invalid Date', '2026-02-30', new Date('nope')]) expect(realDate(value)).toBeNull();
    expect(stockLinePayload({ quantity: 1, bestBeforeDate: '' })).toEqual({ quantity: 1, bestBeforeDate: null });
  });
});

describe('stock', () => {
  it('product stock is physical minus reserved', () => {
    expect(productStock({ physicalQuantity: 10, reservedQuantity: 3 })).toBe(7);
  });

  it('on order edit: available plus ordered', () => {
    expect(availableOnOrderEdit({ physicalQuantity: 10, reservedQuantity: 8, availableQuantity: 2 }, 5, 1)).toBe(7);
  });

  it('on order edit of an out-of-stock order (-10): physical minus (reserved minus ordered)', () => {
    expect(availableOnOrderEdit({ physicalQuantity: 10, reservedQuantity: 8, availableQuantity: 2 }, 5, -10)).toBe(7);
    expect(availableOnOrderEdit({ physicalQuantity: 4, reservedQuantity: 6, availableQuantity: 0 }, 3, -10)).toBe(1);
  });

  it("says 'Insufficient quantity' above what is available", () => {
    expect(checkStock(5, 5)).toBeNull();
    expect(t(checkStock(6, 5))).toBe('Insufficient quantity');
  });

  it('property: editing never makes less available than before, by exactly the ordered quantity', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.nat(10_000), (physical, reserved, ordered) => {
        const stock = { physicalQuantity: physical, reservedQuantity: reserved };
        expect(availableOnOrderEdit(stock, ordered, 10)).toBe(productStock(stock) + ordered);
        expect(availableOnOrderEdit(stock, ordered, -10)).toBe(physical - (reserved - ordered));
      }),
    );
  });
});

describe('bundles', () => {
  it('expand into children, multiplying by the child quantity', () => {
    expect(
      expandBundle(3, [
        { idProduct: 'a', quantity: 2 },
        { idProduct: 'b', quantity: 1 },
      ]),
    ).toEqual([
      { idProduct: 'a', quantity: 6 },
      { idProduct: 'b', quantity: 3 },
    ]);
  });

  it('leaves simple lines alone and remembers the bundle of each child', () => {
    const lines = [
      { idProduct: 'kit', quantity: 2, type: 'bundle', children: [{ idProduct: 'a', quantity: 4 }] },
      { idProduct: 'c', quantity: 1, type: 'SIMPLE' },
    ];
    expect(expandBundles(lines)).toEqual([
      { idProduct: 'a', quantity: 8, idBundle: 'kit' },
      { idProduct: 'c', quantity: 1 },
    ]);
  });

  it('property: total child quantity is bundle quantity times the sum of child quantities', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 10 }), (q, childQuantities) => {
        const lines = expandBundle(
          q,
          childQuantities.map((quantity, i) => ({ idProduct: `p${i}`, quantity })),
        );
        expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(q * childQuantities.reduce((a, b) => a + b, 0));
      }),
    );
  });
});
