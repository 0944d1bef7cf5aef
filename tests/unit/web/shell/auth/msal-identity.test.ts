import { describe, expect, it, vi } from 'vitest';
import type { B2cSettings } from '../../../../../web/shell/auth/b2c-settings';
import { createMsalIdentity, type MsalAccount, type MsalClient, type MsalResult } from '../../../../../web/shell/auth/msal-identity';

const settings: B2cSettings = {
  clientId: 'client-id',
  tenant: 'wareport.onmicrosoft.com',
  authorityDomain: 'wareport.b2clogin.com',
  signInPolicy: 'B2C_1_signin',
  resetPasswordPolicy: 'B2C_1_reset',
  scopes: ['https://wareport.onmicrosoft.com/api/access'],
  redirectUri: null,
};
const SIGN_IN = 'https://wareport.b2clogin.com/wareport.onmicrosoft.com/B2C_1_signin';
const RESET = 'https://wareport.b2clogin.com/wareport.onmicrosoft.com/B2C_1_reset';

const account: MsalAccount = { homeAccountId: 'home-1', username: 'tom@example.test' };

/** A fake MSAL client: records what the identity asks of it. */
function fakeMsal(
  options: { redirect?: MsalResult | null; redirectError?: unknown; accounts?: MsalAccount[]; silent?: (forceRefresh?: boolean) => MsalResult } = {},
) {
  let active: MsalAccount | null = null;
  const calls: string[] = [];
  const msal: MsalClient = {
    initialize: vi.fn(async () => void calls.push('initialize')),
    handleRedirectPromise: vi.fn(async () => {
      calls.push('handleRedirectPromise');
      if (options.redirectError) throw options.redirectError;
      return options.redirect ?? null;
    }),
    loginRedirect: vi.fn(async (request) => void calls.push(`loginRedirect ${request.authority}`)),
    acquireTokenSilent: vi.fn(async (request) => {
      calls.push(`acquireTokenSilent${request.forceRefresh ? ' force' : ''}`);
      if (!options.silent) throw Object.assign(new Error('interaction_required'), { errorCode: 'interaction_required' });
      return options.silent(request.forceRefresh);
    }),
    logoutRedirect: vi.fn(async () => void calls.push('logoutRedirect')),
    getAllAccounts: () => options.accounts ?? [],
    getActiveAccount: () => active,
    setActiveAccount: (a) => {
      active = a;
      calls.push(`setActiveAccount ${a?.homeAccountId ?? 'null'}`);
    },
  };
  return { msal, calls };
}

const b2cError = (code: string) =>
  Object.assign(new Error(`${code}: The user has forgotten their password.`), { errorCode: 'access_denied', errorMessage: `${code}: details` });

describe('MSAL identity (Azure AD B2C)', () => {
  it('starts the sign-in policy by redirect', async () => {
    const { msal, calls } = fakeMsal();
    const identity = createMsalIdentity({ msal, settings, alertPasswordReset: vi.fn() });
    await identity.initialize();
    expect(identity.isSignedIn()).toBe(false);
    await identity.signIn();
    expect(calls).toEqual(['initialize', 'handleRedirectPromise', `loginRedirect ${SIGN_IN}`]);
  });

  it('takes the account and token coming back from the sign-in policy', async () => {
    const expiresOn = new Date(Date.now() + 3_600_000);
    const { msal } = fakeMsal({ redirect: { accessToken: 'token-1', expiresOn, account, idTokenClaims: { tfp: 'B2C_1_signin' } } });
    const identity = createMsalIdentity({ msal, settings, alertPasswordReset: vi.fn() });
    await identity.initialize();
    expect(identity.isSignedIn()).toBe(true);
    expect(await identity.tokens.getAccessToken()).toBe('token-1');
  });

  it('sends AADB2C90118 (forgot password) to the reset-password policy', async () => {
    const { msal, calls } = fakeMsal({ redirectError: b2cError('AADB2C90118') });
    const identity = createMsalIdentity({ msal, settings, alertPasswordReset: vi.fn() });
    await identity.initialize();
    expect(calls.at(-1)).toBe(`loginRedirect ${RESET}`);
  });

  it('after a password reset, tells the user to sign in again and signs out', async () => {
    const alert = vi.fn();
    const { msal, calls } = fakeMsal({ redirect: { accessToken: 'x', expiresOn: null, account, idTokenClaims: { tfp: 'b2c_1_reset' } } });
    const identity = createMsalIdentity({ msal, settings, alertPasswordReset: alert });
    await identity.initialize();
    expect(alert).toHaveBeenCalledOnce();
    expect(calls.slice(-2)).toEqual(['setActiveAccount null', 'logoutRedirect']);
    expect(identity.isSignedIn()).toBe(false);
    // The alert comes before the sign-out redirect leaves the page.
    expect(alert.mock.invocationCallOrder[0]).toBeLessThan((msal.logoutRedirect as ReturnType<typeof vi.fn>).mock.invocationCallOrder[0]);
  });

  it('restarts the sign-in when the user cancelled a policy (AADB2C90091)', async () => {
    const { msal, calls } = fakeMsal({ redirectError: b2cError('AADB2C90091') });
    await createMsalIdentity({ msal, settings, alertPasswordReset: vi.fn() }).initialize();
    expect(calls.at(-1)).toBe(`loginRedirect ${SIGN_IN}`);
  });

  it('lets other identity failures through, for the "Oh snap!" message', async () => {
    const { msal } = fakeMsal({ redirectError: new Error('AADB2C90002: The client has been removed') });
    await expect(createMsalIdentity({ msal, settings, alertPasswordReset: vi.fn() }).initialize()).rejects.toThrow('AADB2C90002');
  });

  it('resumes a cached account, renews silently, and redirects when interaction is needed', async () => {
    let n = 0;
    const { msal, calls } = fakeMsal({
      accounts: [account],
      silent: () => ({ accessToken: `silent-${++n}`, expiresOn: new Date(Date.now() + 3_600_000), account }),
    });
    const identity = createMsalIdentity({ msal, settings, alertPasswordReset: vi.fn() });
    await identity.initialize();
    expect(identity.isSignedIn()).toBe(true);
    expect(await identity.tokens.getAccessToken()).toBe('silent-1');
    expect(await identity.tokens.getAccessToken()).toBe('silent-1');
    await expect(identity.tokens.renew()).resolves.toBe(true);
    expect(await identity.tokens.getAccessToken()).toBe('silent-2');
    expect(calls.filter((c) => c.startsWith('acquireTokenSilent'))).toEqual(['acquireTokenSilent', 'acquireTokenSilent force']);

    identity.tokens.signInRequired?.();
    expect(calls.at(-1)).toBe(`loginRedirect ${SIGN_IN}`);
  });

  it('reports that renewal needs interaction', async () => {
    const { msal } = fakeMsal({ accounts: [account] });
    const identity = createMsalIdentity({ msal, settings, alertPasswordReset: vi.fn() });
    await identity.initialize();
    await expect(identity.tokens.renew()).resolves.toBe(false);
    expect(await identity.tokens.getAccessToken()).toBeNull();
  });

  it('signs out through B2C only when signed in', async () => {
    const { msal, calls } = fakeMsal({ accounts: [account] });
    const identity = createMsalIdentity({ msal, settings, alertPasswordReset: vi.fn() });
    await identity.initialize();
    await identity.signOut();
    expect(calls.at(-1)).toBe('logoutRedirect');
    await identity.signOut();
    expect(calls.filter((c) => c === 'logoutRedirect')).toHaveLength(1);
  });
});
