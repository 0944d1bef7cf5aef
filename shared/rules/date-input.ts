import { DateTime } from 'luxon';
import { message, type Message } from './message';

/** A calendar date without time or zone, as sent to and received from the API: 'YYYY-MM-DD'. */
export type IsoDate = string;

/** The date picker's default pattern (luxon tokens). */
export const DEFAULT_DATE_INPUT_FORMAT = 'dd/MM/yyyy';

export const DATE_INPUT_MESSAGES = { format: 'validation.date.format' } as const;

/**
 * The calendar day a date text names in `zone`: a day ('YYYY-MM-DD') as it is, a date-time the day
 * it falls on there. Not its first ten characters: a UTC date-time names the day before for the
 * first hour or two of a Paris day. A text that is neither keeps its first ten characters.
 */
export function calendarDayIn(text: string, zone: string): IsoDate {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(text) ? null : DateTime.fromISO(text.replace(' ', 'T'), { zone });
  return instant?.isValid ? instant.toISODate()! : text.slice(0, 10);
}

/** Luxon's 'dd/MM/yyyy' is shown to people as 'DD/MM/YYYY'. */
export const humanDateFormat = (format: string) => format.toUpperCase();

/** Strict parse: the text must match the pattern exactly and name a real day (no 31.02). */
export function parseDateInput(text: string, format: string = DEFAULT_DATE_INPUT_FORMAT): IsoDate | null {
  const parsed = DateTime.fromFormat(text.trim(), format, { zone: 'utc' });
  return parsed.isValid ? parsed.toISODate() : null;
}

export function formatDateInput(date: IsoDate, format: string = DEFAULT_DATE_INPUT_FORMAT): string {
  return DateTime.fromISO(date, { zone: 'utc' }).toFormat(format);
}

/** 'Date format is {format}' when the text does not match; an empty text is left to "required". */
export function validateDateInput(text: string | null | undefined, format: string = DEFAULT_DATE_INPUT_FORMAT): Message | null {
  if (text == null || text.trim() === '') return null;
  return parseDateInput(text, format) ? null : message(DATE_INPUT_MESSAGES.format, { format: humanDateFormat(format) });
}

/**
 * The dates an import reads from text: the spec's DD.MM.YYYY, DD/MM/YYYY as French Excel (and
 * the portal, in both languages) writes it, and ISO YYYY-MM-DD. The day comes first in both
 * languages, as the portal shows dates; a month first (US) would be misread, which is why a dry run
 * shows every date it read.
 */
const IMPORT_DATE_FORMATS = ['dd.MM.yyyy', 'dd/MM/yyyy', 'yyyy-MM-dd'];

export function parseImportDate(text: string): IsoDate | null {
  for (const format of IMPORT_DATE_FORMATS) {
    const date = parseDateInput(text, format);
    if (date) return date;
  }
  return null;
}
