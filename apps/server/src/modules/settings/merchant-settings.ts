import type { MerchantSettings, MerchantSettingsBody } from '@mc/contract';
import type { Deps } from '../../platform/deps';
import { merchantTimeZone } from '../merchants';

/** The merchant's own settings on the settings page: its time zone (the merchants module keeps it). */
export function merchantSettingsService(deps: Deps) {
  return {
    async get(merchantId: string): Promise<MerchantSettings> {
      return { timezone: await merchantTimeZone.of(deps.db, merchantId) };
    },

    async set(merchantId: string, body: MerchantSettingsBody): Promise<MerchantSettings> {
      return { timezone: await merchantTimeZone.set(deps.db, merchantId, body.timezone) };
    },
  };
}
