import { beforeAll, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api/api-client';
import { createDataProvider } from '../../shared/data-provider';
import { allCatalogs, catalogs } from '../../shared/administration/catalogs';
import { DEMO_USERS } from '../../server/db/seed';
import { clientAccountGroups, clientAccounts } from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';

type Link = { idCatalogGroup: string; idClientAccountGroup: string; enabled: boolean };
type Catalog = { id: string; idCatalog: string; catalogName: string; displayPosition: number; enabled: boolean; groups: Link[] };
type Params = { idClient: string; idClientAccount: string };

describeEachEngine('catalogs and the groups that see them', (ctx) => {
  let admin: ApiClient, claire: ApiClient, tom: ApiClient;
  let mls: Params, mle: Params, nwo: Params;
  let groupOf: (idClientAccount: string) => string;

  beforeAll(async () => {
    const db = ctx().server.database.db;
    [admin, claire, tom] = await Promise.all(
      [DEMO_USERS.systemAdmin, DEMO_USERS.clientAdmin, DEMO_USERS.orderer].map((email) => clientFor(ctx().server.apiUrl, email)),
    );
    const accounts = await db.select().from(clientAccounts);
    const params = (code: string) => {
      const a = accounts.find((x) => x.accountCode === code)!;
      return { idClient: a.idClient, idClientAccount: a.idClientAccount };
    };
    [mls, mle, nwo] = [params('MLS'), params('MLE'), params('NWO')];
    const groups = await db.select().from(clientAccountGroups);
    groupOf = (idClientAccount) => groups.find((g) => g.idClientAccount === idClientAccount)!.idClientAccountGroup;
  });

  it('lists the seeded catalogs of an account with their groups', async () => {
    const { catalogs: items } = await claire.request<{ catalogs: Catalog[] }>({ path: catalogs.paths.list, params: mls });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((c) => c.groups.every((g) => g.idClientAccountGroup === groupOf(mls.idClientAccount)))).toBe(true);
  });

  it('creates a catalog for a group, switches the link off, removes it: one diff per save', async () => {
    const provider = createDataProvider(claire);
    const meta = { params: mls };
    const group = groupOf(mls.idClientAccount);
    const { data: created } = await provider.create<Catalog>(catalogs.name, {
      data: { catalogName: 'Summer', displayPosition: 3, groups: [{ idClientAccountGroup: group, enabled: true }] },
      meta,
    });
    expect(created).toMatchObject({ catalogName: 'Summer', enabled: true, displayPosition: 3, groups: [{ idClientAccountGroup: group, enabled: true }] });
    const { data: off } = await provider.update<Catalog>(catalogs.name, {
      id: created.id,
      data: { ...created, enabled: false, groups: [{ idClientAccountGroup: group, enabled: false }] },
      previousData: created,
      meta,
    });
    expect(off).toMatchObject({ enabled: false, groups: [{ idClientAccountGroup: group, enabled: false }] });
    // Catalog names are unique within their account (case ignored); another account may reuse one.
    const taken = await failure(provider.create<Catalog>(catalogs.name, { data: { catalogName: 'SUMMER', groups: [] }, meta }));
    expect([taken.status, taken.code, taken.message, taken.errors]).toEqual([
      409,
      'DUPLICATE_NAME',
      'This account already has a catalog with this name.',
      { catalogName: 'validation.unique.catalogName' },
    ]);
    const { data: reused } = await provider.create<Catalog>(catalogs.name, { data: { catalogName: 'Summer', groups: [] }, meta: { params: mle } });
    await provider.delete(catalogs.name, { id: reused.id, previousData: reused, meta: { params: mle } });
    const { data: none } = await provider.update<Catalog>(catalogs.name, { id: created.id, data: { ...off, groups: [] }, previousData: off, meta });
    expect(none.groups).toEqual([]);
    await provider.delete(catalogs.name, { id: created.id, previousData: none, meta });
  });

  it('refuses a blank name, a fractional position and another account’s group with the one error shape', async () => {
    const invalid = await failure(claire.request({ method: 'POST', path: catalogs.paths.list, params: mls, body: { catalogName: ' ', displayPosition: 0.5 } }));
    expect(invalid).toMatchObject({ status: 400, errors: { catalogName: 'validation.required', displayPosition: 'validation.number.whole' } });
    const foreign = await failure(
      claire.request({
        method: 'POST',
        path: catalogs.paths.list,
        params: mls,
        body: { catalogName: 'X', groups: [{ idClientAccountGroup: groupOf(nwo.idClientAccount) }] },
      }),
    );
    expect(foreign.status).toBe(400);
  });

  it('refuses attackers: another client’s account, a forged pair, a user without the permission', async () => {
    const body = { catalogName: 'Hack' };
    expect((await failure(claire.request({ path: catalogs.paths.list, params: nwo }))).status).toBe(403);
    expect(
      (await failure(claire.request({ method: 'POST', path: catalogs.paths.list, params: { ...mls, idClientAccount: nwo.idClientAccount }, body }))).status,
    ).toBeGreaterThanOrEqual(403);
    const { catalogs: theirs } = await admin.request<{ catalogs: Catalog[] }>({ path: catalogs.paths.list, params: nwo });
    expect((await failure(claire.request({ method: 'PUT', path: catalogs.paths.item, params: { ...mle, id: theirs[0].idCatalog }, body }))).status).toBe(403);
    expect((await failure(tom.request({ method: 'POST', path: catalogs.paths.list, params: nwo, body }))).status).toBe(403);
    const after = await admin.request<{ catalog: Catalog }>({ path: catalogs.paths.item, params: { ...nwo, id: theirs[0].idCatalog } });
    expect(after.catalog.catalogName).toBe(theirs[0].catalogName);
  });

  it('lists every catalog of an account at once at .../catalogs/all, disabled ones too, for its administrators only', async () => {
    const { catalog: off } = await claire.request<{ catalog: Catalog }>({
      method: 'POST',
      path: catalogs.paths.list,
      params: mls,
      body: { catalogName: 'Switched off', displayPosition: 99, enabled: false },
    });
    const { catalogs: every } = await claire.request<{ catalogs: Catalog[] }>({ path: allCatalogs.path, params: mls });
    expect(every).toContainEqual(expect.objectContaining({ idCatalog: off.idCatalog, enabled: false, groups: [] }));
    expect(every.map((c) => c.displayPosition)).toEqual([...every.map((c) => c.displayPosition)].sort((a, b) => a - b));
    const { catalogs: paged } = await claire.request<{ catalogs: Catalog[] }>({ path: catalogs.paths.list, params: mls, query: { pageSize: -1 } });
    expect(every.map((c) => c.idCatalog).sort()).toEqual(paged.map((c) => c.idCatalog).sort());
    // Another client's administrator, a forged client/account pair and an orderer are refused.
    expect((await failure(claire.request({ path: allCatalogs.path, params: nwo }))).status).toBe(403);
    expect((await admin.request<{ catalogs: Catalog[] }>({ path: allCatalogs.path, params: { ...mls, idClient: nwo.idClient } })).catalogs).toEqual([]);
    expect((await failure(tom.request({ path: allCatalogs.path, params: nwo }))).status).toBe(403);
  });
});
