/**
 * The stock module (server/stock) and its ledger: each operation changes the stock lines and
 * writes its moves (cause, record, who) in the same statement, the stock at a past moment is
 * today's minus the moves since, and random moves replayed by concurrent transactions leave every
 * line equal to the sum of its moves, never below zero, with no deadlock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import * as t from '../../server/db/schema';
import type { Db } from '../../server/db';
import { adjust, receive, release, reserve, ship, stockAt, type StockQuantity } from '../../server/stock/stock';
import { describeEachEngine, postgresForSuite } from '../support/engines';
import { startServer, type RunningServer } from '../support/server';
import type { TestDatabase } from '../support/test-databases';
import { orderingFixture } from '../support/ordering';

type Fixture = Awaited<ReturnType<typeof orderingFixture>>;

/** Random replays per engine, each of WORKERS concurrent transactions of up to 15 operations. */
const REPLAYS = 25;
const WORKERS = 6;

describeEachEngine('stock ledger', (ctx) => {
  let f: Fixture;
  let db: Db;
  /**
   * An instant strictly between the moves before it and those after: a JavaScript date keeps
   * milliseconds (the database's clock has microseconds, the embedded engine's milliseconds), so
   * a move in the same millisecond would fall on either side. A few milliseconds each way settle it.
   */
  const now = async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    const at = new Date((await db.execute<{ at: string }>(sql`select clock_timestamp()::text as at`)).rows[0].at);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return at;
  };

  beforeAll(async () => {
    f = await orderingFixture(ctx().server);
    db = f.db;
  });

  const line = (idProduct: string, quantity: number, idReference?: string): StockQuantity => ({
    idWarehouse: f.warehouse.idWarehouse,
    idProduct,
    quantity,
    idReference,
  });

  it('the demo data opens the ledger: every stock line is the sum of its moves, and what orders hold is what they reserved', async () => {
    const { rows } = await db.execute<{ lines: number; off: number; opening: number; held: number; unheld: number }>(sql`
      with moves as (
        select id_warehouse, id_product, sum(physical_delta)::int as physical, sum(reserved_delta)::int as reserved,
               sum(reserved_delta) filter (where cause = 'opening')::int as opening
        from stock_movements group by id_warehouse, id_product
      ), holding as (
        select d.id_warehouse, l.id_product, l.reserved_quantity
        from customer_order_delivery_products l join customer_order_deliveries d using (id_customer_order_delivery)
        union all
        -- A box's outbound orders hold what their lines reserved in the box.
        select o.id_box, l.id_product, l.reserved_quantity
        from outbound_order_products l join outbound_orders o using (id_outbound_order)
      ), held as (
        select id_warehouse, id_product, sum(reserved_quantity)::int as held from holding group by id_warehouse, id_product
      )
      select count(*)::int as lines,
             count(*) filter (where (s.physical_quantity, s.reserved_quantity) is distinct from (coalesce(m.physical, 0), coalesce(m.reserved, 0)))::int as off,
             count(m.opening)::int as opening,
             coalesce(sum(h.held), 0)::int as held,
             count(*) filter (where s.reserved_quantity <> coalesce(m.opening, 0) + coalesce(h.held, 0))::int as unheld
      from product_stocks s
      left join moves m on m.id_warehouse = s.id_warehouse and m.id_product = s.id_product
      left join held h on h.id_warehouse = s.id_warehouse and h.id_product = s.id_product`);
    const [demo] = rows;
    expect(demo.lines).toBeGreaterThan(50);
    expect(demo.opening).toBeGreaterThan(50);
    // The demo orders still waiting hold their stock, each reservation a move of its own.
    expect(demo.held).toBeGreaterThan(0);
    expect(demo.off).toBe(0);
    expect(demo.unheld).toBe(0);
  });

  it('writes one move per change with its cause, record and author; refuses what is not there; answers the stock of any past moment', async () => {
    const p = await f.product(10);
    const q = await f.product(2);
    const who = { idUser: f.tomUser.idUser };
    const receipt = crypto.randomUUID();
    const order = crypto.randomUUID();
    const opened = await now();

    await db.transaction((tx) => receive(tx, [line(p.idProduct, 5)], { cause: 'receipt', idReference: receipt, ...who }));
    const received = await now();
    // All or nothing: q has 2, so neither line is reserved.
    expect(await db.transaction((tx) => reserve(tx, [line(p.idProduct, 4), line(q.idProduct, 3)], { cause: 'checkout', idReference: order, ...who }))).toBe(
      q.idProduct,
    );
    expect(
      await db.transaction((tx) => reserve(tx, [line(p.idProduct, 4), line(q.idProduct, 2)], { cause: 'checkout', idReference: order, ...who })),
    ).toBeNull();
    await db.transaction((tx) => ship(tx, [line(p.idProduct, 3)], { cause: 'shipment', idReference: order, ...who }));
    const shipped = await now();
    // 12 on the shelves, 1 of them promised: at most 11 may go.
    expect(await db.transaction((tx) => adjust(tx, [{ ...line(p.idProduct, 0), quantity: -12 }], { cause: 'correction', ...who }))).toBe(p.idProduct);
    expect(await db.transaction((tx) => adjust(tx, [{ ...line(p.idProduct, 0), quantity: -11 }], { cause: 'correction', ...who }))).toBeNull();
    await db.transaction((tx) => release(tx, [line(p.idProduct, 1), line(q.idProduct, 2)], { cause: 'order-cancel', idReference: order, ...who }));
    // Giving back more than is reserved is a bug, never silently clamped: the table refuses it.
    await expect(db.transaction((tx) => release(tx, [line(p.idProduct, 1)], { cause: 'order-cancel', ...who }))).rejects.toThrow();

    expect(await f.stock(p.idProduct)).toMatchObject({ physicalQuantity: 1, reservedQuantity: 0 });
    expect(await f.stock(q.idProduct)).toMatchObject({ physicalQuantity: 2, reservedQuantity: 0 });
    const moves = await db
      .select()
      .from(t.stockMovements)
      .where(inArray(t.stockMovements.idProduct, [p.idProduct, q.idProduct]))
      .orderBy(asc(t.stockMovements.idStockMovement));
    expect(moves.map((m) => [m.idProduct === p.idProduct ? 'p' : 'q', m.cause, m.physicalDelta, m.reservedDelta, m.idReference, m.idUser])).toEqual([
      ['p', 'opening', 10, 0, null, null],
      ['q', 'opening', 2, 0, null, null],
      ['p', 'receipt', 5, 0, receipt, who.idUser],
      ['p', 'checkout', 0, 4, order, who.idUser],
      ['q', 'checkout', 0, 2, order, who.idUser],
      ['p', 'shipment', -3, -3, order, who.idUser],
      ['p', 'correction', -11, 0, null, who.idUser],
      ['p', 'order-cancel', 0, -1, order, who.idUser],
      ['q', 'order-cancel', 0, -2, order, who.idUser],
    ]);
    expect(moves.every((m) => m.idWarehouse === f.warehouse.idWarehouse && m.idClientAccount === f.account.idClientAccount)).toBe(true);

    const at = async (moment: Date) => (await stockAt(db, f.warehouse.idWarehouse, moment, [p.idProduct, q.idProduct])).get(p.idProduct);
    expect(await at(opened)).toEqual({ physical: 10, reserved: 0 });
    expect(await at(received)).toEqual({ physical: 15, reserved: 0 });
    expect(await at(shipped)).toEqual({ physical: 12, reserved: 1 });
    expect(await at(await now())).toEqual({ physical: 1, reserved: 0 });
  });

  it(`replays random moves in ${WORKERS} concurrent transactions (${REPLAYS} replays): every line is the sum of its moves, never below zero`, async () => {
    type Op =
      | { kind: 'receive' | 'adjust-down' | 'adjust-up'; product: number; quantity: number }
      | { kind: 'reserve'; products: number[]; quantity: number }
      | { kind: 'release' | 'ship'; hold: number }
      | { kind: 'assemble'; product: number; kit: number; quantity: number };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        kind: fc.constantFrom('receive' as const, 'adjust-down' as const, 'adjust-up' as const),
        product: fc.nat(2),
        quantity: fc.integer({ min: 1, max: 9 }),
      }),
      fc.record({
        kind: fc.constant('reserve' as const),
        products: fc.uniqueArray(fc.nat(2), { minLength: 1, maxLength: 3 }),
        quantity: fc.integer({ min: 1, max: 6 }),
      }),
      fc.record({ kind: fc.constantFrom('release' as const, 'ship' as const), hold: fc.nat(30) }),
      // Components out, a kit in, in one adjustment: the kit may have no line in the warehouse yet.
      fc.record({ kind: fc.constant('assemble' as const), product: fc.nat(2), kit: fc.nat(1), quantity: fc.integer({ min: 1, max: 3 }) }),
    );
    const replay = fc.record({
      opening: fc.tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 })),
      workers: fc.array(fc.array(op, { maxLength: 15 }), { minLength: WORKERS, maxLength: WORKERS }),
    });
    let operations = 0;
    let refused = 0;
    let samples = 0;

    await fc.assert(
      fc.asyncProperty(replay, async ({ opening, workers }) => {
        const ids = (await Promise.all(opening.map((physical) => f.product(physical)))).map((p) => p.idProduct);
        // Two kits new to the warehouse: whichever assembly comes first opens their line, while others wait on it.
        const kits = (await Promise.all([f.product(0), f.product(0)])).map((p) => p.idProduct);
        await db.delete(t.productStocks).where(and(eq(t.productStocks.idWarehouse, f.warehouse.idWarehouse), inArray(t.productStocks.idProduct, kits)));
        // What the records hold, as reserve answered: released or shipped by whoever takes them first.
        const holds: StockQuantity[][] = [];
        const context = { cause: 'correction' as const, idUser: f.tomUser.idUser };
        const run = async (o: Op) => {
          operations++;
          if (o.kind === 'receive') return db.transaction((tx) => receive(tx, [line(ids[o.product], o.quantity)], { ...context, cause: 'receipt' }));
          if (o.kind === 'adjust-up' || o.kind === 'adjust-down') {
            const quantity = o.kind === 'adjust-up' ? o.quantity : -o.quantity;
            const short = await db.transaction((tx) => adjust(tx, [{ ...line(ids[o.product], 0), quantity }], { ...context, cause: 'regulation' }));
            if (short) refused++;
            return;
          }
          if (o.kind === 'reserve') {
            // A record reserving several products names them in any order: the module takes them in its own.
            const lines = o.products.map((i) => line(ids[i], o.quantity));
            const short = await db.transaction((tx) => reserve(tx, lines, { ...context, cause: 'checkout' }));
            if (short) refused++;
            else holds.push(lines);
            return;
          }
          if (o.kind === 'assemble') {
            const lines = [
              { ...line(ids[o.product], 0), quantity: -o.quantity },
              { ...line(kits[o.kit], 0), quantity: 1 },
            ];
            const short = await db.transaction((tx) => adjust(tx, lines, { ...context, cause: 'work-order' }));
            if (short) refused++;
            return;
          }
          if (!('hold' in o) || !holds.length) return;
          const [taken] = holds.splice(o.hold % holds.length, 1);
          await db.transaction((tx) =>
            o.kind === 'ship' ? ship(tx, taken, { ...context, cause: 'shipment' }) : release(tx, taken, { ...context, cause: 'order-cancel' }),
          );
        };
        // While the workers run, a reader keeps checking that nothing is ever below zero.
        let running = true;
        const sampler = (async () => {
          while (running) {
            const [low] = await db
              .select({
                available: sql<number>`min(${t.productStocks.availableQuantity})::int`,
                reserved: sql<number>`min(${t.productStocks.reservedQuantity})::int`,
              })
              .from(t.productStocks)
              .where(and(eq(t.productStocks.idWarehouse, f.warehouse.idWarehouse), inArray(t.productStocks.idProduct, ids)));
            expect(low.available).toBeGreaterThanOrEqual(0);
            expect(low.reserved).toBeGreaterThanOrEqual(0);
            samples++;
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
        })();
        try {
          await Promise.all(
            workers.map(async (ops) => {
              for (const o of ops) await run(o);
            }),
          );
        } finally {
          running = false;
          await sampler;
        }

        const moved = await db
          .select({
            idProduct: t.stockMovements.idProduct,
            physical: sql<number>`sum(${t.stockMovements.physicalDelta})::int`,
            reserved: sql<number>`sum(${t.stockMovements.reservedDelta})::int`,
          })
          .from(t.stockMovements)
          .where(and(eq(t.stockMovements.idWarehouse, f.warehouse.idWarehouse), inArray(t.stockMovements.idProduct, [...ids, ...kits])))
          .groupBy(t.stockMovements.idProduct);
        for (const idProduct of kits) {
          const [row] = await db
            .select()
            .from(t.productStocks)
            .where(and(eq(t.productStocks.idWarehouse, f.warehouse.idWarehouse), eq(t.productStocks.idProduct, idProduct)));
          const sums = moved.find((m) => m.idProduct === idProduct) ?? { physical: 0, reserved: 0 };
          expect([row?.physicalQuantity ?? 0, row?.reservedQuantity ?? 0]).toEqual([sums.physical, sums.reserved]);
        }
        for (const idProduct of ids) {
          const row = await f.stock(idProduct);
          const sums = moved.find((m) => m.idProduct === idProduct) ?? { physical: 0, reserved: 0 };
          expect([row.physicalQuantity, row.reservedQuantity]).toEqual([sums.physical, sums.reserved]);
          expect(row.reservedQuantity).toBe(
            holds
              .flat()
              .filter((h) => h.idProduct === idProduct)
              .reduce((sum, h) => sum + h.quantity, 0),
          );
          expect(row.availableQuantity).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: REPLAYS },
    );
    console.info(
      `stock ledger replay: ${REPLAYS} replays, ${operations} operations in ${WORKERS} concurrent workers (${refused} refused short), ${samples} samples never below zero`,
    );
  });
});

