import { fromMinor, type HistoryDetail, type HistoryRow } from '@mc/contract';
import type { HistoryDbRow } from './columns';
import type { PostingDbRow } from './repo';

const decimalsIn = (decimals: Map<string, number>, asset: string) => decimals.get(asset) ?? 6;

/** A row as the API answers it: decimal strings in the asset's decimals. */
export function toHistoryRow(r: HistoryDbRow, decimals: Map<string, number>): HistoryRow {
  const d = decimalsIn(decimals, r.asset);
  return {
    id: String(r.id),
    entry_id: String(r.entry_id),
    created_at: r.created_at.toISOString(),
    type: r.type as HistoryRow['type'],
    kind: r.kind,
    direction: r.net > 0n ? 'in' : 'out',
    asset: r.asset,
    network: r.network,
    balance: r.balance,
    amount: fromMinor(r.amount, d),
    fee: fromMinor(r.fee, d),
    net: fromMinor(r.net, d),
    balance_after: fromMinor(r.balance_after, d),
    status: r.status as HistoryRow['status'],
    order_no: r.order_no,
    counterparty: r.counterparty,
    tx_hash: r.tx_hash,
    remark: r.remark,
    ref_type: r.ref_type,
    ref_id: r.ref_id,
  };
}

/**
 * A movement with its entry's postings. The merchant sees its own accounts with their balances and
 * the platform's accounts by name only (their balances are the platform's business).
 */
export function toHistoryDetail(
  r: HistoryDbRow,
  memo: string,
  postings: PostingDbRow[],
  decimals: Map<string, number>,
): HistoryDetail {
  return {
    ...toHistoryRow(r, decimals),
    memo,
    postings: postings
      .filter((p) => p.merchant_id === null || p.merchant_id === r.merchant_id)
      .map((p) => {
        const d = decimalsIn(decimals, p.asset);
        const mine = p.merchant_id !== null;
        return {
          account: mine ? p.bucket : (p.platform_account ?? p.account_key),
          owner: mine ? 'merchant' : 'platform',
          asset: p.asset,
          amount: fromMinor(p.amount, d),
          balance_after: mine ? fromMinor(p.balance_after, d) : null,
        };
      }),
  };
}
