import type { Queryable } from '../../db/client';

/** An amount and how many items make it. */
export interface Tally {
  amount: bigint;
  count: number;
}

/** What the receiving side knows of a network that the ledger does not show yet (or no longer should). */
export interface ChainBookFacts {
  /** The deposit addresses that ever received on the network (the chain is asked what they hold). */
  depositIndexes: bigint[];
  /** Per asset: deposits mined but not yet confirmed (on chain, not booked). */
  unconfirmed: Map<string, Tally>;
  /** Per asset: booked deposits a reorganisation took back after they confirmed, not yet resolved. */
  reorged: Map<string, Tally>;
  /** Per asset: sends booked as delivered whose block a reorganisation took back, being sent again. */
  retaken: Map<string, Tally>;
  /** Our sends broadcast and not yet booked (the chain may have mined them). */
  openSends: { asset: string; amount: bigint; txHash: string }[];
  /** Sends booked as delivered being sent again after a reorganisation made them undeliverable (hash once broadcast). */
  redeliveries: { asset: string; amount: bigint; txHash: string | null }[];
}

const tallies = (rows: { asset: string; amount: bigint; count: bigint }[]) =>
  new Map(rows.map((r) => [r.asset, { amount: r.amount, count: Number(r.count) }]));

/** The facts a reconciliation of the network's holdings with the ledger reads, in one snapshot `q`. */
export async function chainBookFacts(q: Queryable, network: string): Promise<ChainBookFacts> {
  const indexes = await q.query<{ address_index: bigint }>(
    `SELECT DISTINCT o.address_index FROM deposits d JOIN receipt_orders o ON o.id = d.order_id
     WHERE d.network = $1 AND o.address_index IS NOT NULL ORDER BY o.address_index`,
    [network],
  );
  const unconfirmed = await q.query<{ asset: string; amount: bigint; count: bigint }>(
    `SELECT asset, sum(amount)::bigint AS amount, count(*) AS count FROM deposits
     WHERE network = $1 AND status = 'confirming' AND block_height IS NOT NULL GROUP BY asset`,
    [network],
  );
  const reorged = await q.query<{ asset: string; amount: bigint; count: bigint }>(
    `SELECT asset, sum(amount)::bigint AS amount, count(*) AS count FROM deposits
     WHERE network = $1 AND status IN ('confirmed', 'held') AND reorged_at IS NOT NULL
       AND reorg_reconciled_at IS NULL GROUP BY asset`,
    [network],
  );
  const retaken = await q.query<{ asset: string; amount: bigint; count: bigint }>(
    `SELECT asset, sum(amount)::bigint AS amount, count(*) AS count FROM chain_sends
     WHERE network = $1 AND status = 'confirmed' AND final_at IS NULL AND block_height IS NULL GROUP BY asset`,
    [network],
  );
  const sends = await q.query<{ asset: string; amount: bigint; tx_hash: string }>(
    `SELECT asset, amount, tx_hash FROM chain_sends WHERE network = $1 AND status = 'sent' AND tx_hash IS NOT NULL
       AND NOT redelivery`,
    [network],
  );
  const redeliveries = await q.query<{ asset: string; amount: bigint; tx_hash: string | null }>(
    `SELECT asset, amount, tx_hash FROM chain_sends WHERE network = $1 AND redelivery AND status IN ('queued', 'sent')`,
    [network],
  );
  return {
    depositIndexes: indexes.map((r) => r.address_index),
    unconfirmed: tallies(unconfirmed),
    reorged: tallies(reorged),
    retaken: tallies(retaken),
    openSends: sends.map((s) => ({ asset: s.asset, amount: s.amount, txHash: s.tx_hash })),
    redeliveries: redeliveries.map((s) => ({ asset: s.asset, amount: s.amount, txHash: s.tx_hash })),
  };
}
