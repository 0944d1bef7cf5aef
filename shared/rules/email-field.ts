import { message, type Message } from './message';

/**
 * The e-mail field's rule, apart from the phone rule so that schemas using it (field limits,
 * every resource description) do not pull the phone-number library into the first download.
 */
export const EMAIL_VALIDATION_DELAY_MS = 500;

export const EMAIL_MESSAGES = {
  required: 'validation.email.required',
  invalid: 'validation.email.invalid',
} as const;

/**
 * The spec's light check: an at sign that is not the first character, and a dot. The dot must
 * come after the at sign (a domain), so 'first.last@localhost' is refused; the server and the
 * mail provider do the real checking.
 */
export function isEmailShaped(value: string): boolean {
  const at = value.indexOf('@');
  return at > 0 && value.indexOf('.', at) > at;
}

export function validateEmail(value: string | null | undefined, options: { required?: boolean } = {}): Message | null {
  const text = (value ?? '').trim();
  if (text === '') return options.required ? message(EMAIL_MESSAGES.required) : null;
  return isEmailShaped(text) ? null : message(EMAIL_MESSAGES.invalid);
}
