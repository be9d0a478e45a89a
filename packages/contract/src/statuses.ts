/**
 * The states of the objects a merchant follows, and the kinds of payout: plain lists, in a module
 * without Zod, so that a client reading them (a status's tag, a history row's link) takes no schema.
 * The schemas that validate them are built from these lists beside the objects they describe.
 */

export const receiptStatuses = [
  'unpaid',
  'confirming',
  'partially_paid',
  'paid',
  'completed',
  'expired',
  'exception',
  'exception_resolved',
  'cancelled',
  'closed',
  'refund_requested',
  'refunded',
  'accounting_exception',
] as const;
export type ReceiptStatus = (typeof receiptStatuses)[number];

export const payoutKinds = ['remittance', 'fiat_withdrawal', 'bank_transfer', 'fiat_conversion'] as const;
export type PayoutKind = (typeof payoutKinds)[number];

/**
 * pending_approval (waits for an operator; funds frozen) -> processing (being sent) -> confirming
 * (on chain, waiting for confirmations) -> completed (frozen captured) | failed (frozen released);
 * rejected: an operator refused it (frozen released). Withdrawals to fiat complete at once.
 */
export const payoutStatuses = [
  'pending_approval',
  'processing',
  'confirming',
  'completed',
  'failed',
  'rejected',
] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const topupStatuses = ['submitted', 'approved', 'rejected'] as const;
export type TopupStatus = (typeof topupStatuses)[number];
