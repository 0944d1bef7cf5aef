import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  allowedDeliveryDates,
  deliveryDateBounds,
  deliverySettingsSchema,
  formatDeliveryDate,
  hasSameDeliveryDate,
  isDeliveryDateAllowed,
  parseDeliveryDate,
  validateDeliveryDate,
  validateSameDeliveryDate,
  type DeliverySettings,
} from '../../../../shared/rules/delivery-dates';
import { t } from './locale-helpers';

const at = (iso: string) => new Date(iso);
const base: DeliverySettings = { deliveryDelayInDay: 2, deliveryMaxDelayInDay: 10, deliveryDayOfWeekOrderBeforeHour: 14 * 3600 };

describe('minimum and maximum delivery date (Europe/Paris)', () => {
  it('is today + deliveryDelayInDay, and the maximum deliveryMaxDelayInDay later', () => {
    // Wednesday 11 June 2025, 12:00 in Paris (UTC+2).
    expect(deliveryDateBounds(base, at('2025-06-11T10:00:00Z'))).toEqual({ min: '2025-06-13', max: '2025-06-23' });
  });

  it('adds one day when the order comes after the cut-off (in seconds since midnight)', () => {
    expect(deliveryDateBounds(base, at('2025-06-11T12:30:00Z'))).toEqual({ min: '2025-06-14', max: '2025-06-24' });
  });

  it('is still on time exactly at the cut-off, late one millisecond after', () => {
    expect(deliveryDateBounds(base, at('2025-06-11T12:00:00.000Z')).min).toBe('2025-06-13');
    expect(deliveryDateBounds(base, at('2025-06-11T12:00:00.001Z')).min).toBe('2025-06-14');
  });

  it('ignores a missing or zero cut-off', () => {
    const late = at('2025-06-11T21:00:00Z');
    expect(deliveryDateBounds({ ...base, deliveryDayOfWeekOrderBeforeHour: null }, late).min).toBe('2025-06-13');
    expect(deliveryDateBounds({ ...base, deliveryDayOfWeekOrderBeforeHour: 0 }, late).min).toBe('2025-06-13');
  });

  it('uses the Paris calendar day, not the UTC one', () => {
    // 23:30 UTC on 29 March is already 00:30 on the 30th in Paris.
    expect(deliveryDateBounds(base, at('2025-03-29T23:30:00Z')).min).toBe('2025-04-01');
    // 22:30 UTC on 25 October is 00:30 on the 26th in Paris (summer time, UTC+2).
    expect(deliveryDateBounds(base, at('2025-10-25T22:30:00Z')).min).toBe('2025-10-28');
  });

  it('reads the cut-off on the Paris wall clock across the spring DST change', () => {
    // 30 March 2025: 12:30 UTC is 14:30 CEST (after the 02:00 -> 03:00 jump): late.
    expect(deliveryDateBounds(base, at('2025-03-30T12:30:00Z')).min).toBe('2025-04-02');
    expect(deliveryDateBounds(base, at('2025-03-30T11:30:00Z')).min).toBe('2025-04-01');
  });

  it('reads the cut-off on the Paris wall clock across the autumn DST change', () => {
    // 26 October 2025: 12:30 UTC is 13:30 CET (back to UTC+1): on time; 13:30 UTC is 14:30: late.
    expect(deliveryDateBounds(base, at('2025-10-26T12:30:00Z')).min).toBe('2025-10-28');
    expect(deliveryDateBounds(base, at('2025-10-26T13:30:00Z')).min).toBe('2025-10-29');
  });

  it('counts calendar days through a DST change and a year end', () => {
    const settings = { deliveryDelayInDay: 3, deliveryMaxDelayInDay: 5 };
    expect(deliveryDateBounds(settings, at('2025-03-28T10:00:00Z'))).toEqual({ min: '2025-03-31', max: '2025-04-05' });
    expect(deliveryDateBounds(settings, at('2025-12-30T10:00:00Z'))).toEqual({ min: '2026-01-02', max: '2026-01-07' });
  });
});

