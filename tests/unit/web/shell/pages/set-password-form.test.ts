import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../../../shared/api/api-client';
import { setPasswordErrors, submitNewPassword, tokenFromHash } from '../../../../../web/shell/pages/set-password-form';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function api(...answers: Response[]) {
  const fetch = vi.fn(async () => answers.shift() ?? new Response(null, { status: 204 }));
  return { api: createApiClient({ baseUrl: 'http://api.test', getScope: () => ({}), fetch: fetch as unknown as typeof globalThis.fetch }), fetch };
}

describe('set-password page', () => {
  it('reads the token from the fragment only', () => {
    expect(tokenFromHash('#token=abc-DEF_123')).toBe('abc-DEF_123');
    expect(tokenFromHash('')).toBeNull();
    expect(tokenFromHash('#token=')).toBeNull();
  });

  it('checks the password rules and the confirmation before any call', async () => {
    expect(setPasswordErrors({ password: '', confirmation: '' })).toEqual({ password: { key: 'validation.required' } });
    expect(setPasswordErrors({ password: 'short', confirmation: 'short' })).toEqual({ password: { key: 'validation.password.tooShort', params: { min: 8 } } });
    expect(setPasswordErrors({ password: `Aa1!${'x'.repeat(253)}`, confirmation: '' }).password).toEqual({
      key: 'validation.password.tooLong',
      params: { max: 256 },
    });
    expect(setPasswordErrors({ password: 'Choisi#2026', confirmation: 'Choisi#2027' })).toEqual({ confirmation: { key: 'validation.password.mismatch' } });
    const { api: client, fetch } = api();
    expect((await submitNewPassword(client, 't', { password: 'weak', confirmation: 'weak' })).kind).toBe('fields');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends token and password once; a used or expired link is an outcome, not a crash', async () => {
    const ok = api(new Response(null, { status: 204 }));
    await expect(submitNewPassword(ok.api, 'tok', { password: 'Choisi#2026', confirmation: 'Choisi#2026' })).resolves.toEqual({ kind: 'done' });
    expect(ok.fetch).toHaveBeenCalledWith(
      'http://api.test/identity/password',
      expect.objectContaining({ method: 'POST', body: '{"token":"tok","password":"Choisi#2026"}' }),
    );
    const used = api(json(400, { message: 'This link is invalid or has expired.', code: 'INVALID_LINK' }));
    await expect(submitNewPassword(used.api, 'tok', { password: 'Choisi#2026', confirmation: 'Choisi#2026' })).resolves.toEqual({ kind: 'invalidLink' });
    const down = api(json(500, { message: 'Error occurred!', code: 'INTERNAL' }));
    await expect(submitNewPassword(down.api, 'tok', { password: 'Choisi#2026', confirmation: 'Choisi#2026' })).rejects.toMatchObject({ status: 500 });
  });
});
