/** An API client signed in as a demo user, for integration tests. */
import { createApiClient, type ApiClient } from '../../shared/api/api-client';
import type { ApiError } from '../../shared/api/api-error';
import type { SessionScope } from '../../shared/session/scope';
import { DEMO_PASSWORD } from '../../server/db/seed';

export async function signIn(apiUrl: string, email: string, password = DEMO_PASSWORD) {
  const response = await fetch(`${apiUrl}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { accessToken: string; refreshToken: string; idUser: string };
}

export async function clientFor(apiUrl: string, email: string, scope: SessionScope = {}): Promise<ApiClient & { idUser: string }> {
  const tokens = await signIn(apiUrl, email);
  const api = createApiClient({
    baseUrl: apiUrl,
    getScope: () => ({ idUser: tokens.idUser, ...scope }),
    tokens: { getAccessToken: () => tokens.accessToken, renew: async () => false },
  });
  return Object.assign(api, { idUser: tokens.idUser });
}

/** The ApiError a call must fail with; a call that succeeds fails the test. */
export const failure = (promise: Promise<unknown>): Promise<ApiError> =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: ApiError) => error,
  );
