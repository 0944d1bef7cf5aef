import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { stockErrorsReducer, type StockErrorEvent } from '../../../../shared/rules/stock-errors';

const reduce = stockErrorsReducer('messages.insufficientQuantity');

describe('stock error list', () => {
  it('adds an entry on a negative difference and replaces it on the next check', () => {
    const once = reduce([], { type: 'quantityChecked', idProduct: 'p1', diff: -2 });
    expect(once).toEqual([{ idProduct: 'p1', diff: -2, error: 'messages.insufficientQuantity' }]);
    expect(reduce(once, { type: 'quantityChecked', idProduct: 'p1', diff: -1 })).toEqual([
      { idProduct: 'p1', diff: -1, error: 'messages.insufficientQuantity' },
    ]);
  });

  it('removes the entry when the difference is zero or more', () => {
    const errors = reduce([], { type: 'quantityChecked', idProduct: 'p1', diff: -2 });
    expect(reduce(errors, { type: 'quantityChecked', idProduct: 'p1', diff: 0 })).toEqual([]);
    expect(reduce(errors, { type: 'quantityChecked', idProduct: 'p1', diff: 3 })).toEqual([]);
  });

  it('records a failed product fetch and clears on removal or clear', () => {
    const errors = reduce([], { type: 'productFetchFailed', idProduct: 'p2' });
    expect(errors).toEqual([{ idProduct: 'p2', diff: null, error: 'messages.requestedQtyNotAvailable' }]);
    expect(reduce(errors, { type: 'itemRemoved', idProduct: 'p2' })).toEqual([]);
    expect(reduce(errors, { type: 'cleared' })).toEqual([]);
  });

  it('property: at most one entry per product, present exactly when its last check was negative', () => {
    const event = fc.oneof(
      fc.record({ type: fc.constant('quantityChecked' as const), idProduct: fc.constantFrom('a', 'b', 'c'), diff: fc.integer({ min: -5, max: 5 }) }),
      fc.record({ type: fc.constant('itemRemoved' as const), idProduct: fc.constantFrom('a', 'b', 'c') }),
    );
    fc.assert(
      fc.property(fc.array(event), (events: StockErrorEvent[]) => {
        const errors = events.reduce(reduce, []);
        for (const id of ['a', 'b', 'c']) {
          const last = [...events].reverse().find((e) => 'idProduct' in e && e.idProduct === id);
          const expected = last?.type === 'quantityChecked' && last.diff < 0;
          expect(errors.filter((e) => e.idProduct === id)).toHaveLength(expected ? 1 : 0);
        }
      }),
    );
  });
});
