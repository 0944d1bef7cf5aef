/**
 * Event reservations where stock is taken: an event sets units of a product aside in a warehouse
 * of its account, held from when they are reserved until the event is over (its return date,
 * else its end, on the Paris calendar). Orders attached to the event draw on them; no other order
 * may take them: after an order writer reserves its stock, what stays available must still cover
 * every event's hold, else the order is short ('Insufficient quantity').
 *
 * - heldForEvents(tx, warehouse, products)        units held per product (what the events have not drawn yet)
 * - drawReservations(tx, warehouse, orders)       new orders: an event's order draws on its reservations, then the holds are checked
 * - changeReservationDraws(tx, order, changes)    an edited event order draws more or gives back; the holds are checked
 * - giveBackReservations(tx, idCustomerOrder)     a cancelled order gives back exactly what it drew
 *
 * Locks: stock lines first (the order writers' reserve, the reservation save), then reservation
 * rows in id order, so orders and reservations of one product serialize and never deadlock.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db';
import { eventReservationDraws, eventReservations, productStocks } from '../db/schema';

/** A reservation is held until its event is over: the return date, else the end, on the Paris calendar. */
export const heldNow = sql`exists (select 1 from events e where e.id_event = ${eventReservations.idEvent}
  and coalesce(e.return_date, e.event_end_date) >= (now() at time zone 'Europe/Paris')::date)`;

/** Units held by events per product in a warehouse: what their reservations have not drawn yet. */
export async function heldForEvents(tx: Tx, idWarehouse: string, idProducts: readonly string[]): Promise<Map<string, number>> {
  if (!idProducts.length) return new Map();
  const rows = await tx
    .select({ idProduct: eventReservations.idProduct, held: sql<number>`sum(${eventReservations.quantity} - ${eventReservations.usedQuantity})::int` })
    .from(eventReservations)
    .where(and(eq(eventReservations.idWarehouse, idWarehouse), inArray(eventReservations.idProduct, [...new Set(idProducts)]), heldNow))
    .groupBy(eventReservations.idProduct);
  return new Map(rows.map((r) => [r.idProduct, Number(r.held)]));
}

/** The first product whose available units (stock lines locked by the caller) no longer cover the events' holds, else null. */
export async function shortOfHolds(tx: Tx, idWarehouse: string, idProducts: readonly string[]): Promise<string | null> {
  const products = [...new Set(idProducts)].sort();
  const held = await heldForEvents(tx, idWarehouse, products);
  if (![...held.values()].some((n) => n > 0)) return null;
  const stocks = await tx
    .select({ idProduct: productStocks.idProduct, available: sql<number>`(${productStocks.physicalQuantity} - ${productStocks.reservedQuantity})::int` })
    .from(productStocks)
    .where(and(eq(productStocks.idWarehouse, idWarehouse), inArray(productStocks.idProduct, products)));
  for (const idProduct of products) {
    const available = Number(stocks.find((s) => s.idProduct === idProduct)?.available ?? 0);
    if ((held.get(idProduct) ?? 0) > available) return idProduct;
  }
  return null;
}

/** Locks an event's reservations of these products in a warehouse, in id order. */
async function lockReservations(tx: Tx, idEvent: string, idWarehouse: string, idProducts: readonly string[]) {
  if (!idProducts.length) return [];
  return tx
    .select()
    .from(eventReservations)
    .where(and(eq(eventReservations.idEvent, idEvent), eq(eventReservations.idWarehouse, idWarehouse), inArray(eventReservations.idProduct, [...idProducts])))
    .orderBy(eventReservations.idEventReservation)
    .for('update');
}

export interface OrderDraw {
  idCustomerOrder: string;
  idEvent: string | null;
  backorder: boolean;
  lines: readonly { idProduct: string; quantity: number }[];
}

/**
 * New orders whose stock was just reserved: an order attached to an event draws its units on the
 * event's reservations first (as far as they go), then every product taken must leave the events'
 * holds available. Answers the first short product (the caller refuses the orders), else null.
 */
