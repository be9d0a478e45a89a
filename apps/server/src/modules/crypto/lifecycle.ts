import type { Deps } from '../../platform/deps';
import { postMany } from '../ledger';
import { lockDue, OrderChanges } from './batch';
import { completeOrder } from './completion';
import { onExpiry } from './status';
import { note } from './timeline-note';

const BATCH = 250;
/** The most batches one expiring or settling pass takes (the rest wait for the next pass). */
const BATCHES_PER_PASS = 40;

/** Time-driven steps of receipt orders: expiry and settlement into available. */
export function orderLifecycle(deps: Deps) {
  const { db, clock, config } = deps;

  /**
   * Open orders past their expiry become expired (nothing arrived) or exception (underpaid): in
   * batches, each its own transaction, as `settle` goes. An order with money still confirming waits
   * for it (decided when it confirms).
   */
  async function expire(): Promise<number> {
    // a look first, without a transaction: most passes find nothing due
    const [due] = await db.query(
      `SELECT 1 AS due FROM receipt_orders WHERE status IN ('unpaid', 'partially_paid') AND expires_at <= $1 LIMIT 1`,
      [clock.now()],
    );
    if (!due) return 0;
    let expired = 0;
    for (let batch = 0; batch < BATCHES_PER_PASS; batch++) {
      const { locked, changed } = await expireBatch();
      expired += changed;
      // a short batch, or one of orders that all wait for money confirming: the rest on the next pass
      if (locked < BATCH || changed === 0) break;
    }
    return expired;
  }

  /** One batch of `expire`, in one transaction: the orders skipped that another instance holds. */
  async function expireBatch(): Promise<{ locked: number; changed: number }> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const orders = await lockDue(tx, 'expire', now, BATCH);
      const changes = new OrderChanges();
      let changed = 0;
      for (const o of orders.values()) {
        const outcome = onExpiry({
          status: o.status,
          amount: o.amount,
          received: o.received_amount,
          pending: o.pending_amount,
          toleranceBps: o.tolerance_bps,
          expiresAt: o.expires_at,
        });
        if (!outcome) continue;
        const why = note(outcome.status === 'expired' ? 'expired_unpaid' : 'expired_partially_paid');
        changes.transition(o, outcome.status, now, why, outcome.reason ? { reason: outcome.reason } : {});
        changed++;
      }
      await changes.flush(tx);
      return { locked: orders.size, changed };
    });
  }

  /**
   * Paid orders older than the settlement delay move from settlement to available, less the fee: in
   * batches, each its own transaction, until a batch comes back short (or `BATCHES_PER_PASS` ran), so
   * that a pass keeps up with a watcher that booked thousands of payments at once.
   */
  async function settle(): Promise<number> {
    let settled = 0;
    for (let batch = 0; batch < BATCHES_PER_PASS; batch++) {
      const n = await settleBatch();
      settled += n;
      if (n < BATCH) break;
    }
    return settled;
  }

  /** One batch of `settle`, in one transaction: the orders skipped that another instance holds. */
  async function settleBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const cutoff = new Date(now.getTime() - config.SETTLEMENT_DELAY_SECONDS * 1000);
      const orders = await lockDue(tx, 'settle', cutoff, BATCH);
      const changes = new OrderChanges();
      const entries = [...orders.values()].map((o) => completeOrder(o, changes, now));
      // the ledger last: its accounts (the platform's among them) stay locked only until the commit
      await changes.flush(tx);
      await postMany(tx, entries);
      return orders.size;
    });
  }

  return { expire, settle };
}
