/**
 * Tells the server's log about a render error, a missing code chunk or a failed session load
 * (POST /api/client-errors, public and rate-limited there). Each error once: React renders a
 * failing tree twice in development, and two boundaries may see the same error.
 */
import { CLIENT_ERRORS_PATH, trimClientError, type ClientErrorReport } from '../../../shared/session/shell-limits';
import { API_BASE } from '../config';

const reported = new WeakSet<object>();

/** A code chunk the browser could not load: a deploy replaced the files this page was built with. */
export function isChunkLoadError(error: unknown): boolean {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return (
    name === 'ChunkLoadError' ||
    (typeof message === 'string' &&
      /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(message))
  );
}

export function reportClientError(error: unknown, kind?: ClientErrorReport['kind']): void {
  if (error && typeof error === 'object') {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const { message, stack } = (error ?? {}) as { message?: unknown; stack?: unknown };
  const report = trimClientError({
    kind: kind ?? (isChunkLoadError(error) ? 'chunk' : 'render'),
    message: typeof message === 'string' ? message : String(error),
    stack: typeof stack === 'string' ? stack : null,
    url: typeof window === 'undefined' ? '' : window.location.href,
  });
  void fetch(`${API_BASE}${CLIENT_ERRORS_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
    keepalive: true,
  }).catch(() => undefined);
}
