import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { orderingClient } from '../../../shared/ordering/client';
import type { Cart, CartItem } from '../../../shared/ordering/schemas';
import { cartErrorsAfterReload, cartErrorsReducer, type CartRequest } from '../../../shared/rules/cart';
import type { StockError } from '../../../shared/rules/stock-errors';
import { useNotifyActionFailed } from '../../components/use-notify-error';
import { useSessionApi } from '../../shell/session/SessionProvider';
import { CART_QUERY_KEY, useCartReload } from '../common/use-cart';

/**
 * The cart page's changes: a line's quantity, a line removed, the whole cart cleared. Each writes
 * what the server answered into the cached cart, keeps the lines' stock errors, then asks for a
 * reload; `busy` while one runs.
 */
export const useCartEdits = (cart: Cart | undefined, request: CartRequest | null) => {
  const api = useSessionApi();
  const queryClient = useQueryClient();
  const notifyError = useNotifyActionFailed();
  const reload = useCartReload();
  const [errors, setErrors] = useState<StockError[]>([]);
  const [busy, setBusy] = useState(false);

  // Every reload checks each line again: a negative difference records its error, zero or more clears it.
  useEffect(() => {
    if (cart) setErrors((current) => cartErrorsAfterReload(current, cart));
  }, [cart]);

  const ordering = orderingClient(api);
  const setCart = (update: (cart: Cart) => Cart) => queryClient.setQueryData<Cart>([...CART_QUERY_KEY, request], (old) => (old ? update(old) : old));
  /** One change, its failure notified; the cart is read again after it either way. */
  const change = async (run: () => Promise<void>) => {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
      reload();
    }
  };
  const remove = async (item: CartItem) => {
    await ordering.removeCartItem(item.idCartItem);
    setCart((c) => ({ ...c, items: c.items.filter((i) => i.idCartItem !== item.idCartItem) }));
    setErrors((e) => cartErrorsReducer(e, { type: 'itemRemoved', idProduct: item.idProduct }));
  };

  return {
    errors,
    busy,
    errorOf: (idProduct: string) => errors.find((e) => e.idProduct === idProduct),
    changeQuantity: (item: CartItem, quantity: number) =>
      change(async () => {
        const saved = await ordering.updateCartItem(item.idCartItem, { quantity });
        setCart((c) => ({ ...c, items: c.items.map((i) => (i.idCartItem === saved.idCartItem ? saved : i)) }));
        setErrors((e) => cartErrorsReducer(e, { type: 'quantityChecked', idProduct: saved.idProduct, diff: (saved.availableQuantity ?? 0) - saved.quantity }));
      }),
    removeOne: (item: CartItem) => change(() => remove(item)),
    /** One item at a time (the spec's clear), then totals and errors start from zero. */
    clear: () =>
      change(async () => {
        for (const item of cart?.items ?? []) await remove(item);
        setCart((c) => ({ ...c, items: [], totalQuantity: 0, subtotalPrice: 0, errors: [] }));
        setErrors((e) => cartErrorsReducer(e, { type: 'cleared' }));
      }),
  };
};
