import { z } from 'zod';
import { isoDateTime } from '../fields';
import { cursorQuery, page } from '../money';
import { payout, payoutStatus } from './payout';

/** The operators' approval queue of payouts and its threshold. */

export const opsPayout = payout
  .extend({ merchant_id: z.string(), merchant_name: z.string() })
  .meta({ id: 'OpsPayout' });
export const opsPayoutList = page(opsPayout);
export const opsPayoutListQuery = z.strictObject({
  status: payoutStatus.optional().default('pending_approval'),
  ...cursorQuery,
});
export const rejectPayoutBody = z.strictObject({
  reason: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(500, { error: 'too_long' }),
});
export const payoutSettings = z
  .object({
    approval_threshold_usd: z.string().describe('Payouts worth at least this many USD wait for an operator'),
    updated_at: isoDateTime.nullable(),
    updated_by: z.string().nullable(),
  })
  .meta({ id: 'PayoutSettings' });
export const payoutSettingsBody = z.strictObject({
  approval_threshold_usd: z
    .string({ error: 'required' })
    .trim()
    .regex(/^(0|[1-9]\d{0,11})(\.\d{1,2})?$/, { error: 'amount_invalid' }),
});
