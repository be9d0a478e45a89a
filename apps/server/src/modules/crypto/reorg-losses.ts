import { fromMinor, type HistoryStatus } from '@mc/contract';
import type { Queryable } from '../../db/client';
import { AppError, fail } from '../../platform/errors';
import { chainClearing, chainLosses, type Line, lockedBalance, merchantBucket, post } from '../ledger';
import { orderRepo } from './repo';
import { note } from './timeline-note';

export type ReorgOutcome = 'charge_back' | 'platform_loss';

/** A credited deposit a chain reorganisation took back, as its resolution books it. */
export interface ReorgLoss {
  depositId: string;
  orderId: string;
  merchantId: string;
  merchantOrderNo: string;
  network: string;
  asset: string;
  txHash: string;
  amount: bigint;
  outcome: ReorgOutcome;
  /** Taken from the merchant's available balance. */
  charged: bigint;
  /** What the available balance did not cover: the merchant owes it. */
  owed: bigint;
  /** Borne by the platform. */
  loss: bigint;
  resolvedAt: Date;
}

interface Row {
  id: bigint;
  order_id: string;
  network: string;
  asset: string;
  amount: bigint;
  tx_hash: string;
  status: string;
  reorged_at: Date | null;
  reorg_reconciled_at: Date | null;
  merchant_id: string;
  merchant_order_no: string;
  deposit_address: string;
  order_status: string;
  resolution: string | null;
  [key: string]: unknown;
}

/**
 * Books a credited deposit whose block a reorganisation replaced after it confirmed, in the caller's
 * transaction: the network's clearing account gives back what the chain no longer holds, and
 * either the merchant bears it (`charge_back`: its available balance of the asset, and what that does
 * not cover in `owed`, repaid first by its later credits) or the platform (`platform_loss`: the
 * network's `chain_losses`). The deposit is marked resolved once (409 after), the order's timeline
 * says what was done. Only a deposit whose order credited the merchant (paid, completed, or accepted)
 * is booked here: money still held on an order is decided on the order.
 */
export async function resolveReorgedDeposit(
  tx: Queryable,
  depositId: string,
  outcome: ReorgOutcome,
  reason: string,
  now: Date,
  decimalsOf: (asset: string) => number,
): Promise<ReorgLoss> {
  const [d] = await tx.query<Row>(
    `SELECT d.id, d.order_id, d.network, d.asset, d.amount, d.tx_hash, d.status, d.reorged_at,
       d.reorg_reconciled_at, o.merchant_id, o.merchant_order_no, o.deposit_address, o.status AS order_status,
       o.resolution
     FROM deposits d JOIN receipt_orders o ON o.id = d.order_id WHERE d.id = $1
     FOR UPDATE OF d, o`,
    [depositId],
  );
  if (!d) throw fail.notFound();
  if (!d.reorged_at) throw new AppError(409, 'reorg_not_taken_back');
  if (d.reorg_reconciled_at) throw new AppError(409, 'reorg_already_resolved');
  const credited =
    ['paid', 'completed'].includes(d.order_status) ||
    (d.order_status === 'exception_resolved' && d.resolution === 'accepted');
  if (d.status !== 'confirmed' || !credited) throw new AppError(409, 'reorg_not_credited');

  const given = { account: chainClearing(d.network), asset: d.asset, amount: d.amount };
  let charged = 0n;
  let lines: Line[];
  if (outcome === 'charge_back') {
    const available = await lockedBalance(tx, merchantBucket(d.merchant_id, 'available'), d.asset);
    charged = available < d.amount ? (available > 0n ? available : 0n) : d.amount;
    lines = [given];
    if (charged > 0n)
      lines.push({ account: merchantBucket(d.merchant_id, 'available'), asset: d.asset, amount: -charged });
    if (charged < d.amount)
      lines.push({
        account: merchantBucket(d.merchant_id, 'owed'),
        asset: d.asset,
        amount: charged - d.amount,
      });
  } else {
    lines = [given, { account: chainLosses(d.network), asset: d.asset, amount: -d.amount }];
  }
  const kind = outcome === 'charge_back' ? 'reorg_charged_back' : 'reorg_platform_loss';
  const { entryId } = await post(tx, {
    kind,
    refType: 'deposit',
    refId: String(d.id),
    merchantId: d.merchant_id,
    memo: `${kind.replaceAll('_', ' ')} ${d.merchant_order_no}`,
    at: now,
    lines,
    history: {
      type: 'reorg_charged_back',
      status: d.order_status as HistoryStatus,
      network: d.network,
      orderNo: d.merchant_order_no,
      counterparty: d.deposit_address,
      txHash: d.tx_hash,
      remark: reason,
    },
  });
  await tx.query(
    `UPDATE deposits SET reorg_reconciled_at = $2, reorg_outcome = $3, reorg_entry_id = $4 WHERE id = $1`,
    [d.id, now, outcome, entryId],
  );
  const owed = outcome === 'charge_back' ? d.amount - charged : 0n;
  const shown = (v: bigint) => fromMinor(v, decimalsOf(d.asset));
  const said =
    outcome === 'charge_back'
      ? note('reorg_charged_back', {
          tx_hash: d.tx_hash,
          amount: shown(d.amount),
          asset: d.asset,
          charged: shown(charged),
          owed: shown(owed),
          reason,
        })
      : note('reorg_platform_loss', { tx_hash: d.tx_hash, amount: shown(d.amount), asset: d.asset, reason });
  await orderRepo.note(tx, d.order_id, said, now);
  return {
    depositId: String(d.id),
    orderId: d.order_id,
    merchantId: d.merchant_id,
    merchantOrderNo: d.merchant_order_no,
    network: d.network,
    asset: d.asset,
    txHash: d.tx_hash,
    amount: d.amount,
    outcome,
    charged,
    owed,
    loss: outcome === 'platform_loss' ? d.amount : 0n,
    resolvedAt: now,
  };
}

