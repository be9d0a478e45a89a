import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { type Line, platform } from '../ledger';
import { bookOrder, creditLessFee } from './bookings';
import type { Catalogue } from './catalogue';
import { requestRefund } from './refund-request';
import { orderRepo } from './repo';
import { receiveFee } from './status';
import { note } from './timeline-note';
import type { OrderRow } from './view';

/**
 * What an operator's close booked to the platform's unclaimed funds and is still there, per asset
 * (nothing once released, or while or after a refund of it).
 */
export async function unclaimedFunds(q: Queryable, o: OrderRow): Promise<Map<string, bigint>> {
  if (o.status !== 'closed' || o.unclaimed_outcome !== null) return new Map();
  const rows = await q.query<{ asset: string; amount: bigint }>(
    `SELECT asset, sum(amount)::bigint AS amount FROM ledger_lines
     WHERE ref_type = 'receipt_order' AND ref_id = $1 AND platform_account = 'unclaimed'
     GROUP BY asset HAVING sum(amount) <> 0 ORDER BY asset`,
    [o.id],
  );
  return new Map(rows.map((r) => [r.asset, r.amount]));
}

/**
 * The operator's ways out of unclaimed funds, in the caller's transaction on an order row it has
 * locked: release them to the merchant's available balance (each asset less the receive fee), or
 * refund them on chain (one asset, less the network fee). The order stays closed.
 */
export function unclaimedResolutions(deps: Deps, catalogue: () => Promise<Catalogue>) {
  const { clock } = deps;

  async function waiting(q: Queryable, o: OrderRow) {
    const funds = await unclaimedFunds(q, o);
    if (!funds.size) throw new AppError(409, 'unclaimed_none');
    return funds;
  }

  async function release(tx: Queryable, o: OrderRow, reason: string) {
    const funds = await waiting(tx, o);
    const now = clock.now();
    const lines: Line[] = [];
    let fee = 0n;
    for (const [asset, amount] of funds) {
      const assetFee = receiveFee(amount, o.fee_bps);
      if (asset === o.asset) fee = assetFee;
      lines.push(...creditLessFee(o.merchant_id, asset, platform('unclaimed'), amount, assetFee));
    }
    await bookOrder(tx, o, 'unclaimed_released', now, lines);
    await tx.query(
      `UPDATE receipt_orders SET unclaimed_outcome = 'released', updated_at = $2 WHERE id = $1`,
      [o.id, now],
    );
    await orderRepo.note(tx, o.id, note('unclaimed_released', { reason }), now);
    return fee;
  }

  async function refund(tx: Queryable, o: OrderRow, address: string, reason: string) {
    const funds = await waiting(tx, o);
    if (funds.size > 1) throw new AppError(409, 'unclaimed_refund_one_asset');
    const [[asset, amount]] = [...funds] as [[string, bigint]];
    const now = clock.now();
    const to = { toAddress: address, purpose: 'unclaimed_refund', refId: o.id, at: now };
    const sendId = await requestRefund(tx, deps, catalogue, { ...o, asset }, amount, to);
    await tx.query(
      `UPDATE receipt_orders SET unclaimed_outcome = 'refund_requested', unclaimed_refund_send_id = $2,
         updated_at = $3 WHERE id = $1`,
      [o.id, sendId, now],
    );
    await orderRepo.note(tx, o.id, note('unclaimed_refund_requested', { address, reason }), now);
  }

  return { release, refund };
}

export type UnclaimedResolutions = ReturnType<typeof unclaimedResolutions>;
