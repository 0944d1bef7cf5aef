/**
 * The bad input that used to end in a 500 (a NUL character, "contains" on a uuid or a flag, a
 * page beyond any offset) is a 400 naming the field or parameter, on both engines.
 */
import { beforeAll, expect, it } from 'vitest';
import { signIn } from '../support/api';
import { describeEachEngine } from '../support/engines';

const ADMIN = 'admin@wareport.example';

describeEachEngine('bad input answers name the parameter', (ctx) => {
  let auth: Record<string, string>;
  beforeAll(async () => {
    auth = { authorization: `Bearer ${(await signIn(ctx().server.apiUrl, ADMIN)).accessToken}`, 'content-type': 'application/json' };
  });

  const errorsOf = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${ctx().server.apiUrl}${path}`, { ...init, headers: auth });
    const body = (await response.json()) as { code?: string; errors?: Record<string, string> };
    return { status: response.status, code: body.code, errors: body.errors };
  };

  it('refuses a NUL character or a lone surrogate in any text field', async () => {
    expect(await errorsOf('/clients', { method: 'POST', body: JSON.stringify({ clientName: 'A\u0000B' }) })).toEqual({
      status: 400,
      code: 'VALIDATION',
      errors: { clientName: 'validation.invalid' },
    });
    expect((await errorsOf('/userinfo', { method: 'PUT', body: JSON.stringify({ firstName: 'x\uD800' }) })).errors).toEqual({
      firstName: 'validation.invalid',
    });
    expect(
      (await errorsOf(`/clients?filterGroups=${encodeURIComponent(JSON.stringify([{ filters: [{ field: 'clientName', value: '\u0000' }] }]))}`)).status,
    ).toBe(400);
  });

  it('refuses "contains" on a uuid or a flag, and a malformed uuid', async () => {
    const filter = (field: string, value: string, conditionType: string) =>
      `?filterGroups=${encodeURIComponent(JSON.stringify([{ filters: [{ field, value, conditionType }] }]))}`;
    expect(await errorsOf(`/clients${filter('idClient', 'ab', 'like')}`)).toEqual({
      status: 400,
      code: 'VALIDATION',
      errors: { filterGroups: 'validation.invalid' },
    });
    expect((await errorsOf(`/application/users${filter('enabled', 'tr', 'like')}`)).errors).toEqual({ filterGroups: 'validation.invalid' });
    expect((await errorsOf(`/clients${filter('idClient', 'a,b', 'in')}`)).errors).toEqual({ filterGroups: 'validation.invalid' });
  });

  it('refuses page sizes and numbers beyond the limits, in a GET and a PUT search', async () => {
    expect((await errorsOf('/clients?pageSize=1000000000')).errors).toEqual({ pageSize: 'validation.number.tooBig' });
    expect((await errorsOf('/clients?currentPage=2000000')).errors).toEqual({ currentPage: 'validation.number.tooBig' });
    // Beyond the safe integers it is not a whole number any more.
    expect((await errorsOf('/clients?currentPage=100000000000000000000')).errors).toEqual({ currentPage: 'validation.invalid' });
    expect((await errorsOf('/clients', { method: 'PUT', body: JSON.stringify({ currentPage: 9e15 }) })).status).toBe(400);
    // At the limits, an empty page.
    const last = await fetch(`${ctx().server.apiUrl}/clients?currentPage=1000000&pageSize=10000`, { headers: auth });
    expect(last.status).toBe(200);
    expect(((await last.json()) as { items: unknown[] }).items).toEqual([]);
  });
});
