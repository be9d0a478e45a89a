import { z } from 'zod';
import { isoDateTime } from './fields';
import { chainNetwork, cursorQuery, money, page } from './money';

/**
 * A late payment: money confirmed at an order's address after the order was decided (paid, completed,
 * resolved, refunded, closed). It is not part of the order; the merchant (or an operator) credits it
 * to the available balance, less the order's receive fee, or refunds it on chain.
 */
export const latePaymentStatuses = ['open', 'credited', 'refund_requested', 'refunded'] as const;
export type LatePaymentStatus = (typeof latePaymentStatuses)[number];
export const latePaymentActions = ['credit', 'refund'] as const;

export const latePayment = z
  .object({
    id: z.string(),
    order_id: z.string(),
    merchant_order_no: z.string(),
    network: chainNetwork,
    asset: z.string(),
    amount: money,
    fee_amount: money.describe('The receive fee kept when it was credited'),
    status: z.enum(latePaymentStatuses),
    resolved_by: z.enum(['merchant', 'operator']).nullable(),
    tx_hash: z.string(),
    from_address: z.string(),
    refund_address: z.string().nullable(),
    refund_tx_hash: z.string().nullable(),
    created_at: isoDateTime,
    resolved_at: isoDateTime.nullable(),
    actions: z.array(z.enum(latePaymentActions)).describe('What may be done with it now'),
  })
  .meta({ id: 'LatePayment' });
export type LatePayment = z.infer<typeof latePayment>;

export const latePaymentList = page(latePayment);
export const latePaymentListQuery = z.strictObject({
  status: z.enum(latePaymentStatuses, { error: 'invalid_value' }).optional(),
  ...cursorQuery,
});
export const latePaymentIdParams = z.strictObject({ id: z.uuid({ error: 'not_found' }) });
