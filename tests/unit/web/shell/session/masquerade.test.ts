import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../../shared/api/api-client';
import { ApiError } from '../../../../../shared/api/api-error';
import { closeMasqueradeSession, masqueradeFailureMessage, openMasqueradeSession, searchMasqueradeUsers } from '../../../../../web/shell/session/masquerade';
import { ids } from '../../fixtures';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function recordingApi(answer: () => Response) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({
      method: init?.method ?? 'GET',
      path: decodeURIComponent(String(url).replace('http://api.test', '')),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return answer();
  });
  return {
    api: createApiClient({ baseUrl: 'http://api.test', getScope: () => ({ idUser: ids.admin }), fetch: fetch as unknown as typeof globalThis.fetch }),
    calls,
  };
}

describe('masquerade calls', () => {
  it('asks for suggestions from 3 characters only, trimmed, under the account', async () => {
    const { api, calls } = recordingApi(() => json({ masqueradeUsers: [{ idUser: ids.tom, name: 'Tom Baker' }] }));
    await expect(searchMasqueradeUsers(api, ids.outdoor, ' ba ')).resolves.toEqual([]);
    expect(calls).toEqual([]);
    await expect(searchMasqueradeUsers(api, ids.outdoor, 'bak ')).resolves.toEqual([{ idUser: ids.tom, name: 'Tom Baker' }]);
    expect(calls).toEqual([{ method: 'GET', path: `/masquerade/${ids.outdoor}/users/bak`, body: undefined }]);
  });

  it('opens and closes a session with the spec bodies', async () => {
    const { api, calls } = recordingApi(() => json({ idMasquerade: 'm-1' }));
    await expect(openMasqueradeSession(api, ids.tom, ids.outdoor)).resolves.toBe('m-1');
    await closeMasqueradeSession(api, ids.tom);
    expect(calls).toEqual([
      { method: 'PUT', path: '/masquerade/session', body: { idUserMasquerade: ids.tom, isOpen: true, idClientAccount: ids.outdoor } },
      { method: 'PUT', path: '/masquerade/session', body: { idUserMasquerade: ids.tom, isOpen: false } },
    ]);
  });

  it("shows a failed start's message from the response, else the error's own", () => {
    expect(masqueradeFailureMessage(new ApiError(403, { message: 'You do not have permission to do this.', code: 'FORBIDDEN' }))).toBe(
      'You do not have permission to do this.',
    );
    expect(masqueradeFailureMessage(new Error('Network down'))).toBe('Network down');
  });
});
