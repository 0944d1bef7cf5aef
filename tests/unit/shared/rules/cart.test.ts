import { describe, expect, it } from 'vitest';
import { CART_RELOAD_DEBOUNCE_MS, cartErrorsReducer, cartRequest } from '../../../../shared/rules/cart';
import { t } from './locale-helpers';

describe('cart errors', () => {
  it("record 'The requested qty is not available!' for a negative difference and a failed fetch", () => {
    const [negative] = cartErrorsReducer([], { type: 'quantityChecked', idProduct: 'p1', diff: -1 });
    const [failed] = cartErrorsReducer([], { type: 'productFetchFailed', idProduct: 'p1' });
    expect(t(negative.error)).toBe('The requested qty is not available!');
    expect(t(failed.error)).toBe('The requested qty is not available!');
  });

  it('clear on a difference of zero or more and on item removal', () => {
    const errors = cartErrorsReducer([], { type: 'quantityChecked', idProduct: 'p1', diff: -1 });
    expect(cartErrorsReducer(errors, { type: 'quantityChecked', idProduct: 'p1', diff: 0 })).toEqual([]);
    expect(cartErrorsReducer(errors, { type: 'itemRemoved', idProduct: 'p1' })).toEqual([]);
  });
});

describe('cart request', () => {
  const scope = { idClientAccount: 'a', idWarehouse: 'w', warehouseType: 'BOX' as const };
  it('uses the warehouse type outside event mode', () => {
    expect(cartRequest({ ...scope, eventMode: false, idEvent: 'e' })).toEqual({ idClientAccount: 'a', idWarehouse: 'w', type: 'BOX' });
  });
  it('uses EVENT with the active event in event mode, and skips the reload without one', () => {
    expect(cartRequest({ ...scope, eventMode: true, idEvent: 'e' })).toEqual({ idClientAccount: 'a', idWarehouse: 'w', type: 'EVENT', idEvent: 'e' });
    expect(cartRequest({ ...scope, eventMode: true, idEvent: null })).toBeNull();
  });
  it('debounces reloads by 250 ms', () => expect(CART_RELOAD_DEBOUNCE_MS).toBe(250));
});
