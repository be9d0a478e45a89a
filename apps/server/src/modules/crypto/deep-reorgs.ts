import type { Db, Queryable } from '../../db/client';
import type { NetworkLog } from '../../platform/each-network';
import { AppError } from '../../platform/errors';
import { lockOrders, OrderChanges } from './batch';
import { orderRepo } from './repo';
import type { AmountOf } from './seen-transfers';
import { note } from './timeline-note';

/** A confirmed (or held) deposit of a network's newest blocks, with the block it was confirmed in. */
export type SettledDeposit = {
  id: bigint;
  block_height: bigint;
  block_hash: string;
};

/** The most confirmed deposits one pass checks for a reorganisation (the oldest first). */
export const UNFINAL_BATCH = 1000;

/**
 * A condition on `deposits d`: a confirmed or held deposit not yet found taken back and not yet checked
 * at a final height: a reorganisation could still replace its block, however long ago it confirmed.
 */
export const UNFINAL = `d.status IN ('confirmed', 'held') AND d.reorged_at IS NULL
  AND (d.final_checked IS NULL OR d.final_checked < d.block_height) AND d.block_hash IS NOT NULL`;

/**
 * Deposits found still in their block while the chain called that height final (at or below
 * `finalHeight`): they are watched no more.
 */
export async function markFinal(q: Queryable, checked: readonly SettledDeposit[], finalHeight: bigint) {
  const final = checked.filter((d) => d.block_height <= finalHeight);
  if (!final.length) return;
  await q.query(
    `UPDATE deposits d SET final_checked = $3
     FROM unnest($1::bigint[], $2::text[]) AS v(id, hash)
     WHERE d.id = v.id AND d.block_hash = v.hash AND d.reorged_at IS NULL`,
    [final.map((d) => d.id), final.map((d) => d.block_hash), finalHeight],
  );
}

/**
 * Deposits whose block was replaced after they were confirmed: the money was booked and stays booked
 * (nothing changes in the ledger by itself). Each is marked once (`reorged_at`), its order's timeline
 * says so and shows the order in the operators' queue, and the error is logged: an operator
 * reconciles it. Answers how many were marked.
 */
export async function flagReorgedAfterConfirmation(
  db: Db,
  log: NetworkLog,
  network: string,
  replaced: readonly SettledDeposit[],
  now: Date,
  amountOf: AmountOf,
): Promise<number> {
  if (!replaced.length) return 0;
  const marked = await db.transaction(async (tx) => {
    const rows = await tx.query<{
      id: bigint;
      order_id: string;
      asset: string;
      amount: bigint;
      tx_hash: string;
      block_height: bigint;
    }>(
      `UPDATE deposits d SET reorged_at = $3
       FROM unnest($1::bigint[], $2::text[]) AS v(id, hash)
       WHERE d.id = v.id AND d.block_hash = v.hash AND d.reorged_at IS NULL
       RETURNING d.id, d.order_id, d.asset, d.amount, d.tx_hash, d.block_height`,
      [replaced.map((d) => d.id), replaced.map((d) => d.block_hash), now],
    );
    if (!rows.length) return rows;
    const orders = await lockOrders(
      tx,
      rows.map((r) => r.order_id),
    );
    const changes = new OrderChanges();
    for (const r of rows) {
      const o = orders.get(r.order_id)!;
      changes.touch(o, now);
      changes.event(
        o,
        note('transfer_reorged_after_confirmation', { tx_hash: r.tx_hash, ...amountOf(r.asset, r.amount) }),
        now,
      );
    }
    await changes.flush(tx);
    return rows;
  });
  for (const r of marked) {
    log.error(
      {
        network,
        depositId: String(r.id),
        orderId: r.order_id,
        txHash: r.tx_hash,
        blockHeight: String(r.block_height),
      },
      'the block of a confirmed deposit was replaced by a chain reorganisation: its booking stands, an operator must reconcile it',
    );
  }
  return marked.length;
}

/**
 * An operator's word that the transfers of an order a reorganisation took back after they confirmed
 * are reconciled (found again on chain, or made good outside the order): they are marked, the order's
 * timeline says so with the reason, and the order leaves the operators' queue. The ledger is not
 * changed. Refused (409) when nothing waits to be reconciled. `orderId` is locked by the caller.
 */
export async function reconcileReorg(
  tx: Queryable,
  orderId: string,
  reason: string,
  now: Date,
): Promise<void> {
  const marked = await tx.query<{ id: bigint }>(
    `UPDATE deposits SET reorg_reconciled_at = $2, reorg_outcome = 'reconciled'
     WHERE order_id = $1 AND reorged_at IS NOT NULL AND reorg_reconciled_at IS NULL RETURNING id`,
    [orderId, now],
  );
  if (!marked.length) throw new AppError(409, 'reorg_nothing_to_reconcile');
  await orderRepo.note(tx, orderId, note('reorg_reconciled_by_platform', { reason }), now);
}
