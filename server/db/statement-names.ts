/**
 * Server-side prepared statements for the statements the API repeats, as PostgreSQL's JDBC
 * driver does on its own (its prepareThreshold): a statement text seen a second time gets a
 * name, so each connection has it parsed and planned once, then only bound and executed (and
 * PostgreSQL keeps a generic plan when it is as good as a custom one). Drizzle builds a new
 * unnamed statement on every call otherwise, and parsing and planning were a large part of the
 * embedded engine's time per request (it shares the server's cores, as a PostgreSQL server on the
 * same machine does).
 *
 * Bounded: at most MAX_NAMED texts are named for the life of the pool (each costs its plan's
 * memory in every connection), and texts are counted in a table of at most MAX_COUNTED entries,
 * cleared when full, so one-off statements (an IN list of a new length) cannot grow memory.
 * Only plain queries are named (select, insert, update, delete, with): not transaction control,
 * LISTEN or the migrations' DDL.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

const MAX_NAMED = 500;
const MAX_COUNTED = 5000;
const PREPARABLE = /^\s*\(?\s*(select|insert|update|delete|with)\b/i;

type QueryConfig = { text?: string; name?: string };

export class StatementNames {
  private readonly named = new Map<string, string>();
  private readonly seen = new Map<string, number>();

  /** The name for this statement text, or undefined while it is not (yet) one to prepare. */
  nameOf(text: string): string | undefined {
    const name = this.named.get(text);
    if (name || this.named.size >= MAX_NAMED || !PREPARABLE.test(text)) return name;
    const times = (this.seen.get(text) ?? 0) + 1;
    if (times < 2) {
      if (this.seen.size >= MAX_COUNTED) this.seen.clear();
      this.seen.set(text, times);
      return undefined;
    }
    this.seen.delete(text);
    const hashed = `s${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    this.named.set(text, hashed);
    return hashed;
  }

  /** Names the repeated statements this connection runs (its own query method, wrapped). */
  attach(client: pg.PoolClient) {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) => {
      if (config && typeof config === 'object' && !(config as QueryConfig).name && typeof (config as QueryConfig).text === 'string') {
        const name = this.nameOf((config as QueryConfig).text!);
        if (name) config = { ...config, name };
      }
      return query(config, ...rest);
    };
  }
}
