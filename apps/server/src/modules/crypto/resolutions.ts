import type { OpsOrderAction, ReceiptStatus } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import type { Line } from '../ledger';
import { platform } from '../ledger';
import { bookOrder, creditLessFee } from './bookings';
import type { Catalogue } from './catalogue';
import { requestRefund } from './refund-request';
import { orderRepo } from './repo';
import { receiveFee } from './status';
import { type Note, note } from './timeline-note';
import type { OrderRow } from './view';

/** Statuses an order waits in until someone resolves it (the merchant only `exception`). */
export const AWAITING_RESOLUTION: ReadonlySet<ReceiptStatus> = new Set(['exception', 'accounting_exception']);

export interface HeldDeposit {
  id: bigint;
  asset: string;
  amount: bigint;
  [key: string]: unknown;
}

/**
 * Deposits of an order booked to suspense for review while it waited for a decision (another asset,
 * or more money while in accounting_exception), not yet swept: its resolution takes them along. A
 * deposit held after the order was decided is a late payment of its own, not one of these.
 */
export async function heldDeposits(q: Queryable, orderId: string): Promise<HeldDeposit[]> {
  return q.query<HeldDeposit>(
    `SELECT d.id, d.asset, d.amount FROM deposits d
     WHERE d.order_id = $1 AND d.status = 'held' AND d.resolution_entry_id IS NULL
       AND NOT EXISTS (SELECT 1 FROM late_payments l WHERE l.deposit_id = d.id) ORDER BY d.id`,
    [orderId],
  );
}

/** Everything an order holds in suspense, per asset: what it received plus its held deposits. */
function fundsByAsset(o: OrderRow, held: HeldDeposit[]): Map<string, bigint> {
  const out = new Map<string, bigint>();
  if (o.received_amount > 0n) out.set(o.asset, o.received_amount);
  for (const d of held) out.set(d.asset, (out.get(d.asset) ?? 0n) + d.amount);
  return out;
}

/** What an operator may do with an order now (a closed one: with the unclaimed funds it still has, per asset). */
export function operatorActions(
  o: OrderRow & { reorged: boolean },
  held: HeldDeposit[],
  unclaimed: Map<string, bigint>,
): OpsOrderAction[] {
  const reconcile: OpsOrderAction[] = o.reorged ? ['reconcile_reorg'] : [];
  if (unclaimed.size)
    return [
      ...(unclaimed.size === 1 ? (['release', 'refund_unclaimed'] as const) : (['release'] as const)),
      ...reconcile,
    ];
  if (!AWAITING_RESOLUTION.has(o.status)) return reconcile;
  return [
    ...(held.length ? (['accept', 'close'] as const) : (['accept', 'refund', 'close'] as const)),
    ...reconcile,
  ];
}

/**
 * The three ways out of an exception. Each writes its ledger entry, sweeps the held deposits it
 * booked, and moves the order, in the caller's transaction on an order row it has locked.
 */
export function orderResolutions(deps: Deps, catalogue: () => Promise<Catalogue>) {
  const { clock } = deps;

  function assertAwaiting(o: OrderRow) {
    if (!AWAITING_RESOLUTION.has(o.status)) throw new AppError(409, 'order_not_in_queue');
  }

  async function sweep(tx: Queryable, held: HeldDeposit[], entryId: bigint) {
    if (!held.length) return;
    await tx.query('UPDATE deposits SET resolution_entry_id = $2 WHERE id = ANY($1::bigint[])', [
      held.map((d) => d.id),
      entryId,
    ]);
  }

  /**
   * Credits everything that arrived to the merchant's available balance, each asset less the
   * receive fee: what the order received, and deposits held on it (another asset is credited in
   * that asset).
   */
  async function accept(tx: Queryable, o: OrderRow, why: Note) {
    assertAwaiting(o);
    const held = await heldDeposits(tx, o.id);
    const funds = fundsByAsset(o, held);
    const now = clock.now();
    const fee = receiveFee(funds.get(o.asset) ?? 0n, o.fee_bps);
    const lines: Line[] = [];
    for (const [asset, amount] of funds) {
      const assetFee = asset === o.asset ? fee : receiveFee(amount, o.fee_bps);
      lines.push(...creditLessFee(o.merchant_id, asset, platform('suspense'), amount, assetFee));
    }
    if (lines.length) {
      const entry = await bookOrder(tx, o, 'order_accepted', now, lines);
      await sweep(tx, held, entry.entryId);
    }
    await orderRepo.transition(tx, o.id, 'exception_resolved', now, why, {
      resolution: 'accepted',
      completedAt: now,
      fee,
    });
  }

  /** Queues a refund of what arrived, less the network fee, to the payer's address. */
  async function refund(tx: Queryable, o: OrderRow, address: string, why: Note) {
    assertAwaiting(o);
    if ((await heldDeposits(tx, o.id)).length) throw new AppError(409, 'refund_held_funds');
    const now = clock.now();
    const to = { toAddress: address, purpose: 'order_refund', refId: o.id, at: now };
    const sendId = await requestRefund(tx, deps, catalogue, o, o.received_amount, to);
    await tx.query('UPDATE receipt_orders SET refund_address = $2, refund_send_id = $3 WHERE id = $1', [
      o.id,
      address,
      sendId,
    ]);
    await orderRepo.transition(tx, o.id, 'refund_requested', now, why);
  }

  /**
   * An operator closes the order: the merchant gets nothing, and everything it holds in suspense
   * (what it received and its held deposits, per asset) moves to the platform's unclaimed funds,
   * so that nothing is lost and suspense only keeps what still waits for a decision.
   */
  async function close(tx: Queryable, o: OrderRow, reason: string) {
    assertAwaiting(o);
    const held = await heldDeposits(tx, o.id);
    const lines: Line[] = [];
    for (const [asset, amount] of fundsByAsset(o, held)) {
      lines.push(
        { account: platform('suspense'), asset, amount: -amount },
        { account: platform('unclaimed'), asset, amount },
      );
    }
    const now = clock.now();
    if (lines.length) {
      const entry = await bookOrder(tx, o, 'order_closed', now, lines);
      await sweep(tx, held, entry.entryId);
    }
    await orderRepo.transition(tx, o.id, 'closed', now, note('closed_by_platform', { reason }), {
      resolution: 'closed',
      completedAt: now,
    });
  }

  return { accept, refund, close };
}

export type OrderResolutions = ReturnType<typeof orderResolutions>;
