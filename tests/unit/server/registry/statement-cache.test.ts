import { describe, expect, it } from 'vitest';
import { StatementCache } from '../../../../server/registry/statement-cache';

/** A stand-in for a drizzle query builder: its text, and the names it was prepared under. */
function builder(text: string, prepared: string[]) {
  return {
    toSQL: () => ({ sql: text }),
    execute: async () => `built: ${text}`,
    prepare: (name: string) => {
      prepared.push(name);
      return { execute: async (values?: Record<string, unknown>) => `prepared ${name}: ${JSON.stringify(values)}` };
    },
  };
}

describe('the statements kept per shape', () => {
  it('builds and prepares a shape once, then gives every request the kept statement with its own values', async () => {
    const cache = new StatementCache();
    const prepared: string[] = [];
    let builds = 0;
    const build = () => (builds++, builder('select $1', prepared));
    const first = cache.statement('shape', build);
    const second = cache.statement('shape', build);
    expect(builds).toBe(1);
    expect(second).toBe(first);
    expect(prepared).toHaveLength(1);
    expect(await second.execute({ a: 2 })).toBe(`prepared ${prepared[0]}: {"a":2}`);
  });

  it('names a statement after its text, so the same text gets the same name', () => {
    const prepared: string[] = [];
    new StatementCache().statement('one', () => builder('select 1', prepared));
    new StatementCache().statement('other', () => builder('select 1', prepared));
    new StatementCache().statement('one', () => builder('select 2', prepared));
    expect(prepared[0]).toBe(prepared[1]);
    expect(prepared[2]).not.toBe(prepared[0]);
    expect(prepared[0]).toMatch(/^r[0-9a-f]{24}$/);
  });

  it('builds a statement without a shape for its request only, unprepared', async () => {
    const cache = new StatementCache();
    const prepared: string[] = [];
    let builds = 0;
    const build = () => (builds++, builder('select 3', prepared));
    expect(await cache.statement(undefined, build).execute()).toBe('built: select 3');
    cache.statement(undefined, build);
    expect([builds, prepared.length]).toEqual([2, 0]);
  });

  it('keeps at most 64 shapes: past them, each request builds its own', () => {
    const cache = new StatementCache();
    const prepared: string[] = [];
    let builds = 0;
    for (let i = 0; i < 70; i++) cache.statement(`shape ${i}`, () => (builds++, builder(`select ${i}`, prepared)));
    expect(prepared).toHaveLength(64);
    cache.statement('shape 3', () => (builds++, builder('select 3', prepared)));
    cache.statement('shape 69', () => (builds++, builder('select 69', prepared)));
    expect(builds).toBe(71);
  });
});
