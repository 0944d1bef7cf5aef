/**
 * The tracking service's call (GET /v1/order/{idTracking}/tracking, with a signed access token):
 * a parcel's events so far and the carrier's own tracking page. The server plays the service when
 * no real one is configured: open to signed-in users, it answers whoever may read the parcel's
 * order, and anyone else, with any permission or none, learns nothing (404).
 */
import { z } from 'zod';
import type { ApiClient } from '../api/api-client';
import type { TranslationKey } from '../i18n/translation-keys';
import { actionsOf, callAction } from '../registry/route-kinds';

export const TRACKING_EVENT_CODES = ['PICKED_UP', 'DEPARTED_HUB', 'ARRIVED_DEPOT', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const;
export type TrackingEventCode = (typeof TRACKING_EVENT_CODES)[number];

export const trackingEvent = z.object({
  eventDate: z.string(),
  eventCode: z.enum(TRACKING_EVENT_CODES),
  /** The carrier's own wording, in English; screens show their translation of the code. */
  eventDescription: z.string(),
  location: z.string().nullable(),
});
export type TrackingEvent = z.infer<typeof trackingEvent>;

export const trackingAnswer = z.object({ trackingEvents: z.array(trackingEvent), urlCarrierTracking: z.string() });
export type TrackingAnswer = z.infer<typeof trackingAnswer>;

/** A parcel's tracking, by the carrier's tracking number (any text up to 50 characters). */
export const parcelTracking = actionsOf('tracking', 'signedIn').read({
  name: 'readParcelTracking',
  path: '/v1/order/{idTracking}/tracking',
  params: z.object({ idTracking: z.string().max(50) }),
  answer: trackingAnswer,
  summary: 'A parcel’s tracking events and the carrier’s tracking page',
});

/** Label keys of the event codes. */
export const TRACKING_EVENT_LABELS: Record<TrackingEventCode, TranslationKey> = {
  PICKED_UP: 'pages.orders.tracking.events.pickedUp',
  DEPARTED_HUB: 'pages.orders.tracking.events.departedHub',
  ARRIVED_DEPOT: 'pages.orders.tracking.events.arrivedDepot',
  OUT_FOR_DELIVERY: 'pages.orders.tracking.events.outForDelivery',
  DELIVERED: 'pages.orders.tracking.events.delivered',
};

/**
 * The spec: tracking errors are logged and rethrown. The caller (a screen) shows the failure;
 * the log keeps what the service answered.
 */
export async function fetchTracking(api: ApiClient, idTracking: string, log: (error: unknown) => void = console.error): Promise<TrackingAnswer> {
  try {
    return await callAction(api, parcelTracking, { idTracking });
  } catch (error) {
    log(error);
    throw error;
  }
}
