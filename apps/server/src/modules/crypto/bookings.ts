import type { Queryable } from '../../db/client';
import { type AccountRef, merchantBucket, platform } from '../ledger/accounts';
import { type Line, post } from '../ledger/service';

export type OrderEntryKind =
  | 'order_paid'
  | 'order_settled'
  | 'order_accepted'
  | 'order_refunded'
  | 'order_closed';

interface OrderRef {
  id: string;
  merchant_id: string;
  merchant_order_no: string;
}

/** Books an entry of a receipt order (once per kind and order). */
export function bookOrder(tx: Queryable, o: OrderRef, kind: OrderEntryKind, at: Date, lines: Line[]) {
  return post(tx, {
    kind,
    refType: 'receipt_order',
    refId: o.id,
    merchantId: o.merchant_id,
    at,
    memo: `${kind.replace('order_', '')} ${o.merchant_order_no}`,
    lines,
  });
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
