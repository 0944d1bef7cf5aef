import { describe, expect, it } from 'vitest';
import { dashboardMonths } from '../../../../server/ordering/orders-over-time';
import { DASHBOARD_MONTHS } from '../../../../shared/ordering/dashboard-schemas';

describe('the dashboard’s months', () => {
  it('are the twelve calendar months of Europe/Paris ending with the current one, oldest first', () => {
    const { months, from } = dashboardMonths(new Date('2026-11-23T13:00:00Z'));
    expect(DASHBOARD_MONTHS).toBe(12);
    expect(months).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    // 1 December 2025 at midnight in Paris (UTC+1 in winter).
    expect(from.toISOString()).toBe('2025-11-30T23:00:00.000Z');
  });

  it('take the month of Paris, not of UTC, at a month’s first hour', () => {
    // 31 May 22:30 UTC is already 1 June 00:30 in Paris (UTC+2 in summer).
    const { months, from } = dashboardMonths(new Date('2026-05-31T22:30:00Z'));
    expect(months.at(-1)).toBe('2026-06');
    expect(from.toISOString()).toBe('2025-06-30T22:00:00.000Z');
  });
});
