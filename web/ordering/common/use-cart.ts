/**
 * The cart of the active account and warehouse, read once and shared by the header badge and the
 * cart and checkout pages (one react-query entry). Changes do not read it back one by one: they
 * ask for a reload, and reloads asked within 250 ms become one (spec: cart refresh debounce).
 * A change of warehouse is a change of the query's key, so it reads that warehouse's cart.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCanAccess } from 'react-admin';
import { cartClient } from '../../../shared/ordering/cart-client';
import type { Cart } from '../../../shared/ordering/schemas';
import { cartRequest, type CartRequest } from '../../../shared/rules/cart';
import { useSession, useSessionApi } from '../../shell/session/SessionProvider';
import { CART_QUERY_KEY, scheduleCartReload } from './cart-reload';

export { CART_QUERY_KEY };

export function useCartReload() {
  const queryClient = useQueryClient();
  return useCallback(() => scheduleCartReload(queryClient), [queryClient]);
}

/**
 * Which cart the session orders into, or null without an account and warehouse. With an active
 * event (chosen on the events list, kept in the scope) the cart is the event's (type EVENT), so
 * its orders are attached to the event; otherwise of the warehouse's own type.
 */
export function useCartRequest(): CartRequest | null {
  const { scope } = useSession();
  if (!scope.idClientAccount || !scope.idWarehouse) return null;
  return cartRequest({
    idClientAccount: scope.idClientAccount,
    idWarehouse: scope.idWarehouse,
    warehouseType: scope.warehouseType === 'BOX' ? 'BOX' : 'WAREHOUSE',
    eventMode: Boolean(scope.idEvent),
    idEvent: scope.idEvent,
  });
}

export function useCart() {
  const api = useSessionApi();
  const request = useCartRequest();
  const { canAccess } = useCanAccess({ resource: 'CoreGeneralProductCart', action: 'View' });
  const query = useQuery<Cart>({
    queryKey: [...CART_QUERY_KEY, request],
    queryFn: () => cartClient(api).getCart(request!),
    enabled: Boolean(request && canAccess),
  });
  return { ...query, request, canAccess: Boolean(canAccess) };
}
