/**
 * Storage of events and their tags. The status and the attached orders (not cancelled) are read
 * with the row; an update applies the spec's rule (applyEventUpdate): an event that is no longer
 * upcoming keeps every value (and its tags), and one with attached orders keeps its four dates.
 * A tag is found by name in the account's tags (any case) or created.
 */
import { and, eq, sql } from 'drizzle-orm';
import { events } from '../../shared/planning/events';
import { applyEventUpdate, EVENT_DATE_FIELDS, EVENT_MESSAGES } from '../../shared/rules/events';
import type { Tx } from '../db';
import { eventReservations, events as eventsTable, eventTags, tags } from '../db/schema';
import { GENERIC_MESSAGES } from '../../shared/rules/message';
import { VALIDATION_FAILED } from '../lib/error-handler';
import { badRequest } from '../lib/errors';
import { lockStock } from '../stock/stock';
import { heldForEvents } from './event-reservations';
import { bind, outer, type PartBinding } from '../registry/binding';
import { accountWarehouse } from '../administration/warehouses';
import { accountProductType } from '../administration/account-products';

type EventRow = typeof eventsTable.$inferSelect;

/** Today on the Paris calendar, as the database sees it. */
const parisToday = sql`(now() at time zone 'Europe/Paris')::date`;

const statusOf = (start: unknown, end: unknown) =>
  sql`case when ${start} > ${parisToday} then 'upcoming' when ${end} >= ${parisToday} then 'ongoing' else 'past' end`;

/**
 * Whether an event is an upcoming event of the account: what a cart in event mode, and every order
 * it places, must name (another account's event, a past or ongoing one, or none is refused).
 */
export async function isUpcomingEventOf(tx: Tx, idClientAccount: string, idEvent: string) {
  const [row] = await tx
    .select({ idEvent: eventsTable.idEvent })
    .from(eventsTable)
    .where(and(eq(eventsTable.idEvent, idEvent), eq(eventsTable.idClientAccount, idClientAccount), sql`${eventsTable.eventStartDate} > ${parisToday}`));
  return Boolean(row);
}

export async function figures(tx: Tx, idEvent: string) {
  const [row] = await tx
    .select({
      status: sql<string>`${statusOf(eventsTable.eventStartDate, eventsTable.eventEndDate)}`,
      attachedOrders: sql<number>`(select count(*)::int from customer_orders o where o.id_event = ${outer(eventsTable.idEvent)} and o.status_code <> 0)`,
    })
    .from(eventsTable)
    .where(eq(eventsTable.idEvent, idEvent));
  return row;
}

const tagsPart: PartBinding<EventRow, { tagName: string }> = {
  current: (tx, { row }) =>
    tx.select({ tagName: tags.tagName }).from(eventTags).innerJoin(tags, eq(tags.idTag, eventTags.idTag)).where(eq(eventTags.idEvent, row.idEvent)),
  remove: async (tx, { row }, item) => {
    if ((await figures(tx, row.idEvent)).status !== 'upcoming') return;
    await tx.execute(
      sql`delete from event_tags et using tags t where et.id_tag = t.id_tag and et.id_event = ${row.idEvent} and lower(t.tag_name) = lower(${item.tagName})`,
    );
  },
  add: async (tx, { row }, item) => {
    if ((await figures(tx, row.idEvent)).status !== 'upcoming') return;
    await tagEvent(tx, row, item.tagName);
  },
};

/** Gives the event the account's tag of that name (any case), made first when the account has none. */
export async function tagEvent(tx: Tx, event: { idEvent: string; idClientAccount: string }, tagName: string) {
  await tx.insert(tags).values({ idClientAccount: event.idClientAccount, tagName }).onConflictDoNothing();
  const [tag] = await tx
    .select({ idTag: tags.idTag })
    .from(tags)
    .where(and(eq(tags.idClientAccount, event.idClientAccount), sql`lower(${tags.tagName}) = lower(${tagName})`));
  await tx.insert(eventTags).values({ idEvent: event.idEvent, idClientAccount: event.idClientAccount, idTag: tag.idTag }).onConflictDoNothing();
  return tag.idTag;
}

type ReservationItem = { idProduct: string; idWarehouse: string; quantity: number };

const invalidReservation = (key: string, params?: Record<string, number>) =>
  badRequest(VALIDATION_FAILED, { reservations: key }, 'VALIDATION', params ? { reservations: params } : undefined);

/** Units of the product free in the warehouse beside what every event holds (the stock line locked first, as order writers take it). */
async function freeToReserve(tx: Tx, idWarehouse: string, idProduct: string) {
  await lockStock(tx, [{ idWarehouse, idProduct }]);
  const [line] = await tx
    .execute<{ available: number }>(
      sql`select (physical_quantity - reserved_quantity)::int as available from product_stocks where id_warehouse = ${idWarehouse} and id_product = ${idProduct}`,
    )
    .then((r) => r.rows);
  const held = (await heldForEvents(tx, idWarehouse, [idProduct])).get(idProduct) ?? 0;
  return Math.max(0, Number(line?.available ?? 0) - held);
}

