import { fromMinor, type OpsTopup, type PlatformBankAccount, type Topup } from '@mc/contract';
import type { CurrencyRow, OpsTopupRow, TopupRow } from './repo';

/** Decimals of an asset (the catalogue's). */
export type DecimalsOf = (asset: string) => number;

export function toTopup(r: TopupRow, decimalsOf: DecimalsOf): Topup {
  const d = decimalsOf(r.currency);
  const money = (v: bigint | null) => (v === null ? null : fromMinor(v, d));
  return {
    id: r.id,
    reference: r.reference,
    currency: r.currency,
    amount: fromMinor(r.amount, d),
    amount_received: money(r.amount_received),
    fee: money(r.fee),
    credited: r.amount_received === null ? null : fromMinor(r.amount_received - (r.fee ?? 0n), d),
    value_date: r.value_date,
    bank_account: {
      id: r.bank_account_id,
      bank_name: r.bank_name,
      account_name: r.account_name,
      account_number_masked: r.account_number_masked,
    },
    statement: { name: r.statement_name, mime: r.statement_mime, size: r.statement_size },
    status: r.status,
    reason: r.reason,
    created_at: r.created_at.toISOString(),
    decided_at: r.decided_at?.toISOString() ?? null,
  };
}

export function toOpsTopup(r: OpsTopupRow, decimalsOf: DecimalsOf): OpsTopup {
  const d = decimalsOf(r.currency);
  return {
    ...toTopup(r, decimalsOf),
    merchant_id: r.merchant_id,
    merchant_name: r.merchant_name,
    difference: r.amount_received === null ? null : fromMinor(r.amount_received - r.amount, d),
    decided_by: r.decider_email,
  };
}

export const toBankAccount = (c: CurrencyRow, name: string, decimals: number): PlatformBankAccount => ({
  currency: c.code,
  name,
  decimals,
  beneficiary: c.beneficiary,
  bank_name: c.bank_name,
  account_number: c.account_number,
  swift_code: c.swift_code,
  bank_address: c.bank_address,
});
