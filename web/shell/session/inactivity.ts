/**
 * The session timeout's clock (spec: after the inactivity delay a warning counts down 60 s; at
 * zero the session is over). Pure: time and timers are given, so tests run it with fake timers.
 *
 * - Activity (here or in another tab) while active restarts the delay.
 * - Activity in this tab while the warning shows does not dismiss it: the person answers it
 *   ("stay signed in", which restarts the delay). Activity from another tab does, since the person
 *   is working there (that tab's warning would not have opened).
 */
export type InactivityPhase = { phase: 'active' } | { phase: 'warning'; deadline: number } | { phase: 'expired' };

export interface InactivityOptions {
  delayMs: number;
  warningMs: number;
  now?: () => number;
  onChange(state: InactivityPhase): void;
}

export interface InactivityWatch {
  /** Activity in this tab; answers whether it restarted the delay (and so is worth telling other tabs). */
  localActivity(): boolean;
  /** Activity another tab reported. */
  remoteActivity(): void;
  /** "Stay signed in": back to active, the delay restarted. */
  stay(): void;
  state(): InactivityPhase;
  stop(): void;
}

export function createInactivityWatch({ delayMs, warningMs, now = Date.now, onChange }: InactivityOptions): InactivityWatch {
  let current: InactivityPhase = { phase: 'active' };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const set = (next: InactivityPhase) => {
    current = next;
    onChange(next);
  };
  const arm = (ms: number, then: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(then, ms);
  };
  const expire = () => set({ phase: 'expired' });
  const warn = () => {
    const deadline = now() + warningMs;
    set({ phase: 'warning', deadline });
    arm(warningMs, expire);
  };
  const restart = () => {
    if (stopped || current.phase === 'expired') return false;
    if (current.phase !== 'active') set({ phase: 'active' });
    arm(delayMs, warn);
    return true;
  };
  restart();

  return {
    localActivity: () => current.phase === 'active' && restart(),
    remoteActivity: () => void restart(),
    stay: () => void restart(),
    state: () => current,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
