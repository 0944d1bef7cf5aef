import type { TranslationKey } from '../i18n/translation-keys';
import { DateTime } from 'luxon';
import { z } from 'zod';
import { type IsoDate, parseDateInput, formatDateInput, DATE_INPUT_MESSAGES, humanDateFormat } from './date-input';
import { GENERIC_MESSAGES, message, type Message } from './message';

/**
 * Which days a delivery may be requested for. Every computation happens on the Europe/Paris
 * calendar: "now" is an injected instant, turned into a Paris wall-clock time once, and all later
 * arithmetic is on plain calendar dates (kept in UTC, which has no daylight-saving jumps).
 */
export const DELIVERY_TIME_ZONE = 'Europe/Paris';
export const DELIVERY_DATE_FORMAT = 'dd.MM.yyyy';

export interface DeliverySettings {
  deliveryDelayInDay: number;
  deliveryMaxDelayInDay: number;
  /** Order cut-off, in seconds since midnight (Paris wall clock). */
  deliveryDayOfWeekOrderBeforeHour?: number | null;
  deliveryWeekEndEnabled?: boolean | null;
  /** Monday=1 .. Saturday=6, Sunday=0. */
  deliveryDayOfWeek?: number | null;
  /** 1-4: every n weeks; 5: even ISO weeks; 6: odd ISO weeks. */
  deliveryDayOfWeekWeekIncrement?: number | null;
}

export const WEEKDAYS = { monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, sunday: 0 } as const;
export const WEEKDAY_LABELS: Record<number, TranslationKey> = {
  1: 'labels.weekday.monday',
  2: 'labels.weekday.tuesday',
  3: 'labels.weekday.wednesday',
  4: 'labels.weekday.thursday',
  5: 'labels.weekday.friday',
  6: 'labels.weekday.saturday',
  0: 'labels.weekday.sunday',
};

export const WEEK_INCREMENTS = { everyWeek: 1, every2Weeks: 2, every3Weeks: 3, every4Weeks: 4, evenWeeks: 5, oddWeeks: 6 } as const;
export const WEEK_INCREMENT_LABELS: Record<number, TranslationKey> = {
  1: 'labels.weekIncrement.everyWeek',
  2: 'labels.weekIncrement.every2Weeks',
  3: 'labels.weekIncrement.every3Weeks',
  4: 'labels.weekIncrement.every4Weeks',
  5: 'labels.weekIncrement.evenWeeks',
  6: 'labels.weekIncrement.oddWeeks',
};

export const DELIVERY_DATE_MESSAGES = {
  format: DATE_INPUT_MESSAGES.format,
  required: 'validation.deliveryDate.required',
  outOfRange: 'validation.deliveryDate.outOfRange',
  weekend: 'validation.deliveryDate.weekend',
  notDeliveryDay: 'validation.deliveryDate.notDeliveryDay',
  notSameOnEveryLine: 'validation.deliveryDate.notSameOnEveryLine',
} as const;

const { notANumber, notWhole, negative, tooBig, tooSmall } = GENERIC_MESSAGES;
const wholeDays = z.number({ error: notANumber }).int({ error: notWhole }).min(0, { error: negative });
/** The settings as an administrator enters them (shipping method / account configuration). */
export const deliverySettingsSchema = z.object({
  deliveryDelayInDay: wholeDays,
  deliveryMaxDelayInDay: wholeDays,
  deliveryDayOfWeekOrderBeforeHour: wholeDays.max(86_399, { error: tooBig }).nullish(),
  deliveryWeekEndEnabled: z.boolean().nullish(),
  deliveryDayOfWeek: wholeDays.max(6, { error: tooBig }).nullish(),
  deliveryDayOfWeekWeekIncrement: wholeDays.min(1, { error: tooSmall }).max(6, { error: tooBig }).nullish(),
});

const calendar = (date: IsoDate) => DateTime.fromISO(date, { zone: 'utc' });
const toIso = (day: DateTime) => day.toISODate() as IsoDate;

/** The Paris calendar day and wall-clock seconds since midnight of an instant. */
function parisClock(now: Date) {
  const local = DateTime.fromJSDate(now, { zone: DELIVERY_TIME_ZONE });
  // Wall-clock time, not elapsed time: on a DST day 10:00 is still 36000, as people read the cut-off.
  const secondsOfDay = local.hour * 3600 + local.minute * 60 + local.second + local.millisecond / 1000;
  return { today: DateTime.utc(local.year, local.month, local.day), secondsOfDay };
}

/**
 * Minimum and maximum delivery day. "Past the cut-off" is strictly after it: an order at exactly
 * 14:00:00.000 with a 14:00 cut-off is still on time. A missing or zero cut-off means none
 * (a midnight cut-off would only be a longer delay, so 0 is read as "not configured").
 */
export function deliveryDateBounds(settings: DeliverySettings, now: Date): { min: IsoDate; max: IsoDate } {
  const { today, secondsOfDay } = parisClock(now);
  const cutOff = settings.deliveryDayOfWeekOrderBeforeHour;
  const late = cutOff != null && cutOff > 0 && secondsOfDay > cutOff;
  const min = today.plus({ days: settings.deliveryDelayInDay + (late ? 1 : 0) });
  return { min: toIso(min), max: toIso(min.plus({ days: settings.deliveryMaxDelayInDay })) };
}

