/**
 * Cart reloads grouped over the spec's 250 ms: every change of cart, checkout or warehouse asks
 * for one, and a burst of asks ends in one request.
 */
import type { QueryClient } from '@tanstack/react-query';
import { CART_RELOAD_DEBOUNCE_MS } from '../../../shared/rules/cart';

export const CART_QUERY_KEY = ['cart'] as const;

/** Calls `run` once, `ms` after the last of a burst of calls. */
export function createDebouncer(run: () => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule() {
      clearTimeout(timer);
      timer = setTimeout(run, ms);
    },
    cancel: () => clearTimeout(timer),
  };
}

const debouncers = new WeakMap<Pick<QueryClient, 'invalidateQueries'>, ReturnType<typeof createDebouncer>>();

/** Asks for a cart reload; every ask within the debounce window ends in one request. */
export function scheduleCartReload(queryClient: Pick<QueryClient, 'invalidateQueries'>) {
  let debouncer = debouncers.get(queryClient);
  if (!debouncer) {
    debouncer = createDebouncer(() => void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }), CART_RELOAD_DEBOUNCE_MS);
    debouncers.set(queryClient, debouncer);
  }
  debouncer.schedule();
}
