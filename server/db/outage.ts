/**
 * Tells a database that cannot be reached (server down, restarting, refusing connections, or
 * a connection cut mid-query) from an error in the request itself. The first is a 503 the
 * caller may retry; the pool replaces broken connections by itself, so service resumes as soon
 * as the server is back.
 */

/** Node socket errors met while connecting to, or talking with, the database server. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
/** SQLSTATEs of a server going away or not ready: admin shutdown, crash shutdown, cannot connect now, too many connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres reports some losses with a message only. */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  }
  return false;
}
