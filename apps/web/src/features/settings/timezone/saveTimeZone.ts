import { settingsApi } from '@mc/contract';
import { call } from '../../../lib/http/client';
import { cachedMerchantInfo } from '../../../lib/merchantInfoQuery';
import { queryClient } from '../../../lib/queryClient';
import { setMerchantInfo } from '../../auth/useMerchantInfo';

/**
 * Sets the merchant's time zone; the cached merchant carries the zone kept (canonical spelling), and
 * every answer cut in days or months (overview, money page, history, collection) is read again.
 */
export async function saveTimeZone(timezone: string) {
  const saved = await call(settingsApi.setMerchantSettings, { timezone });
  const info = cachedMerchantInfo();
  if (info) setMerchantInfo({ ...info, timezone: saved.timezone });
  await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'merchant' });
  return saved;
}