const isWeekend = (day: DateTime) => day.weekday >= 6;
const mondayOf = (day: DateTime) => day.minus({ days: day.weekday - 1 });

/**
 * The weekday and week-frequency restriction. Increments 1-4 count whole weeks (Monday-based)
 * from the week that contains the minimum date: that week and every n-th after it are allowed.
 * When the chosen weekday of that first week is already before the minimum date, the first
 * allowed date is therefore n weeks later. The anchor moves with "today", as the spec counts from
 * the minimum date. Increments 5/6 use ISO week parity, so week 53 and week 1 are both odd.
 * Without a deliveryDayOfWeek the increment has nothing to repeat and is ignored.
 */
function matchesDayOfWeek(day: DateTime, settings: DeliverySettings, min: DateTime): boolean {
  const dayOfWeek = settings.deliveryDayOfWeek;
  if (dayOfWeek == null) return true;
  if (day.weekday % 7 !== dayOfWeek) return false;
  const increment = settings.deliveryDayOfWeekWeekIncrement ?? 1;
  if (increment === WEEK_INCREMENTS.evenWeeks) return day.weekNumber % 2 === 0;
  if (increment === WEEK_INCREMENTS.oddWeeks) return day.weekNumber % 2 === 1;
  if (increment >= 2 && increment <= 4) {
    const weeks = Math.round(mondayOf(day).diff(mondayOf(min), 'days').days / 7);
    return weeks % increment === 0;
  }
  return true;
}

type Refusal = keyof typeof DELIVERY_DATE_MESSAGES | null;

function refusal(day: DateTime, settings: DeliverySettings, bounds: { min: IsoDate; max: IsoDate }): Refusal {
  const iso = toIso(day);
  if (iso < bounds.min || iso > bounds.max) return 'outOfRange';
  // A configured Saturday or Sunday delivery day still needs weekends enabled: the spec says the
  // weekday setting "restricts" the allowed dates, it never widens them.
  if (!settings.deliveryWeekEndEnabled && isWeekend(day)) return 'weekend';
  if (!matchesDayOfWeek(day, settings, calendar(bounds.min))) return 'notDeliveryDay';
  return null;
}

export function isDeliveryDateAllowed(date: IsoDate, settings: DeliverySettings, now: Date): boolean {
  const day = calendar(date);
  return day.isValid && refusal(day, settings, deliveryDateBounds(settings, now)) === null;
}

/** Every allowed day from the minimum to the maximum, inclusive; may be empty (e.g. a weekend-only window). */
export function allowedDeliveryDates(settings: DeliverySettings, now: Date): IsoDate[] {
  const bounds = deliveryDateBounds(settings, now);
  const dates: IsoDate[] = [];
  for (let day = calendar(bounds.min); toIso(day) <= bounds.max; day = day.plus({ days: 1 })) {
    if (refusal(day, settings, bounds) === null) dates.push(toIso(day));
  }
  return dates;
}

export const formatDeliveryDate = (date: IsoDate) => formatDateInput(date, DELIVERY_DATE_FORMAT);
export const parseDeliveryDate = (text: string) => parseDateInput(text, DELIVERY_DATE_FORMAT);

/** The message for a typed DD.MM.YYYY date; an empty value is valid unless required (checkout sends null). */
export function validateDeliveryDate(
  text: string | null | undefined,
  settings: DeliverySettings,
  now: Date,
  options: { required?: boolean } = {},
): Message | null {
  if (text == null || text.trim() === '') return options.required ? message(DELIVERY_DATE_MESSAGES.required) : null;
  const date = parseDeliveryDate(text);
  if (!date) return message(DELIVERY_DATE_MESSAGES.format, { format: humanDateFormat(DELIVERY_DATE_FORMAT) });
  const bounds = deliveryDateBounds(settings, now);
  const reason = refusal(calendar(date), settings, bounds);
  if (reason === 'outOfRange') {
    return message(DELIVERY_DATE_MESSAGES.outOfRange, { min: formatDeliveryDate(bounds.min), max: formatDeliveryDate(bounds.max) });
  }
  return reason ? message(DELIVERY_DATE_MESSAGES[reason]) : null;
}

/**
 * Every order line must ask for the same day. A line without a date differs from a line with
 * one: mixing them would split the order into two deliveries without anybody asking for it.
 */
export function hasSameDeliveryDate(dates: ReadonlyArray<IsoDate | null | undefined>): boolean {
  const normalized = dates.map((d) => (d == null || d === '' ? null : d));
  return normalized.every((d) => d === normalized[0]);
}

export function validateSameDeliveryDate(dates: ReadonlyArray<IsoDate | null | undefined>): Message | null {
  return hasSameDeliveryDate(dates) ? null : message(DELIVERY_DATE_MESSAGES.notSameOnEveryLine);
}
