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

/** Every IANA timezone the browser knows (UTC first), or the common ones; `current` is always offered. */
export function timezoneOptions(current: string | undefined): { value: string; label: string }[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : COMMON_ZONES;
  const zones = new Set(['UTC', ...(current ? [current] : []), ...known]);
  return [...zones].map((zone) => ({ value: zone, label: zone }));
}
