import type { Db } from '../../db/client';
import { lockOrders, OrderChanges } from './batch';
import { type OpenDeposit, STILL_AS_READ } from './chain-positions';
import type { AmountOf } from './seen-transfers';
import { onUnseen } from './status';
import { note } from './timeline-note';

/**
 * Deposits the chain took back before they confirmed (their block was replaced), in one transaction:
 * each under its row lock and only if no scan moved it to another block since it was read (another
 * instance settling it keeps it). The deposit becomes `reorged`; the order no longer counts it as
 * pending (what recording it added: a transfer of the order's asset), says so on its timeline and
 * goes back to the status it had before seeing it. Nothing was booked for it: nothing is reversed.
 * Answers how many were taken back.
 */
export async function unseeTransfers(
  db: Db,
  gone: readonly OpenDeposit[],
  now: Date,
  amountOf: AmountOf,
): Promise<number> {
  if (!gone.length) return 0;
  return db.transaction(async (tx) => {
    const deposits = await tx.query<{
      id: bigint;
      order_id: string;
      asset: string;
      amount: bigint;
      tx_hash: string;
    }>(
      `SELECT d.id, d.order_id, d.asset, d.amount, d.tx_hash
       FROM deposits d JOIN unnest($1::bigint[], $2::bigint[], $3::text[]) AS v(id, read_height, read_hash)
         ON d.id = v.id
       WHERE d.status = 'confirming' AND ${STILL_AS_READ}
       ORDER BY d.id FOR UPDATE OF d SKIP LOCKED`,
      [gone.map((d) => d.id), gone.map((d) => d.block_height), gone.map((d) => d.block_hash)],
    );
    if (!deposits.length) return 0;
    const orders = await lockOrders(
      tx,
      deposits.map((d) => d.order_id),
    );
    const changes = new OrderChanges();
    for (const d of deposits) {
      const o = orders.get(d.order_id)!;
      if (d.asset === o.asset) {
        o.pending_amount -= d.amount;
        changes.touch(o, now);
      }
      const said = note('transfer_reorged', { tx_hash: d.tx_hash, ...amountOf(d.asset, d.amount) });
      const next = onUnseen({ status: o.status, received: o.received_amount, pending: o.pending_amount });
      if (next !== o.status) changes.transition(o, next, now, said);
      else changes.event(o, said, now);
    }
    await tx.query(`UPDATE deposits SET status = 'reorged', confirmations = 0 WHERE id = ANY($1::bigint[])`, [
      deposits.map((d) => d.id),
    ]);
    await changes.flush(tx);
    return deposits.length;
  });
}
