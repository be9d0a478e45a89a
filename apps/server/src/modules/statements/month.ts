/**
 * Calendar months as statements and the money page cut them: in UTC (the product keeps no time
 * zone of a merchant for its money; the collection time zone is the batch rule's alone).
 */
export interface MonthBounds {
  month: string;
  /** The first instant of the month (included). */
  start: Date;
  /** The first instant of the next month (excluded). */
  end: Date;
}

export function monthBounds(month: string): MonthBounds {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { month, start: new Date(Date.UTC(year, m - 1, 1)), end: new Date(Date.UTC(year, m, 1)) };
}

/** The month an instant falls in, YYYY-MM (UTC). */
export function monthOf(at: Date): string {
  return at.toISOString().slice(0, 7);
}

/** The last month that has closed at `now`: the one before the current month. */
export function lastClosedMonth(now: Date): string {
  return monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));
}

/** The last `count` months closed at `now`, oldest first. */
export function closedMonths(now: Date, count: number): string[] {
  const months: string[] = [];
  for (let back = count; back >= 1; back--) {
    months.push(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))));
  }
  return months;
}

/** Every day of the month, YYYY-MM-DD. */
export function daysOf(month: string): string[] {
  const { start, end } = monthBounds(month);
  const days: string[] = [];
  for (let at = start.getTime(); at < end.getTime(); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}
