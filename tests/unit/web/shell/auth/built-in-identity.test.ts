import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../../shared/api/api-client';
import { createBuiltInIdentity, renewalDelay } from '../../../../../web/shell/auth/built-in-identity';
import { createTokenStore } from '../../../../../web/shell/auth/token-store';
import { jsonStorage, memoryStorage, type JsonStorage } from '../../../../../web/shell/session/storage';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ID = '11111111-1111-4111-8111-111111111111';

/** A fake identity API that rotates refresh tokens like the real one. */
function fakeIdentityApi() {
  let issued = 0;
  const revoked = new Set<string>();
  const requests: { path: string; body: Record<string, string> }[] = [];
  const answer = () => {
    issued++;
    return json({ accessToken: `access-${issued}`, refreshToken: `refresh-${issued}`, expiresIn: 900, idUser: ID });
  };
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).replace('http://api.test', '');
    const body = JSON.parse(String(init?.body ?? '{}'));
    requests.push({ path, body });
    if (path === '/auth/signin') return body.password === 'right' ? answer() : json({ message: 'Invalid e-mail or password.', code: 'UNAUTHORIZED' }, 401);
    if (path === '/auth/refresh') {
      if (revoked.has(body.refreshToken) || !String(body.refreshToken).startsWith('refresh-')) return json({ message: 'Your session has expired.' }, 401);
      revoked.add(body.refreshToken);
      return answer();
    }
    if (path === '/auth/signout') return new Response(null, { status: 204 });
    return json({ message: 'no route' }, 404);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

function fakeTimers() {
  const pending: { callback: () => void; ms: number }[] = [];
  return {
    pending,
    timers: {
      setTimeout: (callback: () => void, ms: number) => {
        const entry = { callback, ms };
        pending.push(entry);
        return entry;
      },
      clearTimeout: (handle: unknown) => {
        const index = pending.indexOf(handle as (typeof pending)[number]);
        if (index >= 0) pending.splice(index, 1);
      },
    },
  };
}

function setup(options: { storage?: JsonStorage; now?: () => number } = {}) {
  const storage = options.storage ?? jsonStorage(memoryStorage(), null);
  const server = fakeIdentityApi();
  const clock = fakeTimers();
  let time = 1_000_000;
  const now = options.now ?? (() => time);
  const identity = createBuiltInIdentity({
    api: createApiClient({ baseUrl: 'http://api.test', getScope: () => ({}), fetch: server.fetch }),
    store: createTokenStore(storage),
    timers: clock.timers,
    now,
  });
  return { identity, server, clock, storage, advance: (ms: number) => (time += ms) };
}

describe('built-in identity', () => {
  it('signs in, keeps the tokens and schedules renewal a minute before expiry', async () => {
    const { identity, clock } = setup();
    await expect(identity.signIn({ email: 'tom@example.test', password: 'right' })).resolves.toEqual({ idUser: ID });
    expect(identity.isSignedIn()).toBe(true);
    expect(await identity.tokens.getAccessToken()).toBe('access-1');
    expect(clock.pending.map((p) => p.ms)).toEqual([840_000]);
  });

  it('rejects wrong credentials with the API error and keeps no session', async () => {
    const { identity } = setup();
    await expect(identity.signIn({ email: 'tom@example.test', password: 'wrong' })).rejects.toMatchObject({ status: 401 });
    expect(identity.isSignedIn()).toBe(false);
  });

  it('renews silently when the timer fires, rotating the refresh token', async () => {
    const { identity, clock, server, advance } = setup();
    await identity.signIn({ email: 'x', password: 'right' });
    advance(840_000);
    clock.pending.shift()!.callback();
    await vi.waitFor(() => expect(server.requests.at(-1)).toEqual({ path: '/auth/refresh', body: { refreshToken: 'refresh-1' } }));
    await vi.waitFor(async () => expect(await identity.tokens.getAccessToken()).toBe('access-2'));
  });

  it('renews once for a burst of refused calls', async () => {
    const { identity, server, advance } = setup();
    await identity.signIn({ email: 'x', password: 'right' });
    advance(60_000);
    const results = await Promise.all([identity.tokens.renew(), identity.tokens.renew(), identity.tokens.renew()]);
    expect(results).toEqual([true, true, true]);
    expect(server.requests.filter((r) => r.path === '/auth/refresh')).toHaveLength(1);
  });

  it('does not renew again when another tab already rotated the shared tokens', async () => {
    const storage = jsonStorage(memoryStorage(), null);
    const first = setup({ storage });
    await first.identity.signIn({ email: 'x', password: 'right' });
    first.advance(840_000);
    // The other tab renews first, writing new tokens to the shared storage.
    createTokenStore(storage).set({ accessToken: 'other-tab', refreshToken: 'refresh-99', expiresAt: 1_000_000 + 840_000 + 900_000, idUser: ID });
    first.clock.pending.shift()!.callback();
    await Promise.resolve();
    expect(first.server.requests.filter((r) => r.path === '/auth/refresh')).toHaveLength(0);
    expect(await first.identity.tokens.getAccessToken()).toBe('other-tab');
  });

  it('answers "sign in again" when the refresh token is refused, and forgets the session', async () => {
    const { identity, storage, advance } = setup();
    await identity.signIn({ email: 'x', password: 'right' });
    createTokenStore(storage).set({ ...createTokenStore(storage).get()!, refreshToken: 'revoked' });
    advance(60_000);
    await expect(identity.tokens.renew()).resolves.toBe(false);
    expect(identity.isSignedIn()).toBe(false);
  });

  it('signs out by revoking the refresh token, and forgets it even if the server fails', async () => {
    const { identity, server, clock } = setup();
    await identity.signIn({ email: 'x', password: 'right' });
    await identity.signOut();
    expect(server.requests.at(-1)).toEqual({ path: '/auth/signout', body: { refreshToken: 'refresh-1' } });
    expect(identity.isSignedIn()).toBe(false);
    expect(clock.pending).toEqual([]);
  });

  it('resumes a stored session at start-up with its renewal timer', async () => {
    const storage = jsonStorage(memoryStorage(), null);
    createTokenStore(storage).set({ accessToken: 'a', refreshToken: 'refresh-0', expiresAt: 1_000_000 + 300_000, idUser: ID });
    const { identity, clock } = setup({ storage });
    await identity.initialize();
    expect(identity.isSignedIn()).toBe(true);
    expect(clock.pending.map((p) => p.ms)).toEqual([240_000]);
  });
});

describe('renewalDelay', () => {
  it('renews a minute early, half-way for short tokens, at once for expired ones', () => {
    expect(renewalDelay(900_000, 0)).toBe(840_000);
    expect(renewalDelay(60_000, 0)).toBe(30_000);
    expect(renewalDelay(0, 10)).toBe(0);
  });
});
