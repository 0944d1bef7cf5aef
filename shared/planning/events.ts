/**
 * Events of an account (spec part 2 sections 3, 4, 7): an event runs from its start to its end
 * date, with its expedition and return dates, its tags and the orders attached to it. Its status
 * follows the Paris calendar (eventStatus). Only an upcoming event changes: an update of another
 * changes nothing and answers the event; once orders are attached its four dates keep their
 * values (applyEventUpdate). Tags are saved with the event when the body lists some, as a diff by
 * name (removed ones deleted, then added ones created, new names becoming tags of the account).
 */
import { z } from 'zod';
import { GENERIC_MESSAGES as M } from '../rules/message';
import { EVENT_MESSAGES } from '../rules/events';
import { FIELD_LIMITS, requiredText } from '../rules/field-limits';
import { defineResource, type SavePart } from '../registry/define';

const id = z.uuid();
const day = z.string({ error: M.required }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date.format' });

export const eventTagRecord = z.object({ idEventTag: id, idTag: id, tagName: z.string(), idClientAccount: id });

export const eventRecord = z.object({
  idEvent: id,
  idClientAccount: id,
  eventName: z.string(),
  status: z.string(),
  eventStartDate: z.string(),
  eventEndDate: z.string(),
  expeditionDate: z.string().nullable(),
  returnDate: z.string().nullable(),
  attachedOrders: z.number(),
  eventTags: z.array(eventTagRecord),
});
export type EventRecord = z.infer<typeof eventRecord>;

export const eventInput = z.object({
  eventName: requiredText(FIELD_LIMITS.label),
  eventStartDate: day,
  eventEndDate: day,
  expeditionDate: day.nullish(),
  returnDate: day.nullish(),
});

export const eventSaveInput = eventInput
  .extend({
    eventTags: z
      .array(z.object({ tagName: requiredText(FIELD_LIMITS.label) }))
      .max(100)
      .optional(),
  })
  .refine((e) => e.eventStartDate <= e.eventEndDate, { error: EVENT_MESSAGES.dates, path: ['eventEndDate'] });
type EventSave = z.infer<typeof eventSaveInput>;

/** Tags by name, any case; an empty list leaves the tags as they are (the spec saves them only when there are some). */
const tagsPart: SavePart<EventSave, { tagName: string }> = {
  name: 'eventTags',
  // The first spelling of a name counts (a name given twice, in any case, is one tag).
  items: (body) =>
    body.eventTags?.length
      ? body.eventTags
          .map((t) => ({ tagName: t.tagName.trim() }))
          .filter((t, i, all) => all.findIndex((o) => o.tagName.toLowerCase() === t.tagName.toLowerCase()) === i)
      : undefined,
  key: (t) => t.tagName.toLowerCase(),
};

export const events = defineResource({
  name: 'events',
  route: 'event',
  subject: 'EventsEvents',
  ownership: 'account',
  idField: 'idEvent',
  paths: {
    list: '/client/account/{idClientAccount}/events',
    item: '/client/account/{idClientAccount}/events/{id}',
  },
  envelope: 'event',
  listEnvelope: 'events',
  record: eventRecord,
  input: eventInput,
  savePlan: { input: eventSaveInput, parts: [tagsPart] },
  list: {
    searchFields: ['eventName'],
    sortFields: ['eventStartDate', 'eventEndDate', 'eventName'],
    filterFields: ['eventName', 'eventStartDate', 'eventEndDate'],
    defaultSort: { field: 'eventStartDate', direction: 'ASC' },
    perPage: 25,
  },
  example: ({ unique }) => ({
    eventName: `Event ${unique}`,
    eventStartDate: '2099-06-01',
    eventEndDate: '2099-06-03',
    eventTags: [{ tagName: `tag ${unique}` }],
  }),
  columns: ['idEvent', 'eventName', 'status', 'eventStartDate', 'eventEndDate', 'expeditionDate', 'returnDate', 'attachedOrders'],
});

export const EVENT_TAG_SEARCH_PATH = '/client/account/{idClientAccount}/events/tags/{query}';
