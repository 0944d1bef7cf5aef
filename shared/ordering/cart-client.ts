/**
 * The cart calls on their own, so the header's cart badge does not bring the whole ordering
 * client (checkout rules, document diffs) into the portal's first download.
 */
import type { ApiClient } from '../api/api-client';
import type { CartRequest } from '../rules/cart';
import { ORDERING_PATHS as P } from './paths';
import type { Cart, CartItem } from './schemas';

export function cartClient(api: ApiClient) {
  const warehouse = (request: { idClientAccount: string; idWarehouse: string }) => ({
    idClientAccount: request.idClientAccount,
    idWarehouse: request.idWarehouse,
  });
  return {
    getCart: (request: CartRequest) => api.request<Cart>({ path: P.cart, params: warehouse(request), query: { type: request.type, idEvent: request.idEvent } }),
    addCartItem: (idCart: string, item: { idProduct: string; quantity: number }) =>
      api.request<{ item: CartItem }>({ method: 'POST', path: P.cartItems, params: { idCart }, body: item }).then((a) => a.item),
    updateCartItem: (idCartItem: string, item: { quantity: number }) =>
      api.request<{ item: CartItem }>({ method: 'PUT', path: P.cartItem, params: { idCartItem }, body: item }).then((a) => a.item),
    removeCartItem: (idCartItem: string) => api.request<void>({ method: 'DELETE', path: P.cartItem, params: { idCartItem } }),
  };
}
