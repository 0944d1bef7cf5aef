import { describe, expect, it } from 'vitest';
import { CART_RELOAD_DEBOUNCE_MS, canCheckout, cartBadgeCount, cartErrorsAfterReload, cartErrorsReducer, cartRequest } from '../../../../shared/rules/cart';
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

describe('cart errors after a reload', () => {
  const line = (idProduct: string, quantity: number, availableQuantity: number | null) => ({ idProduct, quantity, availableQuantity });

  it('records a negative difference and clears it at zero or more', () => {
    const errors = cartErrorsAfterReload([], { items: [line('p1', 5, 3), line('p2', 2, 2)], errors: [] });
    expect(errors).toEqual([{ idProduct: 'p1', diff: -2, error: 'messages.requestedQtyNotAvailable' }]);
    expect(t(errors[0].error)).toBe('The requested qty is not available!');
    expect(cartErrorsAfterReload(errors, { items: [line('p1', 3, 3)], errors: [] })).toEqual([]);
  });

  it('drops the error of a product that left the cart', () => {
    const errors = cartErrorsAfterReload([], { items: [line('p1', 5, 3)], errors: [] });
    expect(cartErrorsAfterReload(errors, { items: [line('p2', 1, 10)], errors: [] })).toEqual([]);
  });

  it('gives a product the server could not fetch the fetch message, whatever its stock', () => {
    const errors = cartErrorsAfterReload([], { items: [line('p1', 1, 10)], errors: [{ idProduct: 'p1', diff: null }] });
    expect(errors).toEqual([{ idProduct: 'p1', diff: null, error: 'messages.requestedQtyNotAvailable' }]);
  });

  it('opens checkout only with items and no error', () => {
    expect(canCheckout({ items: [1] }, [])).toBe(true);
    expect(canCheckout({ items: [] }, [])).toBe(false);
    expect(canCheckout(null, [])).toBe(false);
    expect(canCheckout({ items: [1] }, [{ idProduct: 'p', diff: -1, error: 'x' }])).toBe(false);
  });

  it('shows the total quantity on the badge', () => {
    expect(cartBadgeCount({ totalQuantity: 7 })).toBe(7);
    expect(cartBadgeCount(undefined)).toBe(0);
  });
});
