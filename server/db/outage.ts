/**
 * Tells a database that cannot be reached (server down, restarting, refusing connections, or
 * a connection cut mid-query) from an error in the request itself. The first is a 503 the
 * caller may retry; the pool replaces broken connections by itself, so service resumes as soon
 * as the server is back.
 */
import type { Pool, PoolClient } from 'pg';

/** Node socket errors met while connecting to, or talking with, the database server. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
/** SQLSTATEs of a server going away or not ready: admin shutdown, crash shutdown, cannot connect now, too many connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** The code of the error every connection to the embedded engine fails with once its thread has stopped. */
export const EMBEDDED_ENGINE_STOPPED = 'EMBEDDED_ENGINE_STOPPED';
/** node-postgres reports some losses with a message only. */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

const unavailableCode = (code: string) => SOCKET_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code === EMBEDDED_ENGINE_STOPPED || code.startsWith('08');

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && unavailableCode(code)) return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
  }
  return false;
}

/**
 * Keeps a lost connection (the server restarting, or the embedded engine's thread gone) from
 * ending the process. node-postgres reports the loss as an 'error' event of the connection's
 * client, which ends the process when nobody listens; the pool listens only while a client is
 * idle, not while it is lent out (a transaction between two statements, a statement that has just
 * failed), so each client gets a listener of its own for its whole life. A client lent out when
 * its connection is lost is given back at once, as broken (the pool drops it): drizzle gives back
 * no client whose BEGIN failed, and each such one would hold a place of the pool for good. The
 * borrower's later statements fail as a lost connection (503), and its own giving back is a no-op.
 */
export function guardClients(pool: Pool, onConnectionError?: (error: Error) => void) {
  const lent = new Set<PoolClient>();
  pool.on('acquire', (client) => lent.add(client));
  pool.on('release', (_error, client) => lent.delete(client));
  // An idle client's loss reaches the pool's own 'error' event (which reports it).
  pool.on('error', (error) => onConnectionError?.(error));
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!lent.has(client)) return;
      onConnectionError?.(error);
      const release = client.release;
      client.release = () => {};
      release(error);
    }),
  );
}
