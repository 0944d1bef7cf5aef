/**
 * The spec's separate group-link calls of catalogs (GET, POST .../catalogs/{id}/groups; PUT,
 * DELETE .../groups/{idClientAccountGroup}) and shipping methods (GET, POST
 * .../shippingmethod/{id}/groups; DELETE .../groups/{g}), with the whole-set PUT beside them; and
 * refusals across clients, accounts and permissions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api/api-client';
import { catalogGroupLinks, catalogs } from '../../shared/administration/catalogs';
import { groups } from '../../shared/administration/groups';
import { shippingMethodGroupLinks, shippingMethods } from '../../shared/administration/shipping-methods';
import { DEMO_USERS } from '../../server/db/seed';
import { clientAccounts } from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';

type Params = { idClient: string; idClientAccount: string };
type CatalogLinks = { groups: { idCatalogGroup: string; idClientAccountGroup: string; enabled: boolean }[] };
type MethodLinks = { shippingMethodGroups: { idShippingMethod: string; idClientAccountGroup: string }[] };

const catalogItem = catalogGroupLinks.single!.item;
const methodItem = shippingMethodGroupLinks.single!.item;

describeEachEngine('group links of catalogs and shipping methods', (ctx) => {
  let admin: ApiClient, claire: ApiClient, tom: ApiClient;
  let mls: Params, nwo: Params;
  let groupA: string, groupB: string, theirGroup: string;
  let idCatalog: string, idShippingMethod: string;

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
    [mls, nwo] = [params('MLS'), params('NWO')];
    const group = async (p: Params, groupName: string) =>
      (await admin.request<{ group: { idClientAccountGroup: string } }>({ method: 'POST', path: groups.paths.list, params: p, body: { groupName } })).group
        .idClientAccountGroup;
    [groupA, groupB, theirGroup] = [await group(mls, 'Links A'), await group(mls, 'Links B'), await group(nwo, 'Links theirs')];
    idCatalog = (
      await claire.request<{ catalog: { idCatalog: string } }>({ method: 'POST', path: catalogs.paths.list, params: mls, body: { catalogName: 'Links' } })
    ).catalog.idCatalog;
    idShippingMethod = (
      await claire.request<{ shippingMethod: { idShippingMethod: string } }>({
        method: 'POST',
        path: shippingMethods.paths.list,
        params: mls,
        body: { shippingMethodCode: 'LNK', shippingMethodName: 'Links' },
      })
    ).shippingMethod.idShippingMethod;
  });

  describe('catalog groups', () => {
    const read = (api = claire) => api.request<CatalogLinks>({ path: catalogGroupLinks.path, params: { ...mls, idCatalog } });

    it('adds links one by one, switches one off, removes one, and saves the whole set as a diff', async () => {
      const added = await claire.request<CatalogLinks>({
        method: 'POST',
        path: catalogGroupLinks.path,
        params: { ...mls, idCatalog },
        body: { idCatalog, idClientAccountGroup: groupA, enabled: true },
      });
      expect(added.groups).toEqual([{ idCatalogGroup: expect.any(String), idClientAccountGroup: groupA, enabled: true }]);
      await claire.request({ method: 'POST', path: catalogGroupLinks.path, params: { ...mls, idCatalog }, body: { idClientAccountGroup: groupB } });
      const { idCatalogGroup } = added.groups[0];
      const off = await claire.request<CatalogLinks>({
        method: 'PUT',
        path: catalogItem,
        params: { ...mls, idCatalog, idClientAccountGroup: groupA },
        body: { idCatalogGroup, enabled: false },
      });
      // The link is changed in place: same id, switched off.
      expect(off.groups).toContainEqual({ idCatalogGroup, idClientAccountGroup: groupA, enabled: false });
      expect(off.groups).toHaveLength(2);
      // The catalog record says the same.
      const { catalog } = await claire.request<{ catalog: CatalogLinks }>({ path: catalogs.paths.item, params: { ...mls, id: idCatalog } });
      expect(catalog.groups).toEqual(expect.arrayContaining(off.groups));

      await claire.request({ method: 'DELETE', path: catalogItem, params: { ...mls, idCatalog, idClientAccountGroup: groupB } });
      expect((await read()).groups).toEqual([{ idCatalogGroup, idClientAccountGroup: groupA, enabled: false }]);

      // The whole set: A switched back on (same link), B added.
      const saved = await claire.request<CatalogLinks>({
        method: 'PUT',
        path: catalogGroupLinks.path,
        params: { ...mls, idCatalog },
        body: {
          groups: [
            { idClientAccountGroup: groupA, enabled: true },
            { idClientAccountGroup: groupB, enabled: true },
          ],
        },
      });
      expect(saved.groups).toHaveLength(2);
      expect(saved.groups).toContainEqual({ idCatalogGroup, idClientAccountGroup: groupA, enabled: true });
    });

    it('answers a link added twice with 409, a missing link with 403 and another account’s group with 400, in the one error shape', async () => {
      expect(
        await failure(claire.request({ method: 'POST', path: catalogGroupLinks.path, params: { ...mls, idCatalog }, body: { idClientAccountGroup: groupA } })),
      ).toMatchObject({ status: 409, code: 'DUPLICATE', errors: { idClientAccountGroup: 'validation.duplicate' } });
      const missing = { ...mls, idCatalog, idClientAccountGroup: theirGroup };
      expect((await failure(claire.request({ method: 'DELETE', path: catalogItem, params: missing }))).status).toBe(403);
      expect((await failure(claire.request({ method: 'PUT', path: catalogItem, params: missing, body: { enabled: true } }))).status).toBe(403);
      expect(
        await failure(
          claire.request({ method: 'POST', path: catalogGroupLinks.path, params: { ...mls, idCatalog }, body: { idClientAccountGroup: theirGroup } }),
        ),
      ).toMatchObject({ status: 400, code: 'VALIDATION' });
      expect(
        await failure(claire.request({ method: 'POST', path: catalogGroupLinks.path, params: { ...mls, idCatalog }, body: { idClientAccountGroup: 'x' } })),
      ).toMatchObject({ status: 400, errors: { idClientAccountGroup: 'validation.required' } });
    });

    it("refuses another client's administrator, a forged account and catalog pair, and a user without the permission", async () => {
      const before = await read();
      const theirs = { ...nwo, idCatalog };
      const forged = { ...mls, idClientAccount: nwo.idClientAccount, idCatalog };
      for (const api of [tom]) {
        expect((await failure(api.request({ path: catalogGroupLinks.path, params: { ...mls, idCatalog } }))).status).toBe(403);
      }
      for (const params of [theirs, forged]) {
        expect((await failure(claire.request({ path: catalogGroupLinks.path, params }))).status).toBe(403);
        expect(
          (await failure(claire.request({ method: 'POST', path: catalogGroupLinks.path, params, body: { idClientAccountGroup: theirGroup } }))).status,
        ).toBe(403);
      }
      // Tom administers nothing: not even a read of his own account's catalog links.
      const { catalogs: nwoCatalogs } = await admin.request<{ catalogs: { idCatalog: string }[] }>({ path: catalogs.paths.list, params: nwo });
      const his = { ...nwo, idCatalog: nwoCatalogs[0].idCatalog };
      expect((await failure(tom.request({ path: catalogGroupLinks.path, params: his }))).status).toBe(403);
      expect(
        (await failure(tom.request({ method: 'POST', path: catalogGroupLinks.path, params: his, body: { idClientAccountGroup: theirGroup } }))).status,
      ).toBe(403);
      expect((await failure(claire.request({ method: 'DELETE', path: catalogItem, params: { ...his, idClientAccountGroup: theirGroup } }))).status).toBe(403);
      expect(await read()).toEqual(before);
      // The administrator of every account is told what does not exist.
      expect((await failure(admin.request({ path: catalogGroupLinks.path, params: { ...nwo, idCatalog } }))).status).toBe(404);
    });
  });

  describe('shipping method groups', () => {
    const at = () => ({ ...mls, idShippingMethod });

    it('adds, lists and removes links one by one; the method record says the same', async () => {
      const added = await claire.request<MethodLinks>({
        method: 'POST',
        path: shippingMethodGroupLinks.path,
        params: at(),
        body: { idShippingMethod, idClientAccountGroup: groupA },
      });
      expect(added.shippingMethodGroups).toEqual([{ idShippingMethod, idClientAccountGroup: groupA }]);
      await claire.request({ method: 'POST', path: shippingMethodGroupLinks.path, params: at(), body: { idClientAccountGroup: groupB } });
      const { shippingMethod } = await claire.request<{ shippingMethod: { shippingMethodGroups: string[] } }>({
        path: shippingMethods.paths.item,
        params: { ...mls, id: idShippingMethod },
      });
      expect(shippingMethod.shippingMethodGroups.sort()).toEqual([groupA, groupB].sort());
      await claire.request({ method: 'DELETE', path: methodItem, params: { ...at(), idClientAccountGroup: groupA } });
      const read = await claire.request<MethodLinks>({ path: shippingMethodGroupLinks.path, params: at() });
      expect(read.shippingMethodGroups).toEqual([{ idShippingMethod, idClientAccountGroup: groupB }]);
      expect((await failure(claire.request({ method: 'DELETE', path: methodItem, params: { ...at(), idClientAccountGroup: groupA } }))).status).toBe(403);
      expect(
        (await failure(claire.request({ method: 'POST', path: shippingMethodGroupLinks.path, params: at(), body: { idClientAccountGroup: groupB } }))).status,
      ).toBe(409);
    });

    it("refuses another client's administrator, a forged pair, another account's group and a user without the permission", async () => {
      const forged = { ...at(), idClientAccount: nwo.idClientAccount, idClient: nwo.idClient };
      expect((await failure(claire.request({ path: shippingMethodGroupLinks.path, params: forged }))).status).toBe(403);
      expect(
        (await failure(claire.request({ method: 'POST', path: shippingMethodGroupLinks.path, params: forged, body: { idClientAccountGroup: theirGroup } })))
          .status,
      ).toBe(403);
      expect((await failure(tom.request({ path: shippingMethodGroupLinks.path, params: at() }))).status).toBe(403);
      expect(
        (await failure(claire.request({ method: 'POST', path: shippingMethodGroupLinks.path, params: at(), body: { idClientAccountGroup: theirGroup } })))
          .status,
      ).toBe(400);
      const read = await admin.request<MethodLinks>({ path: shippingMethodGroupLinks.path, params: at() });
      expect(read.shippingMethodGroups.map((l) => l.idClientAccountGroup)).toEqual([groupB]);
    });
  });
});
