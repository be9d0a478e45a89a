import { fromMinor } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { platform } from '../ledger';
import { bookOrder, refundLines } from './bookings';
import type { Catalogue } from './catalogue';
import { requestRefund } from './refund-request';
import { orderRepo } from './repo';
import type { SendOutcomes, SendRow } from './sends';
import { note } from './timeline-note';
import type { OrderRow } from './view';

/** The chain send purpose of an excess sent back to its payer (`ref_id`: the order). */
export const OVERPAYMENT_REFUND = 'overpayment_refund';

/**
 * Sends a paid order's held excess back to the payer (less the network fee), in the caller's
 * transaction on an order it has locked: once per order while it is held (a refused send holds it again).
 */
export function overpaymentRefunds(deps: Pick<Deps, 'chain' | 'clock'>, catalogue: () => Promise<Catalogue>) {
  async function request(tx: Queryable, o: OrderRow, address: string, by: 'merchant' | 'operator') {
    if (o.excess_outcome !== 'held') throw new AppError(409, 'excess_not_held');
    const now = deps.clock.now();
    const to = { toAddress: address, purpose: OVERPAYMENT_REFUND, refId: o.id, at: now };
    const sendId = await requestRefund(tx, deps, catalogue, o, o.excess_amount, to);
    await tx.query(
      `UPDATE receipt_orders SET excess_outcome = 'refund_requested', excess_refund_address = $2,
         excess_refund_send_id = $3, excess_fee = (SELECT network_fee FROM chain_sends WHERE id = $3),
         updated_at = $4
       WHERE id = $1`,
      [o.id, address, sendId, now],
    );
    const amount = fromMinor(o.excess_amount, (await catalogue()).decimals.get(o.asset) ?? 6);
    const params = { amount, asset: o.asset, address, by: by === 'merchant' ? 'merchant' : 'platform' };
    await orderRepo.note(tx, o.id, note('overpayment_refund_requested', params), now);
  }

  return { request };
}

export type OverpaymentRefunds = ReturnType<typeof overpaymentRefunds>;

/** An excess's refund send: confirmed -> refunded (booked from suspense); refused by the chain -> held again. */
export function overpaymentRefundOutcomes(decimals: () => Promise<Map<string, number>>): SendOutcomes {
  const amountOf = async (s: SendRow) => ({
    amount: fromMinor(s.amount + s.network_fee, (await decimals()).get(s.asset) ?? 6),
    asset: s.asset,
  });
  return {
    async confirmed(tx: Queryable, s: SendRow, at: Date) {
      const o = (await orderRepo.get(tx, s.ref_id, { lock: true }))!;
      await bookOrder(tx, o, 'overpayment_refunded', at, refundLines(platform('suspense'), s));
      await tx.query(`UPDATE receipt_orders SET excess_outcome = 'refunded', updated_at = $2 WHERE id = $1`, [
        o.id,
        at,
      ]);
      const params = { ...(await amountOf(s)), tx_hash: s.tx_hash ?? '' };
      await orderRepo.note(tx, o.id, note('overpayment_refunded', params), at);
    },
    async failed(tx: Queryable, s: SendRow, reason: string, at: Date) {
      await orderRepo.get(tx, s.ref_id, { lock: true });
      await tx.query(
        `UPDATE receipt_orders SET excess_outcome = 'held', excess_fee = 0, updated_at = $2 WHERE id = $1`,
        [s.ref_id, at],
      );
      const params = { ...(await amountOf(s)), reason };
      await orderRepo.note(tx, s.ref_id, note('overpayment_refund_failed', params), at);
    },
  };
}
