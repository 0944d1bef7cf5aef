/**
 * PostgreSQL restarting under reads and writes, against the server as an operator runs it (its own
 * process, so that an unhandled connection error would end it as it ends a real one). Readers and
 * writers of four kinds (a plain create, an account saved with its parts in one transaction, a
 * checkout, an address import) run side by side through a `pg_ctl restart` and through a stop of
 * a second and a half. The server stays up; calls while the database is away answer 503 in the
 * one error shape with Retry-After; service resumes by itself within 5 s of the database being
 * back; every write that was acknowledged is in the database afterwards; and the server listens
 * for authentication changes again (a change it is not told of is served from memory, one it is
 * told of counts at once).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../shared/api/api-client';
import { ApiError } from '../../shared/api/api-error';
import { BULK_PATHS, type BatchAnswer } from '../../shared/imports/protocol';
import { orderingClient } from '../../shared/ordering/client';
import { ACCOUNT_FEATURES } from '../../shared/administration/accounts';
import { saveAccount } from '../../shared/administration/accounts-save';
import { groups } from '../../shared/administration/groups';
import type { SessionScope } from '../../shared/session/scope';
import { openDatabase, type Database } from '../../server/db';
import { guardClients, isDatabaseUnavailable } from '../../server/db/outage';
import * as t from '../../server/db/schema';
import { DEMO_USERS, seedData } from '../../server/db/seed';
import { AUTH_CHANNEL } from '../../server/auth/auth-cache';
import { signIn } from '../support/api';
import { orderingFixture } from '../support/ordering';
import { startPostgres, type TempPostgres } from '../support/postgres';
import { spawnServer, type ServerProcess } from '../support/server-process';
import { createUserWithPermissions } from '../support/users';

const UNAVAILABLE = { message: 'The service is temporarily unavailable. Please try again in a moment.', code: 'DATABASE_UNAVAILABLE' };
/** No loop runs longer than this, whatever happens to the server. */
const LOAD_LIMIT_MS = 40_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const succeeded = (a: { status: number }) => a.status >= 200 && a.status < 300;

type Kind = 'read' | 'group' | 'account' | 'checkout' | 'import';
const KINDS: Kind[] = ['read', 'group', 'account', 'checkout', 'import'];

interface Answer {
  kind: Kind;
  sent: number;
  at: number;
  /** 0 when no answer came (connection refused or reset). */
  status: number;
  body?: unknown;
  retryAfter: string | null;
}

