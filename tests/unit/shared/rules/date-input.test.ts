import { describe, expect, it } from 'vitest';
import { calendarDayIn, DEFAULT_DATE_INPUT_FORMAT, formatDateInput, parseDateInput, validateDateInput } from '../../../../shared/rules/date-input';
import { t } from './locale-helpers';

describe('date input', () => {
  it('defaults to dd/MM/yyyy', () => {
    expect(DEFAULT_DATE_INPUT_FORMAT).toBe('dd/MM/yyyy');
    expect(parseDateInput('29/02/2024')).toBe('2024-02-29');
    expect(formatDateInput('2024-02-29')).toBe('29/02/2024');
  });

  it("says 'Date format is {format}' when the text does not match", () => {
    expect(t(validateDateInput('2024-02-29'))).toBe('Date format is DD/MM/YYYY');
    expect(t(validateDateInput('29/02/2023'))).toBe('Date format is DD/MM/YYYY');
    expect(t(validateDateInput('2024.02.29', 'dd.MM.yyyy'))).toBe('Date format is DD.MM.YYYY');
  });

  it('leaves an empty value to the required rule', () => {
    expect(validateDateInput('')).toBeNull();
    expect(validateDateInput(null)).toBeNull();
    expect(validateDateInput('01/03/2024')).toBeNull();
  });
});

describe('the calendar day of a date text in a zone', () => {
  it('keeps a day as it is', () => {
    expect(calendarDayIn('2026-11-26', 'Europe/Paris')).toBe('2026-11-26');
  });

  it("takes a UTC date-time's day on the zone's calendar, not its first ten characters", () => {
    // 23:15 UTC on 26 November is 00:15 on the 27th in Paris (winter, UTC+1); 21:59 UTC in summer (UTC+2) is still the same day.
    expect(calendarDayIn('2026-11-26T23:15:00.000Z', 'Europe/Paris')).toBe('2026-11-27');
    expect(calendarDayIn('2026-11-26T22:59:59.999Z', 'Europe/Paris')).toBe('2026-11-26');
    expect(calendarDayIn('2026-07-14T21:59:00Z', 'Europe/Paris')).toBe('2026-07-14');
    expect(calendarDayIn('2026-07-14T22:00:00Z', 'Europe/Paris')).toBe('2026-07-15');
    expect(calendarDayIn('2026-11-27T00:15:00+01:00', 'Europe/Paris')).toBe('2026-11-27');
    expect(calendarDayIn('2026-11-26 23:15:00Z', 'Europe/Paris')).toBe('2026-11-27');
  });

  it('keeps the first ten characters of a text that is not a date', () => {
    expect(calendarDayIn('2026-13-45T99:00Z', 'Europe/Paris')).toBe('2026-13-45');
  });
});
