import { describe, expect, it } from 'vitest';
import { addDays, reportDayOf, todayInReportZone } from '../../../../shared/reports/stock-report';
import { dayOf, defaultStockReportView } from '../../../../web/reports/common/stock-report-state';

describe("a report date's day", () => {
  it('is the Paris day of an instant: the date field and the period both start from it', () => {
    // 00:15 in Paris on 27 November: the UTC text still says the 26th.
    const instant = '2026-11-26T23:15:00.000Z';
    expect(reportDayOf(instant)).toBe('2026-11-27');
    expect(dayOf(instant)).toBe('2026-11-27');
    expect(reportDayOf('2026-11-26')).toBe('2026-11-26');
    expect(todayInReportZone(new Date(instant))).toBe(reportDayOf(instant));
    expect(addDays(reportDayOf(instant), -30)).toBe('2026-10-28');
  });

  it("keeps the default details period 30 days before the date's day", () => {
    expect(defaultStockReportView('2026-11-27', true).from).toBe('2026-10-28');
  });
});