describe('allowed delivery dates', () => {
  it('lists the weekdays between minimum and maximum', () => {
    expect(allowedDeliveryDates(base, at('2025-06-11T10:00:00Z'))).toEqual([
      '2025-06-13',
      '2025-06-16',
      '2025-06-17',
      '2025-06-18',
      '2025-06-19',
      '2025-06-20',
      '2025-06-23',
    ]);
  });

  it('keeps weekends when deliveryWeekEndEnabled is set', () => {
    const dates = allowedDeliveryDates({ ...base, deliveryWeekEndEnabled: true }, at('2025-06-11T10:00:00Z'));
    expect(dates).toHaveLength(11);
    expect(dates).toContain('2025-06-14');
  });

  const tuesdays = (increment: number | null) =>
    allowedDeliveryDates(
      { deliveryDelayInDay: 0, deliveryMaxDelayInDay: 60, deliveryDayOfWeek: 2, deliveryDayOfWeekWeekIncrement: increment },
      at('2025-06-11T10:00:00Z'), // Wednesday: the Tuesday of this week is already past
    );

  it('restricts to deliveryDayOfWeek (Monday=1 .. Sunday=0) every week', () => {
    const everyWeek = ['2025-06-17', '2025-06-24', '2025-07-01', '2025-07-08', '2025-07-15', '2025-07-22', '2025-07-29', '2025-08-05'];
    expect(tuesdays(1)).toEqual(everyWeek);
    expect(tuesdays(null)).toEqual(everyWeek);
  });

  it('repeats every 2, 3 or 4 weeks counted from the week of the minimum date', () => {
    expect(tuesdays(2)).toEqual(['2025-06-24', '2025-07-08', '2025-07-22', '2025-08-05']);
    expect(tuesdays(3)).toEqual(['2025-07-01', '2025-07-22']);
    expect(tuesdays(4)).toEqual(['2025-07-08', '2025-08-05']);
  });

  it('uses even ISO weeks for 5 and odd ISO weeks for 6', () => {
    expect(tuesdays(5)).toEqual(['2025-06-24', '2025-07-08', '2025-07-22', '2025-08-05']); // weeks 26, 28, 30, 32
    expect(tuesdays(6)).toEqual(['2025-06-17', '2025-07-01', '2025-07-15', '2025-07-29']); // weeks 25, 27, 29, 31
  });

  describe('across a year end with ISO week 53', () => {
    // Sunday 20 December 2020; Mondays: 21 Dec (week 52), 28 Dec (53), 4 Jan (1), 11 Jan (2), 18 Jan (3).
    const mondays = (increment: number) =>
      allowedDeliveryDates(
        { deliveryDelayInDay: 0, deliveryMaxDelayInDay: 30, deliveryDayOfWeek: 1, deliveryDayOfWeekWeekIncrement: increment },
        at('2020-12-20T10:00:00Z'),
      );

    it('odd weeks include both week 53 and week 1', () => {
      expect(mondays(6)).toEqual(['2020-12-28', '2021-01-04', '2021-01-18']);
    });

    it('even weeks skip from week 52 to week 2', () => {
      expect(mondays(5)).toEqual(['2020-12-21', '2021-01-11']);
    });

    it('"every 2 weeks" keeps its rhythm through the year end', () => {
      expect(mondays(2)).toEqual(['2020-12-28', '2021-01-11']);
    });
  });

  it('needs weekends enabled for a Saturday or Sunday delivery day', () => {
    const saturday = { deliveryDelayInDay: 0, deliveryMaxDelayInDay: 14, deliveryDayOfWeek: 6 };
    expect(allowedDeliveryDates(saturday, at('2025-06-11T10:00:00Z'))).toEqual([]);
    expect(allowedDeliveryDates({ ...saturday, deliveryWeekEndEnabled: true }, at('2025-06-11T10:00:00Z'))).toEqual(['2025-06-14', '2025-06-21']);
    expect(
      allowedDeliveryDates({ deliveryDelayInDay: 0, deliveryMaxDelayInDay: 7, deliveryDayOfWeek: 0, deliveryWeekEndEnabled: true }, at('2025-06-11T10:00:00Z')),
    ).toEqual(['2025-06-15']);
  });

  it('answers the same question one date at a time', () => {
    const now = at('2025-06-11T10:00:00Z');
    expect(isDeliveryDateAllowed('2025-06-13', base, now)).toBe(true);
    expect(isDeliveryDateAllowed('2025-06-12', base, now)).toBe(false);
    expect(isDeliveryDateAllowed('2025-06-14', base, now)).toBe(false);
    expect(isDeliveryDateAllowed('2025-06-24', base, now)).toBe(false);
    expect(isDeliveryDateAllowed('not a date', base, now)).toBe(false);
  });
});

