import { calendarMonthIn } from '../../platform/calendar-month';
import { monthBoundsIn } from '../../platform/zoned-time';

/**
 * Calendar months as statements and the money page cut them: in the merchant's time zone (its
 * first day begins at local midnight there).
 */
export interface MonthBounds {
  month: string;
  /** The first instant of the month (included). */
  start: Date;
  /** The first instant of the next month (excluded). */
  end: Date;
}

export function monthBounds(month: string, timeZone: string): MonthBounds {
  return { month, ...monthBoundsIn(month, timeZone) };
}

/** The month an instant falls in, YYYY-MM, in the zone. */
export function monthOf(at: Date, timeZone: string): string {
  return calendarMonthIn(at, timeZone);
}

/** The UTC month `back` months before that of `now`, YYYY-MM. */
function monthsBack(now: Date, back: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7);
}

/**
 * The earliest and the latest a month can begin and end anywhere: local time runs from UTC-12 to
 * UTC+14, so a month of any zone lies within its UTC month widened by these.
 */
export const EARLIEST_AHEAD_MS = 14 * 3_600_000;
export const LATEST_BEHIND_MS = 12 * 3_600_000;

/** The last month that has closed in every zone at `now`. */
export function lastClosedMonth(now: Date): string {
  return monthsBack(new Date(now.getTime() - LATEST_BEHIND_MS), 1);
}

/** The last `count` months closed in at least one zone at `now` (the first zone is UTC+14), oldest first. */
export function closedMonths(now: Date, count: number): string[] {
  const ahead = new Date(now.getTime() + EARLIEST_AHEAD_MS);
  const months: string[] = [];
  for (let back = count; back >= 1; back--) months.push(monthsBack(ahead, back));
  return months;
}

/** Every day of the month, YYYY-MM-DD (calendar days: the same in every zone). */
export function daysOf(month: string): string[] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}
