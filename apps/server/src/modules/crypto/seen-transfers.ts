import type { Queryable } from '../../db/client';
import { Params, runCombined, type StatementPart } from '../../db/statement';
import type { ChainTransfer } from '../../rails/chain/types';
import { lockOrders, OrderChanges } from './batch';
import { collectionOrders, type OrderTerms, type TransferTarget, transferKey } from './collection-transfers';
import type { ClaimedRange } from './scan-claim';
import { onSeen } from './status';
import { note } from './timeline-note';

/** A transfer's amount and asset as a note's parameters. */
export type AmountOf = (asset: string, amount: bigint) => { amount: string; asset: string };

/**
 * The order each transfer of a scan pays, or undefined for a transfer to none of our addresses: a
 * receipt order's own address pays that order (`claimed`, by address); each transfer to a collection
 * address becomes an order of its own (`collectionOrders`, the monthly rule).
 */
export async function transferTargets(
  tx: Queryable,
  network: string,
  transfers: readonly ChainTransfer[],
  now: Date,
  terms: OrderTerms,
  claimed: ReadonlyMap<string, TransferTarget>,
): Promise<(t: ChainTransfer) => TransferTarget | undefined> {
  const others = transfers.filter((t) => !claimed.has(t.to));
  const collected = await collectionOrders(tx, network, others, now, terms);
  return (t) => claimed.get(t.to) ?? collected.get(transferKey(t));
}

/**
 * Transfers to our addresses as deposits: a new one is recorded once and the order it pays starts
 * confirming. A transfer reported again under another block (the chain replaced the block, or it
 * was in the mempool) while still confirming is the same deposit, re-included: its block is
 * updated and its confirmations start again, and the order does not count it twice. What is new
 * is what `claim` did not find recorded (the claim holds the network's cursor: no other scan records).
 */
export async function recordSeen(
  tx: Queryable,
  network: string,
  reported: ChainTransfer[],
  targetOf: (t: ChainTransfer) => TransferTarget,
  now: Date,
  amountOf: AmountOf,
  claim: ClaimedRange,
) {
  // the newest report of each transfer (a chain that rewinds may report one twice in a batch)
  const transfers = [...new Map(reported.map((t) => [transferKey(t), t])).values()];
  const isNew = (t: ChainTransfer) => !claim.recorded.has(transferKey(t));
  // a transfer of another asset is kept as a deposit and dealt with when it confirms
  // (an order created for the transfer, a collection order, counts it as seen already)
  const paying = transfers.filter((t) => isNew(t) && t.asset === targetOf(t).asset && !targetOf(t).seen);
  const rows = new Map([...claim.orders.values()].map((o) => [o.id, o]));
  const others = paying.map((t) => targetOf(t).id).filter((id) => !rows.has(id));
  for (const [id, o] of await lockOrders(tx, others)) rows.set(id, o);
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
  const p = new Params();
  const deposits: StatementPart = {
    name: 'deposits_written',
    sql: `INSERT INTO deposits (network, asset, tx_hash, log_index, from_address, to_address, amount, order_id,
       block_height, block_hash, on_time, seen_at)
     SELECT ${p.add(network)}, asset, tx_hash, log_index, from_address, to_address, amount, order_id, block_height,
       block_hash, on_time, ${p.add(now)}::timestamptz
     FROM unnest(${p.add(transfers.map((t) => t.asset))}::text[], ${p.add(transfers.map((t) => t.txHash))}::text[],
       ${p.add(transfers.map((t) => t.logIndex))}::int[], ${p.add(transfers.map((t) => t.from))}::text[],
       ${p.add(transfers.map((t) => t.to))}::text[], ${p.add(transfers.map((t) => t.amount))}::bigint[],
       ${p.add(transfers.map((t) => targetOf(t).id))}::uuid[], ${p.add(transfers.map((t) => t.blockHeight))}::bigint[],
       ${p.add(transfers.map((t) => t.blockHash))}::text[],
       ${p.add(transfers.map((t) => now <= targetOf(t).expires_at))}::boolean[]) WITH ORDINALITY
       AS v(asset, tx_hash, log_index, from_address, to_address, amount, order_id, block_height, block_hash,
         on_time, n)
     ORDER BY n
     ON CONFLICT (network, tx_hash, log_index) WHERE status <> 'reorged' DO UPDATE
       SET block_height = EXCLUDED.block_height, block_hash = EXCLUDED.block_hash, confirmations = 0
       WHERE deposits.status = 'confirming' AND (deposits.block_height IS DISTINCT FROM EXCLUDED.block_height
         OR deposits.block_hash IS DISTINCT FROM EXCLUDED.block_hash)
     RETURNING (xmax = 0) AS inserted`,
  };
  // the deposits, the orders and their timeline in one statement; it answers a row only when the
  // deposits created are not those the claim found new (then nothing is kept)
  const fresh = transfers.filter(isNew).length;
  const differs = await runCombined(
    tx,
    p,
    [deposits, ...changes.parts(p)],
    `SELECT count(*) FILTER (WHERE inserted) AS created FROM deposits_written
     HAVING count(*) FILTER (WHERE inserted) <> ${p.add(fresh)}`,
  );
  if (differs.length) throw new Error(`${network}: the deposits of a claimed range changed while recorded`);
}
