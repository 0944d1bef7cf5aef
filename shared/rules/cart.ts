import { stockErrorsReducer } from './stock-errors';
import type { WarehouseType } from './warehouse-type';

export const CART_MESSAGES = { notAvailable: 'messages.requestedQtyNotAvailable' } as const;

/** Cart reloads after a change of cart, checkout or warehouse are grouped over this window. */
export const CART_RELOAD_DEBOUNCE_MS = 250;

/**
 * Cart errors. The spec names 'The requested qty is not available!' for a product that could not
 * be fetched and gives no text for a negative difference; it is the same situation for the person
 * reading it, so the cart uses that text for both.
 */
export const cartErrorsReducer = stockErrorsReducer(CART_MESSAGES.notAvailable);

export interface CartRequest {
  idClientAccount: string;
  idWarehouse: string;
  type: 'EVENT' | WarehouseType;
  idEvent?: string;
}

/**
 * Which cart to load. In event mode the cart belongs to the active event; with no active event
 * there is no cart to show, so null means "skip the reload".
 */
export function cartRequest(scope: {
  idClientAccount: string;
  idWarehouse: string;
  warehouseType: WarehouseType;
  eventMode: boolean;
  idEvent?: string | null;
}): CartRequest | null {
  const { idClientAccount, idWarehouse } = scope;
  if (!scope.eventMode) return { idClientAccount, idWarehouse, type: scope.warehouseType };
  return scope.idEvent ? { idClientAccount, idWarehouse, type: 'EVENT', idEvent: scope.idEvent } : null;
}
