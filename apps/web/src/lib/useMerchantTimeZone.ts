import { useQuery } from '@tanstack/react-query';
import { merchantInfoQuery } from './merchantInfoQuery';
import { DEFAULT_TIME_ZONE } from './timeZones';

/** The merchant's time zone (its days and months: statements, flows, exports, the overview's chart). */
export function useMerchantTimeZone(): string {
  return useQuery(merchantInfoQuery).data?.timezone ?? DEFAULT_TIME_ZONE;
}
