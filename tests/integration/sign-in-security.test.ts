import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/db/seed';
import { auditLog, signInFailures, users } from '../../server/db/schema';
import { SIGN_IN_ADDRESS_MAX_FAILURES, SIGN_IN_MAX_FAILURES } from '../../server/auth/sign-in-throttle';
import { describeEachEngine } from '../support/engines';
import { signIn } from '../support/api';
import { startServer, type RunningServer } from '../support/server';

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describeEachEngine('sign-in security', (ctx) => {
  const api = () => ctx().server.apiUrl;
  const db = () => ctx().server.database.db;
  const userinfo = (accessToken: string) => fetch(`${api()}/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } });

  beforeEach(async () => {
    await db().delete(signInFailures);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const first = await signIn(api(), DEMO_USERS.orderer);
    const second = await (await post(`${api()}/auth/refresh`, { refreshToken: first.refreshToken })).json();
    const third = await (await post(`${api()}/auth/refresh`, { refreshToken: second.refreshToken })).json();
    expect((await userinfo(third.accessToken)).status).toBe(200);
    // The first token is replayed: the thief and the owner both lose the session.
    expect((await post(`${api()}/auth/refresh`, { refreshToken: first.refreshToken })).status).toBe(401);
    expect((await post(`${api()}/auth/refresh`, { refreshToken: third.refreshToken })).status).toBe(401);
    const denied = await userinfo(third.accessToken);
    expect([denied.status, (await denied.json()).code]).toEqual([401, 'SESSION_EXPIRED']);
    // Another sign-in of the same user is another family, untouched.
    const other = await signIn(api(), DEMO_USERS.orderer);
    expect((await userinfo(other.accessToken)).status).toBe(200);
  });

  it('ends access tokens at sign-out, only for that sign-in', async () => {
    const kept = await signIn(api(), DEMO_USERS.orderer);
    const ended = await signIn(api(), DEMO_USERS.orderer);
    expect((await userinfo(ended.accessToken)).status).toBe(200);
    expect((await post(`${api()}/auth/signout`, { refreshToken: ended.refreshToken })).status).toBe(204);
    expect((await userinfo(ended.accessToken)).status).toBe(401);
    expect((await post(`${api()}/auth/refresh`, { refreshToken: ended.refreshToken })).status).toBe(401);
    expect((await userinfo(kept.accessToken)).status).toBe(200);
  });

  it(`throttles an account after ${SIGN_IN_MAX_FAILURES} failures with 429 and Retry-After, audits it, and a success resets it`, async () => {
    const email = DEMO_USERS.clientAdmin;
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      expect((await post(`${api()}/auth/signin`, { email, password: `wrong-${i}` })).status).toBe(401);
    }
    const throttled = await post(`${api()}/auth/signin`, { email: email.toUpperCase(), password: DEMO_PASSWORD });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await throttled.json()).toEqual({ message: 'Too many failed sign-in attempts. Please try again later.', code: 'TOO_MANY_ATTEMPTS' });
    const [user] = await db().select().from(users).where(eq(users.email, email));
    const entries = await db().select().from(auditLog).where(eq(auditLog.idUser, user.idUser));
    expect(entries.filter((e) => e.path === '/auth/signin' && e.statusCode === 429)).toHaveLength(1);

    // Once the failures leave the window (here: moved back in time), a success clears the count.
    await db()
      .update(signInFailures)
      .set({ failedAt: new Date(Date.now() - 16 * 60 * 1000) });
    await post(`${api()}/auth/signin`, { email, password: 'wrong again' });
    expect((await post(`${api()}/auth/signin`, { email, password: DEMO_PASSWORD })).status).toBe(200);
    expect(await db().select().from(signInFailures).where(eq(signInFailures.email, email))).toHaveLength(0);
  });

  /** Signs in as a known device: the answer's device cookie (the portal's) and token (the command line's). */
  async function knownDevice(email: string) {
    const response = await post(`${api()}/auth/signin`, { email, password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^wareport_device=[\w.~-]+; Path=\/api\/auth\/signin; Max-Age=15552000; HttpOnly; SameSite=Strict$/);
    return { cookie: cookie.split(';')[0], deviceToken: ((await response.json()) as { deviceToken: string }).deviceToken };
  }
  /** The device a device token (or a cookie holding one) names. */
  const deviceOf = (token: string) => JSON.parse(Buffer.from(token.replace('wareport_device=', '').split('.')[1], 'base64url').toString()).jti as string;
  const signInWith = (body: Record<string, unknown>, cookie?: string) =>
    fetch(`${api()}/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });

  /** Failures of unknown e-mails from this test's address, up to `count`: a few through the API, the rest written as the API would. */
  async function spray(count: number) {
    for (let i = 0; i < 2; i++) expect((await post(`${api()}/auth/signin`, { email: `nobody-${i}@example.com`, password: 'guess' })).status).toBe(401);
    const [{ address }] = await db().select().from(signInFailures).limit(1);
    await db()
      .insert(signInFailures)
      .values(Array.from({ length: count - 2 }, (_, i) => ({ email: `sprayed-${i}@example.com`, address })));
  }

  it('throttles an address spraying many accounts, except for the devices its users signed in on', async () => {
    const tom = await knownDevice(DEMO_USERS.orderer);
    await spray(SIGN_IN_ADDRESS_MAX_FAILURES - 1);
    // One failure short of the address's limit, a new device still signs in.
    expect((await post(`${api()}/auth/signin`, { email: DEMO_USERS.clientAdmin, password: DEMO_PASSWORD })).status).toBe(200);
    expect((await post(`${api()}/auth/signin`, { email: 'nobody-last@example.com', password: 'guess' })).status).toBe(401);
    const throttled = await post(`${api()}/auth/signin`, { email: DEMO_USERS.orderer, password: DEMO_PASSWORD });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
    // Tom's own browser (its cookie) and his command line (its token) are not locked out by the spray.
    expect((await signInWith({ email: DEMO_USERS.orderer, password: DEMO_PASSWORD }, tom.cookie)).status).toBe(200);
    expect((await signInWith({ email: DEMO_USERS.orderer, password: DEMO_PASSWORD, deviceToken: tom.deviceToken })).status).toBe(200);
    // His device is his: another account signing in on it is an unknown device.
    expect((await signInWith({ email: DEMO_USERS.multiAccount, password: DEMO_PASSWORD }, tom.cookie)).status).toBe(429);
  });

  it("does not lock an account's owner out of a known device; a device has a count of its own and is nobody else's", async () => {
    const email = DEMO_USERS.orderer;
    const tom = await knownDevice(email);
    const julie = await knownDevice(DEMO_USERS.multiAccount);
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) expect((await post(`${api()}/auth/signin`, { email, password: `wrong-${i}` })).status).toBe(401);
    expect((await post(`${api()}/auth/signin`, { email, password: DEMO_PASSWORD })).status).toBe(429);
    // The owner's device: the right password still signs in (and the device stays known).
    const owner = await signInWith({ email, password: DEMO_PASSWORD }, tom.cookie);
    expect(owner.status).toBe(200);
    expect(deviceOf(owner.headers.get('set-cookie')!.split(';')[0])).toBe(deviceOf(tom.cookie));
    // Another user's device token, a forged one, or one for another purpose: an unknown device.
    const refresh = (await (await post(`${api()}/auth/signin`, { email: DEMO_USERS.clientAdmin, password: DEMO_PASSWORD })).json()) as { refreshToken: string };
    for (const deviceToken of [julie.deviceToken, `${tom.deviceToken.slice(0, -4)}AAAA`, refresh.refreshToken]) {
      expect((await signInWith({ email, password: DEMO_PASSWORD, deviceToken })).status).toBe(429);
    }
    // Guessing from the known device is held to the device's own count.
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) expect((await signInWith({ email, password: `again-${i}` }, tom.cookie)).status).toBe(401);
    expect((await signInWith({ email, password: DEMO_PASSWORD }, tom.cookie)).status).toBe(429);
    // One browser knows several users: Julie signs in on Tom's, and both are known there (hers first).
    const shared = await signInWith({ email: DEMO_USERS.multiAccount, password: DEMO_PASSWORD }, tom.cookie);
    const tokens = shared.headers.get('set-cookie')!.split(';')[0].replace('wareport_device=', '').split('~');
    expect(tokens).toHaveLength(2);
    expect(tokens[1]).toBe(tom.cookie.replace('wareport_device=', ''));
  });

  it('throttles guessing the current password on the profile too, and refuses over-long ones', async () => {
    const email = DEMO_USERS.multiAccount;
    const { accessToken } = await signIn(api(), email);
    const me = (currentPassword: string) =>
      fetch(`${api()}/identity/me`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ givenName: 'Julie', surname: 'Bernard', displayName: 'Julie Bernard', currentPassword, newPassword: 'Nouveau#2027' }),
      });
    expect((await (await me('x'.repeat(257))).json()).errors).toEqual({ currentPassword: 'validation.password.tooLong' });
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) expect((await me(`guess-${i}`)).status).toBe(400);
    const throttled = await me(DEMO_PASSWORD);
    expect([throttled.status, (await throttled.json()).code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await post(`${api()}/auth/signin`, { email, password: DEMO_PASSWORD })).status).toBe(429);
  });

  it('refuses passwords longer than 256 characters before hashing them', async () => {
    const response = await post(`${api()}/auth/signin`, { email: DEMO_USERS.orderer, password: 'a'.repeat(257) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { password: 'validation.password.tooLong' },
      params: { password: { max: 256 } },
    });
  });

  it('takes as long for an unknown e-mail as for a wrong password', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      await post(`${api()}/auth/signin`, { email, password: 'Wrong!2026' });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 12; i++) {
      await db().delete(signInFailures);
      known.push(await time(DEMO_USERS.orderer));
      unknown.push(await time(`nobody-${i}@example.com`));
    }
    // The fastest of each: what the work costs, without what a busy machine adds on top.
    const [k, u] = [Math.min(...known), Math.min(...unknown)];
    console.info(`sign-in timing: known e-mail ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms (fastest of 12)`);
    // Before the fix an unknown e-mail answered 5-10 times faster; now both pay one scrypt. The
    // bounds leave room for a busy machine (seen: 50 against 95 ms at load 15), not for a 5x gap.
    expect(u / k).toBeGreaterThan(0.4);
    expect(u / k).toBeLessThan(2.5);
  });
});

