/**
 * react-admin's authProvider over an Identity (built-in or B2C) and the session store.
 * Permissions are the session user's accountPermissions; canAccess applies the shared model
 * to the active account.
 */
import type { AuthProvider } from 'react-admin';
import type { ApiClient } from '../../../shared/api/api-client';
import { closeMasqueradeSession } from '../session/masquerade';
import type { SessionStore } from '../session/session-store';
import type { SessionUser } from '../session/session-user';
import { fullName } from '../../../shared/rules/display';
import { canAccessResource } from './access';
import type { CrossTab } from './cross-tab';
import type { Credentials, Identity } from './identity';

export interface AuthProviderOptions {
  identity: Identity;
  session: SessionStore;
  api: ApiClient;
  crossTab?: CrossTab;
  /** Called once the user of a new sign-in is loaded (e.g. to apply their language). */
  onSignedIn?: (user: SessionUser) => void;
  /**
   * A signed-in user's session could not be loaded for another reason than an expired sign-in
   * (a server error, the API out of reach): the portal shows the global error instead of
   * sending them to sign-in (spec part 1, section 8).
   */
  onSessionLoadFailed?: (error: unknown) => void;
}

/** Parameters of logout() when another tab signed out: nothing to revoke or to signal again. */
export const FROM_OTHER_TAB = { fromOtherTab: true } as const;
/** Parameters of logout() when the session ended for inactivity: the other tabs are told so. */
export const EXPIRED = { expired: true } as const;

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

export function createAuthProvider({ identity, session, api, crossTab, onSignedIn, onSessionLoadFailed }: AuthProviderOptions): AuthProvider {
  async function currentUser(): Promise<SessionUser> {
    const { user } = session.getState();
    if (user) return user;
    if (!identity.isSignedIn()) throw new Error('Not signed in');
    try {
      return await session.load(api);
    } catch (error) {
      if (statusOf(error) === 401) {
        identity.forget();
        session.clear();
      }
      throw error;
    }
  }

  return {
    login: async (params: Partial<Credentials> & { username?: string }) => {
      session.clear();
      const email = params.email ?? params.username ?? '';
      const { idUser } = await identity.signIn(identity.kind === 'builtin' ? { email, password: params.password ?? '' } : undefined);
      session.start(idUser);
      const user = await session.load(api);
      onSignedIn?.(user);
    },
    logout: async (params?: { fromOtherTab?: boolean; expired?: boolean }) => {
      const hadSession = identity.isSignedIn() || session.isLoaded();
      // A masquerade session still open is closed on the server, as the signed-in user; a
      // failure there does not keep anyone signed in.
      const masquerade = session.dropMasquerade();
      if (masquerade && !params?.fromOtherTab) await closeMasqueradeSession(api, masquerade.idUser).catch(() => undefined);
      if (params?.fromOtherTab) identity.forget();
      else await identity.signOut();
      session.clear();
      if (hadSession && !params?.fromOtherTab) crossTab?.post(params?.expired ? 'expired' : 'signout');
    },
    checkAuth: async () => {
      // react-admin shows `message` as a notification after redirecting to sign-in; false = none.
      if (!identity.isSignedIn()) {
        session.clear();
        throw { message: false };
      }
      try {
        await currentUser();
      } catch (error) {
        if (onSessionLoadFailed && identity.isSignedIn() && statusOf(error) !== 401) return onSessionLoadFailed(error);
        throw { message: statusOf(error) === 401 ? 'auth.sessionExpired' : (error as Error).message || false };
      }
    },
    checkError: async (error) => {
      // 401 after the API client's silent renewal failed, or any answer after which renewal
      // needed interaction (the identity dropped its tokens, e.g. the spec's 400 for an expired
      // token): the session is over, react-admin sends the user to sign-in. Other statuses
      // (403 included) are the screen's business, not a reason to sign out.
      if (statusOf(error) === 401 || !identity.isSignedIn()) {
        identity.forget();
        session.clear();
        throw error;
      }
    },
    getIdentity: async () => {
      const user = await currentUser();
      return { id: user.idUser, fullName: fullName(user) };
    },
    getPermissions: async () => (await currentUser()).accountPermissions,
    canAccess: async ({ resource, action }) => {
      const user = await currentUser();
      return canAccessResource(user.accountPermissions, session.getScope().idClientAccount, { resource, action });
    },
  };
}
