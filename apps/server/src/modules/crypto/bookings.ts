import type { HistoryStatus, HistoryType } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { HistoryFacts } from '../history';
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
  | 'overpayment_credited'
  | 'overpayment_refunded'
  | 'unclaimed_released'
  | 'unclaimed_refunded';

interface OrderRef {
  id: string;
  merchant_id: string;
  merchant_order_no: string;
  network: string;
  deposit_address: string;
  status: HistoryStatus;
  /** The merchant's description of the order: the history's remark. */
  description?: string;
}

/** What the history shows of each kind that moves the merchant's money, and the order's status after it. */
const historyOfKind: Partial<Record<OrderEntryKind, { type: HistoryType; status?: HistoryStatus }>> = {
  order_paid: { type: 'received', status: 'paid' },
  order_settled: { type: 'order_settled', status: 'completed' },
  order_accepted: { type: 'exception_accepted', status: 'exception_resolved' },
  overpayment_credited: { type: 'overpayment_credited', status: 'paid' },
  unclaimed_released: { type: 'unclaimed_released' },
};

function orderHistory(o: OrderRef, kind: OrderEntryKind, txHash: string | null): HistoryFacts | undefined {
  const h = historyOfKind[kind];
  if (!h) return undefined;
  return {
    type: h.type,
    status: h.status ?? o.status,
    network: o.network,
    orderNo: o.merchant_order_no,
    counterparty: o.deposit_address,
    txHash,
    remark: o.description ?? null,
  };
}

/** The entry of a receipt order (one per kind and order); `txHash`: the transfer that paid it. */
export function orderEntry(
  o: OrderRef,
  kind: OrderEntryKind,
  at: Date,
  lines: Line[],
  txHash: string | null = null,
): EntryInput {
  const history = orderHistory(o, kind, txHash);
  return {
    kind,
    refType: 'receipt_order',
    refId: o.id,
    merchantId: o.merchant_id,
    at,
    memo: `${kind.replace('order_', '').replace('_', ' ')} ${o.merchant_order_no}`,
    lines,
    ...(history ? { history } : {}),
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
