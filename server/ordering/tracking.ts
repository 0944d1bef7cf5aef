/**
 * The built-in tracking service: a parcel's events follow a fixed schedule from the moment it
 * was shipped, and only the ones already past are answered, so a parcel shipped an hour ago is
 * picked up and one shipped two days ago is delivered. Deterministic: the same parcel at the same
 * time always has the same history.
 */
import type { TrackingEvent, TrackingEventCode } from '../../shared/ordering/tracking';

const HOUR = 3_600_000;

/** Hours after shipping, event, where it happens, the carrier's wording. */
export const TRACKING_SCHEDULE: readonly { afterHours: number; code: TrackingEventCode; at: 'origin' | 'hub' | 'destination'; text: string }[] = [
  { afterHours: 0, code: 'PICKED_UP', at: 'origin', text: 'Parcel picked up at the warehouse' },
  { afterHours: 6, code: 'DEPARTED_HUB', at: 'hub', text: 'Departed the sorting hub' },
  { afterHours: 20, code: 'ARRIVED_DEPOT', at: 'destination', text: 'Arrived at the delivery depot' },
  { afterHours: 30, code: 'OUT_FOR_DELIVERY', at: 'destination', text: 'Out for delivery' },
  { afterHours: 34, code: 'DELIVERED', at: 'destination', text: 'Delivered' },
];

export const TRACKING_HUB = 'Paris Hub';

/** The events of a parcel shipped at `shippedDate`, as seen at `now`, oldest first. */
export function trackingEventsAt(shippedDate: Date, now: Date, places: { origin: string | null; destination: string | null }): TrackingEvent[] {
  return TRACKING_SCHEDULE.filter((step) => shippedDate.getTime() + step.afterHours * HOUR <= now.getTime()).map((step) => ({
    eventDate: new Date(shippedDate.getTime() + step.afterHours * HOUR).toISOString(),
    eventCode: step.code,
    eventDescription: step.text,
    location: step.at === 'hub' ? TRACKING_HUB : step.at === 'origin' ? places.origin : places.destination,
  }));
}
