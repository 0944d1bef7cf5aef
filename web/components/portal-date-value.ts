import { DateTime } from 'luxon';

/** A calendar day as forms, the API, the validators and the CLI keep it: 'YYYY-MM-DD'. */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What a react-admin form holds while its date field shows a date typed halfway or a day that does
 * not exist (31/02): not a day, so the form's rule refuses it instead of saving the date before
 * or none.
 */
export const UNFINISHED_DAY = 'unfinished-date';

/** Why the day a date field shows cannot be taken: not a whole date, before `minDate`, after `maxDate`, or a day the rule excludes. */
export type DayProblem = 'invalid' | 'min' | 'max' | 'disabled';

/**
 * The day a form value names, as the picker holds it (midnight of that day in the browser's zone),
 * or null for none. A date-time (a quota's validTo) names its day in `zone`, the browser's by
 * default (as react-admin's DateInput read it); a value that names no day shows an empty field.
 */
export function pickerDay(value: unknown, zone?: string): DateTime | null {
  if (value == null || value === '' || value === UNFINISHED_DAY) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : DateTime.fromJSDate(value).startOf('day');
  if (typeof value !== 'string') return null;
  if (ISO_DAY.test(value)) {
    const day = DateTime.fromISO(value);
    return day.isValid ? day : null;
  }
  const instant = DateTime.fromISO(value);
  const day = (zone ? instant.setZone(zone) : instant).toISODate();
  return day ? DateTime.fromISO(day) : null;
}

/** The form value of what the picker holds: 'YYYY-MM-DD', null when empty, undefined when it is no whole date. */
export function isoDay(value: DateTime | null): string | null | undefined {
  if (value == null) return null;
  return value.isValid ? value.toISODate()! : undefined;
}

/** The picker's validation error as one of the portal's reasons (null when the day can be taken). */
export function dayProblem(error: string | null | undefined): DayProblem | null {
  switch (error) {
    case null:
    case undefined:
      return null;
    case 'minDate':
    case 'disablePast':
      return 'min';
    case 'maxDate':
    case 'disableFuture':
      return 'max';
    case 'shouldDisableDate':
    case 'shouldDisableMonth':
    case 'shouldDisableYear':
      return 'disabled';
    default:
      return 'invalid';
  }
}

/** The pattern as a person reads it in a message: DD/MM/YYYY, JJ/MM/AAAA in French. */
export const humanDayPattern = (pattern: string, language: string) => {
  const french = language.toLowerCase().startsWith('fr');
  return pattern.replace('dd', french ? 'JJ' : 'DD').replace('yyyy', french ? 'AAAA' : 'YYYY');
};

/** The day a form value names ('YYYY-MM-DD'), or null: to give one field's value as another's minDate or maxDate. */
export const dayOf = (value: unknown, zone?: string): string | null => pickerDay(value, zone)?.toISODate() ?? null;
