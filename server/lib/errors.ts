/**
 * Errors routes throw on purpose. The error handler turns them (and validation and database
 * errors) into the one answer shape `{ message, code?, errors? }`.
 */
import { errorText, type ErrorCode } from '../../shared/api/error-codes';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** One of the catalogue's codes (shared/api/error-codes.ts): every error answer carries one, even where the spec shows none. */
    readonly code: ErrorCode,
    readonly errors?: Record<string, string>,
    readonly params?: Record<string, Record<string, string | number>>,
  ) {
    super(message);
  }
}

export const notFound = () => new HttpError(404, errorText('NOT_FOUND'), 'NOT_FOUND');
/** Used for "forbidden" and for "exists in an account you cannot see" alike, so neither leaks. */
export const forbidden = () => new HttpError(403, errorText('FORBIDDEN'), 'FORBIDDEN');
/** Why a call is not authenticated; each code has its text under `errors.<code>` in the locales. */
export const UNAUTHENTICATED = {
  SIGN_IN_REQUIRED: 'Sign-in required.',
  SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  INVALID_CREDENTIALS: 'Invalid e-mail or password.',
  USER_DISABLED: 'User is disabled',
  USER_DELETED: 'User is deleted',
} as const;
export const unauthorized = (code: keyof typeof UNAUTHENTICATED = 'SIGN_IN_REQUIRED') => new HttpError(401, UNAUTHENTICATED[code], code);
export const badRequest = (message: string, errors?: Record<string, string>, code: ErrorCode = 'BAD_REQUEST', params?: HttpError['params']) =>
  new HttpError(400, message, code, errors, params);
/** The spec's answer to a change of what a record belongs to ('Changing Client is not allowed!'); the spec shows no code, the portal reads this one. */
export const changingNotAllowed = (what: 'Type' | 'Client' | 'Account') => new HttpError(400, `Changing ${what} is not allowed!`, 'CHANGE_NOT_ALLOWED');
