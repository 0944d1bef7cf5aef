import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInactivityWatch, type InactivityPhase } from '../../../../../web/shell/session/inactivity';
import { DEFAULT_INACTIVITY_DELAY_MS, DEFAULT_WARNING_SECONDS } from '../../../../../shared/session/shell';

describe('session timeout clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const watch = () => {
    const changes: InactivityPhase['phase'][] = [];
    const clock = createInactivityWatch({
      delayMs: DEFAULT_INACTIVITY_DELAY_MS,
      warningMs: DEFAULT_WARNING_SECONDS * 1000,
      onChange: (state) => changes.push(state.phase),
    });
    return { clock, changes };
  };

  it('warns after 15 minutes without activity, then expires 60 s later', () => {
    const { clock, changes } = watch();
    vi.advanceTimersByTime(900_000 - 1);
    expect(clock.state().phase).toBe('active');
    vi.advanceTimersByTime(1);
    expect(clock.state()).toEqual({ phase: 'warning', deadline: Date.now() + 60_000 });
    vi.advanceTimersByTime(59_999);
    expect(clock.state().phase).toBe('warning');
    vi.advanceTimersByTime(1);
    expect(changes).toEqual(['warning', 'expired']);
    // Nothing brings an expired session back.
    clock.stay();
    clock.remoteActivity();
    expect(clock.state().phase).toBe('expired');
  });

  it('restarts the delay on activity here or in another tab', () => {
    const { clock } = watch();
    vi.advanceTimersByTime(800_000);
    expect(clock.localActivity()).toBe(true);
    vi.advanceTimersByTime(800_000);
    clock.remoteActivity();
    vi.advanceTimersByTime(899_999);
    expect(clock.state().phase).toBe('active');
    vi.advanceTimersByTime(1);
    expect(clock.state().phase).toBe('warning');
  });

  it('keeps the warning on local activity until answered; another tab’s activity or "stay" dismisses it', () => {
    const { clock, changes } = watch();
    vi.advanceTimersByTime(900_000);
    expect(clock.localActivity()).toBe(false);
    expect(clock.state().phase).toBe('warning');
    clock.stay();
    expect(clock.state().phase).toBe('active');
    vi.advanceTimersByTime(900_000);
    clock.remoteActivity();
    expect(changes).toEqual(['warning', 'active', 'warning', 'active']);
    clock.stop();
    vi.advanceTimersByTime(2_000_000);
    expect(clock.state().phase).toBe('active');
  });
});
