/**
 * Server field errors in the shape react-admin forms take. The shared ApiError keeps each field's
 * key and its values apart (errors / params); react-admin 5 hands submission errors to
 * react-hook-form through setSubmissionErrors, which reads any object as nested fields: the error
 * would land on "clientName.message" and never show. react-admin's own validators meet the same
 * limit by sending such errors as a string with its "@@react-admin@@" prefix, which its
 * ValidationError turns back into a translated message with values; this does the same.
 */
import { ApiError } from '../../../shared/api/api-error';

const RA_MESSAGE_WITH_ARGS = '@@react-admin@@';

export function formErrorsOf(error: ApiError): Record<string, string> {
  return Object.fromEntries(
    Object.entries(error.errors).map(([field, key]) => {
      const args = error.params[field];
      return [field, args ? `${RA_MESSAGE_WITH_ARGS}${JSON.stringify({ message: key, args })}` : key];
    }),
  );
}

/** Re-throws `error`, its field errors made readable by react-admin forms. */
export function rethrowForForms(error: unknown): never {
  if (error instanceof ApiError && Object.keys(error.errors).length) {
    Object.defineProperty(error, 'body', { value: { ...error.body, errors: formErrorsOf(error) }, configurable: true });
  }
  throw error;
}
