import { describe, expect, it } from 'vitest';
import { allowedDayAway, monthCells, monthOf, weekdayNames } from '../../../../../web/ordering/common/delivery-calendar';

describe('the delivery date calendar', () => {
  it('lays a month out Monday first, blanks before the 1st', () => {
    // 1 January 2025 is a Wednesday: two blanks (Monday, Tuesday), then its 31 days.
    const cells = monthCells('2025-01');
    expect(cells.slice(0, 3)).toEqual([null, null, '2025-01-01']);
    expect(cells).toHaveLength(33);
    expect(cells.at(-1)).toBe('2025-01-31');
    // 1 September 2025 is a Monday: no blank; a leap February has 29 days.
    expect(monthCells('2025-09')[0]).toBe('2025-09-01');
    expect(monthCells('2024-02').filter(Boolean)).toHaveLength(29);
  });

  it('names the weekdays Monday first, in the reader’s language', () => {
    expect(weekdayNames('en')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('fr')[0]).toBe('lun.');
  });

  it('reads a day’s month', () => {
    expect(monthOf('2025-03-14')).toBe('2025-03');
  });

  describe('moves by arrow keys between allowed days only', () => {
    // Tuesdays and Thursdays of March 2025.
    const dates = ['2025-03-04', '2025-03-06', '2025-03-11', '2025-03-13', '2025-03-18'];

    it('left and right go to the previous and next allowed day, nowhere beyond', () => {
      expect(allowedDayAway(dates, '2025-03-06', 1)).toBe('2025-03-11');
      expect(allowedDayAway(dates, '2025-03-06', -1)).toBe('2025-03-04');
      expect(allowedDayAway(dates, '2025-03-18', 1)).toBeUndefined();
      expect(allowedDayAway(dates, '2025-03-04', -1)).toBeUndefined();
    });

    it('up and down go a week away, else to the nearest allowed day in that direction', () => {
      expect(allowedDayAway(dates, '2025-03-04', 7)).toBe('2025-03-11');
      expect(allowedDayAway(dates, '2025-03-13', -7)).toBe('2025-03-06');
      expect(allowedDayAway(['2025-03-04', '2025-03-20'], '2025-03-04', 7)).toBe('2025-03-20');
      expect(allowedDayAway(['2025-03-04', '2025-03-20'], '2025-03-20', -7)).toBe('2025-03-04');
      expect(allowedDayAway(dates, '2025-03-13', 7)).toBeUndefined();
    });
  });
});
