import { DateTime } from 'luxon';

/** A day's month, 'YYYY-MM'. */
export const monthOf = (date: string) => date.slice(0, 7);

/** A month's calendar cells, Monday first: blanks (null) before the 1st, then every day ('YYYY-MM-DD'). */
export const monthCells = (month: string): (string | null)[] => {
  const first = DateTime.fromISO(`${month}-01`);
  const lead = (first.weekday + 6) % 7;
  return [...Array<null>(lead).fill(null), ...Array.from({ length: first.daysInMonth ?? 30 }, (_, i) => first.plus({ days: i }).toISODate()!)];
};

/** The weekdays' short names in a language, Monday first. */
export const weekdayNames = (language: string) =>
  Array.from({ length: 7 }, (_, i) => DateTime.fromISO('2024-01-01').plus({ days: i }).setLocale(language).toFormat('ccc'));

/**
 * Where an arrow key goes from an allowed day: the next or previous allowed day for one step (left,
 * right), else the allowed day `step` days away or the nearest allowed one in that direction (up,
 * down a week); undefined beyond the allowed days.
 */
export const allowedDayAway = (dates: readonly string[], from: string, step: number) => {
  const index = dates.indexOf(from);
  if (Math.abs(step) === 1) return dates[index + step];
  const target = DateTime.fromISO(from).plus({ days: step }).toISODate()!;
  return step > 0 ? dates.find((d) => d >= target) : [...dates].reverse().find((d) => d <= target);
};

/** The arrow keys' steps in days on the calendar. */
export const ARROW_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
