import { type EntryInput, merchantBucket } from '../ledger';
import type { OrderChanges } from './batch';
import { creditLessFee, orderEntry } from './bookings';
import { settledAmount } from './overpayment';
import { receiveFee } from './status';
import { note } from './timeline-note';
import type { OrderRow } from './view';

/**
 * Completes a paid order (locked by the caller's transaction): what it settled for moves from the
 * merchant's settlement balance to available, less the receive fee. Records the change in `changes`
 * and answers the entry to book.
 */
export function completeOrder(o: OrderRow, changes: OrderChanges, now: Date): EntryInput {
  const settled = settledAmount(o);
  const fee = receiveFee(settled, o.fee_bps);
  changes.transition(o, 'completed', now, note('settled'), { completedAt: now, fee });
  return orderEntry(
    o,
    'order_settled',
    now,
    creditLessFee(o.merchant_id, o.asset, merchantBucket(o.merchant_id, 'settlement'), settled, fee),
  );
}

/**
 * The entries of a pass with their history rows showing each order as it stands at the end of the
 * pass: an order paid and completed in one pass shows its payment as completed.
 */
export function asOrdersStand(entries: EntryInput[], orders: ReadonlyMap<string, OrderRow>): EntryInput[] {
  return entries.map((e) => {
    const o = e.refType === 'receipt_order' ? orders.get(e.refId) : undefined;
    if (!o || !e.history || e.history.status === o.status) return e;
    return { ...e, history: { ...e.history, status: o.status } };
  });
}
