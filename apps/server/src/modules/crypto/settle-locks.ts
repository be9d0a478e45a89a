import type { Queryable } from '../../db/client';
import { type Position, STILL_AS_READ } from './chain-positions';
import { ORDER_COLUMNS, type OrderRow } from './view';

/** A confirmed deposit about to settle, as locked. */
export interface ReadyDeposit {
  id: bigint;
  network: string;
  asset: string;
  amount: bigint;
  order_id: string;
  on_time: boolean;
  tx_hash: string;
}

type Locked = OrderRow & {
  deposit_id: bigint;
  deposit_network: string;
  deposit_asset: string;
  deposit_amount: bigint;
  on_time: boolean;
  tx_hash: string;
};

/**
 * Locks the deposits still confirming in the block they were read in (skipping those another
 * instance holds), then their orders, in one statement: deposits in id order, then orders in id
 * order (the order every locker uses). Answers the deposits in id order and their orders by id.
 */
export async function lockReady(
  tx: Queryable,
  ready: readonly Position[],
): Promise<{ deposits: ReadyDeposit[]; orders: Map<string, OrderRow> }> {
  const rows = await tx.query<Locked>(
    `WITH ready AS (
       SELECT d.id, d.network, d.asset, d.amount, d.order_id, d.on_time, d.tx_hash
       FROM deposits d JOIN unnest($1::bigint[], $2::bigint[], $3::text[]) AS v(id, read_height, read_hash)
         ON d.id = v.id
       WHERE d.status = 'confirming' AND ${STILL_AS_READ}
       ORDER BY d.id FOR UPDATE OF d SKIP LOCKED),
     orders AS (
       SELECT ${ORDER_COLUMNS} FROM receipt_orders o
       WHERE o.id IN (SELECT order_id FROM ready) AND (SELECT count(*) FROM ready) > 0
       ORDER BY o.id FOR UPDATE OF o)
     SELECT r.id AS deposit_id, r.network AS deposit_network, r.asset AS deposit_asset, r.amount AS deposit_amount,
       r.on_time, r.tx_hash, o.*
     FROM ready r JOIN orders o ON o.id = r.order_id ORDER BY r.id`,
    [ready.map((r) => r.id), ready.map((r) => r.read.block_height), ready.map((r) => r.read.block_hash)],
  );
  const deposits: ReadyDeposit[] = [];
  const orders = new Map<string, OrderRow>();
  for (const { deposit_id, deposit_network, deposit_asset, deposit_amount, on_time, tx_hash, ...o } of rows) {
    deposits.push({
      id: deposit_id,
      network: deposit_network,
      asset: deposit_asset,
      amount: deposit_amount,
      order_id: o.id,
      on_time,
      tx_hash,
    });
    if (!orders.has(o.id)) orders.set(o.id, o);
  }
  return { deposits, orders };
}
