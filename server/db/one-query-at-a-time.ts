/**
 * A connection runs one query at a time: a query asked for while another is running on the same
 * connection waits until it has finished. node-postgres queues such a query itself today, but
 * warns that it will refuse it from pg 9 on, and a transaction's reads are easily written with
 * Promise.all (a declared call runs its binding in one transaction, on one connection). Waiting
 * here keeps that code correct, with the same order and results as pg's own queue.
 *
 * Only the promise form is queued: a query with a callback, or a submittable (a cursor), keeps
 * pg's own handling (the pool's one-off queries use the callback form, on an idle connection).
 */
import type pg from 'pg';

type Query = (...args: unknown[]) => unknown;

const hasOwnFlow = (args: unknown[]) =>
  typeof args.at(-1) === 'function' || (typeof args[0] === 'object' && args[0] !== null && typeof (args[0] as { submit?: unknown }).submit === 'function');

export function oneQueryAtATime(client: Pick<pg.PoolClient, 'query'>) {
  const query = client.query.bind(client) as Query;
  let last: Promise<unknown> = Promise.resolve();
  (client as { query: Query }).query = (...args: unknown[]) => {
    if (hasOwnFlow(args)) return query(...args);
    const run = () => query(...args) as Promise<unknown>;
    const result = last.then(run, run);
    last = result.catch(() => undefined);
    return result;
  };
}
