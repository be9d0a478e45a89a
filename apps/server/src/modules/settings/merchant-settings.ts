import type { MerchantSettings, MerchantSettingsBody, OverpaymentSettingBody } from '@mc/contract';
import type { Deps } from '../../platform/deps';
import { overpaymentSetting } from '../crypto';
import { merchantTimeZone } from '../merchants';

/**
 * The merchant's own settings on the settings page: its time zone (the merchants module keeps it) and
 * what becomes of an order's overpayment (the crypto module keeps it).
 */
export function merchantSettingsService(deps: Deps) {
  const overpayment = (merchantId: string) => overpaymentSetting.of(deps.db, merchantId);
  return {
    async get(merchantId: string): Promise<MerchantSettings> {
      return {
        timezone: await merchantTimeZone.of(deps.db, merchantId),
        overpayment: await overpayment(merchantId),
      };
    },

    async set(merchantId: string, body: MerchantSettingsBody): Promise<MerchantSettings> {
      return {
        timezone: await merchantTimeZone.set(deps.db, merchantId, body.timezone),
        overpayment: await overpayment(merchantId),
      };
    },

    async setOverpayment(merchantId: string, body: OverpaymentSettingBody): Promise<MerchantSettings> {
      return {
        timezone: await merchantTimeZone.of(deps.db, merchantId),
        overpayment: await overpaymentSetting.set(deps.db, merchantId, body.overpayment, deps.clock.now()),
      };
    },
  };
}
