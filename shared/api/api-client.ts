/**
 * The isomorphic API client: one `request` that fills the path from the session scope, sends
 * the session headers, renews the token once when the answer says it may have expired (see
 * `mayNeedRenewal`) and turns every failure into an ApiError. `fetch` is injected so tests
 * check exact URLs without a network.
 */
import { ApiError, parseRetryAfter, VALIDATION_FAILED, type ErrorBody } from './api-error';
import { fillPath, HEADERS, type PathParams, type SessionScope } from '../session/scope';

export interface TokenProvider {
  getAccessToken(): string | null | Promise<string | null>;
  /** Renews the token without user interaction; resolves false when interaction is needed. */
  renew(): Promise<boolean>;
  /** Told when the user has to sign in again (renewal failed or needed interaction). */
  signInRequired?(): void;
}

export interface ApiClientOptions {
  /** Base of every call, e.g. "http://localhost:3000/api". */
  baseUrl: string;
  getScope: () => SessionScope;
  tokens?: TokenProvider;
  fetch?: typeof fetch;
}

export type Query = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path template such as "/clients/{idClient}/accounts"; placeholders come from params, then scope. */
  path: string;
  params?: PathParams;
  query?: Query;
  body?: unknown;
  /** Extra headers for this call only (e.g. IdUser for a search on behalf of another user). */
  headers?: Record<string, string>;
}

export interface ApiClient {
  request<T = unknown>(options: RequestOptions): Promise<T>;
  /** The full URL a request would go to: for links to images and documents. */
  url(path: string, params?: PathParams, query?: Query): string;
  readonly scope: () => SessionScope;
}

export function buildQueryString(query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value == null) continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A 400 about the request's content: renewing the token would not change the answer. */
function isValidationFailure(payload: unknown): boolean {
  if (!payload || typeof payload !== 'object') return false;
  const body = payload as Partial<ErrorBody>;
  return body.code === 'VALIDATION' || body.message === VALIDATION_FAILED || Object.keys(body.errors ?? {}).length > 0;
}

/**
 * Whether a failed answer may be an expired token: always on 401; on 400 too unless it is a
 * validation failure, because the spec's service reports an expired token with a plain 400.
 */
export function mayNeedRenewal(status: number, payload: unknown): boolean {
  return status === 401 || (status === 400 && !isValidationFailure(payload));
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const base = options.baseUrl.replace(/\/+$/, '');

  const url = (path: string, params?: PathParams, query?: Query) => `${base}${fillPath(path, options.getScope(), params)}${buildQueryString(query)}`;

  async function headersFor(extra?: Record<string, string>): Promise<Record<string, string>> {
    const scope = options.getScope();
    const headers: Record<string, string> = { accept: 'application/json', ...extra };
    const token = await options.tokens?.getAccessToken();
    if (token) headers[HEADERS.authorization] = `Bearer ${token}`;
    if (scope.idApplication) headers[HEADERS.application] = scope.idApplication;
    const actingUser = scope.masquerade?.idUser ?? scope.idUser;
    if (actingUser) headers[HEADERS.user] = actingUser;
    if (scope.masquerade) headers[HEADERS.masquerade] = scope.masquerade.idMasquerade;
    return headers;
  }

  async function send(target: string, req: RequestOptions): Promise<Response> {
    const headers = await headersFor(req.headers);
    const init: RequestInit = { method: req.method ?? 'GET', headers };
    if (req.body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(req.body);
    }
    try {
      return await doFetch(target, init);
    } catch (cause) {
      throw ApiError.network(target, cause);
    }
  }

  async function read(response: Response, target: string): Promise<unknown> {
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      // The connection dropped (or timed out) while the body was arriving.
      throw ApiError.network(target, cause);
    }
    if (!text) return undefined;
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }

  async function request<T>(req: RequestOptions): Promise<T> {
    const target = url(req.path, req.params, req.query);
    let response = await send(target, req);
    let payload = await read(response, target);
    if (options.tokens && mayNeedRenewal(response.status, payload)) {
      const renewed = await options.tokens.renew().catch(() => false);
      if (renewed) {
        // One retry only: if it fails again, its answer is the caller's error.
        response = await send(target, req);
        payload = await read(response, target);
      } else {
        options.tokens.signInRequired?.();
      }
    }
    if (!response.ok) {
      const error = ApiError.fromResponse(response.status, payload, target);
      error.retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
      throw error;
    }
    return payload as T;
  }

  return { request, url, scope: options.getScope };
}
