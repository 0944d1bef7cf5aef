import { beforeAll, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/db/seed';
import type { ApiClient } from '../../shared/api/api-client';
import { ORDERING_PATHS } from '../../shared/ordering/paths';
import { orderingClient } from '../../shared/ordering/client';
import { clientFor, failure } from '../support/api';
import { describeEachEngine } from '../support/engines';
import { orderingFixture } from '../support/ordering';

describeEachEngine('the cart', (ctx) => {
  let f: Awaited<ReturnType<typeof orderingFixture>>;
  let julie: ApiClient;

  beforeAll(async () => {
    f = await orderingFixture(ctx().server);
    julie = await clientFor(ctx().server.apiUrl, DEMO_USERS.multiAccount);
  });

  it('is created on first read, one per user, account, warehouse and type, and refuses a type that is not the warehouse’s', async () => {
    const request = { ...f.scope, type: 'WAREHOUSE' as const };
    const first = await f.ordering.getCart(request);
    expect(first).toMatchObject({ items: [], totalQuantity: 0, subtotalPrice: 0, errors: [] });
    expect((await f.ordering.getCart(request)).idCart).toBe(first.idCart);
    const event = await f.ordering.getCart({ ...request, type: 'EVENT', idEvent: await f.event() });
    expect(event.idCart).not.toBe(first.idCart);
    const wrongType = await failure(f.ordering.getCart({ ...request, type: 'BOX' }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.errors).toEqual({ type: 'validation.checkout.cartTypeMismatch' });
    expect((await failure(f.ordering.getCart({ ...request, type: 'EVENT' }))).status).toBe(400);
  });

  it('adds, changes and removes items with totals, and reports a negative stock difference per product with the spec’s message', async () => {
    const lamp = await f.product(5, 12.5);
    const cart = await f.ordering.getCart({ ...f.scope, type: 'WAREHOUSE' });
    const item = await f.ordering.addCartItem(cart.idCart, { idProduct: lamp.idProduct, quantity: 3 });
    expect(item).toMatchObject({ idProduct: lamp.idProduct, quantity: 3, availableQuantity: 5 });
    // The same product again adds to its line.
    expect((await f.ordering.addCartItem(cart.idCart, { idProduct: lamp.idProduct, quantity: 4 })).quantity).toBe(7);
    let read = await f.ordering.getCart({ ...f.scope, type: 'WAREHOUSE' });
    const line = read.items.find((i) => i.idProduct === lamp.idProduct)!;
    expect(read.errors).toContainEqual({
      idProduct: lamp.idProduct,
      diff: -2,
      error: 'messages.requestedQtyNotAvailable',
      message: 'The requested qty is not available!',
    });
    expect(read.subtotalPrice).toBeCloseTo(
      read.items.reduce((s, i) => s + i.quantity * i.priceSell, 0),
      2,
    );
    expect(read.totalQuantity).toBe(read.items.reduce((s, i) => s + i.quantity, 0));

    await f.ordering.updateCartItem(line.idCartItem, { quantity: 5 });
    read = await f.ordering.getCart({ ...f.scope, type: 'WAREHOUSE' });
    expect(read.errors.filter((e) => e.idProduct === lamp.idProduct)).toEqual([]);
    expect(read.productsSuggestions.map((s) => s.idProduct)).not.toContain(lamp.idProduct);

    await f.ordering.removeCartItem(line.idCartItem);
    read = await f.ordering.getCart({ ...f.scope, type: 'WAREHOUSE' });
    expect(read.items.map((i) => i.idProduct)).not.toContain(lamp.idProduct);
  });

  it('counts a bundle by the complete sets its children allow', async () => {
    const a = await f.product(10);
    const b = await f.product(3);
    const set = await f.bundle([
      { idProduct: a.idProduct, quantity: 2 },
      { idProduct: b.idProduct, quantity: 1 },
    ]);
    const cart = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: await f.event() });
    await f.ordering.addCartItem(cart.idCart, { idProduct: set.idProduct, quantity: 4 });
    const read = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: cart.idEvent! });
    expect(read.items[0].availableQuantity).toBe(3);
    expect(read.errors).toEqual([expect.objectContaining({ idProduct: set.idProduct, diff: -1 })]);
  });

  it('prices a bundle as its order lines will: its children’s prices times their quantities', async () => {
    const a = await f.product(10, 2.5);
    const b = await f.product(10, 4);
    const set = await f.bundle([
      { idProduct: a.idProduct, quantity: 2 },
      { idProduct: b.idProduct, quantity: 1 },
    ]);
    const cart = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: await f.event() });
    expect((await f.ordering.addCartItem(cart.idCart, { idProduct: set.idProduct, quantity: 3 })).priceSell).toBe(9);
    const read = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: cart.idEvent! });
    expect(read.items[0].priceSell).toBe(9);
    expect(read.subtotalPrice).toBe(27);
  });

  it('refuses invalid quantities, unknown products and products of another account', async () => {
    const cart = await f.ordering.getCart({ ...f.scope, type: 'WAREHOUSE' });
    const lamp = await f.product(5);
    expect((await failure(f.ordering.addCartItem(cart.idCart, { idProduct: lamp.idProduct, quantity: 0 }))).errors).toEqual({
      quantity: 'validation.quantity.positiveWhole',
    });
    expect((await failure(f.ordering.addCartItem(cart.idCart, { idProduct: lamp.idProduct, quantity: 1.5 }))).status).toBe(400);
    expect((await failure(f.ordering.addCartItem(cart.idCart, { idProduct: crypto.randomUUID(), quantity: 1 }))).errors).toEqual({
      idProduct: 'validation.unknownReference',
    });
  });

  it('is the user’s own: another user cannot read, change or remove it, nor reach another client’s account', async () => {
    const cart = await f.ordering.getCart({ ...f.scope, type: 'WAREHOUSE' });
    const lamp = await f.product(5);
    const item = await f.ordering.addCartItem(cart.idCart, { idProduct: lamp.idProduct, quantity: 1 });
    const params = { idClientAccount: f.scope.idClientAccount, idWarehouse: f.scope.idWarehouse };
    // Julie has no cart permission in Northwind's account.
    for (const call of [
      () => julie.request({ path: ORDERING_PATHS.cart, params, query: { type: 'WAREHOUSE' } }),
      () =>
        julie.request({
          method: 'POST',
          path: ORDERING_PATHS.cartItems,
          params: { ...params, idCart: cart.idCart },
          body: { idProduct: lamp.idProduct, quantity: 1 },
        }),
      () => julie.request({ method: 'PUT', path: ORDERING_PATHS.cartItem, params: { ...params, idCartItem: item.idCartItem }, body: { quantity: 9 } }),
      () => julie.request({ method: 'DELETE', path: ORDERING_PATHS.cartItem, params: { ...params, idCartItem: item.idCartItem } }),
    ]) {
      expect((await failure(call())).status).toBe(403);
    }
    // A user of the same account (the system administrator acting in it) still only sees their own cart.
    const admin = orderingClient(await clientFor(ctx().server.apiUrl, DEMO_USERS.systemAdmin, f.scope));
    const adminCart = await admin.getCart({ ...f.scope, type: 'WAREHOUSE' });
    expect(adminCart.idCart).not.toBe(cart.idCart);
    expect((await failure(admin.updateCartItem(item.idCartItem, { quantity: 9 }))).status).toBe(404);
    expect((await failure(admin.removeCartItem(item.idCartItem))).status).toBe(404);
    expect((await failure(admin.addCartItem(cart.idCart, { idProduct: lamp.idProduct, quantity: 1 }))).status).toBe(404);
    // Tom's own item through a warehouse his account does not use.
    const foreign = { ...params, idWarehouse: crypto.randomUUID() };
    expect(
      (
        await failure(
          f.tom.request({ method: 'PUT', path: ORDERING_PATHS.cartItem, params: { ...foreign, idCartItem: item.idCartItem }, body: { quantity: 2 } }),
        )
      ).status,
    ).toBe(404);
    expect((await f.ordering.getCart({ ...f.scope, type: 'WAREHOUSE' })).items.find((i) => i.idCartItem === item.idCartItem)?.quantity).toBe(1);
  });
});
