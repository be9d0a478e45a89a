import type { Queryable } from '../../db/client';
import { platform } from '../ledger';
import { bookOrder, refundLines } from './bookings';
import { orderRepo } from './repo';
import type { SendOutcomes, SendRow } from './sends';
import { note } from './timeline-note';

/** A refund send of a receipt order in exception: confirmed -> refunded; refused -> back to exception. */
export const orderRefundOutcomes: SendOutcomes = {
  async confirmed(tx: Queryable, s: SendRow, at: Date) {
    const o = (await orderRepo.get(tx, s.ref_id, { lock: true }))!;
    await bookOrder(tx, o, 'order_refunded', at, refundLines(platform('suspense'), s));
    await orderRepo.transition(
      tx,
      o.id,
      'refunded',
      at,
      note('refund_confirmed', { tx_hash: s.tx_hash ?? '' }),
      {
        resolution: 'refunded',
        completedAt: at,
      },
    );
  },
  async failed(tx: Queryable, s: SendRow, reason: string, at: Date) {
    await orderRepo.get(tx, s.ref_id, { lock: true });
    await orderRepo.transition(tx, s.ref_id, 'exception', at, note('refund_failed', { reason }));
  },
};