describe('sign-in behind a proxy (TRUST_PROXY=true)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => server?.close());

  it('counts the address the proxy saw: a new X-Forwarded-For entry per guess does not escape the throttle', async () => {
    // The proxy (this loopback connection) appends the address it received the request from.
    const guess = (forged: string, client: string, email: string, password: string) =>
      fetch(`${server.apiUrl}/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${forged}, ${client}` },
        body: JSON.stringify({ email, password }),
      });
    expect((await guess('192.0.2.1', '198.51.100.7', 'nobody@example.com', 'guess')).status).toBe(401);
    const [{ address }] = await server.database.db.select().from(signInFailures);
    expect(address).toBe('198.51.100.7');
    await server.database.db
      .insert(signInFailures)
      .values(Array.from({ length: SIGN_IN_ADDRESS_MAX_FAILURES - 2 }, (_, i) => ({ email: `sprayed-${i}@example.com`, address })));
    expect((await guess('192.0.2.2', '198.51.100.7', 'nobody-2@example.com', 'guess')).status).toBe(401);
    expect((await guess('192.0.2.3', '198.51.100.7', DEMO_USERS.orderer, DEMO_PASSWORD)).status).toBe(429);
    // Another client behind the same proxy is not held up.
    expect((await guess('192.0.2.3', '198.51.100.8', DEMO_USERS.orderer, DEMO_PASSWORD)).status).toBe(200);
  });
});
