import { z } from 'zod';
import { latePayment, latePaymentStatuses } from '../late-payments';
import { cursorQuery } from '../money';

/** Late payments of every merchant, as the back office lists and resolves them. */

export const opsLatePayment = latePayment
  .extend({
    merchant_id: z.string(),
    merchant_name: z.string(),
    merchant_email: z.string(),
  })
  .meta({ id: 'OpsLatePayment' });
export type OpsLatePayment = z.infer<typeof opsLatePayment>;

export const opsLatePaymentListQuery = z.strictObject({
  status: z.enum(latePaymentStatuses, { error: 'invalid_value' }).optional(),
  merchant_id: z.uuid({ error: 'invalid_value' }).optional(),
  ...cursorQuery,
});
