/** The ordering calls' own field messages (translation keys) and the one 400 answer they travel in. */
import { VALIDATION_FAILED } from '../../shared/api/api-error';
import { badRequest } from '../lib/errors';

export const ORDERING_MESSAGES = {
  emptyCart: 'validation.checkout.emptyCart',
  addressRequired: 'validation.checkout.addressRequired',
  oneAddressOnly: 'validation.checkout.oneAddressOnly',
  shippingMethodRequired: 'validation.checkout.shippingMethodRequired',
  addressNotAllowed: 'validation.checkout.addressNotAllowed',
  cartTypeMismatch: 'validation.checkout.cartTypeMismatch',
  draftOtherWarehouse: 'validation.checkout.draftOtherWarehouse',
} as const;

/** 'Validation failed.' naming one field with its message key (and the key's values). */
export const invalidField = (field: string, key: string, params?: Record<string, string | number>) =>
  badRequest(VALIDATION_FAILED, { [field]: key }, 'VALIDATION', params ? { [field]: params } : undefined);
