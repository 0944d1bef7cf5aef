/**
 * A fixed-window counter per key, in memory, bounded: at most `maxKeys` keys are kept (the
 * oldest window is dropped first), so a flood of distinct addresses cannot grow the process.
 * Per instance: what it protects (this server's log) is per instance too.
 */
import { fixedWindows } from '../lib/fixed-windows';

export interface RateWindow {
  /** Counts one use by `key`; false once the key (or everybody together) has used up this window. */
  take(key: string): boolean;
}

export function createRateWindow(options: { perKey: number; total: number; windowMs: number; maxKeys?: number; now?: () => number }): RateWindow {
  const { perKey, total, windowMs, maxKeys = 10_000, now = Date.now } = options;
  const windowOf = fixedWindows(windowMs, maxKeys);
  let all = { start: 0, count: 0 };
  return {
    take(key) {
      const at = now();
      if (at - all.start >= windowMs) all = { start: at, count: 0 };
      const entry = windowOf(key, at);
      if (entry.count >= perKey || all.count >= total) return false;
      entry.count++;
      all.count++;
      return true;
    },
  };
}
