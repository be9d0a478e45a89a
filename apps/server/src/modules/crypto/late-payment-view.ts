import { fromMinor, type LatePayment } from '@mc/contract';
import type { LatePaymentRow } from './late-payment-repo';
import { iso } from './view';

/** A late payment as the merchant (and, with its merchant, an operator) sees it. */
export function latePaymentView(l: LatePaymentRow, decimals: Map<string, number>): LatePayment {
  const d = decimals.get(l.asset) ?? 6;
  return {
    id: l.id,
    order_id: l.order_id,
    merchant_order_no: l.merchant_order_no,
    network: l.network as LatePayment['network'],
    asset: l.asset,
    amount: fromMinor(l.amount, d),
    fee_amount: fromMinor(l.fee_amount, d),
    status: l.status,
    resolved_by: l.resolved_by,
    tx_hash: l.tx_hash,
    from_address: l.from_address,
    refund_address: l.refund_address,
    refund_tx_hash: l.refund_tx_hash,
    created_at: l.created_at.toISOString(),
    resolved_at: iso(l.resolved_at),
    actions: l.status === 'open' ? ['credit', 'refund'] : [],
  };
}
