/**
 * Fixed-window counters per key, in memory, bounded: at most `maxKeys` keys are kept (the oldest
 * window is dropped first), so a flood of distinct keys (addresses, emails) cannot grow the process.
 */
export function fixedWindows(windowMs: number, maxKeys: number) {
  const counts = new Map<string, { start: number; count: number }>();
  /** The key's window at `at`: its current one, or a new one counting 0 once the last has passed. */
  return (key: string, at: number) => {
    let entry = counts.get(key);
    if (!entry || at - entry.start >= windowMs) {
      counts.delete(key);
      if (counts.size >= maxKeys) counts.delete(counts.keys().next().value!);
      entry = { start: at, count: 0 };
      counts.set(key, entry);
    }
    return entry;
  };
}
