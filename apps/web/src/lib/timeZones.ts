/**
 * Time zones: the merchant's (its days and months: statements, the money page, exports, the overview)
 * and the browser's (proposed at registration).
 */

/** Zones offered when the runtime cannot list its own (the IANA names merchants use most). */
const COMMON_ZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Berlin',
  'America/New_York',
  'America/Los_Angeles',
  'UTC',
];

/** The zone of a merchant that names none (the server's default too). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** Every IANA time zone the browser knows (UTC first), or the common ones; `current` is always offered. */
export function timeZoneOptions(current: string | undefined): { value: string; label: string }[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : COMMON_ZONES;
  const zones = new Set(['UTC', ...(current ? [current] : []), ...known]);
  return [...zones].map((zone) => ({ value: zone, label: zone }));
}

/**
 * The zone a new merchant starts with: the browser's own, else Asia/Shanghai when the console speaks
 * Chinese; undefined leaves it to the server (Asia/Shanghai as well).
 */
export function browserTimeZone(lang: string): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone) return zone;
  } catch {
    // a browser without time zone support: the default below
  }
  return lang === 'cn' ? DEFAULT_TIME_ZONE : undefined;
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormatOf(timeZone: string): Intl.DateTimeFormat {
  let f = dayFormats.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      // a zone this browser does not know: its days are read in UTC
      f = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'UTC',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    }
    dayFormats.set(timeZone, f);
  }
  return f;
}

/** The date, `YYYY-MM-DD`, an instant falls on in a zone (the browser's zone database). */
export function localDate(at: Date, timeZone: string): string {
  const parts = dayFormatOf(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
