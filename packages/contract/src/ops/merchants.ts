import { z } from 'zod';
import { kybStatus, merchantStatus } from '../auth';
import { isoDateTime, merchantType } from '../fields';
import { cursorQuery } from '../money';

/** Merchants as the back office finds, disables and enables them. */

export const opsMerchant = z
  .object({
    merchant_id: z.string(),
    merchant_name: z.string(),
    merchant_type: merchantType,
    email: z.string(),
    status: merchantStatus,
    kyb_status: kybStatus,
    totp_enabled: z.boolean(),
    created_at: isoDateTime,
  })
  .meta({ id: 'OpsMerchant' });
export type OpsMerchant = z.infer<typeof opsMerchant>;

export const opsMerchantListQuery = z.strictObject({
  q: z.string().trim().max(100, { error: 'too_long' }).optional().describe('Part of the name or email'),
  status: merchantStatus.optional(),
  ...cursorQuery,
});
