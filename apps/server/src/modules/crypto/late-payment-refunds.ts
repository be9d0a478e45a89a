import { fromMinor } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { platform, post } from '../ledger';
import { refundLines } from './bookings';
import { latePaymentRepo } from './late-payment-repo';
import { orderRepo } from './repo';
import type { SendOutcomes, SendRow } from './sends';
import { note } from './timeline-note';

/** A late payment's refund send: confirmed -> refunded (booked); refused by the chain -> open again. */
export function latePaymentRefundOutcomes(decimals: () => Promise<Map<string, number>>): SendOutcomes {
  const amountOf = async (s: SendRow) => ({
    amount: fromMinor(s.amount + s.network_fee, (await decimals()).get(s.asset) ?? 6),
    asset: s.asset,
  });
  return {
    async confirmed(tx: Queryable, s: SendRow, at: Date) {
      const l = (await latePaymentRepo.get(tx, s.ref_id, true))!;
      await post(tx, {
        kind: 'late_payment_refunded',
        refType: 'late_payment',
        refId: l.id,
        merchantId: l.merchant_id,
        at,
        memo: `late payment ${l.merchant_order_no} refunded`,
        lines: refundLines(platform('suspense'), s),
      });
      await latePaymentRepo.refundOutcome(tx, l.id, 'refunded', at);
      const params = { ...(await amountOf(s)), tx_hash: s.tx_hash ?? '' };
      await orderRepo.note(tx, l.order_id, note('late_payment_refunded', params), at);
    },
    async failed(tx: Queryable, s: SendRow, reason: string, at: Date) {
      const l = (await latePaymentRepo.get(tx, s.ref_id, true))!;
      await latePaymentRepo.refundOutcome(tx, l.id, 'open', at);
      const params = { ...(await amountOf(s)), reason };
      await orderRepo.note(tx, l.order_id, note('late_payment_refund_failed', params), at);
    },
  };
}
