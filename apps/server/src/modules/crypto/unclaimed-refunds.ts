import type { Queryable } from '../../db/client';
import { platform } from '../ledger';
import { bookOrder, refundLines } from './bookings';
import { orderRepo } from './repo';
import type { SendOutcomes, SendRow } from './sends';
import { note } from './timeline-note';

/** The refund send of a closed order's unclaimed funds: confirmed -> refunded (booked); refused -> unclaimed again. */
export const unclaimedRefundOutcomes: SendOutcomes = {
  async confirmed(tx: Queryable, s: SendRow, at: Date) {
    const o = (await orderRepo.get(tx, s.ref_id, { lock: true }))!;
    await bookOrder(tx, o, 'unclaimed_refunded', at, refundLines(platform('unclaimed'), s));
    await tx.query(
      `UPDATE receipt_orders SET unclaimed_outcome = 'refunded', updated_at = $2 WHERE id = $1`,
      [o.id, at],
    );
    await orderRepo.note(tx, o.id, note('unclaimed_refunded', { tx_hash: s.tx_hash ?? '' }), at);
  },
  async failed(tx: Queryable, s: SendRow, reason: string, at: Date) {
    await orderRepo.get(tx, s.ref_id, { lock: true });
    await tx.query(`UPDATE receipt_orders SET unclaimed_outcome = NULL, updated_at = $2 WHERE id = $1`, [
      s.ref_id,
      at,
    ]);
    await orderRepo.note(tx, s.ref_id, note('unclaimed_refund_failed', { reason }), at);
  },
};
