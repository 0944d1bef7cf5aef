/**
 * The fetch the CLI injects into the API client: a time limit per call, and failures reduced
 * to the short reason a person can act on ("connect ECONNREFUSED", "getaddrinfo ENOTFOUND")
 * instead of Node's bare "fetch failed".
 */
import type { Translator } from './i18n';

/** Longest wait for one API answer (headers and body) before giving up. */
export const REQUEST_TIMEOUT_SECONDS = 60;

interface SystemError {
  code?: string;
  syscall?: string;
  message?: string;
  errors?: SystemError[];
}

/** "connect ECONNREFUSED" from undici's `fetch failed` and the system error behind it. */
export function networkReason(error: unknown, t: Translator, url?: string): string {
  if (!(error instanceof Error)) return String(error);
  let cause = (error.cause ?? error) as SystemError;
  // The fetch standard refuses a list of ports (9, 25, 6000, 10080...) before connecting.
  if (cause.message === 'bad port') return t('cli.errors.blockedPort', { port: portOf(url) });
  // Several addresses tried (IPv6 then IPv4): the first tells the story.
  if (!cause.code && cause.errors?.length) cause = cause.errors[0];
  if (cause.code) return cause.syscall ? `${cause.syscall} ${cause.code}` : cause.code;
  return cause.message || error.message;
}

const portOf = (url?: string) => {
  try {
    return new URL(url ?? '').port || '?';
  } catch {
    return '?';
  }
};

export function createCliFetch(t: Translator, timeoutSeconds = REQUEST_TIMEOUT_SECONDS, base: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init) => {
    const signal = AbortSignal.timeout(timeoutSeconds * 1000);
    try {
      return await base(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal });
    } catch (error) {
      const reason =
        (error as Error)?.name === 'TimeoutError'
          ? t('cli.errors.timeout', { seconds: timeoutSeconds })
          : networkReason(error, t, String(input instanceof Request ? input.url : input));
      throw new Error(reason, { cause: error });
    }
  };
}