describe('database restarts under writes [postgres]', () => {
  let postgres: TempPostgres;
  let database: Database;
  let server: ServerProcess;
  let apiUrl: string;

  beforeAll(async () => {
    postgres = await startPostgres();
    // The test's own connections, for the fixtures and the checks; they live through the restarts too.
    database = await openDatabase({ databaseUrl: postgres.databaseUrl, dataDir: 'memory://', onConnectionError: () => {} });
    await seedData(database.db, { demo: true });
    server = spawnServer({ DATABASE_URL: postgres.databaseUrl });
    apiUrl = await server.ready;
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.close();
    postgres?.stop();
  });

  it('gives a connection lost while lent out back to the pool at once, so that none holds a place for good', async () => {
    const pool = new pg.Pool({ connectionString: postgres.databaseUrl, max: 2, connectionTimeoutMillis: 2000 });
    const lost: Error[] = [];
    guardClients(pool, (error) => lost.push(error));
    try {
      // Both places lent out, as to two transactions between statements; their connections are then cut.
      const lent = await Promise.all([pool.connect(), pool.connect()]);
      const [a, b] = await Promise.all(lent.map(async (client) => (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid));
      await database.db.execute(sql`select pg_terminate_backend(${a}), pg_terminate_backend(${b})`);
      await expect.poll(() => lost.length).toBe(2);
      expect(lost.every(isDatabaseUnavailable)).toBe(true);
      expect(pool.totalCount).toBe(0);
      // The borrowers' own giving back changes nothing, and both places lend again.
      for (const client of lent) client.release();
      const again = await Promise.all([pool.connect(), pool.connect()]);
      expect((await again[0].query('select 1 as one')).rows).toEqual([{ one: 1 }]);
      for (const client of again) client.release();
    } finally {
      // A client still lent out would keep the pool from ending.
      await Promise.race([pool.end(), pause(1000)]);
    }
  });

  it('keeps the server up, answers 503 while the database is away, recovers within 5 s and loses no acknowledged write', async () => {
    const db = database.db;
    const answers: Answer[] = [];
    /** A fetch that records every answer of its kind. */
    const recording =
      (kind: Kind): typeof fetch =>
      async (input, init) => {
        const sent = performance.now();
        try {
          const response = await fetch(input, init);
          const body = response.ok ? undefined : await response.clone().json();
          answers.push({ kind, sent, at: performance.now(), status: response.status, body, retryAfter: response.headers.get('retry-after') });
          return response;
        } catch (error) {
          answers.push({ kind, sent, at: performance.now(), status: 0, retryAfter: null });
          throw error;
        }
      };
    const clientOf = async (email: string, kind: Kind, scope: SessionScope = {}): Promise<ApiClient> => {
      const tokens = await signIn(apiUrl, email);
      return createApiClient({
        baseUrl: apiUrl,
        getScope: () => ({ idUser: tokens.idUser, ...scope }),
        tokens: { getAccessToken: () => tokens.accessToken, renew: async () => false },
        fetch: recording(kind),
      });
    };

    // Fixtures: Lumière's stores account and an address book to import into, Northwind's client
    // and Lyon warehouse for accounts, Tom's product (plenty of stock) and an address for checkouts.
    const accountRows = await db.select().from(t.clientAccounts);
    const mls = accountRows.find((a) => a.accountCode === 'MLS')!;
    const nwo = accountRows.find((a) => a.accountCode === 'NWO')!;
    const [book] = await db.insert(t.addressBooks).values({ idClientAccount: mls.idClientAccount, addressBookName: 'Restart imports' }).returning();
    const f = await orderingFixture({ url: apiUrl, apiUrl, database, close: async () => {} });
    const product = await f.product(1_000_000);
    const [address] = await f.addresses(1);

    const reader = await clientOf(DEMO_USERS.systemAdmin, 'read');
    const groupWriter = await clientOf(DEMO_USERS.clientAdmin, 'group');
    const accountWriter = await clientOf(DEMO_USERS.systemAdmin, 'account');
    const checkoutWriter = orderingClient(await clientOf(DEMO_USERS.orderer, 'checkout', f.scope));
    const importer = await clientOf(DEMO_USERS.clientAdmin, 'import');

    const acknowledged = { groups: [] as string[], accounts: [] as string[], orders: [] as string[], addresses: [] as string[] };
    /** Errors other than the database being away: there must be none. */
    const unexpected: unknown[] = [];
    let serial = 0;
    let running = true;
    const eventPool = await f.events(1000);
    const started = performance.now();
    const loop = (write: () => Promise<void>) => async () => {
      while (running && performance.now() - started < LOAD_LIMIT_MS) {
        try {
          await write();
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 503)) unexpected.push(error);
          // A client backs off as asked (briefly here, to see the moment service returns).
          await pause(50);
        }
      }
    };
    const writers = [
      loop(async () => {
        await reader.request({ path: '/clients', query: { pageSize: 5 } });
      }),
      ...[1, 2].map(() =>
        loop(async () => {
          const { group } = await groupWriter.request<{ group: { idClientAccountGroup: string } }>({
            method: 'POST',
            path: groups.paths.list,
            params: { idClient: mls.idClient, idClientAccount: mls.idClientAccount },
            body: { groupName: `Restart group ${++serial}`, enabled: true },
          });
          acknowledged.groups.push(group.idClientAccountGroup);
        }),
      ),
      loop(async () => {
        const account = await saveAccount(
          accountWriter,
          {
            idClient: nwo.idClient,
            accountCode: `R${(++serial % 1296).toString(36).padStart(2, '0').toUpperCase()}`,
            accountName: `Restart account ${serial}`,
            cultureLanguageCode: 'en',
            clientAccountWarehouses: [{ idWarehouse: f.warehouse.idWarehouse, accountWMS: `W${serial}` }],
            clientAccountFeatures: ACCOUNT_FEATURES.map((feature) => ({ feature, isSelected: feature === 'Events' })),
          },
          null,
        );
        acknowledged.accounts.push(account.idClientAccount);
      }),
      ...[1, 2].map(() =>
        loop(async () => {
          // Each checkout a fresh cart: an event of the pool made before the database goes away.
          const cart = await checkoutWriter.getCart({ ...f.scope, type: 'EVENT', idEvent: eventPool.pop()! });
          await checkoutWriter.addCartItem(cart.idCart, { idProduct: product.idProduct, quantity: 1 });
          await checkoutWriter.saveCheckout(cart.idCart, { idShippingMethod: f.idShippingMethod, selectedAddresses: [address] });
          const done = await checkoutWriter.complete(cart.idCart);
          acknowledged.orders.push(...done.orders.map((o) => o.idCustomerOrder));
        }),
      ),
      loop(async () => {
        const batch = ++serial;
        const rows = [1, 2, 3, 4, 5].map((i) => ({
          row: i + 1,
          reference: `R${batch}-${i}`,
          addressName: `Shop ${batch}-${i}`,
          address1: '3 rue du Temple',
          zipCode: '75004',
          city: 'Paris',
          countryISO2: 'FR',
        }));
        const answer = await importer.request<BatchAnswer>({
          method: 'PUT',
          path: BULK_PATHS.addresses,
          body: { idClientAccount: mls.idClientAccount, idAddressBook: book.idAddressBook, rows },
        });
        expect(answer.results.map((r) => r.outcome)).toEqual(rows.map(() => 'created'));
        acknowledged.addresses.push(...rows.map((r) => r.reference));
      }),
    ];
    const load = Promise.all(writers.map((writer) => writer()));

    /** One outage: `down` takes the database away (and maybe back); answers until a second of steady service after it. */
    const outage = async (name: string, down: () => Promise<void>) => {
      const from = answers.length;
      await pause(1000);
      const stopping = performance.now();
      await down();
      const back = performance.now();
      // Each kind's first success sent once the database is back.
      const firstSuccess = (kind: Kind) => answers.find((a) => a.kind === kind && a.sent >= back && succeeded(a));
      while (KINDS.some((kind) => !firstSuccess(kind)) && performance.now() - back < 10_000) await pause(20);
      const recovered = Math.max(...KINDS.map((kind) => firstSuccess(kind)?.at ?? Infinity));
      await pause(1000);
      const seen = answers.slice(from);
      const refused = seen.filter((a) => a.status === 503);
      const figures = {
        calls: seen.length,
        refused: refused.length,
        recoveryMs: Math.round(recovered - back),
        refusedAfterRecovery: seen.filter((a) => a.sent > recovered && !succeeded(a)).length,
      };
      console.info(`${name}: ${JSON.stringify(figures)} (database away for ${Math.round(back - stopping)} ms including its start)`);
      return { ...figures, stopping, back };
    };

    const restart = await outage('pg_ctl restart', () => postgres.restart());
    const stopped = await outage('stop, 1.5 s away, start', async () => {
      await postgres.pause();
      await pause(1500);
      await postgres.resume();
    });
    running = false;
    await load;

    // The server is still the one started, and said nothing of an unhandled error.
    expect(server.child.exitCode, server.output()).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled|uncaught/i);
    expect(unexpected).toEqual([]);
    // Every answer is a success or the one 503 of the database being away, with Retry-After.
    for (const a of answers.filter((x) => !succeeded(x))) expect([a.kind, a.status, a.body, a.retryAfter]).toEqual([a.kind, 503, UNAVAILABLE, '5']);
    // A restart may be quick enough to refuse nothing; a stop of 1.5 s refuses calls.
    expect(stopped.refused).toBeGreaterThan(0);
    for (const figures of [restart, stopped]) {
      expect(figures.recoveryMs).toBeLessThan(5000);
      expect(figures.refusedAfterRecovery).toBe(0);
    }
    // While the database was stopped, every call answered 503 (some just sent as it went may have been served).
    const during = answers.filter((a) => a.sent > stopped.stopping + 200 && a.at < stopped.back - 1000);
    expect(during.length).toBeGreaterThan(0);
    expect(during.every((a) => a.status === 503)).toBe(true);

    // Every acknowledged write is there, accounts with their parts.
    const count = async (rows: Promise<unknown[]>) => (await rows).length;
    expect(acknowledged.groups.length * acknowledged.accounts.length * acknowledged.orders.length * acknowledged.addresses.length).toBeGreaterThan(0);
    const lost = {
      groups:
        acknowledged.groups.length -
        (await count(db.select().from(t.clientAccountGroups).where(inArray(t.clientAccountGroups.idClientAccountGroup, acknowledged.groups)))),
      accounts:
        acknowledged.accounts.length -
        (await count(db.select().from(t.clientAccounts).where(inArray(t.clientAccounts.idClientAccount, acknowledged.accounts)))),
      accountWarehouses:
        acknowledged.accounts.length -
        (await count(db.select().from(t.clientAccountWarehouses).where(inArray(t.clientAccountWarehouses.idClientAccount, acknowledged.accounts)))),
      orders: acknowledged.orders.length - (await count(f.ordersOf(acknowledged.orders))),
      addresses:
        acknowledged.addresses.length -
        (await count(
          db
            .select()
            .from(t.addressBookAddresses)
            .where(and(eq(t.addressBookAddresses.idAddressBook, book.idAddressBook), inArray(t.addressBookAddresses.reference, acknowledged.addresses))),
        )),
    };
    console.info(
      `acknowledged: ${JSON.stringify(Object.fromEntries(Object.entries(acknowledged).map(([k, v]) => [k, v.length])))}, lost: ${JSON.stringify(lost)}`,
    );
    expect(lost).toEqual({ groups: 0, accounts: 0, accountWarehouses: 0, orders: 0, addresses: 0 });

    // The server listens for authentication changes again: it serves a signed-in user from memory
    // (a change made without announcing it goes unseen), and forgets them at once on an announced one.
    await expect
      .poll(async () => (await db.execute(sql`select count(*)::int as n from pg_stat_activity where query = ${`LISTEN ${AUTH_CHANNEL}`}`)).rows[0].n, {
        timeout: 5000,
        interval: 50,
      })
      .toBe(1);
    const viewer = await createUserWithPermissions(db, {
      idClient: nwo.idClient,
      grants: [{ idClientAccount: nwo.idClientAccount, permissions: [{ action: 'View', subject: 'AdminClients' }] }],
    });
    const { accessToken } = await signIn(apiUrl, viewer.email);
    const clientsStatus = async () => (await fetch(`${apiUrl}/clients`, { headers: { authorization: `Bearer ${accessToken}` } })).status;
    expect(await clientsStatus()).toBe(200);
    const [{ idRole }] = await db.select().from(t.userRoles).where(eq(t.userRoles.idUser, viewer.idUser));
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`); // no trigger: no announcement
      await tx.delete(t.rolePermissions).where(eq(t.rolePermissions.idRole, idRole));
    });
    expect(await clientsStatus()).toBe(200);
    await db.delete(t.userRoles).where(eq(t.userRoles.idUser, viewer.idUser));
    await expect.poll(clientsStatus, { timeout: 1000, interval: 10 }).toBe(403);
  }, 90_000);
});
