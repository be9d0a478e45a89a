/** Calendar months as the API writes them (YYYY-MM, UTC). */

const pad = (n: number) => String(n).padStart(2, '0');

/** The month `now` falls in, in UTC (the days of the flows are cut in UTC). */
export function monthOf(now: Date): string {
  return `${now.getUTCFullYear()}-${pad(now.getUTCMonth() + 1)}`;
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
