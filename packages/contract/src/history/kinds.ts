import { payoutStatuses, receiptStatuses, topupStatuses } from '../statuses';

/**
 * The types of movement the transaction history shows. Each area that books a merchant's money
 * names its own types here (and its texts in the console's history bundle); the history's code
 * reads none of them.
 */
export const receivingHistoryTypes = [
  'received',
  'order_settled',
  'exception_accepted',
  'overpayment_credited',
  'late_payment_credited',
  'unclaimed_released',
  'reorg_charged_back',
  'owed_repaid',
] as const;
export const payoutHistoryTypes = [
  'remittance',
  'fiat_withdrawal',
  'bank_transfer',
  'fiat_conversion',
] as const;

export const fiatTopupHistoryTypes = ['fiat_topup'] as const;

export const historyTypes = [
  ...receivingHistoryTypes,
  ...payoutHistoryTypes,
  ...fiatTopupHistoryTypes,
] as const;
export type HistoryType = (typeof historyTypes)[number];

/** The statuses a history row can carry: its business object's (receipt order, payout…). */
type ObjectStatus =
  | (typeof receiptStatuses)[number]
  | (typeof payoutStatuses)[number]
  | (typeof topupStatuses)[number];
export const historyStatuses = [...new Set([...receiptStatuses, ...payoutStatuses, ...topupStatuses])] as [
  ObjectStatus,
  ...ObjectStatus[],
];
export type HistoryStatus = (typeof historyStatuses)[number];

/** The kinds of business object a row links to (the console knows each one's detail page). */
export const historyRefTypes = ['receipt_order', 'payout', 'fiat_topup'] as const;

/**
 * The kinds of journal entry the ledger books (a row's `kind`): each area names the entries it books
 * here, and the console has a label for every one, so no entry shows by its raw name.
 */
export const journalEntryKinds = [
  'deposit_received',
  'order_paid',
  'order_settled',
  'order_accepted',
  'order_refunded',
  'order_closed',
  'unclaimed_released',
  'unclaimed_refunded',
  'overpayment_credited',
  'overpayment_refunded',
  'late_payment_credited',
  'late_payment_refunded',
  'network_fee_paid',
  'payout_held',
  'payout_released',
  'payout_sent',
  'payout_converted',
  'payout_transferred',
  'fiat_topup_credited',
  'sweep',
  'reorg_charged_back',
  'reorg_platform_loss',
  'owed_repaid',
] as const;
export type JournalEntryKind = (typeof journalEntryKinds)[number];
