import type { Queryable } from '../../db/client';
import {
  type AccountRef,
  chainClearing,
  type EntryInput,
  type Line,
  merchantBucket,
  platform,
  post,
} from '../ledger';

export type OrderEntryKind =
  | 'order_paid'
  | 'order_settled'
  | 'order_accepted'
  | 'order_refunded'
  | 'order_closed'
  | 'unclaimed_released'
  | 'unclaimed_refunded';

interface OrderRef {
  id: string;
  merchant_id: string;
  merchant_order_no: string;
}

/** The entry of a receipt order (one per kind and order). */
export function orderEntry(o: OrderRef, kind: OrderEntryKind, at: Date, lines: Line[]): EntryInput {
  return {
    kind,
    refType: 'receipt_order',
    refId: o.id,
    merchantId: o.merchant_id,
    at,
    memo: `${kind.replace('order_', '').replace('_', ' ')} ${o.merchant_order_no}`,
    lines,
  };
}

/** Books an entry of a receipt order (once per kind and order). */
export function bookOrder(tx: Queryable, o: OrderRef, kind: OrderEntryKind, at: Date, lines: Line[]) {
  return post(tx, orderEntry(o, kind, at, lines));
}

/** A confirmed chain transfer to one of our addresses: from the network's clearing account into suspense. */
export function depositEntry(
  d: { id: bigint; network: string; asset: string; amount: bigint; merchantId: string | null },
  at: Date,
): EntryInput {
  return {
    kind: 'deposit_received',
    refType: 'deposit',
    refId: String(d.id),
    merchantId: d.merchantId,
    at,
    lines: [
      { account: chainClearing(d.network), asset: d.asset, amount: -d.amount },
      { account: platform('suspense'), asset: d.asset, amount: d.amount },
    ],
  };
}

/** Moves what was received from `source` to the merchant's available balance, less the fee (to fees). */
export function creditLessFee(
  merchantId: string,
  asset: string,
  source: AccountRef,
  received: bigint,
  fee: bigint,
): Line[] {
  return [
    { account: source, asset, amount: -received },
    { account: merchantBucket(merchantId, 'available'), asset, amount: received - fee },
    ...(fee > 0n ? [{ account: platform('fees'), asset, amount: fee }] : []),
  ];
}

/** A confirmed refund send: from `source` what it took (sent + network fee) to the network's clearing account and the fee to fees. */
export function refundLines(
  source: AccountRef,
  s: { network: string; asset: string; amount: bigint; network_fee: bigint },
): Line[] {
  return [
    { account: source, asset: s.asset, amount: -(s.amount + s.network_fee) },
    { account: chainClearing(s.network), asset: s.asset, amount: s.amount },
    ...(s.network_fee > 0n ? [{ account: platform('fees'), asset: s.asset, amount: s.network_fee }] : []),
  ];
}
