import { fromMinor } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { platform, post } from '../ledger';
import { creditLessFee } from './bookings';
import type { Catalogue } from './catalogue';
import { type LatePaymentRow, latePaymentRepo } from './late-payment-repo';
import { requestRefund } from './refund-request';
import { orderRepo } from './repo';
import { receiveFee } from './status';
import { note } from './timeline-note';

export type ResolvedBy = 'merchant' | 'operator';

/**
 * The two ways out of a late payment, in the caller's transaction on a row it has locked: credit it
 * to the merchant's available balance less the order's receive fee, or send it back on chain (less
 * the network fee). Each writes a timeline event on its order.
 */
export function latePaymentResolutions(deps: Deps, catalogue: () => Promise<Catalogue>) {
  const { clock } = deps;

  function assertOpen(l: LatePaymentRow) {
    if (l.status !== 'open') throw new AppError(409, 'late_payment_resolved');
  }

  async function amountOf(l: LatePaymentRow, amount = l.amount) {
    return { amount: fromMinor(amount, (await catalogue()).decimals.get(l.asset) ?? 6), asset: l.asset };
  }

  const byOf = (by: ResolvedBy) => (by === 'merchant' ? 'merchant' : 'platform');

  async function credit(tx: Queryable, l: LatePaymentRow, by: ResolvedBy) {
    assertOpen(l);
    const now = clock.now();
    const fee = receiveFee(l.amount, l.fee_bps);
    await post(tx, {
      kind: 'late_payment_credited',
      refType: 'late_payment',
      refId: l.id,
      merchantId: l.merchant_id,
      at: now,
      memo: `late payment ${l.merchant_order_no}`,
      lines: creditLessFee(l.merchant_id, l.asset, platform('suspense'), l.amount, fee),
      history: {
        type: 'late_payment_credited',
        status: 'completed',
        network: l.network,
        orderNo: l.merchant_order_no,
        counterparty: l.from_address,
        txHash: l.tx_hash,
      },
    });
    await latePaymentRepo.credited(tx, l.id, by, fee, now);
    const params = { ...(await amountOf(l)), fee: (await amountOf(l, fee)).amount, by: byOf(by) };
    await orderRepo.note(tx, l.order_id, note('late_payment_credited', params), now);
  }

  async function refund(tx: Queryable, l: LatePaymentRow, address: string, by: ResolvedBy) {
    assertOpen(l);
    const now = clock.now();
    const to = { toAddress: address, purpose: 'late_payment_refund', refId: l.id, at: now };
    const sendId = await requestRefund(tx, deps, catalogue, l, l.amount, to);
    await latePaymentRepo.refundRequested(tx, l.id, by, address, sendId, now);
    const params = { ...(await amountOf(l)), address, by: byOf(by) };
    await orderRepo.note(tx, l.order_id, note('late_payment_refund_requested', params), now);
  }

  return { credit, refund };
}

export type LatePaymentResolutions = ReturnType<typeof latePaymentResolutions>;
