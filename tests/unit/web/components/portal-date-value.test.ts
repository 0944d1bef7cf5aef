import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { describe, expect, it } from 'vitest';
import { dayInputPattern, formatDay } from '../../../../shared/rules/display';
import { dayOf, dayProblem, humanDayPattern, isoDay, pickerDay, UNFINISHED_DAY } from '../../../../web/components/portal-date-value';

/** What the picker shows of a form value, and the form value of what a person types, in a language. */
const shown = (value: unknown, language: string, zone?: string) => {
  const day = pickerDay(value, zone);
  return day ? new AdapterLuxon({ locale: language === 'fr' ? 'fr' : 'en-GB' }).formatByString(day, dayInputPattern(language)) : '';
};
const typed = (text: string, language: string) =>
  isoDay(new AdapterLuxon({ locale: language === 'fr' ? 'fr' : 'en-GB' }).parse(text, dayInputPattern(language)));

describe('the portal’s date field: values in and out', () => {
  it('types and shows days as every screen writes them (formatDay), in both languages', () => {
    expect(dayInputPattern('en')).toBe('dd/MM/yyyy');
    expect(dayInputPattern('fr')).toBe('dd/MM/yyyy');
    for (const language of ['en', 'fr']) {
      expect(shown('2026-11-26', language)).toBe(formatDay('2026-11-26', language));
      expect(shown('2026-02-03', language)).toBe('03/02/2026');
    }
    expect(humanDayPattern(dayInputPattern('en'), 'en')).toBe('DD/MM/YYYY');
    expect(humanDayPattern(dayInputPattern('fr'), 'fr')).toBe('JJ/MM/AAAA');
  });

  it('gives the form an ISO day, null once cleared, and no day for a date typed halfway or that does not exist', () => {
    expect(typed('26/11/2026', 'fr')).toBe('2026-11-26');
    expect(typed('03/02/2026', 'en')).toBe('2026-02-03');
    expect(typed('31/02/2026', 'en')).toBeUndefined();
    expect(isoDay(null)).toBeNull();
    expect(isoDay(pickerDay('2026-11-26'))).toBe('2026-11-26');
  });

  it('reads an ISO day as that day in any zone, a date-time as its day in the zone given, and nothing else as a day', () => {
    expect(pickerDay('2026-11-26')?.toISODate()).toBe('2026-11-26');
    // An annual quota's validTo is the start of its day in Paris, the evening before in UTC.
    expect(dayOf('2026-12-30T23:00:00.000Z', 'Europe/Paris')).toBe('2026-12-31');
    expect(dayOf('2026-12-31T22:59:59.999Z', 'Europe/Paris')).toBe('2026-12-31');
    expect(dayOf(null)).toBeNull();
    expect(dayOf('')).toBeNull();
    expect(dayOf(UNFINISHED_DAY)).toBeNull();
    expect(dayOf('26/11/2026')).toBeNull();
    expect(dayOf(new Date(2026, 10, 26, 15))).toBe('2026-11-26');
  });

  it('names why a day cannot be taken from the picker’s validation', () => {
    expect(dayProblem(null)).toBeNull();
    expect(dayProblem('invalidDate')).toBe('invalid');
    expect(dayProblem('minDate')).toBe('min');
    expect(dayProblem('maxDate')).toBe('max');
    expect(dayProblem('shouldDisableDate')).toBe('disabled');
  });
});
