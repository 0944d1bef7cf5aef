/**
 * Authentication is kept in memory per server (server/auth/auth-cache.ts) and forgotten on every
 * change the database announces: each kind of change counts from the very next call, on the
 * server that made it and, through PostgreSQL's notifications, on another server of the same
 * database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_USERS } from '../../server/db/seed';
import { clientAccounts, rolePermissions, signInSessions, userRoles, users } from '../../server/db/schema';
import type { Db } from '../../server/db';
import { describeEachEngine, postgresForSuite } from '../support/engines';
import { clientFor, signIn } from '../support/api';
import { startServer, type RunningServer } from '../support/server';
import type { TestDatabase } from '../support/test-databases';
import { createUserWithPermissions } from '../support/users';

const status = async (apiUrl: string, path: string, accessToken: string, headers: Record<string, string> = {}) =>
  (await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${accessToken}`, ...headers } })).status;

/** A user who may list clients in one account, signed in, with the call answered twice (the second from memory). */
async function viewer(db: Db, apiUrl: string) {
  const [account] = await db.select().from(clientAccounts).where(eq(clientAccounts.accountCode, 'NWO'));
  const user = await createUserWithPermissions(db, {
    idClient: account.idClient,
    grants: [{ idClientAccount: account.idClientAccount, permissions: [{ action: 'View', subject: 'AdminClients' }] }],
  });
  const { accessToken } = await signIn(apiUrl, user.email);
  expect(await status(apiUrl, '/clients', accessToken)).toBe(200);
  expect(await status(apiUrl, '/clients', accessToken)).toBe(200);
  const [{ idRole }] = await db.select().from(userRoles).where(eq(userRoles.idUser, user.idUser));
  return { ...user, accessToken, idRole };
}

describeEachEngine('authentication kept in memory', (ctx) => {
  const db = () => ctx().server.database.db;
  const apiUrl = () => ctx().server.apiUrl;

  it("forgets a user's role taken away", async () => {
    const user = await viewer(db(), apiUrl());
    await db().delete(userRoles).where(eq(userRoles.idUser, user.idUser));
    expect(await status(apiUrl(), '/clients', user.accessToken)).toBe(403);
  });

  it("forgets a role's permission taken away", async () => {
    const user = await viewer(db(), apiUrl());
    await db().delete(rolePermissions).where(eq(rolePermissions.idRole, user.idRole));
    expect(await status(apiUrl(), '/clients', user.accessToken)).toBe(403);
  });

  it('forgets a user disabled, and a changed profile', async () => {
    const user = await viewer(db(), apiUrl());
    await db().update(users).set({ firstName: 'Renamed' }).where(eq(users.idUser, user.idUser));
    const me = await fetch(`${apiUrl()}/userinfo`, { headers: { authorization: `Bearer ${user.accessToken}` } });
    expect(((await me.json()) as { firstName: string }).firstName).toBe('Renamed');
    await db().update(users).set({ enabled: false }).where(eq(users.idUser, user.idUser));
    expect(await status(apiUrl(), '/clients', user.accessToken)).toBe(401);
  });

  it('forgets a sign-in session ended', async () => {
    const { email } = await viewer(db(), apiUrl());
    const tokens = await signIn(apiUrl(), email);
    expect(await status(apiUrl(), '/userinfo', tokens.accessToken)).toBe(200);
    const signOut = await fetch(`${apiUrl()}/auth/signout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: tokens.refreshToken }),
    });
    expect(signOut.status).toBe(204);
    expect(await status(apiUrl(), '/userinfo', tokens.accessToken)).toBe(401);
  });

  it('forgets a masquerade session closed', async () => {
    const tom = await clientFor(apiUrl(), DEMO_USERS.orderer);
    const { accounts } = await tom.request<{ accounts: { idClientAccount: string }[] }>({ path: '/userinfo' });
    const admin = await clientFor(apiUrl(), DEMO_USERS.systemAdmin);
    const { idMasquerade } = await admin.request<{ idMasquerade: string }>({
      method: 'PUT',
      path: '/masquerade/session',
      body: { idUserMasquerade: tom.idUser, isOpen: true, idClientAccount: accounts[0].idClientAccount },
    });
    const { accessToken } = await signIn(apiUrl(), DEMO_USERS.systemAdmin);
    const asTom = { 'x-user-id': tom.idUser, 'x-masquerade-id': idMasquerade };
    expect(await status(apiUrl(), '/userinfo', accessToken, asTom)).toBe(200);
    expect(await status(apiUrl(), '/userinfo', accessToken, asTom)).toBe(200);
    await admin.request({ method: 'PUT', path: '/masquerade/session', body: { idUserMasquerade: tom.idUser, isOpen: false } });
    expect(await status(apiUrl(), '/userinfo', accessToken, asTom)).toBe(403);
  });
});

describe('authentication kept in memory by two servers of one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: RunningServer, second: RunningServer;
  beforeAll(async () => {
    database = await postgresForSuite();
    [first, second] = await Promise.all([startServer({ databaseUrl: database.databaseUrl }), startServer({ databaseUrl: database.databaseUrl })]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.drop();
  });

  it('a change made through one server counts on the other as soon as it is announced', async () => {
    const user = await viewer(first.database.db, first.apiUrl);
    // The other server's connection writes: the first hears it only through the notification.
    await second.database.db.delete(rolePermissions).where(eq(rolePermissions.idRole, user.idRole));
    await expect.poll(() => status(first.apiUrl, '/clients', user.accessToken), { timeout: 2000, interval: 20 }).toBe(403);

    const other = await viewer(first.database.db, first.apiUrl);
    await second.database.db.update(signInSessions).set({ revokedAt: new Date() }).where(eq(signInSessions.idUser, other.idUser));
    await expect.poll(() => status(first.apiUrl, '/clients', other.accessToken), { timeout: 2000, interval: 20 }).toBe(401);
  });
});
