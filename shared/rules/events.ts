import type { TranslationKey } from '../i18n/translation-keys';
import type { SearchCriteriaInput } from '../api/search-criteria';

export const EVENT_STATUS_UPCOMING = 'upcoming';
export const EVENT_DATE_FIELDS = ['eventStartDate', 'eventEndDate', 'expeditionDate', 'returnDate'] as const;

interface EventLike {
  status?: string | null;
  attachedOrders?: number | null;
}

/** Only upcoming events can change; the status compares case-insensitively. */
export const canEditEvent = (event: EventLike) => (event.status ?? '').toLowerCase() === EVENT_STATUS_UPCOMING;

/**
 * The event after an update: unchanged unless it is upcoming; once orders are attached, its four
 * dates keep their values (the orders were planned on them) while other fields still change.
 */
export function applyEventUpdate<E extends EventLike>(existing: E, changes: Partial<E>): E {
  if (!canEditEvent(existing)) return existing;
  const updated = { ...existing, ...changes };
  if ((existing.attachedOrders ?? 0) > 0) {
    for (const field of EVENT_DATE_FIELDS) {
      const record = updated as Record<string, unknown>;
      if (field in existing) record[field] = (existing as Record<string, unknown>)[field];
      else delete record[field];
    }
  }
  return updated;
}

/** The stored active event stays active only while it is still upcoming. */
export const keepsActiveEvent = (fetched: EventLike | null | undefined) => fetched != null && canEditEvent(fetched);

/** The upcoming list: first page, soonest first, upcoming only. */
export function upcomingEventsCriteria(pageSize = 25): SearchCriteriaInput {
  return {
    currentPage: 1,
    pageSize,
    sortOrders: [{ field: 'eventStartDate', direction: 'ASC' }],
    filterGroups: [{ filters: [{ field: 'status', value: EVENT_STATUS_UPCOMING, conditionType: 'eq' }] }],
  };
}

export const EVENT_STATUSES = ['upcoming', 'ongoing', 'past'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const EVENT_MESSAGES = {
  dates: 'validation.event.dates',
  /** A cart in event mode (and the orders it places) names an upcoming event of its account. */
  notUpcoming: 'validation.event.notUpcoming',
  /** A tag added to or removed from an event that is no longer upcoming (its tags keep their values). */
  upcomingOnly: 'validation.event.upcomingOnly',
  /** A reservation asks for more than the warehouse has free (beside what other events hold). */
  reservationStock: 'validation.event.reservationStock',
  /** A reservation lowered under what the event's orders already drew. */
  reservationBelowUsed: 'validation.event.reservationBelowUsed',
} as const;

/** An event's status on a Paris calendar day ('YYYY-MM-DD'): upcoming before its start, ongoing until its end, then past. */
export function eventStatus(event: { eventStartDate: string; eventEndDate: string }, today: string): EventStatus {
  if (today < event.eventStartDate) return 'upcoming';
  if (today <= event.eventEndDate) return 'ongoing';
  return 'past';
}

export const EVENT_STATUS_LABELS: Record<EventStatus, TranslationKey> = {
  upcoming: 'labels.eventStatus.upcoming',
  ongoing: 'labels.eventStatus.ongoing',
  past: 'labels.eventStatus.past',
};
