import {
  type HistoryStatus,
  type PayoutStatus,
  payoutStatuses,
  type ReceiptStatus,
  receiptStatuses,
  type TopupStatus,
  topupStatuses,
} from '@mc/contract';

export const isReceiptStatus = (s: HistoryStatus): s is ReceiptStatus => receiptStatuses.some((r) => r === s);
export const isPayoutStatus = (s: HistoryStatus): s is PayoutStatus => payoutStatuses.some((p) => p === s);
export const isTopupStatus = (s: HistoryStatus): s is TopupStatus => topupStatuses.some((p) => p === s);

/** i18n key of a status: every object's status has the one label of the console (`status`). */
export function historyStatusKey(status: HistoryStatus): string {
  return `status.${status}`;
}
