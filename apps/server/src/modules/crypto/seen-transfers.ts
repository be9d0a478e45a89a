import type { Queryable } from '../../db/client';
import type { ChainTransfer } from '../../rails/chain/types';
import { lockOrders, OrderChanges } from './batch';
import { collectionOrders, type OrderTerms, type TransferTarget, transferKey } from './collection-transfers';
import { onSeen } from './status';
import { note } from './timeline-note';

/** A transfer's amount and asset as a note's parameters. */
export type AmountOf = (asset: string, amount: bigint) => { amount: string; asset: string };

/**
 * The order each transfer of a scan pays, or undefined for a transfer to none of our addresses: a
 * receipt order's own address pays that order; each transfer to a collection address becomes an
 * order of its own (`collectionOrders`, the monthly rule).
 */
export async function transferTargets(
  tx: Queryable,
  network: string,
  transfers: readonly ChainTransfer[],
  now: Date,
  terms: OrderTerms,
): Promise<(t: ChainTransfer) => TransferTarget | undefined> {
  const orders = await tx.query<TransferTarget & { deposit_address: string }>(
    `SELECT id, deposit_address, expires_at, asset FROM receipt_orders
     WHERE network = $1 AND deposit_address = ANY($2) AND collection_account_id IS NULL`,
    [network, [...new Set(transfers.map((t) => t.to))]],
  );
  const byAddress = new Map(orders.map((o) => [o.deposit_address, o]));
  const others = transfers.filter((t) => !byAddress.has(t.to));
  const collected = await collectionOrders(tx, network, others, now, terms);
  return (t) => byAddress.get(t.to) ?? collected.get(transferKey(t));
}

/**
 * Transfers to our addresses as deposits: a new one is recorded once and the order it pays starts
 * confirming. A transfer reported again under another block (the chain replaced the block, or it
 * was in the mempool) while still confirming is the same deposit, re-included: its block is
 * updated and its confirmations start again, and the order does not count it twice.
 */
export async function recordSeen(
  tx: Queryable,
  network: string,
  reported: ChainTransfer[],
  targetOf: (t: ChainTransfer) => TransferTarget,
  now: Date,
  amountOf: AmountOf,
) {
  // the newest report of each transfer (a chain that rewinds may report one twice in a batch)
  const transfers = [...new Map(reported.map((t) => [transferKey(t), t])).values()];
  const written = await tx.query<{ tx_hash: string; log_index: number; inserted: boolean }>(
    `INSERT INTO deposits (network, asset, tx_hash, log_index, from_address, to_address, amount, order_id,
       block_height, block_hash, on_time, seen_at)
     SELECT $1, asset, tx_hash, log_index, from_address, to_address, amount, order_id, block_height, block_hash,
       on_time, $2
     FROM unnest($3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::bigint[], $9::uuid[],
       $10::bigint[], $11::text[], $12::boolean[]) WITH ORDINALITY
       AS v(asset, tx_hash, log_index, from_address, to_address, amount, order_id, block_height, block_hash,
         on_time, n)
     ORDER BY n
     ON CONFLICT (network, tx_hash, log_index) WHERE status <> 'reorged' DO UPDATE
       SET block_height = EXCLUDED.block_height, block_hash = EXCLUDED.block_hash, confirmations = 0
       WHERE deposits.status = 'confirming' AND (deposits.block_height IS DISTINCT FROM EXCLUDED.block_height
         OR deposits.block_hash IS DISTINCT FROM EXCLUDED.block_hash)
     RETURNING tx_hash, log_index, (xmax = 0) AS inserted`,
    [
      network,
      now,
      transfers.map((t) => t.asset),
      transfers.map((t) => t.txHash),
      transfers.map((t) => t.logIndex),
      transfers.map((t) => t.from),
      transfers.map((t) => t.to),
      transfers.map((t) => t.amount),
      transfers.map((t) => targetOf(t).id),
      transfers.map((t) => t.blockHeight),
      transfers.map((t) => t.blockHash),
      transfers.map((t) => now <= targetOf(t).expires_at),
    ],
  );
  const isNew = new Set(
    written.filter((r) => r.inserted).map((r) => transferKey({ txHash: r.tx_hash, logIndex: r.log_index })),
  );
  // a transfer of another asset is kept as a deposit and dealt with when it confirms
  // (an order created for the transfer, a collection order, counts it as seen already)
  const paying = transfers.filter(
    (t) => isNew.has(transferKey(t)) && t.asset === targetOf(t).asset && !targetOf(t).seen,
  );
  if (!paying.length) return;
  const rows = await lockOrders(
    tx,
    paying.map((t) => targetOf(t).id),
  );
  const changes = new OrderChanges();
  for (const t of paying) {
    const o = rows.get(targetOf(t).id)!;
    o.pending_amount += t.amount;
    changes.touch(o, now);
    const next = onSeen(o.status);
    const seen = note('transfer_seen', { tx_hash: t.txHash, ...amountOf(t.asset, t.amount) });
    if (next !== o.status) changes.transition(o, next, now, seen);
    else changes.event(o, seen, now);
  }
  await changes.flush(tx);
}
