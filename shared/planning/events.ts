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
import { actionsOf } from '../registry/route-kinds';

const id = z.uuid();
const day = z.string({ error: M.required }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date.format' });

export const eventTagRecord = z.object({ idEventTag: id, idTag: id, tagName: z.string(), idClientAccount: id });

/** Stock the event sets aside: units of a product in a warehouse of its account, and what its orders drew. */
export const eventReservationRecord = z.object({
  idEventReservation: id,
  idProduct: id,
  productName: z.string(),
  sku: z.string(),
  idWarehouse: id,
  warehouseName: z.string(),
  quantity: z.number(),
  usedQuantity: z.number(),
  remaining: z.number(),
});
export type EventReservation = z.infer<typeof eventReservationRecord>;

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
  reservations: z.array(eventReservationRecord),
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
    reservations: z
      .array(
        z.object({
          idProduct: z.uuid({ error: M.required }),
          idWarehouse: z.uuid({ error: M.required }),
          quantity: z.number({ error: M.notANumber }).int({ error: M.notWhole }).positive({ error: M.notPositive }).max(1_000_000, { error: M.tooLong }),
        }),
      )
      .max(200)
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

type ReservationItem = { idProduct: string; idWarehouse: string; quantity: number };
/** Reservations by product and warehouse; a kept one changes its quantity in place (what orders drew stays). */
const reservationsPart: SavePart<EventSave, ReservationItem> = {
  name: 'reservations',
  items: (body) => body.reservations?.map((r) => ({ idProduct: r.idProduct, idWarehouse: r.idWarehouse, quantity: r.quantity })),
  key: (r) => `${r.idProduct}:${r.idWarehouse}`,
  equal: (a, b) => a.quantity === b.quantity,
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
  savePlan: { input: eventSaveInput, parts: [tagsPart, reservationsPart] },
  list: {
    searchFields: ['eventName'],
    sortFields: ['eventStartDate', 'eventEndDate', 'eventName'],
    filterFields: ['eventName', 'eventStartDate', 'eventEndDate'],
    defaultSort: { field: 'eventStartDate', direction: 'ASC' },
  },
  example: ({ unique }) => ({
    eventName: `Event ${unique}`,
    eventStartDate: '2099-06-01',
    eventEndDate: '2099-06-03',
    eventTags: [{ tagName: `tag ${unique}` }],
  }),
  columns: ['idEvent', 'eventName', 'status', 'eventStartDate', 'eventEndDate', 'expeditionDate', 'returnDate', 'attachedOrders'],
});

/**
 * The events' calls beside the record (spec part 2 "Events"), on EventsEvents. Those of an event or
 * a product name no account in their path: the registry lets in a holder in any account, and the
 * server checks the event's or product's own account once it has found it (an unknown one is 404).
 */
const calls = actionsOf('events', { subject: 'EventsEvents', account: 'any' });
const inAccount = { subject: 'EventsEvents', account: { placeholder: 'idClientAccount' } } as const;

/** Search as you type for an event's tags: the account's tags containing the text, 20 at most. */
export const eventTagSearch = calls.list('tags', z.object({ idTag: id, tagName: z.string() }), {
  name: 'searchEventTags',
  access: inAccount,
  path: '/client/account/{idClientAccount}/events/tags/{query}',
  params: z.object({ query: z.string().min(1).max(50) }),
  summary: "Search the account's tags for an event",
});
export const EVENT_TAG_SEARCH_PATH = eventTagSearch.path;

export const eventTagInput = z.object({
  idEvent: id.optional(),
  idClientAccount: id.optional(),
  idTag: id.optional(),
  tagName: requiredText(FIELD_LIMITS.label),
});

/**
 * An event's tags one by one, beside the event saved with its tags: listed (View), added by name
 * (Edit; a new name becomes a tag of the account), removed (Edit).
 */
export const eventTagList = calls.list('eventTags', eventTagRecord, {
  name: 'readEventTags',
  path: '/events/{idEvent}/tags',
  summary: "An event's tags",
});
export const addEventTag = calls.action({
  name: 'addEventTag',
  method: 'POST',
  action: 'Edit',
  path: '/events/{idEvent}/tags',
  body: eventTagInput,
  answer: z.object({ eventTag: eventTagRecord }),
  status: 201,
  summary: 'Tag an event (by name)',
});

export const removeEventTag = calls.remove({
  name: 'removeEventTag',
  path: '/events/{idEvent}/tags/{idEventTag}',
  summary: "Remove an event's tag",
});

export const EVENT_TAG_PATHS = {
  list: eventTagList.path,
  item: removeEventTag.path,
} as const;

/** A reservation as the product's calls list it: its event, its warehouse and the days it holds. */
export const productReservationRecord = eventReservationRecord.extend({
  idEvent: id,
  eventName: z.string(),
  fromDate: z.string(),
  toDate: z.string(),
});

/** A product's stock in a warehouse on a date: what events hold then is not available to other orders. */
export const reservationStockRecord = z.object({
  idWarehouse: id,
  warehouseName: z.string(),
  physicalQuantity: z.number(),
  reservedQuantity: z.number(),
  availableQuantity: z.number(),
  eventReservedQuantity: z.number(),
  availableOnDate: z.number(),
});

const pathDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date.format' });

/** A product's event reservations whose days (expedition, else start, to return, else end) meet the range (View in the product's account). */
export const productReservations = calls.list('reservations', productReservationRecord, {
  name: 'readProductReservations',
  path: '/products/{idProduct}/reservations/fromdate/{fromDate}/todate/{toDate}',
  params: z.object({ fromDate: pathDay, toDate: pathDay }),
  summary: "A product's event reservations over a date range",
});

/** The product's stock per warehouse of its account on a date, with what events hold then (View in the product's account). */
export const productStocksOnDate = calls.list('stocks', reservationStockRecord, {
  name: 'readProductStocksOnDate',
  path: '/products/{idProduct}/reservations/date/{date}/stocks',
  params: z.object({ date: pathDay }),
  query: z.object({ idWarehouse: z.uuid().optional() }),
  summary: "A product's stock per warehouse on a date, with what events hold then",
});

/** A product's event reservations over a date range, and its stock on a date with what events hold then (spec part 2 "Events"). */
export const RESERVATION_PATHS = {
  range: productReservations.path,
  stocks: productStocksOnDate.path,
} as const;
