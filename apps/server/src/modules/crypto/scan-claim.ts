import type { Queryable } from '../../db/client';
import type { ChainTransfer } from '../../rails/chain/types';
import { ORDER_COLUMNS, type OrderRow } from './view';

/** Where the watcher stands on a network: its cursor, and how far the deposit addresses handed out go. */
export type ScanPosition = {
  cursor: string | null;
  watched: bigint;
};

/** Where the watcher stands on each network that has a cursor, in one statement. */
export async function scanPositions(q: Queryable, networks: readonly string[]) {
  const rows = await q.query<ScanPosition & { network: string }>(
    `SELECT network, cursor, (SELECT last_value + 1 FROM deposit_address_index) AS watched
     FROM chain_cursors WHERE network = ANY($1::text[])`,
    [networks],
  );
  return new Map(rows.map((r) => [r.network, { cursor: r.cursor, watched: r.watched }]));
}

/** A range of a network's transfers claimed by this transaction. */
export interface ClaimedRange {
  /** The receipt orders (not collection orders) of the addresses the transfers went to, locked. */
  orders: Map<string, OrderRow>;
  /** The transfers recorded already as deposits (not taken back), by `transferKey`, locked. */
  recorded: Set<string>;
}

/**
 * Claims the range from `from` to `to` and moves the cursor past it, in one statement with what
 * recording its transfers needs: the deposits of the transfers recorded before, then the receipt
 * orders of their addresses, locked in that order (the order settling locks them in). The cursor row
 * stays locked until the transaction ends: only the scan of its network records deposits. Null when
 * another instance is reading or has read the range. The orders are found by one index lookup per
 * address (`paid`), whatever the planner believes of the table's size: on a table whose statistics
 * were taken when it was small, a join or `= ANY` compared every order of the network with every
 * address (a million comparisons for 500 transfers among 2,000 orders).
 */
export async function claimRange(
  tx: Queryable,
  network: string,
  from: string | null,
  to: string | null,
  transfers: readonly ChainTransfer[],
): Promise<ClaimedRange | null> {
  const rows = await tx.query<Partial<OrderRow> & { recorded: string[] }>(
    `WITH claim AS (
       UPDATE chain_cursors SET cursor = $3 WHERE network = (
         SELECT network FROM chain_cursors WHERE network = $1 AND cursor IS NOT DISTINCT FROM $2
         FOR UPDATE SKIP LOCKED)
       RETURNING 1),
     recorded AS (
       SELECT d.tx_hash, d.log_index FROM deposits d
       JOIN unnest($4::text[], $5::int[]) AS v(tx_hash, log_index)
         ON d.tx_hash = v.tx_hash AND d.log_index = v.log_index
       WHERE d.network = $1 AND d.status <> 'reorged' AND EXISTS (SELECT FROM claim)
       ORDER BY d.id FOR UPDATE OF d),
     paid AS (
       SELECT p.id FROM unnest($6::text[]) AS a(address)
       CROSS JOIN LATERAL (
         SELECT o.id FROM receipt_orders o
         WHERE o.network = $1 AND o.deposit_address = a.address AND o.collection_account_id IS NULL
         LIMIT 1) AS p),
     orders AS (
       SELECT ${ORDER_COLUMNS} FROM receipt_orders o
       WHERE o.id IN (SELECT id FROM paid)
         AND EXISTS (SELECT FROM claim) AND (SELECT count(*) FROM recorded) >= 0
       ORDER BY o.id FOR UPDATE OF o)
     SELECT ARRAY(SELECT r.tx_hash || ':' || r.log_index FROM recorded r) AS recorded, o.*
     FROM claim LEFT JOIN orders o ON true`,
    [
      network,
      from,
      to,
      transfers.map((t) => t.txHash),
      transfers.map((t) => t.logIndex),
      [...new Set(transfers.map((t) => t.to))],
    ],
  );
  if (!rows.length) return null;
  const orders = new Map<string, OrderRow>();
  for (const { recorded: _, ...o } of rows) {
    if (o.id !== null && o.id !== undefined) orders.set(o.deposit_address!, o as OrderRow);
  }
  return { orders, recorded: new Set(rows[0]!.recorded) };
}
