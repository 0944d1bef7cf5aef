/**
 * The one error every failed call becomes, in the browser and in the CLI.
 * The server answers `{ message, code?, errors?: { field: messageKey } }`; `body` keeps that
 * shape because react-admin forms read field errors from `error.body.errors`.
 */
/** The message of every 400 caused by invalid fields (the spec's text). */
export const VALIDATION_FAILED = 'Validation failed.';

export type MessageParams = Record<string, string | number>;

export interface ErrorBody {
  message: string;
  code?: string;
  /** Field -> translation key. */
  errors?: Record<string, string>;
  /** Field -> interpolation values of its key (e.g. { max: 50 } for "Must be %{max} characters or fewer."). */
  params?: Record<string, MessageParams>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly errors: Record<string, string>;
  readonly params: Record<string, MessageParams>;
  readonly url?: string;
  /** How long a 429 or 503 answer asked the caller to wait (its Retry-After), in milliseconds. */
  retryAfterMs?: number;

  constructor(status: number, body: ErrorBody, url?: string) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.errors = body.errors ?? {};
    this.params = body.params ?? {};
    this.url = url;
  }

  /** The answer's body as the server sent it (react-admin forms read `body.errors`). */
  get body(): ErrorBody {
    return { message: this.message, code: this.code, errors: this.errors, params: this.params };
  }

  /** A 400 "Validation failed." from rule messages (key and values per field), as the server sends it. */
  static validation(fields: Record<string, { key: string; params?: MessageParams }>): ApiError {
    const errors: Record<string, string> = {};
    const params: Record<string, MessageParams> = {};
    for (const [field, { key, params: values }] of Object.entries(fields)) {
      errors[field] = key;
      if (values) params[field] = values;
    }
    return new ApiError(400, { message: VALIDATION_FAILED, code: 'VALIDATION', errors, params });
  }

  /** Builds the error from whatever a failed response carried, even a non-JSON body. */
  static fromResponse(status: number, payload: unknown, url?: string): ApiError {
    if (payload && typeof payload === 'object' && typeof (payload as ErrorBody).message === 'string') {
      return new ApiError(status, payload as ErrorBody, url);
    }
    const text = typeof payload === 'string' && payload.trim() ? payload.trim().slice(0, 200) : `HTTP ${status}`;
    return new ApiError(status, { message: text, code: 'HTTP_ERROR' }, url);
  }

  /** The API could not be reached at all (DNS, refused connection, aborted). */
  static network(url: string, cause: unknown): ApiError {
    // Node's fetch says only "fetch failed"; the system error behind it says why.
    const inner = cause instanceof Error ? (cause.cause as { code?: string; syscall?: string } | undefined) : undefined;
    const reason = inner?.code ? [inner.syscall, inner.code].filter(Boolean).join(' ') : cause instanceof Error ? cause.message : String(cause);
    return new ApiError(0, { message: `Cannot reach the API at ${url} (${reason})`, code: 'NETWORK' }, url);
  }
}

/** Retry-After as seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
