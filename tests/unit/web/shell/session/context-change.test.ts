import { describe, expect, it } from 'vitest';
import { nearestList, pathAfterContextChange } from '../../../../../web/shell/session/context-change';

const id = 'f0000000-0000-4000-8000-000000000001';
const LISTS = ['/dashboard', '/orders/list', '/draft-orders/list', '/checkout/cart', '/admin/user/list', '/admin/provider', '/quotas/list'];
const warehouse = { accountChanged: false, warehouseChanged: true };
const account = { accountChanged: true, warehouseChanged: true };

describe('the screen after a change of working context', () => {
  it('stays where the user is: a product being added, a list, a form of the organisation', () => {
    expect(pathAfterContextChange(`/product/${id}`, warehouse, LISTS)).toBe(`/product/${id}`);
    expect(pathAfterContextChange('/orders/list', warehouse, LISTS)).toBe('/orders/list');
    expect(pathAfterContextChange('/admin/user/list', account, LISTS)).toBe('/admin/user/list');
    expect(pathAfterContextChange('/user/profile', account, LISTS)).toBe('/user/profile');
    expect(pathAfterContextChange(`/orders/${id}`, { accountChanged: false, warehouseChanged: false }, LISTS)).toBe(`/orders/${id}`);
  });

  it('moves a record of the previous warehouse to its list, and the checkout to the new cart', () => {
    expect(pathAfterContextChange(`/orders/${id}`, warehouse, LISTS)).toBe('/orders/list');
    expect(pathAfterContextChange(`/draft-orders/${id}`, warehouse, LISTS)).toBe('/draft-orders/list');
    expect(pathAfterContextChange('/checkout', warehouse, LISTS)).toBe('/checkout/cart');
    expect(pathAfterContextChange(`/checkout/${id}/complete`, warehouse, LISTS)).toBe('/checkout/cart');
    expect(pathAfterContextChange('/checkout/cart', warehouse, LISTS)).toBe('/checkout/cart');
  });

  it('moves a record of the previous account to its nearest list, or home when it has none', () => {
    expect(pathAfterContextChange(`/admin/user/${id}`, account, LISTS)).toBe('/admin/user/list');
    expect(pathAfterContextChange(`/admin/edit-provider/${id}`, account, LISTS)).toBe('/admin/provider');
    expect(pathAfterContextChange(`/product/${id}`, account, LISTS)).toBe('/');
    expect(pathAfterContextChange(`/catalog/${id}/category/${id}`, account, LISTS)).toBe('/');
    expect(pathAfterContextChange(`/quotas/${id}/account/${id}`, account, LISTS)).toBe('/quotas/list');
  });

  it('goes home from a screen the new context does not offer (orders in a box)', () => {
    const offered = (path: string) => !path.startsWith('/orders');
    expect(pathAfterContextChange('/orders/list', warehouse, LISTS, offered)).toBe('/');
    expect(pathAfterContextChange(`/orders/${id}`, warehouse, LISTS, offered)).toBe('/');
    expect(pathAfterContextChange('/admin/user/list', warehouse, LISTS, offered)).toBe('/admin/user/list');
  });

  it('finds the nearest list by the path’s first segments', () => {
    expect(nearestList(`/admin/user/edit/${id}`, LISTS)).toBe('/admin/user/list');
    expect(nearestList('/nowhere/at/all', LISTS)).toBe('/');
  });
});
