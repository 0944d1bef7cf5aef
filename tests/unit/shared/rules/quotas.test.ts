import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import {
  PERIOD_TYPES,
  PERIOD_TYPE_LABELS,
  QUOTA_STATUSES,
  QUOTA_TYPE_LABELS,
  UNIT_TYPE_LABELS,
  consumedAfterEdit,
  governingQuota,
  hasAnyQuota,
  quotaApplies,
  quotaRemaining,
  quotaStatus,
  quotaValidTo,
  QUOTA_MESSAGES,
  QUOTA_TIME_ZONE,
  QUOTA_TYPES,
  validityInOrder,
} from '../../../../shared/rules/quotas';
import { BUDGET_MESSAGES } from '../../../../shared/rules/budget-quotas';
import { quotaSaveInput } from '../../../../shared/planning/quotas';
import { budgetQuotaSaveInput } from '../../../../shared/planning/budget-quotas';
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

describe('quota status, what remains and which quota governs', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  const base = { enabled: true, quota: 10, quotaUsed: 3, validFrom: '2026-01-01T00:00:00Z', validTo: '2026-12-31T23:00:00Z' };
  it('is Inactive when disabled, Expired past validTo, Utilized when all is used, else Active', () => {
    expect(quotaStatus({ ...base, enabled: false }, now)).toBe(QUOTA_STATUSES.inactive);
    expect(quotaStatus({ ...base, validTo: '2026-05-31T21:59:59.999Z' }, now)).toBe(QUOTA_STATUSES.expired);
    expect(quotaStatus({ ...base, quotaUsed: 10 }, now)).toBe(QUOTA_STATUSES.utilized);
    expect(quotaStatus(base, now)).toBe(QUOTA_STATUSES.active);
    expect(QUOTA_STATUSES).toEqual({ active: 1, utilized: 2, expired: 3, inactive: 4 });
  });
  it('leaves quota minus used, never below zero, and applies only within its period', () => {
    expect(quotaRemaining({ quota: 10, quotaUsed: 8 })).toBe(2);
    expect(quotaRemaining({ quota: 5, quotaUsed: 8 })).toBe(0);
    expect(quotaApplies(base, now)).toBe(true);
    expect(quotaApplies({ ...base, validFrom: '2026-07-01T00:00:00Z' }, now)).toBe(false);
  });
  it('takes the first priority, then personal before group before hierarchy', () => {
    const q = (idQuota: string, priority: number, quotaType: number) => ({ idQuota, priority, quotaType });
    expect(governingQuota([q('h', 1, 1), q('g', 2, 2)])?.idQuota).toBe('h');
    expect(governingQuota([q('h', 1, 1), q('p', 1, 3), q('g', 1, 2)])?.idQuota).toBe('p');
    expect(governingQuota([])).toBeNull();
  });
  it('a raised line takes the difference; a lowered one keeps no more than its new quantity', () => {
    expect(consumedAfterEdit(8, 8, 11)).toBe(11);
    expect(consumedAfterEdit(8, 8, 5)).toBe(5);
    expect(consumedAfterEdit(3, 8, 6)).toBe(3);
    expect(consumedAfterEdit(0, 4, 2)).toBe(0);
  });
});

describe("a quota's and a budget's validity runs forward, on the Paris calendar", () => {
  const saved = (day: string) => DateTime.fromISO(day, { zone: QUOTA_TIME_ZONE }).startOf('day').toUTC().toISO()!;

  it('compares days as Paris names them, whether typed or saved as a date-time', () => {
    expect(validityInOrder('2026-11-27', '2026-11-27')).toBe(true);
    expect(validityInOrder(null, '2026-11-27')).toBe(true);
    // A first day saved as the start of 27 November in Paris is 2026-11-26T23:00Z: it is after a last day of the 26th.
    expect(saved('2026-11-27')).toBe('2026-11-26T23:00:00.000Z');
    expect(validityInOrder(saved('2026-11-27'), '2026-11-26')).toBe(false);
    expect(validityInOrder(saved('2026-11-27'), '2026-11-27')).toBe(true);
  });

  it('refuses a quota and a budget whose first day is after their last, with their own message on validTo', () => {
    const quota = { idProduct: '6f0e1f5c-0000-4000-8000-000000000001', quotaType: QUOTA_TYPES.user, quota: 5, validPeriodType: PERIOD_TYPES.custom };
    const refused = quotaSaveInput.safeParse({ ...quota, validFrom: saved('2026-11-27'), validTo: '2026-11-26' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['validTo', QUOTA_MESSAGES.dates]]);
    const budget = budgetQuotaSaveInput.safeParse({
      label: 'Outdoor',
      quotaType: 3,
      validPeriodType: PERIOD_TYPES.custom,
      validFrom: saved('2026-11-27'),
      validTo: '2026-11-26',
    });
    expect(budget.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['validTo', BUDGET_MESSAGES.dates]]);
  });
});
