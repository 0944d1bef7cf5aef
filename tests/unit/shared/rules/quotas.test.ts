import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { PERIOD_TYPES, PERIOD_TYPE_LABELS, QUOTA_TYPE_LABELS, UNIT_TYPE_LABELS, hasAnyQuota, quotaValidTo } from '../../../../shared/rules/quotas';
import { t } from './locale-helpers';

describe('quota validTo on create', () => {
  it('annual: start of the day; custom: end of the day (Paris calendar)', () => {
    expect(quotaValidTo('2025-12-31', PERIOD_TYPES.annual)).toBe('2025-12-31T00:00:00.000+01:00');
    expect(quotaValidTo('2025-12-31', PERIOD_TYPES.custom)).toBe('2025-12-31T23:59:59.999+01:00');
    expect(quotaValidTo('2025-07-14', PERIOD_TYPES.custom)).toBe('2025-07-14T23:59:59.999+02:00');
  });

  it('takes the Paris day of a date-time', () => {
    expect(quotaValidTo('2025-12-30T23:30:00Z', PERIOD_TYPES.annual)).toBe('2025-12-31T00:00:00.000+01:00');
  });

  it('handles the short and long DST days', () => {
    expect(quotaValidTo('2025-03-30', PERIOD_TYPES.custom)).toBe('2025-03-30T23:59:59.999+02:00');
    expect(quotaValidTo('2025-10-26', PERIOD_TYPES.annual)).toBe('2025-10-26T00:00:00.000+02:00');
  });

  it('gives null for nothing', () => {
    expect(quotaValidTo('', PERIOD_TYPES.annual)).toBeNull();
    expect(quotaValidTo('soon', PERIOD_TYPES.annual)).toBeNull();
  });

  it('property: annual is the first and custom the last millisecond of the same Paris day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
        const day = DateTime.fromJSDate(d, { zone: 'utc' }).toISODate()!;
        const start = DateTime.fromISO(quotaValidTo(day, PERIOD_TYPES.annual)!, { setZone: true });
        const end = DateTime.fromISO(quotaValidTo(day, PERIOD_TYPES.custom)!, { setZone: true });
        expect(start.setZone('Europe/Paris').toISODate()).toBe(day);
        expect(end.setZone('Europe/Paris').toISODate()).toBe(day);
        expect(start.setZone('Europe/Paris').toFormat('HH:mm:ss.SSS')).toBe('00:00:00.000');
        expect(end.setZone('Europe/Paris').plus({ milliseconds: 1 }).toISODate()).not.toBe(day);
      }),
    );
  });
});

describe('quota labels and flags', () => {
  it('types 1 hierarchy, 2 group, 3 user; periods annual 1, custom 4; unit 1', () => {
    expect([1, 2, 3].map((c) => t(QUOTA_TYPE_LABELS[c]))).toEqual(['Hierarchy', 'Group', 'User']);
    expect([1, 4].map((c) => t(PERIOD_TYPE_LABELS[c]))).toEqual(['Annual', 'Custom']);
    expect(t(UNIT_TYPE_LABELS[1])).toBe('Unit');
  });

  it('quota screens need quotas or budget quotas', () => {
    expect(hasAnyQuota({})).toBe(false);
    expect(hasAnyQuota({ hasBudgetQuotas: true })).toBe(true);
  });
});
