import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type TokenProvider } from '../../../../shared/api/api-client';
import { ApiError } from '../../../../shared/api/api-error';
import type { SessionScope } from '../../../../shared/session/scope';

type Call = { url: string; init: RequestInit };

function fakeFetch(...responses: Response[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const scope: SessionScope = { idApplication: 'app-1', idUser: 'user-1', idClient: 'c-1', idClientAccount: 'a-1' };

function tokens(renewResults: boolean[] = []): TokenProvider & { token: string; signIn: ReturnType<typeof vi.fn> } {
  const state = {
    token: 'token-1',
    getAccessToken: () => state.token,
    renew: vi.fn(async () => {
      const ok = renewResults.shift() ?? false;
      if (ok) state.token = 'token-2';
      return ok;
    }),
    signIn: vi.fn(),
    signInRequired: () => state.signIn(),
  };
  return state;
}

describe('API client', () => {
  it('fills the path from the scope and sends the session headers', async () => {
    const { fetch, calls } = fakeFetch(json(200, { ok: true }));
    const api = createApiClient({ baseUrl: 'http://api/api/', getScope: () => scope, tokens: tokens(), fetch });
    await api.request({ path: '/clients/{idClient}/accounts/{idClientAccount}', query: { pageSize: 10, empty: undefined } });
    expect(calls[0].url).toBe('http://api/api/clients/c-1/accounts/a-1?pageSize=10');
    expect(calls[0].init.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'x-application-id': 'app-1',
      'x-user-id': 'user-1',
    });
  });

  it('sends the masqueraded user and the masquerade session id while masquerading', async () => {
    const { fetch, calls } = fakeFetch(json(200, {}));
    const api = createApiClient({
      baseUrl: 'http://api',
      getScope: () => ({ ...scope, masquerade: { idUser: 'other', idMasquerade: 'm-1' } }),
      fetch,
    });
    await api.request({ path: '/userinfo' });
    expect(calls[0].init.headers).toMatchObject({ 'x-user-id': 'other', 'x-masquerade-id': 'm-1' });
  });

  it('sends JSON bodies', async () => {
    const { fetch, calls } = fakeFetch(json(201, { client: {} }));
    const api = createApiClient({ baseUrl: 'http://api', getScope: () => scope, fetch });
    await api.request({ method: 'POST', path: '/clients', body: { clientName: 'A' } });
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"clientName":"A"}');
    expect(calls[0].init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it.each([400, 401])('renews the token silently on %i and retries once', async (status) => {
    const { fetch, calls } = fakeFetch(json(status, { message: 'expired' }), json(200, { done: 1 }));
    const t = tokens([true]);
    const api = createApiClient({ baseUrl: 'http://api', getScope: () => scope, tokens: t, fetch });
    await expect(api.request({ path: '/userinfo' })).resolves.toEqual({ done: 1 });
    expect(calls).toHaveLength(2);
    expect(calls[1].init.headers).toMatchObject({ authorization: 'Bearer token-2' });
    expect(t.renew).toHaveBeenCalledTimes(1);
  });

  it('rejects with the retried answer when the retry fails too, without a third call', async () => {
    const { fetch, calls } = fakeFetch(json(401, { message: 'first' }), json(401, { message: 'second', code: 'UNAUTHORIZED' }));
    const api = createApiClient({ baseUrl: 'http://api', getScope: () => scope, tokens: tokens([true]), fetch });
    const error = await api.request({ path: '/userinfo' }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'second', code: 'UNAUTHORIZED' });
    expect(calls).toHaveLength(2);
  });

  it.each([400, 401])('asks the auth layer to sign in again when renewal after a %i needs interaction', async (status) => {
    const { fetch, calls } = fakeFetch(json(status, { message: 'Token expired' }));
    const t = tokens([false]);
    const api = createApiClient({ baseUrl: 'http://api', getScope: () => scope, tokens: t, fetch });
    await expect(api.request({ path: '/userinfo' })).rejects.toMatchObject({ status, message: 'Token expired' });
    expect(t.signIn).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it('treats a renewal that throws as one that needs interaction', async () => {
    const { fetch } = fakeFetch(json(401, { message: 'expired' }));
    const signIn = vi.fn();
    const t: TokenProvider = {
      getAccessToken: () => 'token-1',
      renew: () => Promise.reject(new Error('refresh refused')),
      signInRequired: signIn,
    };
    const api = createApiClient({ baseUrl: 'http://api', getScope: () => scope, tokens: t, fetch });
    await expect(api.request({ path: '/userinfo' })).rejects.toMatchObject({ status: 401 });
    expect(signIn).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['field errors', { message: 'Something', errors: { clientName: 'validation.required' } }],
    ['the validation code', { message: 'Bad', code: 'VALIDATION' }],
    ['the validation message', { message: 'Validation failed.' }],
  ])('does not renew on a 400 validation failure (%s)', async (_, body) => {
    const { fetch, calls } = fakeFetch(json(400, body));
    const t = tokens([true]);
    const api = createApiClient({ baseUrl: 'http://api', getScope: () => scope, tokens: t, fetch });
    await expect(api.request({ path: '/clients', method: 'POST', body: {} })).rejects.toMatchObject({ status: 400 });
    expect(t.renew).not.toHaveBeenCalled();
    expect(t.signIn).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('renews on a 400 whose body is not JSON (a gateway saying the token expired)', async () => {
    const { fetch, calls } = fakeFetch(new Response('Token expired', { status: 400 }), json(200, { ok: true }));
    const api = createApiClient({ baseUrl: 'http://api', getScope: () => scope, tokens: tokens([true]), fetch });
    await expect(api.request({ path: '/userinfo' })).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('does not renew on other statuses and keeps field errors', async () => {
    const { fetch, calls } = fakeFetch(
      json(409, { message: 'This value is already used.', code: 'DUPLICATE', errors: { clientName: 'validation.duplicate' } }),
    );
    const t = tokens([true]);
    const api = createApiClient({ baseUrl: 'http://api', getScope: () => scope, tokens: t, fetch });
    const error = (await api.request({ path: '/clients', method: 'POST', body: {} }).catch((e) => e)) as ApiError;
    expect(calls).toHaveLength(1);
    expect(t.renew).not.toHaveBeenCalled();
    expect(error.errors).toEqual({ clientName: 'validation.duplicate' });
    expect(error.body).toEqual({ message: 'This value is already used.', code: 'DUPLICATE', errors: { clientName: 'validation.duplicate' }, params: {} });
  });

  it('turns a network failure into an ApiError that names the URL', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9/api', getScope: () => ({}), fetch });
    await expect(api.request({ path: '/userinfo' })).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'Cannot reach the API at http://127.0.0.1:9/api/userinfo (fetch failed)',
    });
  });

  it('turns a non-JSON failure body into a readable message', async () => {
    const { fetch } = fakeFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const api = createApiClient({ baseUrl: 'http://api', getScope: () => ({}), fetch });
    await expect(api.request({ path: '/x' })).rejects.toMatchObject({ status: 502, message: '<html>Bad gateway</html>' });
  });
});

describe('API client network failures', () => {
  it('names the system error behind Node\'s "fetch failed"', async () => {
    const fetch = (async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED', syscall: 'connect' }),
      });
    }) as unknown as typeof globalThis.fetch;
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:1/api', getScope: () => ({}), fetch });
    await expect(api.request({ path: '/userinfo' })).rejects.toMatchObject({
      code: 'NETWORK',
      message: 'Cannot reach the API at http://127.0.0.1:1/api/userinfo (connect ECONNREFUSED)',
    });
  });

  it('turns a body cut off mid-way into an ApiError', async () => {
    const body = new ReadableStream({ start: (controller) => controller.error(new Error('terminated')) });
    const fetch = (async () => new Response(body, { status: 200 })) as unknown as typeof globalThis.fetch;
    const api = createApiClient({ baseUrl: 'http://api', getScope: () => ({}), fetch });
    await expect(api.request({ path: '/clients' })).rejects.toMatchObject({
      code: 'NETWORK',
      message: 'Cannot reach the API at http://api/clients (terminated)',
    });
  });
});
