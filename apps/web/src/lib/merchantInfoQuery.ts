import { coreApi as api, type MerchantInfo } from '@mc/contract';
import { call } from './http/client';
import { MERCHANT_INFO_KEY, queryClient } from './queryClient';

/**
 * The query of the logged-in user and their merchant (GET /merchant/info). The route guard loads it
 * before any page that needs a session renders and again before each navigation; every reader
 * observes this one query, so a reader mounting does not ask again (an invalidation still does).
 */
export const merchantInfoQuery = {
  queryKey: MERCHANT_INFO_KEY,
  queryFn: (): Promise<MerchantInfo> => call(api.info),
  staleTime: Number.POSITIVE_INFINITY,
};

/** The cached info, outside React (the tabs' restore, tests). */
export function cachedMerchantInfo(): MerchantInfo | undefined {
  return queryClient.getQueryData<MerchantInfo>(MERCHANT_INFO_KEY);
}
