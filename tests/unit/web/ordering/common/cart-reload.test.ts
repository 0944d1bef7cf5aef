import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_QUERY_KEY, createDebouncer, scheduleCartReload } from '../../../../../web/ordering/common/cart-reload';

describe('cart reloads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reload once, 250 ms after the last of a burst of changes', () => {
    const client = { invalidateQueries: vi.fn(() => Promise.resolve()) };
    scheduleCartReload(client);
    vi.advanceTimersByTime(200);
    scheduleCartReload(client);
    scheduleCartReload(client);
    vi.advanceTimersByTime(249);
    expect(client.invalidateQueries).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(client.invalidateQueries).toHaveBeenCalledTimes(1);
    expect(client.invalidateQueries).toHaveBeenCalledWith({ queryKey: CART_QUERY_KEY });
  });

  it('debounce each query client on its own', () => {
    const a = { invalidateQueries: vi.fn(() => Promise.resolve()) };
    const b = { invalidateQueries: vi.fn(() => Promise.resolve()) };
    scheduleCartReload(a);
    scheduleCartReload(b);
    vi.advanceTimersByTime(250);
    expect(a.invalidateQueries).toHaveBeenCalledTimes(1);
    expect(b.invalidateQueries).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(run, 250);
    debouncer.schedule();
    debouncer.cancel();
    vi.advanceTimersByTime(500);
    expect(run).not.toHaveBeenCalled();
  });
});
