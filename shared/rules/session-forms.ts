import { message, type FieldErrors } from './message';

/** The administrator settings panel and the masquerade modal. */
export const SESSION_FORM_MESSAGES = {
  clientRequired: 'validation.session.clientRequired',
  accountRequired: 'validation.session.accountRequired',
  warehouseRequired: 'validation.session.warehouseRequired',
  userRequired: 'validation.session.userRequired',
  exitWithoutApplying: 'messages.exitWithoutApplyingChanges',
} as const;

export const MASQUERADE_SEARCH_MIN_CHARS = 3;
export const MASQUERADE_SEARCH_DEBOUNCE_MS = 500;

const missing = (id: string | number | null | undefined) => id == null || id === '';

export function validateAdminSettings(values: {
  idClient?: string | null;
  idClientAccount?: string | null;
  idWarehouse?: string | null;
}): FieldErrors<'idClient' | 'idClientAccount' | 'idWarehouse'> {
  const errors: FieldErrors<'idClient' | 'idClientAccount' | 'idWarehouse'> = {};
  if (missing(values.idClient)) errors.idClient = message(SESSION_FORM_MESSAGES.clientRequired);
  if (missing(values.idClientAccount)) errors.idClientAccount = message(SESSION_FORM_MESSAGES.accountRequired);
  if (missing(values.idWarehouse)) errors.idWarehouse = message(SESSION_FORM_MESSAGES.warehouseRequired);
  return errors;
}

/**
 * The user must be picked from the suggestions, which is what sets idUser; typed text alone is
 * not a user. The account field is hidden when the client has one account, but that account is
 * then selected automatically, so it is always required.
 */
export function validateMasquerade(values: {
  idClient?: string | null;
  idClientAccount?: string | null;
  idUser?: string | null;
}): FieldErrors<'idClient' | 'idClientAccount' | 'idUser'> {
  const errors: FieldErrors<'idClient' | 'idClientAccount' | 'idUser'> = {};
  if (missing(values.idClient)) errors.idClient = message(SESSION_FORM_MESSAGES.clientRequired);
  if (missing(values.idClientAccount)) errors.idClientAccount = message(SESSION_FORM_MESSAGES.accountRequired);
  if (missing(values.idUser)) errors.idUser = message(SESSION_FORM_MESSAGES.userRequired);
  return errors;
}

export const isMasqueradeSearchLongEnough = (text: string) => text.trim().length >= MASQUERADE_SEARCH_MIN_CHARS;

/**
 * Selecting a client with exactly one account selects that account; an account with exactly one
 * warehouse selects that warehouse. Otherwise nothing is chosen for the person.
 */
export const autoSelect = <T>(options: readonly T[]): T | null => (options.length === 1 ? options[0] : null);
