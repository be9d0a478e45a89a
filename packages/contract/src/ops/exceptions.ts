import { z } from 'zod';
import { receiptOrder, receiptOrderDetail, refundBody } from '../crypto';
import { cursorQuery, money } from '../money';
import { opsReason } from './operator-action';

/** The exceptions queue: receipt orders of every merchant waiting for an operator's decision. */

export const exceptionStatuses = ['exception', 'accounting_exception'] as const;
/**
 * The queue's filter: `closed` lists closed orders whose unclaimed funds wait for a release or a refund;
 * `reorged` orders with a confirmed transfer a chain reorganisation took back, whatever their status.
 */
export const queueStatuses = [...exceptionStatuses, 'closed', 'reorged'] as const;
export const opsOrderActions = [
  'accept',
  'refund',
  'close',
  'release',
  'refund_unclaimed',
  'reconcile_reorg',
] as const;
export type OpsOrderAction = (typeof opsOrderActions)[number];

const merchantOfOrder = {
  merchant_id: z.string(),
  merchant_name: z.string(),
  merchant_email: z.string(),
};

export const opsExceptionItem = receiptOrder
  .extend({
    ...merchantOfOrder,
    reorged_after_confirmation: z
      .boolean()
      .describe('A confirmed transfer of the order was taken back by a chain reorganisation: to reconcile'),
  })
  .meta({ id: 'OpsExceptionItem' });
export type OpsExceptionItem = z.infer<typeof opsExceptionItem>;

export const opsExceptionListQuery = z.strictObject({
  status: z.enum(queueStatuses, { error: 'invalid_value' }).optional(),
  merchant_id: z.uuid({ error: 'invalid_value' }).optional(),
  q: z
    .string()
    .trim()
    .max(100, { error: 'too_long' })
    .optional()
    .describe('Merchant order number (prefix), deposit address or transaction hash'),
  ...cursorQuery,
});

export const opsRefundBody = refundBody.extend({ reason: opsReason });

/** A credited deposit of the order a chain reorganisation took back, not yet charged back nor booked as a loss. */
export const opsReorgedDeposit = z.object({
  deposit_id: z.string().describe('What POST /api/ops/deposits/{id}/reorg-resolution takes'),
  tx_hash: z.string(),
  asset: z.string(),
  amount: money,
});
export type OpsReorgedDeposit = z.infer<typeof opsReorgedDeposit>;

export const opsOrderDetail = receiptOrderDetail
  .extend({
    ...merchantOfOrder,
    /** Transfers booked for review but not part of what the order received (another asset, or after it was settled). */
    held_funds: z.array(z.object({ asset: z.string(), amount: money })),
    /** What an operator's close booked to the platform's unclaimed funds and nobody released or refunded yet. */
    unclaimed_funds: z.array(z.object({ asset: z.string(), amount: money })),
    actions: z.array(z.enum(opsOrderActions)).describe('What an operator may do with the order now'),
    reorged_deposits: z
      .array(opsReorgedDeposit)
      .describe(
        'Credited deposits of the order a chain reorganisation took back that wait to be charged back or booked as a platform loss',
      ),
  })
  .meta({ id: 'OpsOrderDetail' });
export type OpsOrderDetail = z.infer<typeof opsOrderDetail>;
