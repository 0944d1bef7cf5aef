import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, MAX_LIST_ITEMS, unstorableField } from '../../../../server/lib/input-guard';

describe('unstorableField', () => {
  it('accepts ordinary text, accents and emoji (surrogate pairs)', () => {
    expect(unstorableField({ name: 'Maison Lumière 💡', lines: [{ note: 'ok' }] })).toBeNull();
  });

  it('names the field holding a NUL character or a lone surrogate', () => {
    expect(unstorableField({ name: 'a\u0000b' })).toEqual({ field: 'name', tooDeep: false });
    expect(unstorableField({ lines: [{ note: 'x\uD800' }] })).toEqual({ field: 'lines.0.note', tooDeep: false });
    expect(unstorableField({ tail: '\uDC00 first' })).toEqual({ field: 'tail', tooDeep: false });
    expect(unstorableField('\u0000')).toEqual({ field: 'root', tooDeep: false });
  });

  it('looks at keys too', () => {
    expect(unstorableField({ outer: { ['k\u0000']: 1 } })).toEqual({ field: 'outer', tooDeep: false });
  });

  it('refuses nesting deeper than any payload, without recursing into it', () => {
    let deep: unknown = 'end';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unstorableField(deep)?.tooDeep).toBe(true);
    let fine: unknown = 'end';
    for (let i = 0; i < MAX_DEPTH - 1; i++) fine = { a: fine };
    expect(unstorableField(fine)).toBeNull();
  });

  it('refuses a list longer than any request of the API needs, and takes the longest that one does', () => {
    expect(MAX_LIST_ITEMS).toBe(10_000);
    expect(unstorableField({ lines: Array.from({ length: 100_000 }, () => 0) })).toEqual({ field: 'lines', tooDeep: false, tooLong: true });
    expect(unstorableField({ rows: Array.from({ length: 5000 }, () => ({ sku: 'A' })) })).toBeNull();
  });
});