export async function drawReservations(tx: Tx, idWarehouse: string, orders: readonly OrderDraw[]): Promise<string | null> {
  const taking = orders.filter((o) => !o.backorder);
  for (const order of taking) {
    if (!order.idEvent) continue;
    const need = new Map<string, number>();
    for (const l of order.lines) need.set(l.idProduct, (need.get(l.idProduct) ?? 0) + l.quantity);
    for (const r of await lockReservations(tx, order.idEvent, idWarehouse, [...need.keys()])) {
      const drawn = Math.min(need.get(r.idProduct) ?? 0, r.quantity - r.usedQuantity);
      if (drawn <= 0) continue;
      await tx
        .update(eventReservations)
        .set({ usedQuantity: sql`${eventReservations.usedQuantity} + ${drawn}` })
        .where(eq(eventReservations.idEventReservation, r.idEventReservation));
      await tx.insert(eventReservationDraws).values({ idCustomerOrder: order.idCustomerOrder, idEventReservation: r.idEventReservation, quantity: drawn });
    }
  }
  return shortOfHolds(
    tx,
    idWarehouse,
    taking.flatMap((o) => o.lines.map((l) => l.idProduct)),
  );
}

/**
 * An edited order: per warehouse and product, its ordered units go from `from` to `to`. An event's
 * order draws more on its reservations when raised (as far as they go) and gives back what it drew
 * beyond its new units when lowered; raised products must leave the holds available. Answers the
 * first short product, else null.
 */
export async function changeReservationDraws(
  tx: Tx,
  order: { idCustomerOrder: string; idEvent: string | null },
  changes: readonly { idWarehouse: string; idProduct: string; from: number; to: number }[],
): Promise<string | null> {
  const moved = changes.filter((c) => c.from !== c.to);
  if (order.idEvent)
    for (const c of moved) {
      const [r] = await lockReservations(tx, order.idEvent, c.idWarehouse, [c.idProduct]);
      if (!r) continue;
      const [draw] = await tx
        .select()
        .from(eventReservationDraws)
        .where(and(eq(eventReservationDraws.idCustomerOrder, order.idCustomerOrder), eq(eventReservationDraws.idEventReservation, r.idEventReservation)));
      const before = draw?.quantity ?? 0;
      const after = c.to > c.from ? before + Math.min(c.to - c.from, r.quantity - r.usedQuantity) : Math.min(before, c.to);
      if (after === before) continue;
      await tx
        .update(eventReservations)
        .set({ usedQuantity: sql`greatest(${eventReservations.usedQuantity} + ${after - before}, 0)` })
        .where(eq(eventReservations.idEventReservation, r.idEventReservation));
      const where = and(eq(eventReservationDraws.idCustomerOrder, order.idCustomerOrder), eq(eventReservationDraws.idEventReservation, r.idEventReservation));
      if (after === 0) await tx.delete(eventReservationDraws).where(where);
      else if (draw) await tx.update(eventReservationDraws).set({ quantity: after }).where(where);
      else await tx.insert(eventReservationDraws).values({ idCustomerOrder: order.idCustomerOrder, idEventReservation: r.idEventReservation, quantity: after });
    }
  for (const idWarehouse of new Set(moved.filter((c) => c.to > c.from).map((c) => c.idWarehouse))) {
    const short = await shortOfHolds(
      tx,
      idWarehouse,
      moved.filter((c) => c.idWarehouse === idWarehouse && c.to > c.from).map((c) => c.idProduct),
    );
    if (short) return short;
  }
  return null;
}

/** A cancelled order gives back to its event's reservations exactly what it drew. */
export async function giveBackReservations(tx: Tx, idCustomerOrder: string): Promise<void> {
  const draws = await tx.select().from(eventReservationDraws).where(eq(eventReservationDraws.idCustomerOrder, idCustomerOrder));
  for (const d of [...draws].sort((a, b) => a.idEventReservation.localeCompare(b.idEventReservation)))
    await tx
      .update(eventReservations)
      .set({ usedQuantity: sql`greatest(${eventReservations.usedQuantity} - ${d.quantity}, 0)` })
      .where(eq(eventReservations.idEventReservation, d.idEventReservation));
  if (draws.length) await tx.delete(eventReservationDraws).where(eq(eventReservationDraws.idCustomerOrder, idCustomerOrder));
}
