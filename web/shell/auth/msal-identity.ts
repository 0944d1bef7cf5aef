/**
 * Sign-in through Azure AD B2C with MSAL (spec part 1, section 4 "Session"):
 * - AADB2C90118 (the user chose "forgot password") sends the user to the reset-password policy;
 * - coming back from that policy, the user is told to sign in again and is signed out;
 * - AADB2C90091 (the user cancelled a policy) starts the sign-in again.
 * MSAL is reached through `MsalClient`, the few methods used here, so tests run it with a fake.
 */
import type { Credentials, Identity } from './identity';
import { authorityFor, type B2cSettings } from './b2c-settings';

/** MSAL types the token's claims as a plain `object`; `policyOf` reads them by name. */
export interface MsalAccount {
  homeAccountId: string;
  username?: string;
  idTokenClaims?: object;
}

export interface MsalResult<Account extends MsalAccount = MsalAccount> {
  accessToken: string;
  expiresOn: Date | null;
  account: Account | null;
  idTokenClaims?: object;
}

/** `Account`: MSAL's own account type (AccountInfo) for the real client; the accounts handed back to it are those it gave. */
export interface MsalClient<Account extends MsalAccount = MsalAccount> {
  initialize(): Promise<void>;
  handleRedirectPromise(): Promise<MsalResult<Account> | null>;
  loginRedirect(request: { authority: string; scopes: string[] }): Promise<void>;
  acquireTokenSilent(request: { scopes: string[]; account: Account; forceRefresh?: boolean }): Promise<MsalResult<Account>>;
  logoutRedirect(request?: { account?: Account | null }): Promise<void>;
  getAllAccounts(): Account[];
  getActiveAccount(): Account | null;
  setActiveAccount(account: Account | null): void;
}

export const B2C_ERRORS = { forgotPassword: 'AADB2C90118', cancelled: 'AADB2C90091' } as const;

export interface MsalIdentityOptions<Account extends MsalAccount = MsalAccount> {
  msal: MsalClient<Account>;
  settings: B2cSettings;
  /** Tells the user, after a password reset, to sign in again (the caller translates the text). */
  alertPasswordReset: () => void | Promise<void>;
  now?: () => number;
}

const errorText = (error: unknown) => {
  const e = error as { errorMessage?: string; message?: string; errorCode?: string } | null;
  return `${e?.errorCode ?? ''} ${e?.errorMessage ?? ''} ${e?.message ?? ''}`;
};

/** The policy that issued a result: B2C names it in the `tfp` (or older `acr`) claim. */
const policyOf = (result: MsalResult) => {
  const claims: Record<string, unknown> = Object.fromEntries(Object.entries(result.idTokenClaims ?? result.account?.idTokenClaims ?? {}));
  return String(claims.tfp ?? claims.acr ?? '').toLowerCase();
};

export function createMsalIdentity<Account extends MsalAccount>({
  msal,
  settings,
  alertPasswordReset,
  now = Date.now,
}: MsalIdentityOptions<Account>): Identity {
  const signInRequest = () => ({ authority: authorityFor(settings, settings.signInPolicy), scopes: settings.scopes });
  const resetRequest = () => ({ authority: authorityFor(settings, settings.resetPasswordPolicy), scopes: settings.scopes });
  let cached: { token: string; expiresAt: number } | null = null;

  const remember = (result: MsalResult) => {
    cached = result.accessToken ? { token: result.accessToken, expiresAt: result.expiresOn?.getTime() ?? now() + 60_000 } : null;
  };

  async function silent(forceRefresh: boolean): Promise<string | null> {
    const account = msal.getActiveAccount();
    if (!account) return null;
    try {
      const result = await msal.acquireTokenSilent({ scopes: settings.scopes, account, forceRefresh });
      remember(result);
      return result.accessToken;
    } catch {
      // Interaction required (expired session, consent): the caller decides to redirect.
      cached = null;
      return null;
    }
  }

  return {
    kind: 'b2c',
    initialize: async () => {
      await msal.initialize();
      let result: MsalResult<Account> | null;
      try {
        result = await msal.handleRedirectPromise();
      } catch (error) {
        const text = errorText(error);
        if (text.includes(B2C_ERRORS.forgotPassword)) return msal.loginRedirect(resetRequest());
        if (text.includes(B2C_ERRORS.cancelled)) return msal.loginRedirect(signInRequest());
        throw error;
      }
      if (result && policyOf(result) === settings.resetPasswordPolicy.toLowerCase()) {
        await alertPasswordReset();
        msal.setActiveAccount(null);
        cached = null;
        return msal.logoutRedirect({ account: result.account });
      }
      if (result?.account) {
        msal.setActiveAccount(result.account);
        remember(result);
        return;
      }
      if (!msal.getActiveAccount()) {
        const [first] = msal.getAllAccounts();
        if (first) msal.setActiveAccount(first);
      }
    },
    signIn: async (_credentials?: Credentials) => {
      await msal.loginRedirect(signInRequest());
      return { idUser: null };
    },
    isSignedIn: () => msal.getActiveAccount() !== null,
    tokens: {
      getAccessToken: () => (cached && cached.expiresAt - now() > 30_000 ? cached.token : silent(false)),
      renew: async () => (await silent(true)) !== null,
      signInRequired: () => void msal.loginRedirect(signInRequest()),
    },
    signOut: async () => {
      const account = msal.getActiveAccount();
      cached = null;
      if (!account) return;
      msal.setActiveAccount(null);
      await msal.logoutRedirect({ account });
    },
    forget: () => {
      cached = null;
      msal.setActiveAccount(null);
    },
  };
}
