import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import { createDataProvider } from '../../shared/data-provider';
import { ACCOUNT_FEATURES, ACCOUNT_FEATURES_PATH, accounts, accountWarehouses } from '../../shared/administration/accounts';
import { saveAccount } from '../../shared/administration/accounts-save';
import { DEMO_USERS } from '../../server/db/seed';
import { clientAccounts, clients, warehouses } from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';

type Account = {
  idClientAccount: string;
  idClient: string;
  accountCode: string;
  accountName: string;
  clientName: string;
  clientAccountWarehouses: { idWarehouse: string; warehouseName: string; accountWMS: string | null }[];
  clientAccountFeatures: { feature: string; isSelected: boolean }[];
};

describeEachEngine('accounts, their warehouses and features', (ctx) => {
  let admin: ApiClient, claire: ApiClient, tom: ApiClient;
  let lumiere: string, northwind: string, stores: typeof clientAccounts.$inferSelect, outdoor: typeof clientAccounts.$inferSelect;
  let wh: Record<string, string>;

  beforeAll(async () => {
    const { apiUrl, database } = ctx().server;
    const db = database.db;
    [admin, claire, tom] = await Promise.all([DEMO_USERS.systemAdmin, DEMO_USERS.clientAdmin, DEMO_USERS.orderer].map((email) => clientFor(apiUrl, email)));
    const byName = Object.fromEntries((await db.select().from(clients)).map((c) => [c.clientName, c.idClient]));
    [lumiere, northwind] = [byName['Maison Lumière'], byName['Northwind Outfitters']];
    const all = await db.select().from(clientAccounts);
    stores = all.find((a) => a.accountCode === 'MLS')!;
    outdoor = all.find((a) => a.accountCode === 'NWO')!;
    wh = Object.fromEntries((await db.select().from(warehouses)).map((w) => [w.warehouseName, w.idWarehouse]));
  });

  it("lists every visible account, or one client's, with warehouses, features and the client name", async () => {
    const provider = createDataProvider(admin);
    const everything = await provider.getList('accounts', { pagination: { page: 1, perPage: 50 }, sort: { field: 'accountCode', order: 'ASC' }, filter: {} });
    expect(everything.data.map((a) => a.accountCode)).toEqual(expect.arrayContaining(['MLE', 'MLS', 'NWO']));
    const mls = everything.data.find((a) => a.accountCode === 'MLS') as unknown as Account;
    expect(mls).toMatchObject({ clientName: 'Maison Lumière', accountName: 'Boutiques France' });
    expect(mls.clientAccountWarehouses.map((w) => w.warehouseName)).toEqual(['Box Lille 5', 'Box Marseille 12', 'Box Marseille 14', 'Paris Nord Warehouse']);
    expect(mls.clientAccountFeatures).toEqual(ACCOUNT_FEATURES.map((feature) => ({ feature, isSelected: ['Boxes', 'CustomReports'].includes(feature) })));
    const oneClient = await admin.request<{ items: Account[] }>({ path: accounts.paths.list, params: { idClient: northwind } });
    expect(oneClient.items.map((a) => a.accountCode)).toEqual(['NWO']);
    const searched = await admin.request<{ items: Account[] }>({
      method: 'PUT',
      path: accounts.paths.browse!,
      body: { filterGroups: [{ filters: [{ field: 'idClient', value: lumiere }] }], sortOrders: [{ field: 'accountCode', direction: 'DESC' }] },
    });
    expect(searched.items.map((a) => a.accountCode)).toEqual(['MLS', 'MLE']);
    // A client administrator sees their client's accounts only.
    const own = await claire.request<{ items: Account[] }>({ path: accounts.paths.browse!, query: { pageSize: -1 } });
    expect(own.items.map((a) => a.accountCode).sort()).toEqual(['MLE', 'MLS']);
    expect((await failure(claire.request({ path: accounts.paths.item, params: { idClient: northwind, id: outdoor.idClientAccount } }))).status).toBe(403);
    expect((await failure(tom.request({ path: accounts.paths.browse! }))).status).toBe(403);
  });

  it('validates code, name and language with the field-limit keys, and refuses a used code or name', async () => {
    const post = (body: unknown) => failure(admin.request({ method: 'POST', path: accounts.paths.list, params: { idClient: lumiere }, body }));
    const long = await post({ accountCode: 'ABCD', accountName: 'x'.repeat(51), cultureLanguageCode: 'en-GB1' });
    expect(long.body).toMatchObject({ message: 'Validation failed.', code: 'VALIDATION' });
    expect(long.errors).toEqual({
      accountCode: 'validation.text.tooLong',
      accountName: 'validation.text.tooLong',
      cultureLanguageCode: 'validation.text.tooLong',
    });
    expect(long.params).toEqual({ accountCode: { max: 3 }, accountName: { max: 50 }, cultureLanguageCode: { max: 5 } });
    expect((await post({ accountCode: 'ab', accountName: 'Lower' })).errors).toEqual({ accountCode: 'validation.codeCharset' });
    expect((await post({ accountCode: ' ', accountName: '' })).errors).toEqual({ accountCode: 'validation.required', accountName: 'validation.required' });
    const used = await post({ accountCode: 'MLS', accountName: 'Again' });
    expect([used.status, used.code, used.errors]).toEqual([409, 'DUPLICATE_NAME', { accountCode: 'validation.unique.accountCode' }]);
    // Names too, whatever their case: two accounts of a client are told apart by name.
    const named = await post({ accountCode: 'ZZ9', accountName: 'boutiques FRANCE' });
    expect([named.status, named.code, named.message, named.errors]).toEqual([
      409,
      'DUPLICATE_NAME',
      'This client already has an account with this name.',
      { accountName: 'validation.unique.accountName' },
    ]);
  });

  it('lets a client administrator create accounts for their own client only', async () => {
    const created = await claire.request<{ account: Account }>({
      method: 'POST',
      path: accounts.paths.list,
      params: { idClient: lumiere },
      body: { accountCode: 'MLO', accountName: 'Outlet' },
    });
    expect(created.account).toMatchObject({ idClient: lumiere, accountCode: 'MLO', cultureLanguageCode: 'en', clientAccountWarehouses: [] });
    expect(
      (
        await failure(
          claire.request({ method: 'POST', path: accounts.paths.list, params: { idClient: northwind }, body: { accountCode: 'NWX', accountName: 'No' } }),
        )
      ).status,
    ).toBe(403);
    // Her role grants nothing on the new account yet, so she cannot see it until given a role there.
    expect((await failure(claire.request({ path: accounts.paths.item, params: { idClient: lumiere, id: created.account.idClientAccount } }))).status).toBe(403);
    await admin.request({ method: 'DELETE', path: accounts.paths.item, params: { idClient: lumiere, id: created.account.idClientAccount } });
  });

  it("links warehouses to an account (list, create, duplicate, delete) inside the path's client", async () => {
    const params = { idClient: northwind, idClientAccount: outdoor.idClientAccount };
    const created = await admin.request<{ clientAccountWarehouses: { idWarehouse: string; warehouseName: string } }>({
      method: 'POST',
      path: accountWarehouses.paths.list,
      params,
      body: { idWarehouse: wh['Paris Nord Warehouse'], accountWMS: 'NWO-PN' },
    });
    expect(created.clientAccountWarehouses).toMatchObject({ idWarehouse: wh['Paris Nord Warehouse'], warehouseName: 'Paris Nord Warehouse' });
    // Listed under the spec's envelope name.
    const listed = await admin.request<{ clientAccountWarehouses: { idWarehouse: string }[] }>({
      path: accountWarehouses.paths.list,
      params,
      query: { pageSize: 10000 },
    });
    expect(listed.clientAccountWarehouses).toHaveLength(3);
    const again = await failure(
      admin.request({ method: 'POST', path: accountWarehouses.paths.list, params, body: { idWarehouse: wh['Paris Nord Warehouse'] } }),
    );
    expect([again.status, again.errors]).toEqual([409, { idWarehouse: 'validation.duplicate' }]);
    const unknown = await failure(
      admin.request({ method: 'POST', path: accountWarehouses.paths.list, params, body: { idWarehouse: '7d1f7a0e-0000-4000-8000-000000000000' } }),
    );
    expect([unknown.status, unknown.errors]).toEqual([400, { idWarehouse: 'validation.unknownReference' }]);
    // The account must be the client's: another client in the path finds nothing.
    const wrongClient = { idClient: lumiere, idClientAccount: outdoor.idClientAccount };
    expect(
      (await failure(admin.request({ method: 'DELETE', path: accountWarehouses.paths.item, params: { ...wrongClient, id: wh['Paris Nord Warehouse'] } })))
        .status,
    ).toBe(404);
    expect(
      (await failure(admin.request({ method: 'POST', path: accountWarehouses.paths.list, params: wrongClient, body: { idWarehouse: wh['Box Marseille 12'] } })))
        .status,
    ).toBe(404);
    await admin.request({ method: 'DELETE', path: accountWarehouses.paths.item, params: { ...params, id: wh['Paris Nord Warehouse'] } });
    const after = await admin.request<{ clientAccountWarehouses: { idWarehouse: string }[] }>({ path: accountWarehouses.paths.list, params });
    expect(after.clientAccountWarehouses.map((w) => w.idWarehouse).sort()).toEqual([wh['Lyon Distribution Centre'], wh['Box Lille 3']].sort());
  });

  it('reads features and saves their record statuses in one update', async () => {
    const params = { idClientAccount: stores.idClientAccount };
    const put = (clientAccountFeatures: unknown) =>
      claire.request<{ clientAccountFeatures: { feature: string; isSelected: boolean }[] }>({
        method: 'PUT',
        path: ACCOUNT_FEATURES_PATH,
        params,
        body: { clientAccountFeatures },
      });
    const saved = await put([
      { feature: 'Events', isSelected: true, recordStatus: 'added' },
      { feature: 'Boxes', isSelected: false, recordStatus: 'removed' },
      { feature: 'Quotas', isSelected: false, recordStatus: 'unchanged' },
    ]);
    expect(saved.clientAccountFeatures.filter((f) => f.isSelected).map((f) => f.feature)).toEqual(['Events', 'CustomReports']);
    const read = await claire.request<{ clientAccountFeatures: unknown[] }>({ path: ACCOUNT_FEATURES_PATH, params });
    expect(read).toEqual(saved);
    const bad = await failure(put([{ feature: 'Teleport', isSelected: true, recordStatus: 'added' }]));
    expect([bad.status, bad.errors]).toEqual([400, { 'clientAccountFeatures.0.feature': 'validation.invalid' }]);
    expect((await failure(claire.request({ path: ACCOUNT_FEATURES_PATH, params: { idClientAccount: outdoor.idClientAccount } }))).status).toBe(403);
    expect((await failure(tom.request({ path: ACCOUNT_FEATURES_PATH, params: { idClientAccount: outdoor.idClientAccount } }))).status).toBe(403);
  });

  it("saveAccount creates and updates an account with its warehouses and features, and rethrows the server's message", async () => {
    const created = await saveAccount(
      admin,
      {
        idClient: northwind,
        accountCode: 'NWE',
        accountName: 'Events',
        cultureLanguageCode: 'en',
        clientAccountWarehouses: [{ idWarehouse: wh['Lyon Distribution Centre'], accountWMS: 'NWE-LY' }, { idWarehouse: wh['Box Lille 3'] }],
        clientAccountFeatures: ACCOUNT_FEATURES.map((feature) => ({ feature, isSelected: feature === 'Events' })),
      },
      null,
    );
    expect(created.clientAccountWarehouses.map((w) => w.warehouseName)).toEqual(expect.arrayContaining(['Lyon Distribution Centre', 'Box Lille 3']));
    expect(created.clientAccountFeatures.filter((f) => f.isSelected).map((f) => f.feature)).toEqual(['Events']);

    const updated = await saveAccount(
      admin,
      {
        idClient: northwind,
        accountCode: 'NWE',
        accountName: 'Events & fairs',
        cultureLanguageCode: 'fr',
        clientAccountWarehouses: [{ idWarehouse: wh['Lyon Distribution Centre'], accountWMS: 'NWE-LYON' }, { idWarehouse: wh['Paris Nord Warehouse'] }],
        clientAccountFeatures: ACCOUNT_FEATURES.map((feature) => ({ feature, isSelected: feature === 'Quotas' })),
      },
      created,
    );
    expect(updated).toMatchObject({ idClientAccount: created.idClientAccount, accountName: 'Events & fairs', cultureLanguageCode: 'fr' });
    expect(updated.clientAccountWarehouses.map((w) => [w.warehouseName, w.accountWMS]).sort()).toEqual([
      ['Lyon Distribution Centre', 'NWE-LYON'],
      ['Paris Nord Warehouse', null],
    ]);
    expect(updated.clientAccountFeatures.filter((f) => f.isSelected).map((f) => f.feature)).toEqual(['Quotas']);
    const stored = await admin.request<{ account: Account }>({ path: accounts.paths.item, params: { idClient: northwind, id: created.idClientAccount } });
    expect(stored.account.clientAccountWarehouses).toHaveLength(2);

    // One transaction: a failing warehouse leaves the account's name, warehouses and features as they were.
    const failed = await failure(
      saveAccount(
        admin,
        {
          ...updated,
          accountName: 'Renamed',
          clientAccountWarehouses: [{ idWarehouse: '7d1f7a0e-0000-4000-8000-000000000000' }],
          clientAccountFeatures: ACCOUNT_FEATURES.map((feature) => ({ feature, isSelected: true })),
        },
        updated,
      ),
    );
    expect([failed.status, failed.message, failed.errors]).toEqual([400, 'Validation failed.', { idWarehouse: 'validation.unknownReference' }]);
    const unchanged = await admin.request<{ account: Account }>({ path: accounts.paths.item, params: { idClient: northwind, id: created.idClientAccount } });
    expect(unchanged.account).toEqual(stored.account);

    await admin.request({ method: 'DELETE', path: accounts.paths.item, params: { idClient: northwind, id: created.idClientAccount } });
    const [gone] = await ctx().server.database.db.select().from(clientAccounts).where(eq(clientAccounts.idClientAccount, created.idClientAccount));
    expect(gone).toBeUndefined();
  });
});