describe('DD.MM.YYYY', () => {
  it('formats and parses', () => {
    expect(formatDeliveryDate('2025-12-31')).toBe('31.12.2025');
    expect(parseDeliveryDate('31.12.2025')).toBe('2025-12-31');
    expect(parseDeliveryDate(' 01.02.2026 ')).toBe('2026-02-01');
  });

  it('refuses other shapes and days that do not exist', () => {
    for (const text of ['31/12/2025', '2025-12-31', '1.2.2025', '31.02.2025', '01.02.25', '']) expect(parseDeliveryDate(text)).toBeNull();
  });
});

describe('validateDeliveryDate', () => {
  const now = at('2025-06-11T10:00:00Z');
  it('gives the spec message for a wrong format', () => {
    expect(t(validateDeliveryDate('2025-06-13', base, now))).toBe('Date format is DD.MM.YYYY');
  });
  it('names the window when the date is outside it', () => {
    expect(t(validateDeliveryDate('12.06.2025', base, now))).toBe('Please choose a delivery date between 13.06.2025 and 23.06.2025.');
  });
  it('refuses weekends and days that are not delivery days', () => {
    expect(validateDeliveryDate('14.06.2025', base, now)?.key).toBe('validation.deliveryDate.weekend');
    expect(validateDeliveryDate('16.06.2025', { ...base, deliveryDayOfWeek: 2 }, now)?.key).toBe('validation.deliveryDate.notDeliveryDay');
  });
  it('accepts an allowed date, and an empty one unless required', () => {
    expect(validateDeliveryDate('13.06.2025', base, now)).toBeNull();
    expect(validateDeliveryDate('', base, now)).toBeNull();
    expect(validateDeliveryDate('', base, now, { required: true })?.key).toBe('validation.deliveryDate.required');
  });
});

describe('same delivery date on every order line', () => {
  it('holds when all lines agree', () => {
    expect(hasSameDeliveryDate(['2025-06-13', '2025-06-13'])).toBe(true);
    expect(hasSameDeliveryDate([])).toBe(true);
    expect(hasSameDeliveryDate([null, '', undefined])).toBe(true);
  });
  it('fails when a line differs, including a line without a date', () => {
    expect(hasSameDeliveryDate(['2025-06-13', '2025-06-16'])).toBe(false);
    expect(hasSameDeliveryDate(['2025-06-13', null])).toBe(false);
    expect(t(validateSameDeliveryDate(['2025-06-13', '2025-06-16']))).toBe('The delivery date must be the same for every order line.');
  });
});

describe('deliverySettingsSchema', () => {
  it('accepts the spec ranges and refuses others', () => {
    expect(
      deliverySettingsSchema.safeParse({ deliveryDelayInDay: 1, deliveryMaxDelayInDay: 30, deliveryDayOfWeek: 0, deliveryDayOfWeekWeekIncrement: 6 }).success,
    ).toBe(true);
    expect(deliverySettingsSchema.safeParse({ deliveryDelayInDay: 1, deliveryMaxDelayInDay: 30, deliveryDayOfWeek: 7 }).success).toBe(false);
    expect(deliverySettingsSchema.safeParse({ deliveryDelayInDay: 1, deliveryMaxDelayInDay: 30, deliveryDayOfWeekWeekIncrement: 0 }).success).toBe(false);
    expect(deliverySettingsSchema.safeParse({ deliveryDelayInDay: 1.5, deliveryMaxDelayInDay: 30 }).success).toBe(false);
  });
});

