import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { message, type Message } from './message';

/** The e-mail rule lives in email-field.ts; contact fields offer both. */
export * from './email-field';

export const PHONE_VALIDATION_DELAY_MS = 500;
export const PHONE_MIN_LENGTH = 5;
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'FR';

export const PHONE_MESSAGES = {
  required: 'validation.phone.required',
  invalid: 'validation.phone.invalid',
  /** Shown when a remote phone check cannot answer; the local check here never fails that way. */
  checkFailed: 'validation.phone.checkFailed',
} as const;

/**
 * Required phones shorter than 5 characters count as missing (a dialling prefix alone is not a
 * number). Validity uses libphonenumber-js instead of the external service: national numbers are
 * read as French unless another country is given; +CC numbers carry their own country.
 */
export function validatePhone(value: string | null | undefined, options: { required?: boolean; country?: CountryCode } = {}): Message | null {
  const text = (value ?? '').trim();
  if (text === '') return options.required ? message(PHONE_MESSAGES.required) : null;
  if (options.required && text.length < PHONE_MIN_LENGTH) return message(PHONE_MESSAGES.required);
  return isValidPhoneNumber(text, options.country ?? DEFAULT_PHONE_COUNTRY) ? null : message(PHONE_MESSAGES.invalid);
}

/** The international form (+33612345678) of a valid number, for storage and comparison; null otherwise. */
export function normalizePhone(value: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), country);
  return parsed?.isValid() ? parsed.number : null;
}