// The embedded engine runs one transaction at a time: it has no deadlock to recover from, so this is PostgreSQL's alone.
describe('stock ledger [postgres only]', () => {
  let database: TestDatabase;
  let server: RunningServer;
  let pg: Fixture;
  beforeAll(async () => {
    database = await postgresForSuite();
    server = await startServer({ databaseUrl: database.databaseUrl });
    pg = await orderingFixture(server);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('runs a deadlock victim again: two transactions taking two stock lines in opposite orders both finish', async () => {
    const [p, q] = (await Promise.all([pg.product(5), pg.product(5)])).map((x) => x.idProduct);
    let attempts = 0;
    let holding = 0;
    let bothHoldOne!: () => void;
    const met = new Promise<void>((resolve) => (bothHoldOne = resolve));
    const lock = (tx: Parameters<Parameters<Db['transaction']>[0]>[0], idProduct: string) =>
      tx.execute(sql`select 1 from product_stocks where id_warehouse = ${pg.warehouse.idWarehouse} and id_product = ${idProduct} for update`);
    const take = (first: string, second: string) =>
      pg.db.transaction(async (tx) => {
        attempts++;
        await lock(tx, first);
        if (++holding === 2) bothHoldOne();
        await met;
        await lock(tx, second);
      });
    await Promise.all([take(p, q), take(q, p)]);
    // PostgreSQL ended one of them as the deadlock's victim; it ran again and finished.
    expect(attempts).toBe(3);
  });
});
