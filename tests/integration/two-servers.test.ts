/**
 * Two API processes on one PostgreSQL database, as behind a load balancer: everything a request
 * may depend on is shared through the database, never kept by one process alone. A sign-in
 * throttle reached through one holds on the other, a role taken away through one counts on the
 * other from its next call, and one account's order imports take turns across both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { USER_LINK_PATHS } from '../../shared/administration/users';
import { BULK_PATHS, type BatchAnswer } from '../../shared/imports/protocol';
import { SIGN_IN_MAX_FAILURES } from '../../server/auth/sign-in-throttle';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/db/seed';
import * as t from '../../server/db/schema';
import { postgresForSuite } from '../support/engines';
import { clientFor, signIn } from '../support/api';
import { orderingFixture } from '../support/ordering';
import { startServer, type RunningServer } from '../support/server';
import type { TestDatabase } from '../support/test-databases';
import { createUserWithPermissions } from '../support/users';

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const status = async (apiUrl: string, path: string, accessToken: string) =>
  (await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${accessToken}` } })).status;

describe('two API servers on one PostgreSQL database', () => {
  let database: TestDatabase;
  let first: RunningServer, second: RunningServer;
  beforeAll(async () => {
    database = await postgresForSuite();
    // Started one after the other: both run the migrations, the second finds them applied.
    first = await startServer({ databaseUrl: database.databaseUrl });
    second = await startServer({ databaseUrl: database.databaseUrl });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await database?.drop();
  });

  it('a sign-in throttle reached through one server holds on the other', async () => {
    const email = DEMO_USERS.clientAdmin;
    for (let i = 0; i < SIGN_IN_MAX_FAILURES; i++) {
      const server = i % 2 ? second : first;
      expect((await post(`${server.apiUrl}/auth/signin`, { email, password: `wrong-${i}` })).status).toBe(401);
    }
    for (const server of [first, second]) {
      const throttled = await post(`${server.apiUrl}/auth/signin`, { email, password: DEMO_PASSWORD });
      expect([throttled.status, (await throttled.json()).code]).toEqual([429, 'TOO_MANY_ATTEMPTS']);
    }
  });

  it("a role taken away through one server's API counts on the other from its next call", async () => {
    const db = first.database.db;
    const [account] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'NWO'));
    const user = await createUserWithPermissions(db, {
      idClient: account.idClient,
      grants: [{ idClientAccount: account.idClientAccount, permissions: [{ action: 'View', subject: 'AdminClients' }] }],
    });
    const { accessToken } = await signIn(second.apiUrl, user.email);
    // Answered twice: the second server now keeps the user's permissions in memory.
    expect(await status(second.apiUrl, '/clients', accessToken)).toBe(200);
    expect(await status(second.apiUrl, '/clients', accessToken)).toBe(200);

    const [{ idApplicationRole }] = await db.select().from(t.userRoles).where(eq(t.userRoles.idUser, user.idUser));
    const admin = await clientFor(first.apiUrl, DEMO_USERS.systemAdmin);
    await admin.request({
      method: 'DELETE',
      path: USER_LINK_PATHS.accountRole,
      params: { idClient: account.idClient, idClientAccount: account.idClientAccount, idUser: user.idUser, idApplicationRole },
    });
    // The change is announced at commit; the other server hears it within milliseconds.
    await expect.poll(() => status(second.apiUrl, '/clients', accessToken), { timeout: 1000, interval: 10 }).toBe(403);
  });

  it("one account's order imports take turns across both servers: the same file sent to both places each order once", async () => {
    const db = first.database.db;
    const [tomUser] = await db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.orderer));
    const [tomRole] = await db.select().from(t.userRoles).where(eq(t.userRoles.idUser, tomUser.idUser));
    await db
      .insert(t.rolePermissions)
      .values({ idRole: tomRole.idRole, idClientAccount: tomRole.idClientAccount!, action: 'BulkImport', subject: 'CoreOrders' })
      .onConflictDoNothing();
    const onFirst = await orderingFixture(first);
    const onSecond = await orderingFixture(second);
    const product = await onFirst.product(20);
    const [book] = await db.insert(t.addressBooks).values({ idClientAccount: onFirst.account.idClientAccount, addressBookName: 'Two servers' }).returning();
    await db.insert(t.addressBookAddresses).values({
      idAddressBook: book.idAddressBook,
      reference: 'TWO-1',
      addressType: 'DELIVERY',
      addressName: 'Shop',
      address1: '1 quai Saint-Antoine',
      zipCode: '69002',
      city: 'Lyon',
      countryISO2: 'FR',
    });
    const references = Array.from({ length: 6 }, (_, i) => `TWO-${Date.now().toString(36)}-${i}`);
    const body = {
      idClientAccount: onFirst.account.idClientAccount,
      idWarehouse: onFirst.warehouse.idWarehouse,
      idShippingMethod: onFirst.idShippingMethod,
      idAddressBook: book.idAddressBook,
      rows: references.map((orderReference, i) => ({ row: i + 2, orderReference, addressReference: 'TWO-1', lines: [{ sku: product.sku, quantity: 2 }] })),
    };
    const answers = await Promise.all([onFirst.tom, onSecond.tom].map((tom) => tom.request<BatchAnswer>({ method: 'POST', path: BULK_PATHS.orders, body })));
    const outcomes = answers.flatMap((answer) => answer.results.map((r) => r.outcome));
    expect(outcomes.filter((o) => o === 'created')).toHaveLength(references.length);
    expect(outcomes.filter((o) => o === 'skipped')).toHaveLength(references.length);
    const placed = await db
      .select()
      .from(t.customerOrders)
      .where(and(eq(t.customerOrders.idClientAccount, onFirst.account.idClientAccount), inArray(t.customerOrders.orderReference, references)));
    expect(placed).toHaveLength(references.length);
    expect((await onSecond.stock(product.idProduct)).reservedQuantity).toBe(2 * references.length);
  });
});
