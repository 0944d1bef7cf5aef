/**
 * An event's tags one by one (spec part 2 "Events"; declared in shared/planning/events.ts):
 * GET /events/{id}/tags -> eventTags,
 * POST /events/{id}/tags { tagName } -> eventTag (the account's tag of that name, any case, made
 * when missing), DELETE /events/{id}/tags/{idEventTag}. Reading needs View, changing Edit on
 * EventsEvents in the event's account; an unknown event or tag answers 404.
 * Decision: where the event form's save leaves a non-upcoming event's tags as they are and answers
 * the event, a call that only changes a tag has nothing else to answer: it is refused with 409
 * EVENT_NOT_UPCOMING, so a client never believes a change was made.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { addEventTag, eventTagList, removeEventTag } from '../../shared/planning/events';
import { EVENT_MESSAGES } from '../../shared/rules/events';
import type { Action } from '../../shared/permissions';
import { authorize } from '../auth/context';
import type { Db, Tx } from '../db';
import { events, eventTags, tags } from '../db/schema';
import { HttpError, notFound } from '../lib/errors';
import { english } from '../lib/translate';
import { registerKind, type ActionBinding } from '../registry/route-kinds';
import { figures, tagEvent } from './events';

/** The event, once the caller is known to hold the permission in its account. */
async function reachEvent(tx: Tx, request: Parameters<typeof authorize>[0], idEvent: string, action: Action) {
  const [event] = await tx.select({ idEvent: events.idEvent, idClientAccount: events.idClientAccount }).from(events).where(eq(events.idEvent, idEvent));
  if (!event) throw notFound();
  authorize(request, action, 'EventsEvents', event.idClientAccount);
  if (action !== 'View' && (await figures(tx, idEvent)).status !== 'upcoming') {
    throw new HttpError(409, english({ key: EVENT_MESSAGES.upcomingOnly }), 'EVENT_NOT_UPCOMING');
  }
  return event;
}

const tagsOf = (tx: Tx, idEvent: string) =>
  tx
    .select({ idEventTag: eventTags.idEventTag, idTag: tags.idTag, tagName: tags.tagName, idClientAccount: eventTags.idClientAccount })
    .from(eventTags)
    .innerJoin(tags, eq(tags.idTag, eventTags.idTag))
    .where(eq(eventTags.idEvent, idEvent))
    .orderBy(asc(tags.tagName));

const listBinding: ActionBinding<typeof eventTagList> = {
  kind: eventTagList,
  run: async (tx, { request, params: { idEvent } }) => {
    await reachEvent(tx, request, idEvent, 'View');
    return { eventTags: await tagsOf(tx, idEvent) };
  },
};

const addBinding: ActionBinding<typeof addEventTag> = {
  kind: addEventTag,
  run: async (tx, { request, params: { idEvent }, body }) => {
    const event = await reachEvent(tx, request, idEvent, 'Edit');
    const idTag = await tagEvent(tx, event, body.tagName.trim());
    const [eventTag] = (await tagsOf(tx, event.idEvent)).filter((t) => t.idTag === idTag);
    return { eventTag };
  },
};

const removeBinding: ActionBinding<typeof removeEventTag> = {
  kind: removeEventTag,
  run: async (tx, { request, params: { idEvent, idEventTag } }) => {
    await reachEvent(tx, request, idEvent, 'Edit');
    const removed = await tx
      .delete(eventTags)
      .where(and(eq(eventTags.idEventTag, idEventTag), eq(eventTags.idEvent, idEvent)))
      .returning({ id: eventTags.idEventTag });
    if (!removed.length) throw notFound();
    return {};
  },
};

/** An event's tag calls, registered beside what they read (the events binding's tagEvent and figures). */
export function registerEventTagCalls(app: FastifyInstance, db: Db) {
  for (const binding of [listBinding, addBinding, removeBinding]) registerKind(app, db, binding);
}
