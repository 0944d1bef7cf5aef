import { beforeAll, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api/api-client';
import { createDataProvider } from '../../shared/data-provider';
import { shippingMethods } from '../../shared/administration/shipping-methods';
import { DEMO_USERS } from '../../server/db/seed';
import { clientAccountGroups, clientAccounts } from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';

type Method = { id: string; idShippingMethod: string; shippingMethodCode: string; shippingMethodGroups: string[]; displayPosition: number };
type Params = { idClient: string; idClientAccount: string };

describeEachEngine('shipping methods and their groups', (ctx) => {
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

  it('lists the seeded methods of an account by display position, with their groups', async () => {
    const { shippingMethods: items } = await claire.request<{ shippingMethods: Method[] }>({ path: shippingMethods.paths.list, params: mls });
    expect(items.map((m) => m.shippingMethodCode)).toEqual(['STD', 'EXP', 'QUAI']);
    expect(items.find((m) => m.shippingMethodCode === 'STD')!.shippingMethodGroups).toEqual([groupOf(mls.idClientAccount)]);
    expect(items.find((m) => m.shippingMethodCode === 'QUAI')!.shippingMethodGroups).toEqual([]);
  });

  it('creates a method with a group, then diffs the group links on update: missing added, surplus removed', async () => {
    const provider = createDataProvider(claire);
    const meta = { params: mls };
    const group = groupOf(mls.idClientAccount);
    const { data: created } = await provider.create<Method>(shippingMethods.name, {
      data: { shippingMethodCode: 'PICK', shippingMethodName: 'Pick-up', displayPosition: 4, isProvisionAtDock: true, shippingMethodGroups: [group] },
      meta,
    });
    expect(created).toMatchObject({ shippingMethodCode: 'PICK', enabled: true, isProvisionAtDock: true, shippingMethodGroups: [group] });
    const { data: emptied } = await provider.update<Method>(shippingMethods.name, {
      id: created.id,
      data: { ...created, shippingMethodGroups: [] },
      previousData: created,
      meta,
    });
    expect(emptied.shippingMethodGroups).toEqual([]);
    const { data: again } = await provider.update<Method>(shippingMethods.name, {
      id: created.id,
      data: { ...created, shippingMethodGroups: [group, group] },
      previousData: emptied,
      meta,
    });
    expect(again.shippingMethodGroups).toEqual([group]);
    // Left out of the body, the links stay as they are.
    const { shippingMethodGroups: _links, ...plain } = again;
    const { data: kept } = await provider.update<Method>(shippingMethods.name, {
      id: created.id,
      data: { ...plain, displayPosition: 5 },
      previousData: again,
      meta,
    });
    expect(kept).toMatchObject({ displayPosition: 5, shippingMethodGroups: [group] });
    await provider.delete(shippingMethods.name, { id: created.id, previousData: kept, meta });
    // A record the caller cannot see (gone) is refused as any record out of reach: 403.
    expect((await failure(provider.getOne(shippingMethods.name, { id: created.id, meta }))).status).toBe(403);
  });

  it('refuses a group of another account, a duplicate code and invalid fields with the one error shape', async () => {
    const base = { shippingMethodCode: 'OTHER', shippingMethodName: 'Other' };
    const foreign = await failure(
      claire.request({
        method: 'POST',
        path: shippingMethods.paths.list,
        params: mls,
        body: { ...base, shippingMethodGroups: [groupOf(nwo.idClientAccount)] },
      }),
    );
    expect(foreign.status).toBe(400);
    const duplicate = await failure(
      claire.request({ method: 'POST', path: shippingMethods.paths.list, params: mls, body: { ...base, shippingMethodCode: 'STD' } }),
    );
    expect(duplicate).toMatchObject({ status: 409, message: 'This value is already used.' });
    const invalid = await failure(
      claire.request({
        method: 'POST',
        path: shippingMethods.paths.list,
        params: mls,
        body: { shippingMethodCode: 'a b', shippingMethodName: '', displayPosition: 1.5 },
      }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.errors).toMatchObject({
      shippingMethodCode: 'validation.codeCharset',
      shippingMethodName: 'validation.required',
      displayPosition: 'validation.number.whole',
    });
  });

  it('refuses attackers: another client’s account, a forged client/account pair, a user without the permission', async () => {
    const body = { shippingMethodCode: 'HACK', shippingMethodName: 'Hack' };
    expect((await failure(claire.request({ path: shippingMethods.paths.list, params: nwo }))).status).toBe(403);
    expect((await failure(claire.request({ method: 'POST', path: shippingMethods.paths.list, params: nwo, body }))).status).toBe(403);
    const forged = { idClient: mls.idClient, idClientAccount: nwo.idClientAccount };
    expect([403, 404]).toContain((await failure(claire.request({ method: 'POST', path: shippingMethods.paths.list, params: forged, body }))).status);
    const { shippingMethods: nwoMethods } = await admin.request<{ shippingMethods: Method[] }>({ path: shippingMethods.paths.list, params: nwo });
    const target = nwoMethods[0].idShippingMethod;
    // Another client's method through an account Claire administers: refused, and still there below.
    expect((await failure(claire.request({ method: 'DELETE', path: shippingMethods.paths.item, params: { ...mle, id: target } }))).status).toBe(403);
    expect((await failure(tom.request({ path: shippingMethods.paths.list, params: nwo }))).status).toBe(403);
    expect((await failure(tom.request({ method: 'PUT', path: shippingMethods.paths.item, params: { ...nwo, id: target }, body }))).status).toBe(403);
    const after = await admin.request<{ shippingMethod: Method }>({ path: shippingMethods.paths.item, params: { ...nwo, id: target } });
    expect(after.shippingMethod.shippingMethodCode).toBe(nwoMethods[0].shippingMethodCode);
  });
});
