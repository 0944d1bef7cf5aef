/**
 * Storage of events and their tags. The status and the attached orders (not cancelled) are read
 * with the row; an update applies the spec's rule (applyEventUpdate): an event that is no longer
 * upcoming keeps every value (and its tags), and one with attached orders keeps its four dates.
 * A tag is found by name in the account's tags (any case) or created.
 */
import { and, eq, sql } from 'drizzle-orm';
import { events } from '../../shared/planning/events';
import { applyEventUpdate, EVENT_DATE_FIELDS } from '../../shared/rules/events';
import type { Tx } from '../db';
import { events as eventsTable, eventTags, tags } from '../db/schema';
import { bind, outer, type PartBinding } from '../registry/binding';

type EventRow = typeof eventsTable.$inferSelect;

/** Today on the Paris calendar, as the database sees it. */
const parisToday = sql`(now() at time zone 'Europe/Paris')::date`;

const statusOf = (start: unknown, end: unknown) =>
  sql`case when ${start} > ${parisToday} then 'upcoming' when ${end} >= ${parisToday} then 'ongoing' else 'past' end`;

async function figures(tx: Tx, idEvent: string) {
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
    await tx.insert(tags).values({ idClientAccount: row.idClientAccount, tagName: item.tagName }).onConflictDoNothing();
    const [tag] = await tx
      .select({ idTag: tags.idTag })
      .from(tags)
      .where(and(eq(tags.idClientAccount, row.idClientAccount), sql`lower(${tags.tagName}) = lower(${item.tagName})`));
    await tx.insert(eventTags).values({ idEvent: row.idEvent, idClientAccount: row.idClientAccount, idTag: tag.idTag }).onConflictDoNothing();
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
  parts: { eventTags: tagsPart },
});
