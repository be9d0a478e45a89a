import type { MerchantInfo } from '@mc/contract';
import { useQuery } from '@tanstack/react-query';
import { merchantInfoQuery } from '../../lib/merchantInfoQuery';
import { MERCHANT_INFO_KEY, queryClient } from '../../lib/queryClient';
import { writePreference } from '../../lib/storage';

/** The logged-in merchant; the route guard has loaded it before any auth page renders. */
export function useMerchantInfo(): MerchantInfo | undefined {
  return useQuery(merchantInfoQuery).data;
}

/** Replaces the cached merchant after a change the server answered with (e.g. authenticator bound). */
export function setMerchantInfo(info: MerchantInfo): void {
  queryClient.setQueryData(MERCHANT_INFO_KEY, info);
  writePreference('user.info', info);
}
