import { describe, expect, it } from 'vitest';
import { createRateWindow } from '../../../../server/shell/rate-window';

describe('rate window', () => {
  it('counts per key and in all, starts again after the window, and keeps a bounded number of keys', () => {
    let now = 0;
    const window = createRateWindow({ perKey: 2, total: 5, windowMs: 1_000, maxKeys: 3, now: () => now });
    expect([window.take('a'), window.take('a'), window.take('a')]).toEqual([true, true, false]);
    expect([window.take('b'), window.take('b'), window.take('c')]).toEqual([true, true, true]);
    // Everybody together: 5 a window.
    expect(window.take('d')).toBe(false);
    now = 1_000;
    expect(window.take('a')).toBe(true);
    // A fourth key drops the oldest, so memory stays bounded; a dropped key starts afresh.
    for (const key of ['e', 'f', 'g']) window.take(key);
    expect(window.take('a')).toBe(true);
  });
});
