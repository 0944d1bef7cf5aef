/**
 * The tracking service's call (GET /v1/order/{idTracking}/tracking, with a signed access token):
 * a parcel's events so far and the carrier's own tracking page. The server plays the service when
 * no real one is configured.
 */
import { z } from 'zod';
import type { ApiClient } from '../api/api-client';
import type { TranslationKey } from '../i18n/translation-keys';

export const TRACKING_PATH = '/v1/order/{idTracking}/tracking';

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
    return await api.request<TrackingAnswer>({ path: TRACKING_PATH, params: { idTracking } });
  } catch (error) {
    log(error);
    throw error;
  }
}