/**
 * Reservations by product and warehouse, for an upcoming event only (as its other values): a
 * simple product of the account in one of its warehouses, no more than is free there beside what
 * other events hold; a kept one changes its quantity in place, never under what its orders drew.
 */
const reservationsPart: PartBinding<EventRow, ReservationItem> = {
  current: (tx, { row }) =>
    tx
      .select({ idProduct: eventReservations.idProduct, idWarehouse: eventReservations.idWarehouse, quantity: eventReservations.quantity })
      .from(eventReservations)
      .where(eq(eventReservations.idEvent, row.idEvent)),
  remove: async (tx, { row }, item) => {
    if ((await figures(tx, row.idEvent)).status !== 'upcoming') return;
    await tx
      .delete(eventReservations)
      .where(
        and(eq(eventReservations.idEvent, row.idEvent), eq(eventReservations.idProduct, item.idProduct), eq(eventReservations.idWarehouse, item.idWarehouse)),
      );
  },
  add: async (tx, { row }, item) => {
    if ((await figures(tx, row.idEvent)).status !== 'upcoming') return;
    const type = await accountProductType(tx, row.idClientAccount, item.idProduct);
    const warehouse = await accountWarehouse(tx, row.idClientAccount, item.idWarehouse);
    if (type !== 'SIMPLE' || !warehouse) throw invalidReservation(GENERIC_MESSAGES.unknownReference);
    const free = await freeToReserve(tx, item.idWarehouse, item.idProduct);
    if (item.quantity > free) throw invalidReservation(EVENT_MESSAGES.reservationStock, { available: free });
    await tx.insert(eventReservations).values({ ...item, idEvent: row.idEvent, idClientAccount: row.idClientAccount });
  },
  change: async (tx, { row }, stored, wanted) => {
    if ((await figures(tx, row.idEvent)).status !== 'upcoming') return;
    const free = await freeToReserve(tx, wanted.idWarehouse, wanted.idProduct);
    const where = and(
      eq(eventReservations.idEvent, row.idEvent),
      eq(eventReservations.idProduct, wanted.idProduct),
      eq(eventReservations.idWarehouse, wanted.idWarehouse),
    );
    const [current] = await tx.select().from(eventReservations).where(where).for('update');
    if (wanted.quantity < current.usedQuantity) throw invalidReservation(EVENT_MESSAGES.reservationBelowUsed, { used: current.usedQuantity });
    if (wanted.quantity - stored.quantity > free) throw invalidReservation(EVENT_MESSAGES.reservationStock, { available: stored.quantity + free });
    await tx.update(eventReservations).set({ quantity: wanted.quantity }).where(where);
  },
};

export const eventsBinding = bind({
  description: events,
  table: eventsTable,
  nested: {
    status: statusOf(outer(eventsTable.eventStartDate), outer(eventsTable.eventEndDate)),
    attachedOrders: sql`(select count(*)::int from customer_orders o where o.id_event = ${outer(eventsTable.idEvent)} and o.status_code <> 0)`,
    eventTags: sql`coalesce((select json_agg(json_build_object('idEventTag', et.id_event_tag, 'idTag', t.id_tag, 'tagName', t.tag_name,
        'idClientAccount', et.id_client_account) order by lower(t.tag_name))
      from event_tags et inner join tags t on t.id_tag = et.id_tag where et.id_event = ${outer(eventsTable.idEvent)}), '[]'::json)`,
    reservations: sql`coalesce((select json_agg(json_build_object('idEventReservation', r.id_event_reservation, 'idProduct', r.id_product,
        'productName', p.product_name, 'sku', p.sku, 'idWarehouse', r.id_warehouse, 'warehouseName', w.warehouse_name, 'quantity', r.quantity,
        'usedQuantity', r.used_quantity, 'remaining', r.quantity - r.used_quantity) order by p.product_name, w.warehouse_name)
      from event_reservations r inner join products p on p.id_product = r.id_product inner join warehouses w on w.id_warehouse = r.id_warehouse
      where r.id_event = ${outer(eventsTable.idEvent)}), '[]'::json)`,
  },
  shape: ({ createdAt: _createdAt, ...record }) => record,
  beforeWrite: async (tx, { values, current }) => {
    if (!current) return values;
    const { status, attachedOrders } = await figures(tx, current.idEvent);
    const stored: Record<string, unknown> = { ...current, status, attachedOrders };
    const updated = applyEventUpdate(stored, values);
    // Only the event's own columns go back to the table; an event not upcoming is written as it is.
    const next: Record<string, unknown> = { ...values };
    for (const field of ['eventName', ...EVENT_DATE_FIELDS]) if (field in updated) next[field] = updated[field];
    return next;
  },
  parts: { eventTags: tagsPart, reservations: reservationsPart },
});
