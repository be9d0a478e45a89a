import { z } from 'zod';
import { isoDateTime } from './fields';

/**
 * What an event of a receipt order's timeline says, as a code and its parameters (never as text), so
 * that every reader shows it in their own language. Parameters are strings: amounts are decimal
 * strings, addresses and hashes as they are. `note` carries a free text written before notes had
 * codes, which no rule could read (`params.text`).
 */
export const timelineNoteCodes = [
  'created',
  'transfer_seen',
  'transfer_confirmed',
  'transfer_reorged',
  'transfer_reorged_after_confirmation',
  'reorg_reconciled_by_platform',
  'reorg_charged_back',
  'reorg_platform_loss',
  'wrong_asset',
  'held_for_review',
  'expired_unpaid',
  'expired_partially_paid',
  'settled',
  'cancelled_by_merchant',
  'accepted_by_merchant',
  'accepted_by_platform',
  'refund_requested',
  'refund_requested_by_platform',
  'refund_confirmed',
  'refund_failed',
  'closed_by_platform',
  'overpaid_credited',
  'overpaid_held',
  'overpayment_refund_requested',
  'overpayment_refunded',
  'overpayment_refund_failed',
  'late_payment_received',
  'late_payment_credited',
  'late_payment_refund_requested',
  'late_payment_refunded',
  'late_payment_refund_failed',
  'unclaimed_released',
  'unclaimed_refund_requested',
  'unclaimed_refunded',
  'unclaimed_refund_failed',
  'collection_transfer',
  'repeat_in_month',
  'account_disabled',
  'note',
] as const;
export type TimelineNoteCode = (typeof timelineNoteCodes)[number];
export type TimelineNoteParams = Record<string, string>;

export const timelineEvent = z.object({
  status: z.string(),
  code: z.enum(timelineNoteCodes).describe('What happened, to be shown in the reader’s language'),
  params: z
    .record(z.string(), z.string())
    .describe('Parameters of the code: amount (decimal string), asset, tx_hash, address, reason, by…'),
  note: z.string().describe('The same in English, for readers that do not know the codes (deprecated)'),
  at: isoDateTime,
});
export type TimelineEvent = z.infer<typeof timelineEvent>;

const EN: Record<TimelineNoteCode, string> = {
  created: 'created',
  transfer_seen: 'transfer {tx_hash} seen',
  transfer_confirmed: 'transfer {tx_hash} confirmed',
  transfer_reorged:
    'transfer {tx_hash} ({amount} {asset}) taken back by a chain reorganisation before it confirmed',
  transfer_reorged_after_confirmation:
    'transfer {tx_hash} ({amount} {asset}) taken back by a chain reorganisation after it confirmed: the platform reconciles it',
  reorg_reconciled_by_platform: 'the chain reorganisation was reconciled by the platform: {reason}',
  reorg_charged_back:
    'transfer {tx_hash} ({amount} {asset}) taken back by the chain was charged back: {charged} from the available balance, {owed} owed; {reason}',
  reorg_platform_loss:
    'transfer {tx_hash} ({amount} {asset}) taken back by the chain was borne by the platform: {reason}',
  wrong_asset: '{asset} arrived instead of {expected}',
  held_for_review: '{asset} {tx_hash} held for review',
  expired_unpaid: 'expired with nothing received',
  expired_partially_paid: 'expired partially paid',
  settled: 'settled into the available balance',
  cancelled_by_merchant: 'cancelled by the merchant',
  accepted_by_merchant: 'accepted: what arrived is credited',
  accepted_by_platform: 'accepted by the platform: {reason}',
  refund_requested: 'refund to {address} requested',
  refund_requested_by_platform: 'refund to {address} requested by the platform: {reason}',
  refund_confirmed: 'refund {tx_hash} confirmed',
  refund_failed: 'refund failed: {reason}',
  closed_by_platform: 'closed by the platform: {reason}',
  overpaid_credited:
    'paid {received} {asset} for {amount}: the excess of {excess} credited to the balance, fee {fee}',
  overpaid_held:
    'paid {received} {asset} for {amount}: the excess of {excess} is held for a refund to the payer',
  overpayment_refund_requested: 'refund of the excess of {amount} {asset} to {address} requested by the {by}',
  overpayment_refunded: 'excess of {amount} {asset} refunded in {tx_hash}',
  overpayment_refund_failed: 'refund of the excess of {amount} {asset} failed: {reason}',
  late_payment_received: '{amount} {asset} ({tx_hash}) arrived after the order was decided: a late payment',
  late_payment_credited: 'late payment of {amount} {asset} credited by the {by}, fee {fee}',
  late_payment_refund_requested:
    'refund of the late payment of {amount} {asset} to {address} requested by the {by}',
  late_payment_refunded: 'late payment of {amount} {asset} refunded in {tx_hash}',
  late_payment_refund_failed: 'refund of the late payment of {amount} {asset} failed: {reason}',
  unclaimed_released: 'unclaimed funds released to the merchant by the platform: {reason}',
  unclaimed_refund_requested:
    'refund of the unclaimed funds to {address} requested by the platform: {reason}',
  unclaimed_refunded: 'unclaimed funds refunded in {tx_hash}',
  unclaimed_refund_failed: 'refund of the unclaimed funds failed: {reason}',
  collection_transfer: 'transfer {n} of {month} to collection account {customer_ref}',
  repeat_in_month:
    '{amount} {asset} confirmed: another transfer to the account in {month} (one per month), held for a decision',
  account_disabled: '{amount} {asset} confirmed: the collection account is disabled, held for a decision',
  note: '{text}',
};

/** The English text of a note (what `note` answers). */
export function timelineNoteText(code: TimelineNoteCode, params: TimelineNoteParams): string {
  return EN[code].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