describe('properties', () => {
  // An independent oracle for the Paris calendar and wall clock: the platform's Intl data.
  const paris = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const parisParts = (now: Date) => Object.fromEntries(paris.formatToParts(now).map((p) => [p.type, p.value]));
  const plusDays = (iso: string, days: number) => DateTime.fromISO(iso, { zone: 'utc' }).plus({ days }).toISODate()!;

  const instant = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true });
  const settings = fc.record({
    deliveryDelayInDay: fc.integer({ min: 0, max: 20 }),
    deliveryMaxDelayInDay: fc.integer({ min: 0, max: 70 }),
    deliveryDayOfWeekOrderBeforeHour: fc.option(fc.integer({ min: 0, max: 86_399 })),
    deliveryWeekEndEnabled: fc.boolean(),
    deliveryDayOfWeek: fc.option(fc.integer({ min: 0, max: 6 })),
    deliveryDayOfWeekWeekIncrement: fc.option(fc.integer({ min: 1, max: 6 })),
  });

  it('the minimum is the Paris day plus the delay, plus one after the cut-off', () => {
    fc.assert(
      fc.property(instant, settings, (now, s) => {
        const p = parisParts(now);
        const seconds = Number(p.hour) * 3600 + Number(p.minute) * 60 + Number(p.second) + now.getUTCMilliseconds() / 1000;
        const late = !!s.deliveryDayOfWeekOrderBeforeHour && seconds > s.deliveryDayOfWeekOrderBeforeHour;
        const { min, max } = deliveryDateBounds(s, now);
        expect(min).toBe(plusDays(`${p.year}-${p.month}-${p.day}`, s.deliveryDelayInDay + (late ? 1 : 0)));
        expect(max).toBe(plusDays(min, s.deliveryMaxDelayInDay));
      }),
    );
  });

  it('every listed date is allowed, every other date of the window is not', () => {
    fc.assert(
      fc.property(instant, settings, (now, s) => {
        const { min, max } = deliveryDateBounds(s, now);
        const allowed = new Set(allowedDeliveryDates(s, now));
        for (let day = min; day <= max; day = plusDays(day, 1)) expect(isDeliveryDateAllowed(day, s, now)).toBe(allowed.has(day));
        expect(isDeliveryDateAllowed(plusDays(min, -1), s, now)).toBe(false);
        expect(isDeliveryDateAllowed(plusDays(max, 1), s, now)).toBe(false);
      }),
    );
  });

  it('listed dates respect weekends, the weekday and the week rhythm', () => {
    fc.assert(
      fc.property(instant, settings, (now, s) => {
        const dates = allowedDeliveryDates(s, now).map((d) => DateTime.fromISO(d, { zone: 'utc' }));
        for (const d of dates) {
          if (!s.deliveryWeekEndEnabled) expect(d.weekday).toBeLessThan(6);
          if (s.deliveryDayOfWeek != null) {
            expect(d.weekday % 7).toBe(s.deliveryDayOfWeek);
            if (s.deliveryDayOfWeekWeekIncrement === 5) expect(d.weekNumber % 2).toBe(0);
            if (s.deliveryDayOfWeekWeekIncrement === 6) expect(d.weekNumber % 2).toBe(1);
          }
        }
        const n = s.deliveryDayOfWeekWeekIncrement ?? 1;
        if (s.deliveryDayOfWeek != null && n <= 4) {
          for (let i = 1; i < dates.length; i++) expect(dates[i].diff(dates[i - 1], 'days').days).toBe(7 * n);
        }
      }),
    );
  });
});
