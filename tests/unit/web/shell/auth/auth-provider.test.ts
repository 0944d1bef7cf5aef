import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../shared/api/api-error';
import { createApiClient } from '../../../../../shared/api/api-client';
import { createAuthProvider, EXPIRED, FROM_OTHER_TAB } from '../../../../../web/shell/auth/auth-provider';
import type { Identity } from '../../../../../web/shell/auth/identity';
import { createSessionStore } from '../../../../../web/shell/session/session-store';
import { jsonStorage, memoryStorage } from '../../../../../web/shell/session/storage';
import { admin, ids, julie, tom } from '../../fixtures';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(user = tom, userinfoStatus = 200) {
  let signedIn = false;
  const identity: Identity = {
    kind: 'builtin',
    initialize: async () => undefined,
    signIn: vi.fn(async () => {
      signedIn = true;
      return { idUser: user.idUser };
    }),
    isSignedIn: () => signedIn,
    tokens: { getAccessToken: () => (signedIn ? 'token' : null), renew: async () => false },
    signOut: vi.fn(async () => void (signedIn = false)),
    forget: vi.fn(() => void (signedIn = false)),
  };
  const session = createSessionStore(jsonStorage(memoryStorage(), null));
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const path = String(url).replace('http://api.test', '');
    if (path === '/masquerade/session') return json({ message: 'Error occurred!' }, 500);
    const masquerading = !!(init?.headers as Record<string, string> | undefined)?.['x-masquerade-id'];
    if (path === '/userinfo')
      return userinfoStatus === 200 ? json(masquerading ? julie : user) : json({ message: 'Your session has expired.' }, userinfoStatus);
    if (path === '/presetcolors') return json({ presetColors: [] });
    return json({ items: [], searchCriteria: { totalCount: 0, currentPage: 1, pageSize: 200 } });
  }) as unknown as typeof globalThis.fetch;
  const api = createApiClient({ baseUrl: 'http://api.test', getScope: session.getScope, fetch });
  const crossTab = { post: vi.fn(), subscribe: vi.fn(() => () => undefined) };
  const onSignedIn = vi.fn();
  const onSessionLoadFailed = vi.fn();
  const provider = createAuthProvider({ identity, session, api, crossTab, onSignedIn, onSessionLoadFailed });
  return { provider, identity, session, crossTab, onSignedIn, onSessionLoadFailed, fetch, api };
}

describe('auth provider', () => {
  it('signs in with e-mail and password, loads the session user and tells the app', async () => {
    const { provider, identity, session, onSignedIn } = setup();
    await provider.login({ username: 'tom@example.test', password: 'secret' });
    expect(identity.signIn).toHaveBeenCalledWith({ email: 'tom@example.test', password: 'secret' });
    expect(session.getScope()).toMatchObject({ idUser: ids.tom, idClientAccount: ids.outdoor });
    expect(onSignedIn).toHaveBeenCalledWith(tom);
    await expect(provider.getIdentity!()).resolves.toEqual({ id: ids.tom, fullName: 'Tom Baker' });
    await expect(provider.getPermissions!({})).resolves.toEqual(tom.accountPermissions);
  });

  it('checks access with the active account', async () => {
    const { provider } = setup();
    await provider.login({ email: 'tom@example.test', password: 'x' });
    await expect(provider.canAccess!({ resource: 'clients', action: 'list' })).resolves.toBe(false);
    await expect(provider.canAccess!({ resource: 'CoreGeneralDashboard', action: 'View' })).resolves.toBe(true);
  });

  it('sends a visitor without a session to sign-in without an error message', async () => {
    const { provider } = setup();
    await expect(provider.checkAuth({})).rejects.toEqual({ message: false });
  });

  it('reloads the user after a page reload and signs out on a 401', async () => {
    const { provider, identity } = setup(admin, 401);
    await identity.signIn();
    await expect(provider.checkAuth({})).rejects.toEqual({ message: 'auth.sessionExpired' });
    expect(identity.forget).toHaveBeenCalled();
  });

  it('keeps a signed-in user whose session cannot be loaded, and shows the global error instead of sign-in', async () => {
    const { provider, identity, onSessionLoadFailed } = setup(admin, 500);
    await identity.signIn();
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    expect(identity.forget).not.toHaveBeenCalled();
    expect(onSessionLoadFailed).toHaveBeenCalledTimes(1);
    expect(onSessionLoadFailed.mock.calls[0][0]).toMatchObject({ status: 500, url: 'http://api.test/userinfo' });
  });

  it('signs out on 401 only; a 403 is the screen’s business', async () => {
    const { provider, identity } = setup();
    await identity.signIn();
    await expect(provider.checkError(new ApiError(403, { message: 'Forbidden' }))).resolves.toBeUndefined();
    await expect(provider.checkError(new ApiError(400, { message: 'Validation failed.' }))).resolves.toBeUndefined();
    await expect(provider.checkError(new ApiError(401, { message: 'Expired' }))).rejects.toBeInstanceOf(ApiError);
  });

  it('sends the user to sign-in after a 400 when renewal needed interaction (the session was dropped)', async () => {
    const { provider, identity } = setup();
    await identity.signIn();
    identity.forget();
    await expect(provider.checkError(new ApiError(400, { message: 'Token expired' }))).rejects.toBeInstanceOf(ApiError);
  });

  it('signs out at the provider and signals the other tabs, but not when the signal came from one', async () => {
    const { provider, identity, session, crossTab } = setup();
    await provider.login({ email: 'x', password: 'y' });
    await provider.logout({});
    expect(identity.signOut).toHaveBeenCalled();
    expect(session.getState().user).toBeNull();
    expect(crossTab.post).toHaveBeenCalledExactlyOnceWith('signout');

    await provider.login({ email: 'x', password: 'y' });
    await provider.logout(FROM_OTHER_TAB);
    expect(identity.forget).toHaveBeenCalled();
    expect(crossTab.post).toHaveBeenCalledOnce();

    // A sign-out for inactivity tells the other tabs so, for them to say why too.
    await provider.login({ email: 'x', password: 'y' });
    await provider.logout(EXPIRED);
    expect(crossTab.post).toHaveBeenLastCalledWith('expired');
  });

  it('closes an open masquerade session on sign-out, as the signed-in user, even if that call fails', async () => {
    const { provider, session, identity, fetch, api } = setup();
    await provider.login({ email: 'tom@example.test', password: 'x' });
    await session.startMasquerade(api, { idUser: ids.julie, idMasquerade: 'm-1' }, { idClient: ids.lumiere, idClientAccount: ids.stores });
    expect(session.getState().user?.idUser).toBe(ids.julie);
    await provider.logout({});
    const close = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/masquerade/session'));
    expect(JSON.parse(String(close?.[1]?.body))).toEqual({ idUserMasquerade: ids.julie, isOpen: false });
    expect((close?.[1]?.headers as Record<string, string>)['x-masquerade-id']).toBeUndefined();
    expect(identity.signOut).toHaveBeenCalled();
    expect(session.getScope().masquerade).toBeNull();
  });
});
