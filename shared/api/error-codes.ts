/**
 * Every `code` an error answer may carry, and the English text the server sends with it when
 * that text is always the same. The server can only throw these codes (HttpError is typed with
 * them), each has its translation under `errors.codes.<CODE>` in every locale (a unit test walks
 * this list), and the portal shows a fixed English text in the user's language by finding its
 * code here. HTTP_ERROR and NETWORK are made by the API client itself.
 */
export const ERROR_CODES = {
  BAD_REQUEST: 'The request is malformed.',
  BAD_URL: 'The address is not valid.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  HEADERS_TOO_LARGE: 'The request headers or address are too large.',
  REQUEST_TIMEOUT: 'The request took too long to arrive.',
  VALIDATION: 'Validation failed.',
  SIGN_IN_REQUIRED: 'Sign-in required.',
  SESSION_EXPIRED: 'Your session has expired. Please sign in again.',
  INVALID_CREDENTIALS: 'Invalid e-mail or password.',
  USER_DISABLED: 'User is disabled',
  USER_DELETED: 'User is deleted',
  TOO_MANY_ATTEMPTS: 'Too many failed sign-in attempts. Please try again later.',
  INVALID_LINK: 'This link is invalid or has expired.',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_FOUND: 'This record no longer exists.',
  DUPLICATE: 'This value is already used.',
  DUPLICATE_NAME: null,
  IN_USE: 'This record is still used by other records and cannot be deleted.',
  SYSTEM_ROLE: null,
  INSUFFICIENT_QUANTITY: null,
  QUOTA_EXCEEDED: null,
  BUDGET_EXCEEDED: null,
  /** A tag added to or removed from an event that is no longer upcoming. */
  EVENT_NOT_UPCOMING: 'Only an upcoming event can be changed.',
  NOT_AVAILABLE: null,
  CART_CHANGED: null,
  ORDER_NOT_CHANGEABLE: null,
  /** 'Changing Client is not allowed!' (or Type, Account): the spec's words name what. */
  CHANGE_NOT_ALLOWED: null,
  ACCOUNT_MISSING: 'idClientAccount is missing',
  TOO_MANY_TAKEN_EMAILS: 'Too many e-mail addresses already in use were tried. Please try again later.',
  DATABASE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again in a moment.',
  /** Spec: 'We are currently on maintenance!': writes of users without the maintenance permission while it is on. */
  MAINTENANCE: 'We are currently on maintenance!',
  TOO_MANY_REQUESTS: 'Too many requests. Please try again later.',
  HELP_CENTER_NOT_CONFIGURED: 'No help centre is configured for the support sign-on.',
  INTERNAL: 'Error occurred!',
  HTTP_ERROR: null,
  NETWORK: null,
} as const satisfies Record<string, string | null>;

export type ErrorCode = keyof typeof ERROR_CODES;

/**
 * The codes whose text varies (it names a record, a role, a product): the text comes from the
 * rule that refused, and the portal translates by the code.
 */
export const isErrorCode = (code: unknown): code is ErrorCode => typeof code === 'string' && Object.hasOwn(ERROR_CODES, code);

/** The server's English text of a code with a fixed one. */
export const errorText = (code: ErrorCode): string => ERROR_CODES[code] ?? code;
