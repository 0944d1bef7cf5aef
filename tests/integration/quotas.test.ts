/**
 * Quotas, enforced where orders are made: validTo on create (annual: start of its day, custom:
 * end of it, Paris), statuses, who a quota covers (personal, group, hierarchy), which one governs,
 * and the orderer's quota taken in the order's own transaction (checkout, multi-address checkout,
 * quantity edit, cancel, orders import), given back exactly, and never overrun by concurrent
 * checkouts. Hierarchy models are saved with their trees.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import type { ApiError } from '../../shared/api/api-error';
import { hierarchyModels } from '../../shared/administration/hierarchy-models';
import { quotas } from '../../shared/planning/quotas';
import { planningClient } from '../../shared/planning/client';
import { DEMO_USERS } from '../../server/db/seed';
import * as t from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';
import { orderingFixture } from '../support/ordering';
import { QUOTA_SUBCALL_PATHS as Q } from '../../server/planning/quota-subcalls';
import { createUserWithPermissions } from '../support/users';

type Quota = { idQuota: string; quota: number; quotaUsed: number; status: number; validTo: string; validFrom: string; users: { idUser: string }[] };

describeEachEngine('quotas', (ctx) => {
  let admin: ApiClient;
  let f: Awaited<ReturnType<typeof orderingFixture>>;
  let params: { idClientAccount: string };

  beforeAll(async () => {
    f = await orderingFixture(ctx().server);
    admin = await clientFor(ctx().server.apiUrl, DEMO_USERS.systemAdmin);
    params = { idClientAccount: f.account.idClientAccount };
  });

  const createQuota = async (body: Record<string, unknown>) =>
    (await admin.request<{ quota: Quota }>({ method: 'POST', path: quotas.paths.list, params, body: { validPeriodType: 4, validTo: '2099-12-31', ...body } }))
      .quota;
  const readQuota = async (id: string) => (await admin.request<{ quota: Quota }>({ path: quotas.paths.item, params: { ...params, id } })).quota;
  const personal = (idProduct: string, quota: number, extra: Record<string, unknown> = {}) =>
    createQuota({ quotaType: 3, idProduct, quota, users: [{ idUser: f.tomUser.idUser }], ...extra });

  it('sets validTo on create: an annual quota ends at the start of its day, a custom one at its end (Europe/Paris)', async () => {
    const p = await f.product(5);
    const annual = await createQuota({
      quotaType: 3,
      idProduct: p.idProduct,
      quota: 3,
      validPeriodType: 1,
      validTo: '2030-06-15',
      users: [{ idUser: f.tomUser.idUser }],
    });
    const custom = await createQuota({
      quotaType: 3,
      idProduct: p.idProduct,
      quota: 3,
      validPeriodType: 4,
      validTo: '2030-01-15',
      users: [{ idUser: f.tomUser.idUser }],
    });
    expect(annual.validTo).toBe('2030-06-14T22:00:00.000Z');
    expect(custom.validTo).toBe('2030-01-15T22:59:59.999Z');
  });

  it('refuses a quota without who it covers, a non-simple or foreign product, and an end before its start', async () => {
    const p = await f.product(5);
    const bundle = await f.bundle([{ idProduct: p.idProduct, quantity: 1 }]);
    expect((await failure(createQuota({ quotaType: 1, idProduct: p.idProduct, quota: 3 }))).errors).toEqual({ idHierarchyModel: 'validation.quota.target' });
    expect((await failure(createQuota({ quotaType: 2, idProduct: p.idProduct, quota: 3 }))).errors).toEqual({ idUserGroup: 'validation.quota.target' });
    expect((await failure(createQuota({ quotaType: 3, idProduct: bundle.idProduct, quota: 3, users: [{ idUser: f.tomUser.idUser }] }))).errors).toEqual({
      idProduct: 'validation.unknownReference',
    });
    const e = await failure(createQuota({ quotaType: 3, idProduct: p.idProduct, quota: 0, validFrom: '2031-01-02', validTo: '2031-01-01', users: [] }));
    expect(e.errors).toMatchObject({ quota: expect.any(String), validTo: 'validation.quota.dates', users: 'validation.quota.target' });
  });

  it('answers the statuses Active, Utilized, Expired and Inactive', async () => {
    const p = await f.product(20);
    const q = await personal(p.idProduct, 2);
    expect(q.status).toBe(1);
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 2 }]);
    expect(await readQuota(q.idQuota)).toMatchObject({ quotaUsed: 2, status: 2 });
    const off = await personal(p.idProduct, 5, { enabled: false });
    expect(off.status).toBe(4);
    const db = ctx().server.database.db;
    await db
      .update(t.quotas)
      .set({ validFrom: new Date('2020-01-01'), validTo: new Date('2020-12-31') })
      .where(eq(t.quotas.idQuota, off.idQuota));
    await db.update(t.quotas).set({ enabled: true }).where(eq(t.quotas.idQuota, off.idQuota));
    expect((await readQuota(off.idQuota)).status).toBe(3);
  });

  it('orders 8 of a quota of 10, refuses 3 more naming the product and what remains, in both languages; the refused order changes nothing', async () => {
    const p = await f.product(50);
    const q = await personal(p.idProduct, 10);
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 8 }]);
    expect((await readQuota(q.idQuota)).quotaUsed).toBe(8);
    const before = await f.stock(p.idProduct);
    const e = await failure(f.placeOrder([{ idProduct: p.idProduct, quantity: 3 }]));
    expect(e.status).toBe(409);
    expect(e.code).toBe('QUOTA_EXCEEDED');
    expect(e.message).toBe(`Quota exceeded for ${p.productName}: 2 left.`);
    expect(e.errors).toEqual({ [p.idProduct]: 'validation.quota.exceeded' });
    expect(e.params).toEqual({ [p.idProduct]: { product: p.productName, remaining: 2 } });
    expect((await readQuota(q.idQuota)).quotaUsed).toBe(8);
    expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: before.reservedQuantity });
    // The French text the portal shows from the same key and values.
    const fr = (await import('../../locales/fr.json')).default as { validation: { quota: { exceeded: string } } };
    expect(fr.validation.quota.exceeded.replace('%{product}', p.productName).replace('%{remaining}', '2')).toBe(
      `Quota dépassé pour ${p.productName}\u202f: il en reste 2.`,
    );
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 2 }]);
    expect(await readQuota(q.idQuota)).toMatchObject({ quotaUsed: 10, status: 2 });
  });

  it('gives back what an order line holds: lowered 8 to 5 gives 3, a raise past the quota is refused, a cancel gives the rest', async () => {
    const p = await f.product(50);
    const q = await personal(p.idProduct, 10);
    const order = await f.placeOrder([{ idProduct: p.idProduct, quantity: 8 }]);
    const line = order.deliveries[0].products[0];
    const edit = (orderedQuantity: number) =>
      f.ordering.updateCustomerOrder({
        idCustomerOrder: order.idCustomerOrder,
        products: [{ idCustomerOrderDeliveryProduct: line.idCustomerOrderDeliveryProduct, orderedQuantity }],
      });
    await edit(5);
    expect((await readQuota(q.idQuota)).quotaUsed).toBe(5);
    const e = await failure(edit(11));
    expect(e.code).toBe('QUOTA_EXCEEDED');
    expect(e.message).toBe(`Quota exceeded for ${p.productName}: 5 left.`);
    expect(e.errors).toEqual({ [line.idCustomerOrderDeliveryProduct]: 'validation.quota.exceeded' });
    expect((await readQuota(q.idQuota)).quotaUsed).toBe(5);
    await edit(10);
    expect((await readQuota(q.idQuota)).quotaUsed).toBe(10);
    await f.ordering.cancelCustomerOrder(order.idCustomerOrder);
    expect(await readQuota(q.idQuota)).toMatchObject({ quotaUsed: 0, status: 1 });
  });

  it('an order placed before the quota gives nothing back to it when cancelled', async () => {
    const p = await f.product(50);
    const old = await f.placeOrder([{ idProduct: p.idProduct, quantity: 4 }]);
    const q = await personal(p.idProduct, 10);
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 6 }]);
    await f.ordering.cancelCustomerOrder(old.idCustomerOrder);
    expect((await readQuota(q.idQuota)).quotaUsed).toBe(6);
  });

  it('multi-address checkout: the first order takes the quota, the next is refused per address with the quota message', async () => {
    const p = await f.product(50);
    const q = await personal(p.idProduct, 10);
    const cart = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: await f.event() });
    await f.ordering.addCartItem(cart.idCart, { idProduct: p.idProduct, quantity: 6 });
    const two = await f.addresses(2);
    await f.ordering.saveCheckout(cart.idCart, { idShippingMethod: f.idShippingMethod, shipToMultiple: true, selectedAddresses: two });
    const done = await f.ordering.complete(cart.idCart);
    expect(done.orders).toHaveLength(1);
    expect(done.failures).toEqual([
      expect.objectContaining({
        addressName: two[1].addressName,
        message: `Order for ${two[1].addressName} failed with error - Quota exceeded for ${p.productName}: 4 left.`,
      }),
    ]);
    expect((await readQuota(q.idQuota)).quotaUsed).toBe(6);
  });

  it('covers group members and users placed in an enabled hierarchy model; the first priority governs', async () => {
    const p = await f.product(50);
    const group = await createQuota({ quotaType: 2, idUserGroup: f.idGroup, idProduct: p.idProduct, quota: 4, priority: 2 });
    expect((await failure(f.placeOrder([{ idProduct: p.idProduct, quantity: 5 }]))).message).toBe(`Quota exceeded for ${p.productName}: 4 left.`);
    const [top, shop] = [randomUUID(), randomUUID()];
    const model = (
      await admin.request<{ hierarchyModel: { idHierarchyModel: string; depth: number } }>({
        method: 'POST',
        path: hierarchyModels.paths.list,
        params,
        body: {
          label: `Stores ${randomUUID().slice(0, 8)}`,
          items: [
            { idHierarchyNode: top, idParentNode: null, label: 'France', idUsers: [] },
            { idHierarchyNode: shop, idParentNode: top, label: 'Lyon', idUsers: [f.tomUser.idUser] },
          ],
        },
      })
    ).hierarchyModel;
    expect(model.depth).toBe(2);
    const hierarchy = await createQuota({ quotaType: 1, idHierarchyModel: model.idHierarchyModel, idProduct: p.idProduct, quota: 7, priority: 1 });
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 6 }]);
    expect((await readQuota(hierarchy.idQuota)).quotaUsed).toBe(6);
    expect((await readQuota(group.idQuota)).quotaUsed).toBe(0);
    // A disabled model covers nobody: the group quota governs again.
    await admin.request({
      method: 'PUT',
      path: hierarchyModels.paths.item,
      params: { ...params, id: model.idHierarchyModel },
      body: { label: 'Stores off', enabled: false },
    });
    expect((await failure(f.placeOrder([{ idProduct: p.idProduct, quantity: 5 }]))).message).toBe(`Quota exceeded for ${p.productName}: 4 left.`);
  });

  it("lists the orderer's own quotas with what remains, and hasQuotas says so", async () => {
    const p = await f.product(50);
    const q = await personal(p.idProduct, 10);
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 3 }]);
    const mine = await planningClient(f.tom).userQuotas(f.account.idClientAccount, { idQuota: q.idQuota });
    expect(mine.items).toEqual([expect.objectContaining({ idQuota: q.idQuota, productName: p.productName, quota: 10, quotaUsed: 3, remaining: 7, status: 1 })]);
    const info = await f.tom.request<{ hasQuotas: boolean }>({ path: '/userinfo' });
    expect(info.hasQuotas).toBe(true);
    const claire = await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin);
    expect((await failure(planningClient(claire).userQuotas(f.account.idClientAccount))).status).toBe(403);
  });

  it('saves a hierarchy tree by record status: moved, renamed, deleted and new nodes in one save; a cycle or a foreign user is refused', async () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const body = (items: unknown[]) => ({ label: `Tree ${randomUUID().slice(0, 8)}`, items });
    const created = (
      await admin.request<{ hierarchyModel: { idHierarchyModel: string; items: { idHierarchyNode: string; level: number; idParentNode: string | null }[] } }>({
        method: 'POST',
        path: hierarchyModels.paths.list,
        params,
        body: body([
          { idHierarchyNode: a, idParentNode: null, label: 'A' },
          { idHierarchyNode: b, idParentNode: a, label: 'B' },
          { idHierarchyNode: c, idParentNode: b, label: 'C' },
        ]),
      })
    ).hierarchyModel;
    expect(created.items.map((n) => n.level)).toEqual([1, 2, 3]);
    const d = randomUUID();
    // B is deleted, C moves to the top (its parent goes in the same save), D is new under C.
    const saved = (
      await admin.request<{ hierarchyModel: { items: { idHierarchyNode: string; label: string; level: number }[] } }>({
        method: 'PUT',
        path: hierarchyModels.paths.item,
        params: { ...params, id: created.idHierarchyModel },
        body: {
          label: 'Renamed',
          items: [
            { idHierarchyNode: a, idParentNode: null, label: 'A' },
            { idHierarchyNode: c, idParentNode: null, label: 'C2' },
            { idHierarchyNode: d, idParentNode: c, label: 'D' },
          ],
        },
      })
    ).hierarchyModel;
    expect(saved.items.map((n) => [n.label, n.level])).toEqual([
      ['A', 1],
      ['C2', 1],
      ['D', 2],
    ]);
    const cycle = await failure(
      admin.request({
        method: 'PUT',
        path: hierarchyModels.paths.item,
        params: { ...params, id: created.idHierarchyModel },
        body: {
          label: 'Renamed',
          items: [
            { idHierarchyNode: a, idParentNode: c, label: 'A' },
            { idHierarchyNode: c, idParentNode: a, label: 'C' },
          ],
        },
      }),
    );
    expect(cycle.errors).toEqual({ 'items.0.label': 'validation.hierarchy.parent' });
    const [julie] = await ctx().server.database.db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.multiAccount));
    const foreign = await failure(
      admin.request({
        method: 'POST',
        path: hierarchyModels.paths.list,
        params,
        body: body([{ idHierarchyNode: randomUUID(), idParentNode: null, label: 'X', idUsers: [julie.idUser] }]),
      }),
    );
    expect(foreign.errors).toEqual({ items: 'validation.userNotInAccount' });
  });

  it("answers the spec's sub-calls: a quota's hierarchy tree, its group with its users, its personal users (added and changed); another client's are refused", async () => {
    const p = await f.product(5);
    const [top, shop] = [randomUUID(), randomUUID()];
    const model = (
      await admin.request<{ hierarchyModel: { idHierarchyModel: string } }>({
        method: 'POST',
        path: hierarchyModels.paths.list,
        params,
        body: {
          label: `Sub-calls ${randomUUID().slice(0, 8)}`,
          items: [
            { idHierarchyNode: top, idParentNode: null, label: 'North', idUsers: [] },
            { idHierarchyNode: shop, idParentNode: top, label: 'Lille', idUsers: [f.tomUser.idUser] },
          ],
        },
      })
    ).hierarchyModel;
    const tree = await createQuota({ quotaType: 1, idHierarchyModel: model.idHierarchyModel, idProduct: p.idProduct, quota: 3, enabled: false });
    const { quotaHierarchy } = await admin.request<{ quotaHierarchy: { label: string; level: number; users: { idUser: string }[] }[] }>({
      path: Q.hierarchy,
      params: { ...params, idQuota: tree.idQuota },
    });
    expect(quotaHierarchy.map((n) => [n.label, n.level, n.users.map((u) => u.idUser)])).toEqual([
      ['North', 1, []],
      ['Lille', 2, [f.tomUser.idUser]],
    ]);
    expect(
      (await admin.request<{ quotaHierarchy: unknown[] }>({ path: Q.modelHierarchy, params: { ...params, idHierarchyModel: model.idHierarchyModel } }))
        .quotaHierarchy,
    ).toEqual(quotaHierarchy);
    const group = await createQuota({ quotaType: 2, idUserGroup: f.idGroup, idProduct: p.idProduct, quota: 3, enabled: false });
    const { quotaUserGroup } = await admin.request<{ quotaUserGroup: { idUserGroup: string; quotaUsers: { idUser: string }[] } }>({
      path: Q.usergroup,
      params: { ...params, idQuota: group.idQuota },
    });
    expect(quotaUserGroup.idUserGroup).toBe(f.idGroup);
    expect(quotaUserGroup.quotaUsers.map((u) => u.idUser)).toContain(f.tomUser.idUser);
    expect((await admin.request<{ quotaUserGroup: unknown }>({ path: Q.group, params: { ...params, idUserGroup: f.idGroup } })).quotaUserGroup).toEqual(
      quotaUserGroup,
    );
    // Personal users: listed, one added, one changed; only users of the account, on a personal quota.
    const own = await personal(p.idProduct, 3, { enabled: false });
    const listed = await admin.request<{ quotaPersonals: { idQuotaPersonal: string; idUser: string }[] }>({
      path: Q.personal,
      params: { ...params, idQuota: own.idQuota },
    });
    expect(listed.quotaPersonals.map((u) => u.idUser)).toEqual([f.tomUser.idUser]);
    const other = await createUserWithPermissions(ctx().server.database.db, {
      idClient: f.account.idClient,
      grants: [{ idClientAccount: params.idClientAccount, permissions: [] }],
    });
    const added = await admin.request<{ quotaPersonals: { idUser: string }[] }>({
      method: 'POST',
      path: Q.personal,
      params: { ...params, idQuota: own.idQuota },
      body: { idUser: other.idUser },
    });
    expect(added.quotaPersonals.map((u) => u.idUser).sort()).toEqual([f.tomUser.idUser, other.idUser].sort());
    const [julie] = await ctx().server.database.db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.multiAccount));
    const foreign = await failure(
      admin.request({
        method: 'PUT',
        path: Q.personalItem,
        params: { ...params, idQuota: own.idQuota, idQuotaPersonal: listed.quotaPersonals[0].idQuotaPersonal },
        body: { idUser: julie.idUser },
      }),
    );
    expect(foreign.errors).toEqual({ idUser: 'validation.userNotInAccount' });
    expect(
      (await failure(admin.request({ method: 'POST', path: Q.personal, params: { ...params, idQuota: group.idQuota }, body: { idUser: other.idUser } })))
        .status,
    ).toBe(400);
    // Another client's administrator reaches none of it, through her account or this one.
    const claire = await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin);
    const [stores] = await ctx().server.database.db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
    expect((await failure(claire.request({ path: Q.personal, params: { ...params, idQuota: own.idQuota } }))).status).toBe(403);
    expect((await failure(claire.request({ path: Q.personal, params: { idClientAccount: stores.idClientAccount, idQuota: own.idQuota } }))).status).toBe(404);
    expect(
      (
        await failure(
          claire.request({
            method: 'POST',
            path: Q.personal,
            params: { idClientAccount: stores.idClientAccount, idQuota: own.idQuota },
            body: { idUser: julie.idUser },
          }),
        )
      ).status,
    ).toBe(404);
    expect((await failure(claire.request({ path: Q.hierarchy, params: { ...params, idQuota: tree.idQuota } }))).status).toBe(403);
    expect(
      (await failure(f.tom.request({ method: 'POST', path: Q.personal, params: { ...params, idQuota: own.idQuota }, body: { idUser: f.tomUser.idUser } })))
        .status,
    ).toBe(403);
  });

  it('30 concurrent checkouts of 1 unit against a quota of 10: exactly 10 orders, the others refused with the quota message, never overrun', async () => {
    const p = await f.product(100);
    const q = await personal(p.idProduct, 10);
    const [address] = await f.addresses(1);
    const carts = [];
    for (let i = 0; i < 30; i++) {
      const cart = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: await f.event() });
      await f.ordering.addCartItem(cart.idCart, { idProduct: p.idProduct, quantity: 1 });
      await f.ordering.saveCheckout(cart.idCart, { idShippingMethod: f.idShippingMethod, selectedAddresses: [address] });
      carts.push(cart);
    }
    const results = await Promise.allSettled(carts.map((cart) => f.ordering.complete(cart.idCart)));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as ApiError] : []));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(new Set(refused.map((e) => `${e.status} ${e.message}`))).toEqual(new Set([`409 Quota exceeded for ${p.productName}: 0 left.`]));
    expect(await readQuota(q.idQuota)).toMatchObject({ quotaUsed: 10, status: 2 });
    expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 10 });
  });
});

describe('the quota message', () => {
  it('is in both languages with the product and what remains', async () => {
    const en = (await import('../../locales/en.json')).default as { validation: { quota: { exceeded: string } } };
    expect(en.validation.quota.exceeded).toBe('Quota exceeded for %{product}: %{remaining} left.');
  });
});
