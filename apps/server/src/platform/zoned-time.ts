/**
 * Days and months in a time zone (an IANA name the server knows, see `canonicalTimeZone`): where a
 * merchant's local day or month begins, and how an instant reads on its wall clock.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of an instant in a zone: year, month (1-12), day, hour, minute, second. */
function partsIn(at: Date, timeZone: string) {
  const p: Record<string, number> = {};
  for (const { type, value } of wallClockOf(timeZone).formatToParts(at)) p[type] = Number(value);
  return { y: p.year!, mo: p.month!, d: p.day!, h: p.hour!, mi: p.minute!, s: p.second! };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const { y, mo, d, h, mi, s } = partsIn(at, timeZone);
  return Date.UTC(y, mo - 1, d, h, mi, s) - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The instant a wall-clock time of the zone stands for (midnight of a day, mostly). A time skipped by a
 * clock change is taken as the first instant after the skip.
 */
export function zonedInstant(y: number, mo: number, d: number, timeZone: string, h = 0): Date {
  const wall = Date.UTC(y, mo - 1, d, h);
  const first = wall - offsetAt(new Date(wall), timeZone);
  const second = wall - offsetAt(new Date(first), timeZone);
  return new Date(Math.max(first, second));
}

/** The first instant of a local day, `YYYY-MM-DD`, in the zone. */
export function dayStartIn(date: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  return zonedInstant(y, mo, d, timeZone);
}

/** The local date, `YYYY-MM-DD`, an instant falls on in the zone. */
export function localDateOf(at: Date, timeZone: string): string {
  const { y, mo, d } = partsIn(at, timeZone);
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** "2026-04-01 04:00:00": an instant on the zone's wall clock. */
export function localTimeOf(at: Date, timeZone: string): string {
  const { h, mi, s } = partsIn(at, timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${localDateOf(at, timeZone)} ${two(h)}:${two(mi)}:${two(s)}`;
}

/** A month, `YYYY-MM`, of the zone: its first instant (included) and the next month's (excluded). */
export function monthBoundsIn(month: string, timeZone: string): { start: Date; end: Date } {
  const [y, mo] = month.split('-').map(Number) as [number, number];
  return {
    start: zonedInstant(y, mo, 1, timeZone),
    end: zonedInstant(mo === 12 ? y + 1 : y, mo === 12 ? 1 : mo + 1, 1, timeZone),
  };
}
