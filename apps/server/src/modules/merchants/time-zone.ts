import type { Queryable } from '../../db/client';
import { canonicalTimeZone } from '../../platform/calendar-month';
import { fail } from '../../platform/errors';
import { merchantRepo } from './repo';

/** The zone of a merchant that never chose one (and of a registration that names none). */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/**
 * A time zone as given (registration, the settings page) in its canonical spelling; a name this
 * server does not know is refused on the field `timezone`.
 */
export function timeZoneOrFail(name: string | undefined): string {
  if (name === undefined) return DEFAULT_TIME_ZONE;
  const canonical = canonicalTimeZone(name);
  if (!canonical) throw fail.field('timezone', 'timezone_invalid');
  return canonical;
}

/**
 * The merchant's time zone: its statements' months, its money page's days, its exports' dates and
 * the monthly rule of batch collection are cut in it.
 */
export const merchantTimeZone = {
  async of(q: Queryable, merchantId: string): Promise<string> {
    return (await merchantRepo.byId(q, merchantId))?.timezone ?? DEFAULT_TIME_ZONE;
  },

  /** Sets it (canonical spelling); answers the zone kept. */
  async set(q: Queryable, merchantId: string, name: string): Promise<string> {
    const zone = timeZoneOrFail(name);
    await merchantRepo.setTimeZone(q, merchantId, zone);
    return zone;
  },
};
