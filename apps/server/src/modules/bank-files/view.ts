import {
  type BankEntry,
  type BankFile,
  fromMinor,
  isMessageKey,
  type Lang,
  type MessageKey,
  t,
} from '@mc/contract';
import type { BankFileItem, BankFileRow } from '../../rails/bank/iso20022/rows';

type Decimals = (currency: string) => number;

/** A refused file's reason as stored (`{key, values}`), in the reader's language. */
function errorText(error: string | null, lang: Lang): string | null {
  if (!error) return null;
  try {
    const { key, values } = JSON.parse(error) as { key: string; values: Record<string, string | number> };
    return isMessageKey(key) ? t(key as MessageKey, lang, values) : key;
  } catch {
    return error;
  }
}

export function toBankFile(
  f: BankFileRow,
  counts: { matched: number; unmatched: number },
  emails: Map<string, string>,
  decimals: Decimals,
  lang: Lang,
): BankFile {
  return {
    id: f.id,
    direction: f.direction,
    kind: f.kind,
    state: f.state,
    name: f.name,
    message_id: f.message_id,
    account: f.account,
    currency: f.currency,
    entries: f.entries,
    matched: counts.matched,
    unmatched: counts.unmatched,
    total: f.total === null || !f.currency ? null : fromMinor(f.total, decimals(f.currency)),
    size: f.size,
    error: errorText(f.error, lang),
    created_by: f.created_by ? (emails.get(f.created_by) ?? null) : null,
    created_at: f.created_at.toISOString(),
  };
}

const payoutOf = (reference: string | null) => (reference?.startsWith('payout:') ? reference.slice(7) : null);

/** An entry of a file; a credit shows the top-up it was matched to (the fiat account's answer). */
export function toBankEntry(
  e: BankFileItem,
  credit:
    | { state: string; topup_id: string | null; merchant_id: string | null; miss: string | null }
    | undefined,
  decimals: Decimals,
): BankEntry {
  const state = e.kind === 'credit' && e.state === 'received' ? (credit?.state ?? 'unmatched') : e.state;
  return {
    id: e.id,
    kind: e.kind,
    state: (state === 'booked' ? 'matched' : state) as BankEntry['state'],
    end_to_end_id: e.end_to_end_id,
    reference: e.reference,
    amount: e.amount === null || !e.currency ? null : fromMinor(e.amount, decimals(e.currency)),
    currency: e.currency,
    counterparty: e.counterparty,
    booked_on: e.booked_on,
    reason_code: e.reason_code,
    reason: e.reason,
    miss: (state === 'unmatched' ? (e.miss ?? credit?.miss ?? null) : null) as BankEntry['miss'],
    payout_id: payoutOf(e.transfer_reference),
    topup_id: credit?.topup_id ?? null,
    merchant_id: credit?.merchant_id ?? null,
  };
}
