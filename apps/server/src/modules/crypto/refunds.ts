import type { Queryable } from '../../db/client';
import { chainClearing, platform } from '../ledger';
import { bookOrder } from './bookings';
import { orderRepo } from './repo';
import type { SendOutcomes, SendRow } from './sends';

/** A refund send of a receipt order in exception: confirmed -> refunded; refused -> back to exception. */
export const orderRefundOutcomes: SendOutcomes = {
  async confirmed(tx: Queryable, s: SendRow, at: Date) {
    const o = (await orderRepo.get(tx, s.ref_id, { lock: true }))!;
    await bookOrder(tx, o, 'order_refunded', at, [
      { account: platform('suspense'), asset: s.asset, amount: -(s.amount + s.network_fee) },
      { account: chainClearing(s.network), asset: s.asset, amount: s.amount },
      ...(s.network_fee > 0n ? [{ account: platform('fees'), asset: s.asset, amount: s.network_fee }] : []),
    ]);
    await orderRepo.transition(tx, o.id, 'refunded', at, `refund ${s.tx_hash} confirmed`, {
      resolution: 'refunded',
      completedAt: at,
    });
  },
  async failed(tx: Queryable, s: SendRow, reason: string, at: Date) {
    await orderRepo.get(tx, s.ref_id, { lock: true });
    await orderRepo.transition(tx, s.ref_id, 'exception', at, `refund failed: ${reason}`);
  },
};
