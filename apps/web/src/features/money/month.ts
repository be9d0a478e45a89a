import { localDate } from '../../lib/timeZones';

/** Calendar months as the API writes them (YYYY-MM, in the merchant's time zone). */

const pad = (n: number) => String(n).padStart(2, '0');

/** The month `now` falls in, in the merchant's time zone (the flows cut their days in it). */
export function monthOf(now: Date, timeZone: string): string {
  return localDate(now, timeZone).slice(0, 7);
}

/** `month` moved by `delta` months ("2026-01", -1 → "2025-12"). */
export function shiftMonth(month: string, delta: number): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The months a picker offers: `current` and the `count - 1` before it, newest first. */
export function recentMonths(current: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(current, -i));
}
