import type { OpsOrderAction, ReceiptStatus } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError, fail } from '../../platform/errors';
import type { Line } from '../ledger';
import { platform } from '../ledger';
import { bookOrder, creditLessFee } from './bookings';
import type { Catalogue } from './catalogue';
import { orderRepo } from './repo';
import { receiveFee } from './status';
import type { OrderRow } from './view';

/** Statuses an order waits in until someone resolves it (the merchant only `exception`). */
export const AWAITING_RESOLUTION: ReadonlySet<ReceiptStatus> = new Set(['exception', 'accounting_exception']);

export interface HeldDeposit {
  id: bigint;
  asset: string;
  amount: bigint;
  [key: string]: unknown;
}

/** Deposits of an order booked to suspense for review (another asset, or after it was settled), not yet swept. */
export async function heldDeposits(q: Queryable, orderId: string): Promise<HeldDeposit[]> {
  return q.query<HeldDeposit>(
    `SELECT id, asset, amount FROM deposits
     WHERE order_id = $1 AND status = 'held' AND resolution_entry_id IS NULL ORDER BY id`,
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

/** What an operator may do with an order now. */
export function operatorActions(o: OrderRow, held: HeldDeposit[]): OpsOrderAction[] {
  if (!AWAITING_RESOLUTION.has(o.status)) return [];
  return held.length ? ['accept', 'close'] : ['accept', 'refund', 'close'];
}

/**
 * The three ways out of an exception. Each writes its ledger entry, sweeps the held deposits it
 * booked, and moves the order, in the caller's transaction on an order row it has locked.
 */
export function orderResolutions(deps: Deps, catalogue: () => Promise<Catalogue>) {
  const { clock, chain } = deps;

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
  async function accept(tx: Queryable, o: OrderRow, note: string) {
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
    await orderRepo.transition(tx, o.id, 'exception_resolved', now, note, {
      resolution: 'accepted',
      completedAt: now,
      fee,
    });
  }

  /** Queues a refund of what arrived, less the network fee, to the payer's address. */
  async function refund(tx: Queryable, o: OrderRow, address: string, note: string) {
    assertAwaiting(o);
    if ((await heldDeposits(tx, o.id)).length) throw new AppError(409, 'refund_held_funds');
    if (!chain.isValidAddress(o.network, address)) throw fail.field('address', 'address_invalid');
    const c = await catalogue();
    const networkFee = c.networks.get(o.network)?.assets.get(o.asset)?.networkFee ?? 0n;
    if (o.received_amount <= networkFee) throw fail.field('address', 'refund_too_small');
    const now = clock.now();
    const [send] = await tx.query<{ id: bigint }>(
      `INSERT INTO chain_sends (merchant_id, network, asset, to_address, amount, network_fee, purpose, ref_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'order_refund', $7, $8)
       ON CONFLICT (purpose, ref_id) DO UPDATE SET to_address = EXCLUDED.to_address, amount = EXCLUDED.amount,
         network_fee = EXCLUDED.network_fee, status = 'queued', tx_hash = NULL, failure = NULL,
         created_at = EXCLUDED.created_at
       RETURNING id`,
      [o.merchant_id, o.network, o.asset, address, o.received_amount - networkFee, networkFee, o.id, now],
    );
    await tx.query('UPDATE receipt_orders SET refund_address = $2, refund_send_id = $3 WHERE id = $1', [
      o.id,
      address,
      send!.id,
    ]);
    await orderRepo.transition(tx, o.id, 'refund_requested', now, note);
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
    await orderRepo.transition(tx, o.id, 'closed', now, `closed by the platform: ${reason}`, {
      resolution: 'closed',
      completedAt: now,
    });
  }

  return { accept, refund, close };
}

export type OrderResolutions = ReturnType<typeof orderResolutions>;
