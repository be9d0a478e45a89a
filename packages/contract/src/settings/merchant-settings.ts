import { z } from 'zod';
import { timeZoneName } from '../fields';

/**
 * The merchant's own settings: its time zone, in which its statements' months, the money page's days,
 * the exports' dates and the one-transfer-per-month rule of batch collection are cut.
 */
export const merchantSettings = z
  .object({
    timezone: z.string().describe('IANA name, e.g. Asia/Shanghai (the default)'),
  })
  .meta({ id: 'MerchantSettings' });
export type MerchantSettings = z.infer<typeof merchantSettings>;

export const merchantSettingsBody = z.strictObject({ timezone: timeZoneName });
export type MerchantSettingsBody = z.input<typeof merchantSettingsBody>;
