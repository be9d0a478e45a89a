import { fromMinor, maskAccountNumber, type Payout } from '@mc/contract';
import type { PayoutRow } from './repo';

/** Decimals of an asset or currency; the catalogue knows every one in use. */
export type DecimalsOf = (asset: string) => number;

/** What a rate column (numeric) reads back as: an 8-decimal string. */
function rateText(value: string): string {
  const [int = '0', frac = ''] = value.split('.');
  return `${int}.${frac.padEnd(8, '0').slice(0, 8)}`;
}

/**
 * A payout as the API shows it. A bank transfer's account number is masked as the settings show it,
 * except to operators (`full`), who see the account the bank pays.
 */
export function toPayout(r: PayoutRow, decimalsOf: DecimalsOf, full = false): Payout {
  const d = decimalsOf(r.asset);
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    asset: r.asset as Payout['asset'],
    network: r.network as Payout['network'],
    amount: fromMinor(r.amount, d),
    fee: fromMinor(r.fee, d),
    total: fromMinor(r.total, d),
    address: r.to_address,
    payee_name: r.payee_name,
    new_address: r.new_address,
    remark: r.remark,
    tx_hash: r.tx_hash,
    fiat_currency: r.fiat_currency as Payout['fiat_currency'],
    fiat_amount:
      r.fiat_amount !== null && r.fiat_currency
        ? fromMinor(r.fiat_amount, decimalsOf(r.fiat_currency))
        : null,
    rate: r.rate === null ? null : rateText(String(r.rate)),
    bank_account: r.bank_account_number
      ? {
          id: r.bank_account_id ?? null,
          account_name: r.bank_account_name ?? '',
          bank_name: r.bank_name ?? '',
          account_number: full ? r.bank_account_number : maskAccountNumber(r.bank_account_number),
          swift_code: r.bank_swift ?? '',
          country: r.bank_country ?? '',
        }
      : null,
    failure_reason: r.failure_reason,
    approval: r.needs_approval
      ? {
          decision: r.decision,
          operator_email: r.decider_email,
          decided_at: r.decided_at?.toISOString() ?? null,
          reason: r.decision_reason,
        }
      : null,
    created_by: r.created_by
      ? { id: r.created_by, name: r.creator_name ?? null, email: r.creator_email ?? null }
      : null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    completed_at: r.completed_at?.toISOString() ?? null,
  };
}
