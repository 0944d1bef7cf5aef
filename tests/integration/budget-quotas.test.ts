/**
 * Budget quotas, enforced where orders are made: amounts per node of a structure (users, groups,
 * a hierarchy model's levels, a level covering the people below it), charged at the lines' price
 * in the order's own transaction (checkout, multi-address checkout, quantity edit, cancel, orders
 * import), given back exactly, never overrun by concurrent checkouts; the structure call, the
 * orderer's own budgets and totals, and every write refused outside the caller's rights.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiClient } from '../../shared/api/api-client';
import type { ApiError } from '../../shared/api/api-error';
import { hierarchyModels } from '../../shared/administration/hierarchy-models';
import { BUDGET_PATHS, budgetQuotas, type BudgetQuotaRecord, type BudgetStructureNode } from '../../shared/planning/budget-quotas';
import { BULK_PATHS, type BatchAnswer } from '../../shared/imports/protocol';
import { DEMO_USERS } from '../../server/db/seed';
import * as t from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { clientFor, failure } from '../support/api';
import { orderingFixture } from '../support/ordering';
import { createUserWithPermissions } from '../support/users';

describeEachEngine('budget quotas', (ctx) => {
  let admin: ApiClient;
  let f: Awaited<ReturnType<typeof orderingFixture>>;
  let params: { idClientAccount: string };

  beforeAll(async () => {
    const db = ctx().server.database.db;
    // Tom's role may import orders here (the demo's orderers may not).
    const [tomUser] = await db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.orderer));
    const [tomRole] = await db.select().from(t.userRoles).where(eq(t.userRoles.idUser, tomUser.idUser));
    await db
      .insert(t.rolePermissions)
      .values({ idRole: tomRole.idRole, idClientAccount: tomRole.idClientAccount!, action: 'BulkImport', subject: 'CoreOrders' })
      .onConflictDoNothing();
    f = await orderingFixture(ctx().server);
    admin = await clientFor(ctx().server.apiUrl, DEMO_USERS.systemAdmin);
    params = { idClientAccount: f.account.idClientAccount };
  });
  // Every amount covering the orderer must have room: each test starts with none.
  afterEach(async () => {
    await f.db.delete(t.budgetQuotas).where(eq(t.budgetQuotas.idClientAccount, params.idClientAccount));
  });

  const createBudget = async (body: Record<string, unknown> = {}, api = admin) =>
    (
      await api.request<{ budgetQuota: BudgetQuotaRecord }>({
        method: 'POST',
        path: budgetQuotas.paths.list,
        params,
        body: { label: `Budget ${randomUUID().slice(0, 8)}`, quotaType: 3, validPeriodType: 4, validTo: '2099-12-31', ...body },
      })
    ).budgetQuota;
  const setAmounts = async (idQuota: string, amounts: { idEntity: string; amount: number }[], api = admin, account = params.idClientAccount) =>
    (
      await api.request<{ budgetQuota: BudgetQuotaRecord }>({
        method: 'PUT',
        path: BUDGET_PATHS.amounts,
        params: { idClientAccount: account, idQuota },
        body: { amounts },
      })
    ).budgetQuota;
  const readBudget = async (id: string) =>
    (await admin.request<{ budgetQuota: BudgetQuotaRecord }>({ path: budgetQuotas.paths.item, params: { ...params, id } })).budgetQuota;
  const used = async (id: string) => (await readBudget(id)).amounts.map((a) => a.amountUsed);
  /** A personal budget of `amount` for Tom. */
  const tomBudget = async (amount: number) => {
    const b = await createBudget();
    await setAmounts(b.idQuota, [{ idEntity: f.tomUser.idUser, amount }]);
    return b;
  };

  it('orders 80.00 of a 100.00 budget, refuses 30.00 more naming what remains in both languages; the refused order changes nothing', async () => {
    const p = await f.product(50, 10);
    const b = await tomBudget(100);
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 8 }]);
    expect(await used(b.idQuota)).toEqual([80]);
    const before = await f.stock(p.idProduct);
    const e = await failure(f.placeOrder([{ idProduct: p.idProduct, quantity: 3 }]));
    expect(e.status).toBe(409);
    expect(e.code).toBe('BUDGET_EXCEEDED');
    expect(e.message).toBe('Budget exceeded: 20.00 left.');
    expect(e.errors).toEqual({ budget: 'validation.budget.exceeded' });
    expect(e.params).toEqual({ budget: { remaining: '20.00' } });
    expect(await used(b.idQuota)).toEqual([80]);
    expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: before.reservedQuantity });
    const fr = (await import('../../locales/fr.json')).default as { validation: { budget: { exceeded: string } } };
    expect(fr.validation.budget.exceeded.replace('%{remaining}', '20.00')).toBe('Budget dépassé\u202f: il reste 20.00.');
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 2 }]);
    expect(await readBudget(b.idQuota)).toMatchObject({ totalUsed: 100, status: 2 });
  });

  it('gives back what a line holds: lowered 8 to 5 gives 30.00, a raise past the budget is refused, a cancel gives the rest', async () => {
    const p = await f.product(50, 10);
    const b = await tomBudget(100);
    const order = await f.placeOrder([{ idProduct: p.idProduct, quantity: 8 }]);
    const line = order.deliveries[0].products[0];
    const edit = (orderedQuantity: number) =>
      f.ordering.updateCustomerOrder({
        idCustomerOrder: order.idCustomerOrder,
        products: [{ idCustomerOrderDeliveryProduct: line.idCustomerOrderDeliveryProduct, orderedQuantity }],
      });
    await edit(5);
    expect(await used(b.idQuota)).toEqual([50]);
    const e = await failure(edit(11));
    expect(e.code).toBe('BUDGET_EXCEEDED');
    expect(e.message).toBe('Budget exceeded: 50.00 left.');
    expect(e.errors).toEqual({ [line.idCustomerOrderDeliveryProduct]: 'validation.budget.exceeded' });
    expect(await used(b.idQuota)).toEqual([50]);
    await edit(10);
    expect(await used(b.idQuota)).toEqual([100]);
    await f.ordering.cancelCustomerOrder(order.idCustomerOrder);
    expect(await used(b.idQuota)).toEqual([0]);
  });

  it('an order placed before the budget gives nothing back to it; prices count to the cent', async () => {
    const p = await f.product(50, 0.35);
    const old = await f.placeOrder([{ idProduct: p.idProduct, quantity: 4 }]);
    const b = await tomBudget(1.05);
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 3 }]);
    expect(await used(b.idQuota)).toEqual([1.05]);
    expect((await failure(f.placeOrder([{ idProduct: p.idProduct, quantity: 1 }]))).message).toBe('Budget exceeded: 0.00 left.');
    await f.ordering.cancelCustomerOrder(old.idCustomerOrder);
    expect(await used(b.idQuota)).toEqual([1.05]);
  });

  it('multi-address checkout: the first order is charged, the next is refused per address with the budget message', async () => {
    const p = await f.product(50, 10);
    await tomBudget(100);
    const cart = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: await f.event() });
    await f.ordering.addCartItem(cart.idCart, { idProduct: p.idProduct, quantity: 6 });
    const two = await f.addresses(2);
    await f.ordering.saveCheckout(cart.idCart, { idShippingMethod: f.idShippingMethod, shipToMultiple: true, selectedAddresses: two });
    const done = await f.ordering.complete(cart.idCart);
    expect(done.orders).toHaveLength(1);
    expect(done.failures).toEqual([
      expect.objectContaining({ addressName: two[1].addressName, message: `Order for ${two[1].addressName} failed with error - Budget exceeded: 40.00 left.` }),
    ]);
  });

  it("covers a group's members, and a level's amount covers the people on the levels below it", async () => {
    const p = await f.product(100, 10);
    const group = await createBudget({ quotaType: 2 });
    await setAmounts(group.idQuota, [{ idEntity: f.idGroup, amount: 1000 }]);
    const [top, shop] = [randomUUID(), randomUUID()];
    const model = (
      await admin.request<{ hierarchyModel: { idHierarchyModel: string } }>({
        method: 'POST',
        path: hierarchyModels.paths.list,
        params,
        body: {
          label: `Budget tree ${randomUUID().slice(0, 8)}`,
          items: [
            { idHierarchyNode: top, idParentNode: null, label: 'France', idUsers: [] },
            { idHierarchyNode: shop, idParentNode: top, label: 'Lyon', idUsers: [f.tomUser.idUser] },
          ],
        },
      })
    ).hierarchyModel;
    const tree = await createBudget({ quotaType: 1, idHierarchyModel: model.idHierarchyModel });
    const structure = (
      await admin.request<{ structure: BudgetStructureNode[] }>({
        path: BUDGET_PATHS.structure,
        params: { ...params, quotaType: '1', idParentEntity: model.idHierarchyModel },
      })
    ).structure;
    expect(structure.map((n) => [n.name, n.level, n.idParentEntity])).toEqual([
      ['France', 1, null],
      ['Lyon', 2, top],
    ]);
    await setAmounts(tree.idQuota, [
      { idEntity: top, amount: 50 },
      { idEntity: shop, amount: 500 },
    ]);
    // Tom is on Lyon, under France: France's 50.00 governs, and each amount covering him is charged.
    expect((await failure(f.placeOrder([{ idProduct: p.idProduct, quantity: 6 }]))).message).toBe('Budget exceeded: 50.00 left.');
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 4 }]);
    expect(await used(tree.idQuota)).toEqual(expect.arrayContaining([40, 40]));
    expect((await readBudget(group.idQuota)).totalUsed).toBe(40);
    // A disabled budget covers nobody.
    await admin.request({ method: 'PUT', path: budgetQuotas.paths.item, params: { ...params, id: tree.idQuota }, body: { ...tree, enabled: false } });
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 6 }]);
    expect((await readBudget(group.idQuota)).totalUsed).toBe(100);
  });

  it('sets amounts only on nodes of its structure, by their key; reads the structure of groups and users', async () => {
    const b = await createBudget();
    const [julie] = await f.db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.multiAccount));
    const e = await failure(setAmounts(b.idQuota, [{ idEntity: julie.idUser, amount: 10 }]));
    expect(e.status).toBe(400);
    expect(e.errors).toEqual({ 'amounts.0.idEntity': 'validation.budget.entity' });
    const twice = await failure(
      setAmounts(b.idQuota, [
        { idEntity: f.tomUser.idUser, amount: 10 },
        { idEntity: f.tomUser.idUser, amount: 20 },
      ]),
    );
    expect(twice.errors).toMatchObject({ 'amounts.1.idEntity': 'validation.budget.twice' });
    expect((await failure(setAmounts(b.idQuota, [{ idEntity: f.tomUser.idUser, amount: 1.005 }]))).status).toBe(400);
    expect((await failure(setAmounts(b.idQuota, [{ idEntity: f.tomUser.idUser, amount: -1 }]))).status).toBe(400);
    const set = await setAmounts(b.idQuota, [{ idEntity: f.tomUser.idUser, amount: 12.5 }]);
    expect(set.amounts).toEqual([expect.objectContaining({ idEntity: f.tomUser.idUser, amount: 12.5, amountUsed: 0, remaining: 12.5 })]);
    expect(set.totalAmount).toBe(12.5);
    // Its type stays while it has amounts; emptied, it may change.
    expect(
      (await failure(admin.request({ method: 'PUT', path: budgetQuotas.paths.item, params: { ...params, id: b.idQuota }, body: { ...set, quotaType: 2 } })))
        .errors,
    ).toEqual({
      quotaType: 'validation.budget.structureLocked',
    });
    expect((await setAmounts(b.idQuota, [])).amounts).toEqual([]);
    const groups = (
      await admin.request<{ structure: BudgetStructureNode[] }>({
        path: BUDGET_PATHS.structure,
        params: { ...params, quotaType: '2', idParentEntity: params.idClientAccount },
      })
    ).structure;
    expect(groups.map((g) => g.idEntity)).toContain(f.idGroup);
    const members = (
      await admin.request<{ structure: BudgetStructureNode[] }>({
        path: BUDGET_PATHS.structure,
        params: { ...params, quotaType: '3', idParentEntity: f.idGroup },
      })
    ).structure;
    expect(members.map((u) => u.idEntity)).toContain(f.tomUser.idUser);
    expect((await failure(admin.request({ path: BUDGET_PATHS.structure, params: { ...params, quotaType: '1', idParentEntity: randomUUID() } }))).status).toBe(
      404,
    );
    expect((await failure(createBudget({ quotaType: 1 }))).errors).toEqual({ idHierarchyModel: 'validation.budget.target' });
  });

  it("refuses every write outside the caller's rights: another client's budget, another account's path, View only, no permission", async () => {
    const b = await tomBudget(100);
    const db = ctx().server.database.db;
    const [stores] = await db.select().from(t.clientAccounts).where(eq(t.clientAccounts.accountCode, 'MLS'));
    const claire = await clientFor(ctx().server.apiUrl, DEMO_USERS.clientAdmin);
    // Another client's administrator, through her own account's path or through this one.
    expect((await failure(setAmounts(b.idQuota, [{ idEntity: f.tomUser.idUser, amount: 1e6 }], claire, stores.idClientAccount))).status).toBe(404);
    expect((await failure(setAmounts(b.idQuota, [{ idEntity: f.tomUser.idUser, amount: 1e6 }], claire))).status).toBe(403);
    expect(
      (await failure(claire.request({ path: BUDGET_PATHS.structure, params: { ...params, quotaType: '3', idParentEntity: params.idClientAccount } }))).status,
    ).toBe(403);
    // View on the budgets of the account, no Edit: may read, may not set amounts.
    const viewer = await clientFor(
      ctx().server.apiUrl,
      (
        await createUserWithPermissions(db, {
          idClient: f.account.idClient,
          grants: [{ idClientAccount: params.idClientAccount, permissions: [{ action: 'View', subject: 'AdminBudgetQuotas' }] }],
        })
      ).email,
    );
    expect(
      (await viewer.request<{ budgetQuota: BudgetQuotaRecord }>({ path: budgetQuotas.paths.item, params: { ...params, id: b.idQuota } })).budgetQuota.idQuota,
    ).toBe(b.idQuota);
    expect((await failure(setAmounts(b.idQuota, [{ idEntity: f.tomUser.idUser, amount: 1e6 }], viewer))).status).toBe(403);
    // The orderer may see his budgets, not manage them (nor give himself more).
    expect((await failure(setAmounts(b.idQuota, [{ idEntity: f.tomUser.idUser, amount: 1e6 }], f.tom))).status).toBe(403);
    expect((await failure(createBudget({}, f.tom))).status).toBe(403);
    expect(await used(b.idQuota)).toEqual([0]);
    expect((await readBudget(b.idQuota)).amounts[0].amount).toBe(100);
    // A user without the orderer's permission may not read anybody's budgets.
    expect((await failure(claire.request({ path: BUDGET_PATHS.userBudgets, query: { idClientAccount: params.idClientAccount } }))).status).toBe(403);
    expect(
      (
        await failure(
          claire.request({ path: BUDGET_PATHS.userTotals, query: { idClientAccount: params.idClientAccount, fromDate: '2026-01-01', toDate: '2026-12-31' } }),
        )
      ).status,
    ).toBe(403);
  });

  it("lists the orderer's own budgets and totals over a date range, and hasBudgetQuotas says so", async () => {
    const p = await f.product(50, 10);
    const b = await tomBudget(100);
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 3 }]);
    const mine = await f.tom.request<{ items: { idQuota: string; amount: number; amountUsed: number; remaining: number }[] }>({
      path: BUDGET_PATHS.userBudgets,
      query: { idClientAccount: params.idClientAccount },
    });
    expect(mine.items).toContainEqual(expect.objectContaining({ idQuota: b.idQuota, amount: 100, amountUsed: 30, remaining: 70 }));
    const today = new Date().toISOString().slice(0, 10);
    const { totals } = await f.tom.request<{ totals: { amount: number; amountUsed: number; remaining: number; spent: number } }>({
      path: BUDGET_PATHS.userTotals,
      query: { idClientAccount: params.idClientAccount, fromDate: '2000-01-01', toDate: '2099-12-31' },
    });
    expect(totals.amount).toBeGreaterThanOrEqual(100);
    expect(totals.remaining).toBe(Math.round((totals.amount - totals.amountUsed) * 100) / 100);
    expect(totals.spent).toBeGreaterThanOrEqual(30);
    const none = await f.tom.request<{ totals: { spent: number } }>({
      path: BUDGET_PATHS.userTotals,
      query: { idClientAccount: params.idClientAccount, fromDate: '2000-01-01', toDate: '2000-12-31' },
    });
    expect(none.totals.spent).toBe(0);
    expect(
      (
        await failure(
          f.tom.request({ path: BUDGET_PATHS.userTotals, query: { idClientAccount: params.idClientAccount, fromDate: today, toDate: '2000-01-01' } }),
        )
      ).errors,
    ).toEqual({ toDate: 'validation.budget.dates' });
    expect((await f.tom.request<{ hasBudgetQuotas: boolean }>({ path: '/userinfo' })).hasBudgetQuotas).toBe(true);
  });

  it('orders import: an order past the budget fails its rows with the budget message, the others are placed and charged', async () => {
    const p = await f.product(50, 10);
    const b = await tomBudget(100);
    const [book] = await f.db
      .insert(t.addressBooks)
      .values({ idClientAccount: params.idClientAccount, addressBookName: `Budget ${randomUUID().slice(0, 8)}` })
      .returning();
    await f.db.insert(t.addressBookAddresses).values({
      idAddressBook: book.idAddressBook,
      reference: 'B-1',
      addressType: 'DELIVERY',
      addressName: 'Budget shop',
      address1: '1 quai Saint-Antoine',
      zipCode: '69002',
      city: 'Lyon',
      countryISO2: 'FR',
    });
    const ref = randomUUID().slice(0, 8);
    const row = (n: number, reference: string, quantity: number) => ({
      row: n,
      orderReference: reference,
      addressReference: 'B-1',
      lines: [{ sku: p.sku, quantity }],
    });
    const answer = await f.tom.request<BatchAnswer>({
      method: 'POST',
      path: BULK_PATHS.orders,
      body: {
        idClientAccount: params.idClientAccount,
        idWarehouse: f.warehouse.idWarehouse,
        idShippingMethod: f.idShippingMethod,
        idAddressBook: book.idAddressBook,
        rows: [row(2, `${ref}-A`, 7), row(3, `${ref}-B`, 4), row(4, `${ref}-C`, 3)],
      },
    });
    expect(answer.results.map((r) => [r.row, r.outcome])).toEqual([
      [2, 'created'],
      [3, 'failed'],
      [4, 'created'],
    ]);
    expect(answer.results[1].errors).toEqual({ orderReference: 'validation.budget.exceeded' });
    expect(await used(b.idQuota)).toEqual([100]);
    const placed = await f.db
      .select()
      .from(t.customerOrders)
      .where(and(eq(t.customerOrders.idClientAccount, params.idClientAccount), eq(t.customerOrders.orderReference, `${ref}-B`)));
    expect(placed).toEqual([]);
  });

  it('30 concurrent checkouts of 10.00 against a budget of 100.00: exactly 10 orders, the others refused with the budget message', async () => {
    const p = await f.product(100, 10);
    const b = await tomBudget(100);
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
    expect(new Set(refused.map((e) => `${e.status} ${e.message}`))).toEqual(new Set(['409 Budget exceeded: 0.00 left.']));
    expect(await readBudget(b.idQuota)).toMatchObject({ totalUsed: 100, status: 2 });
    expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 10 });
  });
});

describe('the budget message', () => {
  it('is in both languages with what remains', async () => {
    const en = (await import('../../locales/en.json')).default as { validation: { budget: { exceeded: string } } };
    expect(en.validation.budget.exceeded).toBe('Budget exceeded: %{remaining} left.');
  });
});