/**
 * Every deposit charged back or borne as a loss has exactly the one entry of its outcome, and no such
 * entry names another deposit.
 */
export async function reorgLossInvariants(db: Queryable) {
  const rows = await db.query<{ detail: string }>(
    `WITH booked AS (
       SELECT ref_id, kind, count(*) AS n FROM ledger_entries
       WHERE kind IN ('reorg_charged_back', 'reorg_platform_loss') AND ref_type = 'deposit' GROUP BY ref_id, kind)
     SELECT 'deposit ' || coalesce(d.id::text, b.ref_id) || ' resolved ' || coalesce(d.reorg_outcome, 'not')
       || ' has ' || coalesce(b.n, 0) || ' ' || coalesce(b.kind, 'entries') AS detail
     FROM (SELECT id, reorg_outcome, CASE reorg_outcome WHEN 'charge_back' THEN 'reorg_charged_back'
             ELSE 'reorg_platform_loss' END AS kind
           FROM deposits WHERE reorg_outcome IN ('charge_back', 'platform_loss')) d
     FULL JOIN booked b ON b.ref_id = d.id::text AND b.kind = d.kind
     WHERE d.id IS NULL OR b.ref_id IS NULL OR b.n <> 1`,
  );
  return rows.map((r) => ({ rule: 'a charged back or lost deposit is booked once', detail: r.detail }));
}

/**
 * An order's deposits that a deep reorganisation took back after they credited the merchant, not yet
 * resolved: what an operator may charge back or book as the platform's loss.
 */
export function reorgedCredited(
  q: Queryable,
  orderId: string,
): Promise<{ id: bigint; tx_hash: string; asset: string; amount: bigint }[]> {
  return q.query(
    `SELECT d.id, d.tx_hash, d.asset, d.amount FROM deposits d JOIN receipt_orders o ON o.id = d.order_id
     WHERE d.order_id = $1 AND d.status = 'confirmed' AND d.reorged_at IS NOT NULL AND d.reorg_reconciled_at IS NULL
       AND (o.status IN ('paid', 'completed') OR (o.status = 'exception_resolved' AND o.resolution = 'accepted'))
     ORDER BY d.id`,
    [orderId],
  );
}
