/**
 * The registry's generic statements, built once per shape and kept: a list, a read, a create or
 * a delete of one resource has a handful of shapes (which filters and sorts, which scope), and
 * its values come as placeholders. Building a statement with drizzle (objects per condition, then
 * the SQL text) cost a fifth of the server's CPU on the throughput mix; a kept statement is only
 * given its values. Each is a named prepared statement: every connection parses and plans it once.
 *
 * Only statements run outside a transaction are kept (a prepared statement runs on the pool).
 * A statement whose shape has no key (a binding's own ownership rule, whose values are not
 * placeholders) is built for its request, as before. At most MAX_SHAPES are kept per resource and
 * route, so that unusual criteria cannot grow memory: past that, new shapes are built each time.
 */
import { createHash } from 'node:crypto';

const MAX_SHAPES = 64;

/** What drizzle's query builders and prepared queries both offer. */
interface Runnable<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}
interface Preparable<Result> extends Runnable<Result> {
  toSQL(): { sql: string };
  prepare(name: string): Runnable<Result>;
}

export class StatementCache {
  private readonly kept = new Map<string, Runnable<unknown>>();

  /**
   * The statement of this shape, built the first time (`build` places every value as a
   * placeholder, so that the statement is the same for every request of the shape); without a
   * key, built for this request only.
   */
  statement<Result>(key: string | undefined, build: () => Preparable<Result>): Runnable<Result> {
    if (key === undefined) return build();
    const known = this.kept.get(key);
    if (known) return known as Runnable<Result>;
    const built = build();
    if (this.kept.size >= MAX_SHAPES) return built;
    // Named after its text: the same text gets the same name, whoever builds it.
    const prepared = built.prepare(`r${createHash('sha1').update(built.toSQL().sql).digest('hex').slice(0, 24)}`);
    this.kept.set(key, prepared);
    return prepared;
  }
}
