import { z } from 'zod';
import { overpaymentMode } from '../crypto';
import { timeZoneName } from '../fields';

/**
 * The merchant's own settings: its time zone, in which its statements' months, the money page's days,
 * the exports' dates and the one-transfer-per-month rule of batch collection are cut.
 */
export const merchantSettings = z
  .object({
    timezone: z.string().describe('IANA name, e.g. Asia/Shanghai (the default)'),
    overpayment: overpaymentMode.describe(
      'What becomes of what an order receives beyond its amount: credit (the default) adds it to the ' +
        'available balance less the receive fee; refund holds it for a refund to the payer',
    ),
  })
  .meta({ id: 'MerchantSettings' });
export type MerchantSettings = z.infer<typeof merchantSettings>;

export const merchantSettingsBody = z.strictObject({ timezone: timeZoneName });
export type MerchantSettingsBody = z.input<typeof merchantSettingsBody>;

export const overpaymentSettingBody = z.strictObject({ overpayment: overpaymentMode });
export type OverpaymentSettingBody = z.input<typeof overpaymentSettingBody>;
