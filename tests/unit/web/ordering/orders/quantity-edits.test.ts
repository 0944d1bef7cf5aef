import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../../shared/api/api-error';
import { lineErrorsOf, typedQuantityStockDiff } from '../../../../../web/ordering/orders/quantity-edits';

describe('an order’s quantities edited', () => {
  it('records a stock shortfall only for a quantity above the one ordered', () => {
    // Ordered 5, 3 more available: 9 is one short, 8 fits.
    expect(typedQuantityStockDiff('9', 5, 3)).toBe(-6);
    expect(typedQuantityStockDiff('8', 5, 8)).toBe(0);
    // Less than or as much as ordered asks nothing of the stock; neither does a text that is no number.
    expect(typedQuantityStockDiff('4', 5, 0)).toBe(0);
    expect(typedQuantityStockDiff('5', 5, 0)).toBe(0);
    expect(typedQuantityStockDiff('abc', 5, 0)).toBe(0);
  });

  it('shows the server’s refusal by line when it names one of the lines', () => {
    const error = new ApiError(400, {
      message: 'Validation failed.',
      errors: { 'line-1': 'errors.quantity.max', other: 'errors.x' },
      params: { 'line-1': { max: 3 } },
    });
    expect(lineErrorsOf(error, ['line-1', 'line-2'])).toEqual({
      'line-1': { key: 'errors.quantity.max', params: { max: 3 } },
      other: { key: 'errors.x', params: undefined },
    });
  });

  it('leaves any other failure to the notification', () => {
    expect(lineErrorsOf(new ApiError(400, { message: 'Validation failed.', errors: { comment: 'errors.x' } }), ['line-1'])).toBeNull();
    expect(lineErrorsOf(new ApiError(500, { message: 'Internal error' }), ['line-1'])).toBeNull();
    expect(lineErrorsOf(new Error('offline'), ['line-1'])).toBeNull();
  });
});
