import {
  type HistoryStatus,
  type PayoutStatus,
  payoutStatuses,
  type ReceiptStatus,
  receiptStatuses,
} from '@mc/contract';

export const isReceiptStatus = (s: HistoryStatus): s is ReceiptStatus => receiptStatuses.some((r) => r === s);
export const isPayoutStatus = (s: HistoryStatus): s is PayoutStatus => payoutStatuses.some((p) => p === s);

/** i18n key of a status: a receipt order's label, or a payout's for the statuses only payouts have. */
export function historyStatusKey(status: HistoryStatus): string {
  return isReceiptStatus(status) ? `receiptStatus.${status}` : `payoutStatus.${status}`;
}
