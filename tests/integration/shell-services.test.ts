/**
 * The shell's service routes: the maintenance switch and what it refuses, the session settings,
 * and the portal's render-error reports (size- and rate-limited).
 */
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../server/db/seed';
import { readMaintenance, readShellSettings, readSupportSignOn, saveShellSettings, switchMaintenance, CLIENT_ERRORS_PATH } from '../../shared/session/shell';
import { clientFor, failure, signIn } from '../support/api';
import { describeEachEngine } from '../support/engines';
import { startServer, type RunningServer } from '../support/server';

type Profile = { idUser: string; firstName: string; lastName: string };

describeEachEngine('maintenance', (ctx) => {
  it('lets the maintenance permission switch it, refuses the others’ writes with one answer, keeps reads and sign-in', async () => {
    const { apiUrl } = ctx().server;
    const admin = await clientFor(apiUrl, DEMO_USERS.systemAdmin);
    const tom = await clientFor(apiUrl, DEMO_USERS.orderer);
    expect(await readMaintenance(tom)).toEqual({ enabled: false });
    // Only holders of Edit on CoreMaintenance switch it.
    expect((await failure(switchMaintenance(tom, true))).status).toBe(403);

    const profile = await tom.request<Profile>({ path: '/userinfo' });
    const save = (api: typeof tom, user: Profile) => api.request<Profile>({ method: 'PUT', path: '/userinfo', body: user });
    expect(await switchMaintenance(admin, true)).toEqual({ enabled: true });
    try {
      expect(await readMaintenance(tom)).toEqual({ enabled: true });
      const refused = await failure(save(tom, { ...profile, firstName: 'Thomas' }));
      expect(refused).toMatchObject({ status: 503, code: 'MAINTENANCE', message: 'We are currently on maintenance!' });
      // Refused before the body is even checked: the same answer for a bad body.
      expect(await failure(tom.request({ method: 'PUT', path: '/userinfo', body: { firstName: 42 } }))).toMatchObject({ status: 503, code: 'MAINTENANCE' });
      // Nothing was written, reads go on, sign-in works.
      expect((await tom.request<Profile>({ path: '/userinfo' })).firstName).toBe(profile.firstName);
      await expect(signIn(apiUrl, DEMO_USERS.orderer)).resolves.toMatchObject({ idUser: profile.idUser });
      // The holder of the permission keeps writing.
      const adminProfile = await admin.request<Profile>({ path: '/userinfo' });
      await expect(save(admin, adminProfile)).resolves.toMatchObject({ idUser: adminProfile.idUser });
    } finally {
      expect(await switchMaintenance(admin, false)).toEqual({ enabled: false });
    }
    await expect(save(tom, profile)).resolves.toMatchObject({ idUser: profile.idUser });
  });

  it('keeps the inactivity delay an administrator sets, within bounds', async () => {
    const { apiUrl } = ctx().server;
    const admin = await clientFor(apiUrl, DEMO_USERS.systemAdmin);
    const tom = await clientFor(apiUrl, DEMO_USERS.orderer);
    expect(await readShellSettings(tom)).toEqual({ inactivityDelayMs: null, warningSeconds: 60, maintenancePollSeconds: 20, helpCenter: false });
    expect((await failure(saveShellSettings(tom, { inactivityDelayMs: 60_000 }))).status).toBe(403);
    expect(await failure(saveShellSettings(admin, { inactivityDelayMs: 10 }))).toMatchObject({
      status: 400,
      errors: { inactivityDelayMs: 'validation.invalid' },
    });
    expect(await saveShellSettings(admin, { inactivityDelayMs: 600_000 })).toMatchObject({ inactivityDelayMs: 600_000 });
    // Public: the portal reads it before sign-in.
    const open = await fetch(`${apiUrl}/shell/settings`);
    expect(await open.json()).toMatchObject({ inactivityDelayMs: 600_000 });
    expect(await saveShellSettings(admin, { inactivityDelayMs: null })).toMatchObject({ inactivityDelayMs: null });
  });
});

describe('render-error reports', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());
  const report = (body: unknown) =>
    fetch(`${server.apiUrl}${CLIENT_ERRORS_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('takes a report without sign-in, refuses one too long, and an address sending more than 10 a minute', async () => {
    const ok = { kind: 'render', message: 'Boom', stack: 'at Boom (app.js:1:1)', url: 'http://portal/dashboard' };
    expect((await report({ ...ok, message: 'x'.repeat(1_001) })).status).toBe(400);
    expect((await report({ ...ok, stack: 'x'.repeat(20_000) })).status).toBe(413);
    expect((await report({ ...ok, kind: 'other' })).status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await report(ok)).status);
    expect(statuses.slice(0, 10).every((s) => s === 204)).toBe(true);
    const refused = await report(ok);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describe('support sign-on', () => {
  const secret = 'a-help-centre-shared-secret-of-32-chars!';
  let configured: RunningServer;
  let bare: RunningServer;
  beforeAll(async () => {
    [configured, bare] = await Promise.all([
      startServer({ env: { HELP_CENTER_URL: 'https://wareport.zendesk.example/', HELP_CENTER_JWT_SECRET: secret } }),
      startServer(),
    ]);
  });
  afterAll(() => Promise.all([configured.close(), bare.close()]));

  it('signs the user on with an HS256 token in the help centre format, and only returns into the help centre', async () => {
    const claire = await clientFor(configured.apiUrl, DEMO_USERS.clientAdmin);
    expect(await readShellSettings(claire)).toMatchObject({ helpCenter: true });
    const before = Math.floor(Date.now() / 1000);
    const signOn = await readSupportSignOn(claire, 'https://wareport.zendesk.example/hc/en-us/requests');
    expect(signOn.action).toBe('https://wareport.zendesk.example/access/jwt');
    expect(signOn.returnTo).toBe('https://wareport.zendesk.example/hc/en-us/requests');
    const { payload, protectedHeader } = await jwtVerify(signOn.jwt, new TextEncoder().encode(secret), { algorithms: ['HS256'] });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ name: 'Claire Martin', email: DEMO_USERS.clientAdmin });
    expect(payload.iat).toBeGreaterThanOrEqual(before - 1);
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    // A new token each time (jti), and never a way out to another site.
    const again = await readSupportSignOn(claire, 'https://evil.example/');
    expect(again.returnTo).toBeNull();
    expect((await jwtVerify(again.jwt, new TextEncoder().encode(secret))).payload.jti).not.toBe(payload.jti);
    await expect(jwtVerify(signOn.jwt, new TextEncoder().encode('another-secret-another-secret-another'))).rejects.toThrow();
    // Signed-in users only.
    expect((await fetch(`${configured.apiUrl}/support/sso`)).status).toBe(401);
    // The page may post the token there, and nowhere else.
    const policy = (await fetch(`${configured.apiUrl}/maintenance.json`)).headers.get('content-security-policy');
    expect(policy).toContain("form-action 'self' https://wareport.zendesk.example;");
  });

  it('says clearly that no help centre is configured', async () => {
    const claire = await clientFor(bare.apiUrl, DEMO_USERS.clientAdmin);
    expect(await failure(readSupportSignOn(claire))).toMatchObject({
      status: 404,
      code: 'HELP_CENTER_NOT_CONFIGURED',
      message: 'No help centre is configured for the support sign-on.',
    });
  });
});
