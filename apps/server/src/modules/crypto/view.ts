import { type ExcessOutcome, fromMinor, type ReceiptOrder, type ReceiptStatus } from '@mc/contract';
import type { CollectionHold, ExceptionReason } from './status';

export interface OrderRow {
  id: string;
  merchant_id: string;
  merchant_order_no: string;
  asset: 'USDT' | 'USDC';
  network: string;
  amount: bigint;
  received_amount: bigint;
  pending_amount: bigint;
  fee_amount: bigint;
  status: ReceiptStatus;
  exception_reason: ExceptionReason | null;
  resolution: string | null;
  deposit_address: string;
  description: string;
  payer_email: string | null;
  tolerance_bps: number;
  fee_bps: number;
  expires_at: Date;
  paid_at: Date | null;
  completed_at: Date | null;
  refund_address: string | null;
  refund_send_id: bigint | null;
  refund_tx_hash: string | null;
  /** What became of the funds an operator's close booked to unclaimed (null: still unclaimed). */
  unclaimed_outcome: 'released' | 'refund_requested' | 'refunded' | null;
  /** What arrived beyond the amount of a paid order, what became of it and the fee it bore. */
  excess_amount: bigint;
  excess_outcome: ExcessOutcome | null;
  excess_fee: bigint;
  excess_refund_address: string | null;
  excess_refund_tx_hash: string | null;
  /** The collection account whose transfer the order is (kind collection), or null. */
  collection_account_id: string | null;
  /** A collection order created flagged by the monthly rule or a disabled account. */
  collection_hold: CollectionHold | null;
  /** The calendar month (YYYY-MM, the merchant's time zone) a collection transfer counts in. */
  collection_month: string | null;
  /** The user who created it (a key's user); null when the platform opened it (a collection deposit). */
  created_by: string | null;
  created_at: Date;
  [key: string]: unknown;
}

export const ORDER_COLUMNS = `o.id, o.merchant_id, o.merchant_order_no, o.asset, o.network, o.amount, o.received_amount,
  o.pending_amount, o.fee_amount, o.status, o.exception_reason, o.resolution, o.deposit_address, o.description,
  o.payer_email, o.tolerance_bps, o.fee_bps, o.expires_at, o.paid_at, o.completed_at, o.refund_address,
  o.refund_send_id, (SELECT s.tx_hash FROM chain_sends s WHERE s.id = o.refund_send_id) AS refund_tx_hash,
  o.unclaimed_outcome, coalesce(o.excess_amount, 0) AS excess_amount, o.excess_outcome,
  coalesce(o.excess_fee, 0) AS excess_fee, o.excess_refund_address,
  (SELECT s.tx_hash FROM chain_sends s WHERE s.id = o.excess_refund_send_id) AS excess_refund_tx_hash,
  o.collection_account_id, o.collection_hold,
  o.collection_month, o.created_by, o.created_at`;

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toReceiptOrder(o: OrderRow, decimals: number, publicUrl: string): ReceiptOrder {
  const due = o.amount > o.received_amount ? o.amount - o.received_amount : 0n;
  return {
    id: o.id,
    merchant_order_no: o.merchant_order_no,
    asset: o.asset,
    network: o.network,
    amount: fromMinor(o.amount, decimals),
    received_amount: fromMinor(o.received_amount, decimals),
    pending_amount: fromMinor(o.pending_amount, decimals),
    due_amount: fromMinor(due, decimals),
    fee_amount: fromMinor(o.fee_amount, decimals),
    status: o.status,
    exception_reason: o.exception_reason,
    deposit_address: o.deposit_address,
    payment_url: `${publicUrl.replace(/\/$/, '')}/payment?order=${o.id}`,
    description: o.description,
    payer_email: o.payer_email,
    expires_at: o.expires_at.toISOString(),
    created_at: o.created_at.toISOString(),
    paid_at: iso(o.paid_at),
    completed_at: iso(o.completed_at),
    refund_address: o.refund_address,
    refund_tx_hash: o.refund_tx_hash,
    excess_amount: fromMinor(o.excess_amount, decimals),
    excess_outcome: o.excess_outcome,
    excess_fee: fromMinor(o.excess_fee, decimals),
    excess_refund_address: o.excess_refund_address,
    excess_refund_tx_hash: o.excess_refund_tx_hash,
    collection_account_id: o.collection_account_id,
  };
}
