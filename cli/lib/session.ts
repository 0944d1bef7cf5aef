/**
 * The CLI's session: which API, which token, and the API client built on them.
 *
 * API URL: --api-url, then WAREPORT_API_URL, then the API the stored credentials belong to,
 * then the local default. Token: --token / WAREPORT_TOKEN used as is (no renewal), else the
 * stored credentials, renewed through the API client's TokenProvider when the access token is
 * rejected; the new pair is saved before the call is retried. Renewal holds a lock shared by
 * every wareport process on the config folder.
 */
import { createApiClient, type ApiClient, type TokenProvider } from '../../shared/api/api-client';
import type { CliContext, GlobalOptions } from './context';
import { credentialsSchema, readCredentials, writeCredentials, type Credentials } from './credentials';
import { withCredentialsLock } from './credentials-lock';
import { CliError } from './errors';
import type { Translator } from './i18n';

export const DEFAULT_API_URL = 'http://127.0.0.1:3000/api';

/** Checks and normalises an API base URL (no trailing slash); a bad one is a usage error. */
export function parseApiUrl(value: string, t: Translator): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw CliError.usage(t('cli.errors.badApiUrl', { value }));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw CliError.usage(t('cli.errors.badApiUrl', { value }));
  return value.replace(/\/+$/, '');
}

export function resolveApiUrl(ctx: CliContext, globals: GlobalOptions, stored: Credentials | null): string {
  if (globals.apiUrl) return parseApiUrl(globals.apiUrl, ctx.t);
  if (ctx.env.WAREPORT_API_URL) return parseApiUrl(ctx.env.WAREPORT_API_URL, ctx.t);
  return stored?.apiUrl ?? DEFAULT_API_URL;
}

/** An API client without a token: sign-in, renewal and sign-out calls. */
export function identityClient(ctx: CliContext, apiUrl: string): ApiClient {
  ctx.failure.apiUrl = apiUrl;
  return createApiClient({ baseUrl: apiUrl, getScope: () => ({}), fetch: ctx.fetch });
}

const tokenAnswer = credentialsSchema.omit({ apiUrl: true });

/** Renews with the stored refresh token and saves the new pair; one renewal at a time. */
export function storedTokenProvider(ctx: CliContext, initial: Credentials, onChange: (next: Credentials) => void): TokenProvider {
  let current = initial;
  let renewing: Promise<boolean> | null = null;
  const renewOnce = () => withCredentialsLock(ctx.configDir, renewLocked);
  const renewLocked = async () => {
    // Another wareport process may have renewed while this one waited: its new pair is the one
    // to use (renewing with the old refresh token again would end the sign-in for both).
    const stored = tryReadCredentials(ctx);
    if (stored && stored.apiUrl === current.apiUrl && stored.idUser === current.idUser && stored.refreshToken !== current.refreshToken) {
      current = stored;
      onChange(current);
      return true;
    }
    const answer = await identityClient(ctx, current.apiUrl)
      .request({ method: 'POST', path: '/auth/refresh', body: { refreshToken: current.refreshToken } })
      .catch((error: unknown) => {
        // The API client swallows renewal failures; keep this one to explain the 401 after it.
        ctx.failure.renewalError = error;
        throw error;
      });
    // A renewal answers no device token: the one from the sign-in stays.
    current = { ...current, ...tokenAnswer.parse(answer) };
    writeCredentials(ctx.configDir, current, ctx.t);
    onChange(current);
    return true;
  };
  return {
    getAccessToken: () => current.accessToken,
    renew: () => (renewing ??= renewOnce().finally(() => (renewing = null))),
    signInRequired: () => {
      ctx.failure.sessionExpired = true;
    },
  };
}

/** The stored credentials, or null when absent or unreadable. */
export function tryReadCredentials(ctx: CliContext): Credentials | null {
  try {
    return readCredentials(ctx.configDir, ctx.t);
  } catch {
    return null;
  }
}

export interface Session {
  api: ApiClient;
  apiUrl: string;
}

/** A signed-in API client, or a clear error saying how to sign in. */
export function openSession(ctx: CliContext, globals: GlobalOptions): Session {
  const token = globals.token || ctx.env.WAREPORT_TOKEN;
  // With a given token the stored file only suggests the API URL: a damaged one is no obstacle.
  const stored = token ? tryReadCredentials(ctx) : readCredentials(ctx.configDir, ctx.t);
  const apiUrl = resolveApiUrl(ctx, globals, stored);
  ctx.failure.apiUrl = apiUrl;

  if (token) {
    ctx.failure.auth = 'token';
    // The token names its user: no x-user-id header, so no masquerade check on a stale id.
    const api = createApiClient({
      baseUrl: apiUrl,
      getScope: () => ({}),
      fetch: ctx.fetch,
      tokens: { getAccessToken: () => token, renew: async () => false },
    });
    return { api, apiUrl };
  }
  if (!stored) throw new CliError(ctx.t('cli.errors.notSignedIn'));
  // Never send a stored token to another server than the one that issued it.
  if (stored.apiUrl !== apiUrl) throw new CliError(ctx.t('cli.errors.otherApi', { stored: stored.apiUrl, apiUrl }));

  ctx.failure.auth = 'stored';
  let credentials = stored;
  const api = createApiClient({
    baseUrl: apiUrl,
    getScope: () => ({ idUser: credentials.idUser }),
    fetch: ctx.fetch,
    tokens: storedTokenProvider(ctx, stored, (next) => (credentials = next)),
  });
  return { api, apiUrl };
}
