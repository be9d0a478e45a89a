// The merchants module's public face: the merchant's account row, its time zone, and what other
// modules may do with them.
import type { Queryable } from '../../db/client';
import { merchantRepo } from './repo';

export { type AdminMerchantRow, type MerchantListFilter, merchantAdmin } from './admin';
export { type MerchantRow, merchantRepo } from './repo';
export { merchantService } from './service';
export { DEFAULT_TIME_ZONE, merchantTimeZone, timeZoneOrFail } from './time-zone';

/** The email a merchant signs in with; undefined for an unknown id. */
export async function merchantEmail(q: Queryable, merchantId: string): Promise<string | undefined> {
  return (await merchantRepo.byId(q, merchantId))?.email;
}
