/**
 * Kits with their components: the kit saved with its components in one transaction (changed
 * quantities in place, removed and added products), the spec's component calls one at a time,
 * simple products of the kit's account only, and refusals across clients.
 */
import { beforeAll, expect, it } from 'vitest';
import type { ApiClient } from '../../shared/api/api-client';
import { kitComponents, kits } from '../../shared/administration/kits';
import { products } from '../../shared/administration/products';
import { DEMO_USERS } from '../../server/db/seed';
import { clientAccounts } from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';

type Component = { idKitComponent: string; idProduct: string; productName: string; quantity: number; displayPosition: number };
type Kit = { idKit: string; kitName: string; sku: string; components: Component[] };
type Params = { idClient: string; idClientAccount: string };

describeEachEngine('kits and their components', (ctx) => {
  let admin: ApiClient, claire: ApiClient, tom: ApiClient;
  let mls: Params, nwo: Params;
  let simples: { idProduct: string; type: string }[], bundle: { idProduct: string }, theirs: { idProduct: string };

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
    const listOf = async (p: Params, type: string) =>
      (await admin.request<{ items: { idProduct: string; type: string }[] }>({ path: products.paths.list, params: p, query: { pageSize: -1 } })).items.filter(
        (x) => x.type === type,
      );
    simples = (await listOf(mls, 'SIMPLE')).slice(0, 3);
    [bundle] = await listOf(mls, 'BUNDLE');
    [theirs] = await listOf(nwo, 'SIMPLE');
  });

  const create = async (body: Record<string, unknown>, params = mls, api = claire) =>
    (await api.request<{ kit: Kit }>({ method: 'POST', path: kits.paths.list, params, body })).kit;
  const update = async (id: string, body: Record<string, unknown>, params = mls, api = claire) =>
    (await api.request<{ kit: Kit }>({ method: 'PUT', path: kits.paths.item, params: { ...params, id }, body })).kit;

  it('saves a kit with its components, then changes a quantity in place, removes one and adds one in one save', async () => {
    const [a, b, c] = simples;
    const kit = await create({
      kitName: 'Window display',
      sku: 'KWIN01',
      components: [
        { idProduct: a.idProduct, quantity: 2 },
        { idProduct: b.idProduct, quantity: 1 },
      ],
    });
    expect(kit.components.map((x) => [x.idProduct, x.quantity, x.displayPosition])).toEqual([
      [a.idProduct, 2, 0],
      [b.idProduct, 1, 1],
    ]);
    const saved = await update(kit.idKit, {
      kitName: 'Window display',
      sku: 'KWIN01',
      components: [
        { idProduct: a.idProduct, quantity: 5 },
        { idProduct: c.idProduct, quantity: 1 },
      ],
    });
    expect(saved.components.map((x) => [x.idProduct, x.quantity])).toEqual([
      [a.idProduct, 5],
      [c.idProduct, 1],
    ]);
    // Changed in place: the component keeps its id.
    expect(saved.components[0].idKitComponent).toBe(kit.components[0].idKitComponent);
  });

  it('refuses a bundle or another account’s product as a component and a SKU already used, leaving the kit as it was', async () => {
    const kit = await create({ kitName: 'Refusals', sku: 'KREF01', components: [{ idProduct: simples[0].idProduct, quantity: 1 }] });
    const body = (idProduct: string) => ({ kitName: 'Refusals', sku: 'KREF01', components: [{ idProduct, quantity: 1 }] });
    expect(await failure(update(kit.idKit, body(bundle.idProduct)))).toMatchObject({
      status: 400,
      errors: { components: 'validation.kit.componentNotSimple' },
    });
    expect(await failure(update(kit.idKit, body(theirs.idProduct)))).toMatchObject({ status: 400, errors: { components: 'validation.unknownReference' } });
    expect(await failure(create({ kitName: 'Twin', sku: 'kref01' }))).toMatchObject({ status: 409, errors: { sku: 'validation.duplicate' } });
    expect(await failure(create({ kitName: 'Zero', sku: 'KZERO', components: [{ idProduct: simples[0].idProduct, quantity: 0 }] }))).toMatchObject({
      status: 400,
    });
    const { kit: after } = await claire.request<{ kit: Kit }>({ path: kits.paths.item, params: { ...mls, id: kit.idKit } });
    expect(after.components.map((x) => x.idProduct)).toEqual([simples[0].idProduct]);
  });

  it('serves the spec’s component calls one component at a time', async () => {
    const kit = await create({ kitName: 'One by one', sku: 'KONE01' });
    const at = { idKit: kit.idKit };
    const { kitComponent } = await claire.request<{ kitComponent: Component }>({
      method: 'POST',
      path: kitComponents.paths.list,
      params: at,
      body: { idProduct: simples[1].idProduct, quantity: 3 },
    });
    expect(kitComponent).toMatchObject({ idProduct: simples[1].idProduct, quantity: 3, displayPosition: 0 });
    const { kitComponent: changed } = await claire.request<{ kitComponent: Component }>({
      method: 'PUT',
      path: kitComponents.paths.item,
      params: { ...at, id: kitComponent.idKitComponent },
      body: { idProduct: simples[1].idProduct, quantity: 4 },
    });
    expect(changed.quantity).toBe(4);
    const { kitComponents: listed } = await claire.request<{ kitComponents: Component[] }>({ path: kitComponents.paths.list, params: at });
    expect(listed.map((x) => x.quantity)).toEqual([4]);
    expect(
      await failure(claire.request({ method: 'POST', path: kitComponents.paths.list, params: at, body: { idProduct: bundle.idProduct, quantity: 1 } })),
    ).toMatchObject({ status: 400, errors: { idProduct: 'validation.kit.componentNotSimple' } });
    await claire.request({ method: 'DELETE', path: kitComponents.paths.item, params: { ...at, id: kitComponent.idKitComponent } });
    expect((await claire.request<{ kitComponents: Component[] }>({ path: kitComponents.paths.list, params: at })).kitComponents).toEqual([]);
  });

  it("refuses another client's kits and components, and a user without the permission", async () => {
    const their = await create({ kitName: 'Theirs', sku: 'KTHEIR', components: [{ idProduct: theirs.idProduct, quantity: 1 }] }, nwo, admin);
    const at = { idKit: their.idKit };
    expect((await failure(claire.request({ path: kits.paths.list, params: nwo }))).status).toBe(403);
    expect((await failure(update(their.idKit, { kitName: 'Hack', sku: 'KHACK' }, mls))).status).toBe(403);
    // The path names only the kit: another client's components are simply not in her list.
    expect((await claire.request<{ kitComponents: Component[] }>({ path: kitComponents.paths.list, params: at })).kitComponents).toEqual([]);
    expect(
      (await failure(claire.request({ method: 'POST', path: kitComponents.paths.list, params: at, body: { idProduct: simples[0].idProduct, quantity: 1 } })))
        .status,
    ).toBeGreaterThanOrEqual(400);
    const component = their.components[0];
    expect((await failure(claire.request({ method: 'DELETE', path: kitComponents.paths.item, params: { ...at, id: component.idKitComponent } }))).status).toBe(
      403,
    );
    expect((await failure(create({ kitName: 'Hack', sku: 'KHACK2' }, nwo, tom))).status).toBe(403);
    const { kit } = await admin.request<{ kit: Kit }>({ path: kits.paths.item, params: { ...nwo, id: their.idKit } });
    expect(kit.components).toHaveLength(1);
  });
});
