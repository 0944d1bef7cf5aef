/**
 * Dates as the files write them (exports, mails): dd/mm/yyyy in a given time zone, by luxon's zone
 * arithmetic. A screen writes dates with display.ts's `formatDay` / `formatMoment` (Intl).
 */
import { DateTime } from 'luxon';

type DateValue = string | Date | null | undefined;

function toDateTime(value: DateValue, zone?: string): DateTime | null {
  if (value == null || value === '') return null;
  const parsed = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromISO(value, { setZone: true });
  if (!parsed.isValid) return null;
  // A bare date has no instant to convert: it is shown as written, whatever the viewer's zone.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return parsed;
  return zone ? parsed.setZone(zone) : parsed.toLocal();
}

/** dd/mm/yyyy in the viewer's zone (or `zone`); '' for a missing or invalid value. */
export const formatDate = (value: DateValue, zone?: string) => toDateTime(value, zone)?.toFormat('dd/MM/yyyy') ?? '';
/** dd/mm/yyyy hh:mm:ss, 24-hour clock. */
export const formatDateTime = (value: DateValue, zone?: string) => toDateTime(value, zone)?.toFormat('dd/MM/yyyy HH:mm:ss') ?? '';
