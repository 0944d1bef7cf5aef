import { expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/db/seed';
import { describeEachEngine } from '../support/engines';
import { signIn } from '../support/api';

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describeEachEngine('built-in identity', (ctx) => {
  it('signs in with e-mail (any case) and password, and the token opens /userinfo', async () => {
    const tokens = await signIn(ctx().server.apiUrl, DEMO_USERS.orderer.toUpperCase());
    const me = await fetch(`${ctx().server.apiUrl}/userinfo`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(me.status).toBe(200);
    const user = await me.json();
    expect(user).toMatchObject({ email: DEMO_USERS.orderer, firstName: 'Tom', client: { clientName: 'Northwind Outfitters' } });
    expect(user.accounts).toHaveLength(1);
    expect(user.accounts[0].roles).toEqual([expect.objectContaining({ role: 'Orderer' })]);
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('answers the same for an unknown e-mail and a wrong password', async () => {
    const wrong = await post(`${ctx().server.apiUrl}/auth/signin`, { email: DEMO_USERS.orderer, password: 'nope' });
    const unknown = await post(`${ctx().server.apiUrl}/auth/signin`, { email: 'nobody@example.com', password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('refuses calls without a token or with a forged one, in the one error shape', async () => {
    const none = await fetch(`${ctx().server.apiUrl}/userinfo`);
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ message: 'Sign-in required.', code: 'SIGN_IN_REQUIRED' });
    const forged = await fetch(`${ctx().server.apiUrl}/userinfo`, { headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(forged.status).toBe(401);
  });

  it('rotates refresh tokens: a used one cannot be used again, and sign-out revokes', async () => {
    const first = await signIn(ctx().server.apiUrl, DEMO_USERS.orderer);
    const renewed = await post(`${ctx().server.apiUrl}/auth/refresh`, { refreshToken: first.refreshToken });
    expect(renewed.status).toBe(200);
    const second = await renewed.json();
    expect((await post(`${ctx().server.apiUrl}/auth/refresh`, { refreshToken: first.refreshToken })).status).toBe(401);
    expect((await post(`${ctx().server.apiUrl}/auth/signout`, { refreshToken: second.refreshToken })).status).toBe(204);
    expect((await post(`${ctx().server.apiUrl}/auth/refresh`, { refreshToken: second.refreshToken })).status).toBe(401);
  });

  it('refuses to act as another user without a masquerade session', async () => {
    const admin = await signIn(ctx().server.apiUrl, DEMO_USERS.systemAdmin);
    const tom = await signIn(ctx().server.apiUrl, DEMO_USERS.orderer);
    const response = await fetch(`${ctx().server.apiUrl}/userinfo`, {
      headers: { authorization: `Bearer ${admin.accessToken}`, 'x-user-id': tom.idUser },
    });
    expect(response.status).toBe(403);
  });

  it('serves the maintenance flag publicly and the OpenAPI document', async () => {
    expect(await (await fetch(`${ctx().server.apiUrl}/maintenance.json`)).json()).toEqual({ enabled: false });
    const doc = await (await fetch(`${ctx().server.apiUrl}/docs/json`)).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/clients', '/clients/{id}', '/userinfo', '/warehouses']));
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await fetch(`${ctx().server.apiUrl}/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
