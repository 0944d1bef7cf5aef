import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { customerOrderDeliveries, customerOrderDeliveryProducts } from '../../server/db/schema';
import type { ApiError } from '../../shared/api/api-error';
import { startPostgres, type TempPostgres } from '../support/postgres';
import { startServer, type RunningServer } from '../support/server';
import { orderingFixture } from '../support/ordering';

const BUYERS = 50;
const UNITS = 10;

describe('stock reservation under concurrency [postgres]', () => {
  let pg: TempPostgres;
  let server: RunningServer;
  beforeAll(async () => {
    pg = await startPostgres();
    server = await startServer({ databaseUrl: pg.databaseUrl });
  });
  afterAll(async () => {
    await server?.close();
    pg?.stop();
  });

  it(`${BUYERS} simultaneous checkouts of the last ${UNITS} units: exactly ${UNITS} orders, the others 'Insufficient quantity', never below zero`, async () => {
    const f = await orderingFixture(server);
    const last = await f.product(UNITS);
    const [address] = await f.addresses(1);
    const carts = [];
    for (let i = 0; i < BUYERS; i++) {
      const cart = await f.ordering.getCart({ ...f.scope, type: 'EVENT', idEvent: await f.event() });
      await f.ordering.addCartItem(cart.idCart, { idProduct: last.idProduct, quantity: 1 });
      await f.ordering.saveCheckout(cart.idCart, { idShippingMethod: f.idShippingMethod, selectedAddresses: [address] });
      carts.push(cart);
    }

    const results = await Promise.allSettled(carts.map((cart) => f.ordering.complete(cart.idCart)));
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as ApiError] : []));
    expect(placed).toHaveLength(UNITS);
    expect(refused).toHaveLength(BUYERS - UNITS);
    expect(new Set(refused.map((e) => `${e.status} ${e.message}`))).toEqual(new Set(['409 Insufficient quantity']));
    expect(await f.stock(last.idProduct)).toMatchObject({ physicalQuantity: UNITS, reservedQuantity: UNITS, availableQuantity: 0 });

    const ordered = await f.db
      .select({ total: sql<number>`sum(${customerOrderDeliveryProducts.orderedQuantity})::int` })
      .from(customerOrderDeliveryProducts)
      .innerJoin(customerOrderDeliveries, eq(customerOrderDeliveries.idCustomerOrderDelivery, customerOrderDeliveryProducts.idCustomerOrderDelivery))
      .where(eq(customerOrderDeliveryProducts.idProduct, last.idProduct));
    expect(ordered[0].total).toBe(UNITS);
  });

  it('keeps the CHECK constraint as the last guard: reserved can never exceed physical', async () => {
    const f = await orderingFixture(server);
    const p = await f.product(3);
    await expect(f.db.execute(sql`update product_stocks set reserved_quantity = 4 where id_product = ${p.idProduct}`)).rejects.toThrow();
    expect(await f.stock(p.idProduct)).toMatchObject({ reservedQuantity: 0, availableQuantity: 3 });
  });
});
