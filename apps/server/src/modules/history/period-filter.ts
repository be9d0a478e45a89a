import { dayStartIn, localDateOf } from '../../platform/zoned-time';

type Period = { from?: string | undefined; to?: string | undefined };

const isDay = (v: string) => v.length === 10;

/** The day after a day, YYYY-MM-DD. */
function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Whether a filter's period names a local day: only then does it need the merchant's time zone. */
export const periodNamesDay = (f: Period) => Boolean((f.from && isDay(f.from)) || (f.to && isDay(f.to)));

/**
 * A filter's period as instants: a day (YYYY-MM-DD) is a local day of the merchant's time zone, `from`
 * from its first instant, `to` through its last (the next day's first instant, excluded). Instants
 * stay as they are.
 */
export function periodInZone<F extends Period>(f: F, timeZone: string): F {
  return {
    ...f,
    from: f.from && isDay(f.from) ? dayStartIn(f.from, timeZone).toISOString() : f.from,
    to: f.to && isDay(f.to) ? dayStartIn(nextDay(f.to), timeZone).toISOString() : f.to,
  };
}

/** The local days a period holds, for a file's name: its first day and its last (`to` is excluded). */
export function periodDays(f: Period, timeZone: string, now: Date): { from: string; to: string } {
  const { from, to } = periodInZone(f, timeZone);
  return {
    from: from ? localDateOf(new Date(from), timeZone) : 'all',
    to: localDateOf(to ? new Date(new Date(to).getTime() - 1) : now, timeZone),
  };
}
