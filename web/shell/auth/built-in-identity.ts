/**
 * The reference API's own identity service: POST /auth/signin, /auth/refresh (rotating refresh
 * token), /auth/signout. Renewal happens before the access token expires and whenever the API
 * client meets a 400/401; it runs once at a time, in this tab and across tabs (a rotated
 * refresh token can be used only once, so two tabs renewing together would sign one out).
 */
import type { ApiClient } from '../../../shared/api/api-client';
import type { Credentials, Identity } from './identity';
import type { StoredTokens, TokenStore } from './token-store';

interface TokenAnswer {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  idUser: string;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface BuiltInIdentityOptions {
  /** An API client WITHOUT a token provider: identity calls must never trigger renewal themselves. */
  api: ApiClient;
  store: TokenStore;
  now?: () => number;
  timers?: Timers;
  /** Runs `task` while holding a lock shared by every tab (navigator.locks in browsers). */
  withLock?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Renew this long before the access token expires. */
  renewBeforeMs?: number;
  /** A renewal that finished this recently answers further renewal requests (bursts of 400/401). */
  reuseWindowMs?: number;
}

export const RENEW_BEFORE_MS = 60_000;
export const REUSE_WINDOW_MS = 10_000;

/** When to renew: `renewBeforeMs` before expiry, or half-way for very short-lived tokens. */
export function renewalDelay(expiresAt: number, now: number, renewBeforeMs = RENEW_BEFORE_MS): number {
  const remaining = expiresAt - now;
  const lead = Math.min(renewBeforeMs, remaining / 2);
  return Math.max(0, remaining - lead);
}

type Settings = Required<Omit<BuiltInIdentityOptions, 'api' | 'store'>>;

function settingsOf(options: BuiltInIdentityOptions): Settings {
  return {
    now: options.now ?? Date.now,
    timers: options.timers ?? {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    withLock: options.withLock ?? ((task) => task()),
    renewBeforeMs: options.renewBeforeMs ?? RENEW_BEFORE_MS,
    reuseWindowMs: options.reuseWindowMs ?? REUSE_WINDOW_MS,
  };
}

/** The one renewal timer: each schedule replaces the previous one. */
function createRenewalTimer({ timers, now, renewBeforeMs }: Settings) {
  let timer: unknown = null;
  function cancel() {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  }
  function schedule(tokens: StoredTokens | null, renew: () => void) {
    cancel();
    if (!tokens) return;
    timer = timers.setTimeout(
      () => {
        timer = null;
        renew();
      },
      renewalDelay(tokens.expiresAt, now(), renewBeforeMs),
    );
  }
  return { cancel, schedule };
}

type Reason = 'scheduled' | 'required';

/** The tokens kept, the renewal timer and the renewal itself, run once at a time. */
function createTokenSession({ api, store }: BuiltInIdentityOptions, settings: Settings) {
  const { now, withLock, renewBeforeMs, reuseWindowMs } = settings;
  const timer = createRenewalTimer(settings);
  let inFlight: Promise<boolean> | null = null;
  let lastRenewedAt = -Infinity;

  const schedule = (tokens: StoredTokens | null) => timer.schedule(tokens, () => void renew('scheduled'));

  /** Stores the tokens an identity call answered and schedules their renewal. */
  function keep(answer: TokenAnswer) {
    const tokens: StoredTokens = {
      accessToken: answer.accessToken,
      refreshToken: answer.refreshToken,
      expiresAt: now() + answer.expiresIn * 1000,
      idUser: answer.idUser,
    };
    store.set(tokens);
    lastRenewedAt = now();
    schedule(tokens);
  }

  /** Signed out here: no timer, no tokens. */
  function drop() {
    timer.cancel();
    store.clear();
  }

  /**
   * `scheduled`: renew only if the stored token is still close to expiry (another tab may have
   * renewed already). `required`: the API refused the token, so renew unless someone else just did.
   */
  async function refresh(reason: Reason, seen: StoredTokens | null): Promise<boolean> {
    return withLock(async () => {
      const current = store.get();
      if (!current) return false;
      const renewedElsewhere = !!seen && current.refreshToken !== seen.refreshToken;
      if (reason === 'scheduled' && current.expiresAt - now() > renewBeforeMs) {
        schedule(current);
        return true;
      }
      if (reason === 'required' && (renewedElsewhere || now() - lastRenewedAt < reuseWindowMs)) return true;
      try {
        keep(await api.request<TokenAnswer>({ method: 'POST', path: '/auth/refresh', body: { refreshToken: current.refreshToken } }));
        return true;
      } catch (error) {
        // A refused refresh token means signing in again; a network failure keeps the session.
        if ((error as { status?: number }).status !== 0) {
          store.clear();
          timer.cancel();
        }
        return false;
      }
    });
  }

  function renew(reason: Reason): Promise<boolean> {
    const seen = store.get();
    inFlight ??= refresh(reason, seen).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return { schedule, keep, drop, renew };
}

export function createBuiltInIdentity(options: BuiltInIdentityOptions): Identity {
  const { api, store } = options;
  const session = createTokenSession(options, settingsOf(options));
  return {
    kind: 'builtin',
    initialize: async () => session.schedule(store.get()),
    signIn: async (credentials?: Credentials) => {
      if (!credentials) throw new Error('The built-in identity needs an e-mail and a password.');
      const answer = await api.request<TokenAnswer>({ method: 'POST', path: '/auth/signin', body: credentials });
      session.keep(answer);
      return { idUser: answer.idUser };
    },
    isSignedIn: () => store.get() !== null,
    tokens: {
      getAccessToken: () => store.get()?.accessToken ?? null,
      renew: () => session.renew('required'),
      signInRequired: () => {
        session.drop();
      },
    },
    signOut: async () => {
      const tokens = store.get();
      session.drop();
      if (!tokens) return;
      // Revoking is best effort: the local session is gone whatever the server answers.
      await api.request({ method: 'POST', path: '/auth/signout', body: { refreshToken: tokens.refreshToken } }).catch(() => undefined);
    },
    forget: () => {
      session.drop();
    },
  };
}
