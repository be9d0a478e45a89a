import { type CollectionAccount, type CollectionDeposit, fromMinor, type ReceiptStatus } from '@mc/contract';
import type { CollectionAccountRow } from './account-rows';
import type { AccountTotals, TransferRow } from './repo';

/** What an account's answers need beside its row: its figures, this month's, the asset's decimals. */
export interface AccountFacts {
  totals: AccountTotals | undefined;
  thisMonth: { deposits: number; amount: bigint } | undefined;
  month: string;
  decimals: number;
  publicUrl: string;
}

/** The payer's page of an account. */
export const paymentUrlOf = (publicUrl: string, id: string) =>
  `${publicUrl.replace(/\/$/, '')}/batch/transfer?account=${id}`;

export function toCollectionAccount(a: CollectionAccountRow, f: AccountFacts): CollectionAccount {
  return {
    id: a.id,
    customer_name: a.customer_name,
    customer_ref: a.customer_ref,
    email: a.email,
    asset: a.asset,
    network: a.network,
    address: a.address,
    expected_amount: a.expected_amount === null ? null : fromMinor(a.expected_amount, f.decimals),
    remark: a.remark,
    status: a.status,
    payment_url: paymentUrlOf(f.publicUrl, a.id),
    this_month: {
      month: f.month,
      deposits: f.thisMonth?.deposits ?? 0,
      amount: fromMinor(f.thisMonth?.amount ?? 0n, f.decimals),
    },
    total_received: fromMinor(f.totals?.total_received ?? 0n, f.decimals),
    deposit_count: Number(f.totals?.deposit_count ?? 0n),
    last_deposit_at: f.totals?.last_deposit_at?.toISOString() ?? null,
    created_at: a.created_at.toISOString(),
  };
}

/** A transfer as the account's detail lists it (confirmations counted up to those required). */
export function toCollectionDeposit(t: TransferRow, decimals: number, required: number): CollectionDeposit {
  return {
    order_id: t.order_id,
    merchant_order_no: t.merchant_order_no,
    amount: fromMinor(t.amount, decimals),
    status: t.status as ReceiptStatus,
    exception_reason: t.exception_reason,
    tx_hash: t.tx_hash,
    from_address: t.from_address,
    confirmations: Math.min(t.confirmations, required),
    confirmations_required: required,
    month: t.month,
    seen_at: t.seen_at.toISOString(),
  };
}
