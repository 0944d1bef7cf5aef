/**
 * The cart calls (declared in cart-calls.ts) on their own, so the header's cart badge does not
 * bring the whole ordering client (checkout rules, document diffs) into the portal's first download.
 */
import type { ApiClient } from '../api/api-client';
import { collectionCalls } from '../registry/collection';
import { callAction } from '../registry/route-kinds';
import type { CartRequest } from '../rules/cart';
import { cartItems, readCart } from './cart-calls';
import type { Cart, CartItem } from './schemas';

export function cartClient(api: ApiClient) {
  const items = collectionCalls(api, cartItems);
  return {
    getCart: (request: CartRequest): Promise<Cart> =>
      callAction(
        api,
        readCart,
        { idClientAccount: request.idClientAccount, idWarehouse: request.idWarehouse },
        { type: request.type, idEvent: request.idEvent },
      ),
    addCartItem: (idCart: string, item: { idProduct: string; quantity: number }): Promise<CartItem> => items.create({ idCart }, item).then((a) => a.item),
    updateCartItem: (idCartItem: string, item: { quantity: number }): Promise<CartItem> => items.update({ idCartItem }, item).then((a) => a.item),
    removeCartItem: (idCartItem: string) => items.remove({ idCartItem }),
  };
}
