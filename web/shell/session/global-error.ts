/**
 * The global error (spec part 1, section 8): a session that cannot be loaded (GET /userinfo
 * rejected for another reason than an expired sign-in, or the API out of reach) replaces the
 * portal with the error, its message, stack, payload message and request URL joined by line
 * breaks, and a Refresh button, instead of sending a signed-in user back to sign-in.
 */
import { useSyncExternalStore } from 'react';

export interface GlobalError {
  message: string;
  stack: string | null;
  /** The message of the answer's body, when it says more than the error's own. */
  payloadMessage: string | null;
  /** The request that failed. */
  url: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The request's full address (the API client names it from the portal's own base, /api/...). */
function absolute(url: string | null, base: string | undefined): string | null {
  if (!url || !base) return url;
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

export function globalErrorOf(error: unknown, base: string | undefined = globalThis.location?.href): GlobalError {
  const e = (error ?? {}) as { message?: unknown; stack?: unknown; url?: unknown; body?: { message?: unknown }; toJSON?: () => { message?: unknown } };
  const message = text(e.message) ?? String(error);
  const payload = text(typeof e.toJSON === 'function' ? e.toJSON()?.message : e.body?.message);
  return { message, stack: text(e.stack), payloadMessage: payload && payload !== message ? payload : null, url: absolute(text(e.url), base) };
}

/** The spec's joining: message, stack, payload message and request URL, each on its own lines, the missing ones left out. */
export const globalErrorText = (error: GlobalError) => [error.message, error.stack, error.payloadMessage, error.url].filter(Boolean).join('\n');

/** An expired or refused sign-in goes to the sign-in page; anything else is the global error. */
export const isGlobalSessionError = (error: unknown) => (error as { status?: number } | null)?.status !== 401;

let current: GlobalError | null = null;
const listeners = new Set<() => void>();

export function showGlobalError(error: unknown) {
  current = globalErrorOf(error);
  listeners.forEach((listener) => listener());
}

export const useGlobalError = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
