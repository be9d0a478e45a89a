import { type HistoryRow, type PayoutKind, payoutKinds } from '@mc/contract';
import { fiatPaths } from '../fiat/index';
import { payoutPath } from '../payouts/index';
import { receiptOrderPath } from '../receive/index';

/** The page of a row's business object (a receipt order, a payout, the top-ups), or null for a kind without one. */
export function objectPath(row: Pick<HistoryRow, 'type' | 'ref_type' | 'ref_id'>): string | null {
  if (row.ref_type === 'receipt_order') return receiptOrderPath(row.ref_id);
  if (row.ref_type === 'payout') return payoutPath(payoutKindOf(row.type), row.ref_id);
  if (row.ref_type === 'fiat_topup') return fiatPaths.recharge;
  return null;
}

/** The kind of payout a row's type names (each payout kind is a history type of its own). */
const payoutKindOf = (type: HistoryRow['type']): PayoutKind =>
  payoutKinds.find((k) => k === type) ?? 'remittance';
