import { beforeEach, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/db/seed';
import { auditLog, signInFailures, users } from '../../server/db/schema';
import { SIGN_IN_MAX_FAILURES } from '../../server/auth/sign-in-throttle';
import { describeEachEngine } from '../support/engines';
import { signIn } from '../support/api';

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

  it('throttles an address spraying many accounts', async () => {
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      expect((await post(`${api()}/auth/signin`, { email: `nobody-${i}@example.com`, password: 'guess' })).status).toBe(401);
    }
    const throttled = await post(`${api()}/auth/signin`, { email: DEMO_USERS.orderer, password: DEMO_PASSWORD });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
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
    for (let i = 0; i < 8; i++) {
      await db().delete(signInFailures);
      known.push(await time(DEMO_USERS.orderer));
      unknown.push(await time(`nobody-${i}@example.com`));
    }
    // The fastest of each: what the work costs, without what a busy machine adds on top.
    const [k, u] = [Math.min(...known), Math.min(...unknown)];
    console.info(`sign-in timing: known e-mail ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms (fastest of 8)`);
    // Before the fix an unknown e-mail answered 5-10 times faster; now both pay one scrypt.
    expect(u / k).toBeGreaterThan(0.6);
    expect(u / k).toBeLessThan(1.6);
  });
});
