/**
 * What an order holds of the stock, and nothing more, is what it gives back. An imported backorder
 * (out of stock, -10) reserved nothing: cancelling or lowering it must not free units that other
 * orders hold (it used to give back its whole ordered quantity, taking the reserved stock of
 * others down to zero). The property test runs random sequences of checkouts, imports with
 * backorders, quantity edits and cancels, some at once, and checks after each step that the
 * reserved stock is what the live orders hold, that available never goes below zero, and that
 * the ledger's moves add up to the stock.
 */
import { beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { BULK_PATHS, type BatchAnswer } from '../../shared/imports/protocol';
import type { ApiError } from '../../shared/api/api-error';
import { DEMO_USERS } from '../../server/db/seed';
import * as t from '../../server/db/schema';
import { describeEachEngine } from '../support/engines';
import { failure } from '../support/api';
import { orderingFixture } from '../support/ordering';

type Fixture = Awaited<ReturnType<typeof orderingFixture>>;

/** Random sequences per engine: each a few steps, some of them several requests at once. */
const SEQUENCES = 40;

let serial = 0;
const reference = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(serial++).toString(36)}`.toUpperCase().slice(0, 30);

describeEachEngine('backorders hold no stock and free none', (ctx) => {
  let f: Fixture;
  let idAddressBook: string;

  const importOrder = (sku: string, quantity: number, backorder: boolean) =>
    f.tom.request<BatchAnswer>({
      method: 'POST',
      path: BULK_PATHS.orders,
      body: {
        idClientAccount: f.account.idClientAccount,
        idWarehouse: f.warehouse.idWarehouse,
        idShippingMethod: f.idShippingMethod,
        idAddressBook,
        isSaveBackorderOnInsufficientQuantity: backorder,
        rows: [{ row: 2, orderReference: reference('BO'), addressReference: 'SHOP-1', lines: [{ sku, quantity }] }],
      },
    });

  const importBackorder = async (sku: string, quantity: number) => {
    const answer = await importOrder(sku, quantity, true);
    expect(answer.results[0].outcome).toBe('created');
    const [order] = await f.db.select().from(t.customerOrders).where(eq(t.customerOrders.idCustomerOrder, answer.results[0].id!));
    expect(order.statusCode).toBe(-10);
    return f.ordering.getCustomerOrder(order.idCustomerOrder);
  };

  const setQuantity = (order: { idCustomerOrder: string; deliveries: { products: { idCustomerOrderDeliveryProduct: string }[] }[] }, orderedQuantity: number) =>
    f.ordering.updateCustomerOrder({
      idCustomerOrder: order.idCustomerOrder,
      products: [{ idCustomerOrderDeliveryProduct: order.deliveries[0].products[0].idCustomerOrderDeliveryProduct, orderedQuantity }],
    });

  beforeAll(async () => {
    // The demo's orderers may not import; Tom's role gets BulkImport on orders before he signs in.
    const db = ctx().server.database.db;
    const [tomUser] = await db.select().from(t.users).where(eq(t.users.email, DEMO_USERS.orderer));
    const [tomRole] = await db.select().from(t.userRoles).where(eq(t.userRoles.idUser, tomUser.idUser));
    await db
      .insert(t.rolePermissions)
      .values({ idRole: tomRole.idRole, idClientAccount: tomRole.idClientAccount!, action: 'BulkImport', subject: 'CoreOrders' })
      .onConflictDoNothing();
    f = await orderingFixture(ctx().server);
    const [book] = await f.db
      .insert(t.addressBooks)
      .values({ idClientAccount: f.account.idClientAccount, addressBookName: `Backorder shops ${reference('B')}` })
      .returning();
    idAddressBook = book.idAddressBook;
    await f.db.insert(t.addressBookAddresses).values({
      idAddressBook,
      reference: 'SHOP-1',
      addressType: 'DELIVERY',
      addressName: 'Shop 1',
      address1: '1 quai Saint-Antoine',
      zipCode: '69002',
      city: 'Lyon',
      countryISO2: 'FR',
    });
  });

  it('cancelling an imported backorder leaves the stock other orders reserved: 190 stay available, not 215', async () => {
    const p = await f.product(215);
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 25 }]);
    expect(await f.stock(p.idProduct)).toMatchObject({ physicalQuantity: 215, reservedQuantity: 25, availableQuantity: 190 });

    const backorder = await importBackorder(p.sku, 240);
    expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 25, availableQuantity: 190 });
    expect((await f.ordering.cancelCustomerOrder(backorder.idCustomerOrder)).statusCode).toBe(0);
    expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 25, availableQuantity: 190 });

    // 240 can no longer be promised against 215: 191 is refused, 190 is the last of it.
    expect(await failure(f.placeOrder([{ idProduct: p.idProduct, quantity: 191 }]))).toMatchObject({ status: 409, message: 'Insufficient quantity' });
    await f.placeOrder([{ idProduct: p.idProduct, quantity: 190 }]);
    expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 215, availableQuantity: 0 });
  });

  it('lowering or raising a backorder’s line moves no stock; an order placed with its stock gives back exactly what it holds', async () => {
    const p = await f.product(3);
    const held = await f.placeOrder([{ idProduct: p.idProduct, quantity: 2 }]);
    const backorder = await importBackorder(p.sku, 314);

    await setQuantity(backorder, 1);
    expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 2, availableQuantity: 1 });
    await setQuantity(backorder, 2);
    expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 2, availableQuantity: 1 });
    await f.ordering.cancelCustomerOrder(backorder.idCustomerOrder);
    expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 2, availableQuantity: 1 });

    // The order placed with its stock: up to 3, down to 1, cancelled: it holds and gives back its own.
    await setQuantity(held, 3);
    expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 3 });
    await setQuantity(held, 1);
    expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 1 });
    await f.ordering.cancelCustomerOrder(held.idCustomerOrder);
    expect(await f.stock(p.idProduct)).toMatchObject({ physicalQuantity: 3, reservedQuantity: 0 });
  });

  it(`property: ${SEQUENCES} random sequences of checkout, import with backorder, edit and cancel, some at once; reserved stock is what live orders hold`, async () => {
    type Action =
      | { kind: 'checkout'; product: number; quantity: number }
      | { kind: 'import'; product: number; quantity: number; backorder: boolean }
      | { kind: 'edit'; order: number; quantity: number }
      | { kind: 'cancel'; order: number };
    const action: fc.Arbitrary<Action> = fc.oneof(
      fc.record({ kind: fc.constant('checkout' as const), product: fc.nat(2), quantity: fc.integer({ min: 1, max: 12 }) }),
      fc.record({ kind: fc.constant('import' as const), product: fc.nat(2), quantity: fc.integer({ min: 1, max: 25 }), backorder: fc.boolean() }),
      fc.record({ kind: fc.constant('edit' as const), order: fc.nat(20), quantity: fc.integer({ min: 1, max: 15 }) }),
      fc.record({ kind: fc.constant('cancel' as const), order: fc.nat(20) }),
    );
    // Each step is one request, or several sent at once.
    const sequence = fc.record({
      stock: fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 })),
      steps: fc.array(fc.array(action, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 }),
    });
    const expectedRefusals = new Set([409]);
    let requests = 0;
    let refused = 0;

    await fc.assert(
      fc.asyncProperty(sequence, async ({ stock, steps }) => {
        const products = await Promise.all(stock.map((physical) => f.product(physical)));
        const ids = products.map((p) => p.idProduct);
        const orders: string[] = [];
        const run = async (a: Action) => {
          if (a.kind === 'checkout') {
            const order = await f.placeOrder([{ idProduct: ids[a.product], quantity: a.quantity }]);
            orders.push(order.idCustomerOrder);
          } else if (a.kind === 'import') {
            const answer = await importOrder(products[a.product].sku, a.quantity, a.backorder);
            if (answer.results[0].outcome === 'created') orders.push(answer.results[0].id!);
          } else if (orders.length) {
            const idCustomerOrder = orders[a.order % orders.length];
            if (a.kind === 'cancel') await f.ordering.cancelCustomerOrder(idCustomerOrder);
            else await setQuantity(await f.ordering.getCustomerOrder(idCustomerOrder), a.quantity);
          }
        };
        for (const step of steps) {
          const results = await Promise.allSettled(step.map(run));
          requests += results.length;
          for (const r of results) {
            if (r.status === 'fulfilled') continue;
            // Short of stock, or an order already cancelled: refusals the rules give; anything else fails the property.
            const status = (r.reason as ApiError).status;
            if (!expectedRefusals.has(status)) throw r.reason;
            refused++;
          }
          await checkInvariants(ids, stock);
        }
      }),
      { numRuns: SEQUENCES },
    );
    console.info(`backorder property: ${SEQUENCES} sequences, ${requests} requests (${refused} refused by the rules), invariants held after every step`);
  });

  /**
   * For each product: physical as stocked; reserved = what the live orders hold, computed from the
   * orders themselves (an order placed with its stock holds its ordered quantity, a backorder and a
   * cancelled order nothing) and as the lines record it; available >= 0; the moves add up.
   */
  async function checkInvariants(ids: string[], stock: readonly number[]) {
    const lines = await f.db
      .select({
        idProduct: t.customerOrderDeliveryProducts.idProduct,
        statusCode: t.customerOrders.statusCode,
        ordered: t.customerOrderDeliveryProducts.orderedQuantity,
        held: t.customerOrderDeliveryProducts.reservedQuantity,
      })
      .from(t.customerOrderDeliveryProducts)
      .innerJoin(t.customerOrderDeliveries, eq(t.customerOrderDeliveries.idCustomerOrderDelivery, t.customerOrderDeliveryProducts.idCustomerOrderDelivery))
      .innerJoin(t.customerOrders, eq(t.customerOrders.idCustomerOrder, t.customerOrderDeliveries.idCustomerOrder))
      .where(inArray(t.customerOrderDeliveryProducts.idProduct, ids));
    const moves = await f.db
      .select({
        idProduct: t.stockMovements.idProduct,
        physical: sql<number>`sum(${t.stockMovements.physicalDelta})::int`,
        reserved: sql<number>`sum(${t.stockMovements.reservedDelta})::int`,
      })
      .from(t.stockMovements)
      .where(and(eq(t.stockMovements.idWarehouse, f.warehouse.idWarehouse), inArray(t.stockMovements.idProduct, ids)))
      .groupBy(t.stockMovements.idProduct);
    for (const [i, idProduct] of ids.entries()) {
      const own = lines.filter((l) => l.idProduct === idProduct);
      const holding = own.filter((l) => l.statusCode === 1).reduce((sum, l) => sum + l.ordered, 0);
      expect(own.filter((l) => l.statusCode !== 1).every((l) => l.held === 0)).toBe(true);
      const row = await f.stock(idProduct);
      expect(row).toMatchObject({ physicalQuantity: stock[i], reservedQuantity: holding });
      expect(own.reduce((sum, l) => sum + l.held, 0)).toBe(holding);
      expect(row.availableQuantity).toBeGreaterThanOrEqual(0);
      const sums = moves.find((m) => m.idProduct === idProduct) ?? { physical: 0, reserved: 0 };
      expect([sums.physical, sums.reserved]).toEqual([row.physicalQuantity, row.reservedQuantity]);
    }
  }
});
