import { fromMinor, toMinor } from '@mc/contract';
import type { Config } from '../../config';
import type { Queryable } from '../../db/client';
import { isDbError } from '../../db/client';
import { type AppError, fail } from '../../platform/errors';
import { type MerchantPrincipal, viaApiKey } from '../../platform/request-context';
import { fiatCurrencyEnabled } from '../fiat';
import { HOLD_NOT_COVERED } from '../ledger';
import { platformSettingOf } from '../ops';

/** The platform setting of the operators' approval threshold (USD). */
export const APPROVAL_SETTING = 'payout_approval_threshold_usd';

type Thresholds = Pick<Config, 'PAYOUT_APPROVAL_THRESHOLD_USD' | 'PAYOUT_TOTP_THRESHOLD_USD'>;

/** The operators' threshold (the setting's text, when set) in US cents. */
export const thresholdCents = (config: Thresholds, value: string | null | undefined) =>
  toMinor(value ?? String(config.PAYOUT_APPROVAL_THRESHOLD_USD), 2) ?? 0n;

/** The operators' approval threshold now, in US cents. */
export async function approvalThresholdCents(q: Queryable, config: Thresholds): Promise<bigint> {
  return thresholdCents(config, (await platformSettingOf(q, APPROVAL_SETTING))?.value);
}

/** Whether a payout worth `usdValue` cents takes an authenticator code: a call with an API key sends none. */
export const needsTotp = (config: Thresholds, p: MerchantPrincipal, usdValue: bigint) =>
  !viaApiKey(p) && usdValue >= (toMinor(String(config.PAYOUT_TOTP_THRESHOLD_USD), 2) ?? 0n);

/** An amount typed in the asset's decimals, above zero; 422 on the field otherwise. */
export function positiveAmount(value: string, decimals: number): bigint {
  const amount = toMinor(value, decimals);
  if (amount === null) throw fail.field('amount', 'amount_precision', { decimals });
  if (amount <= 0n) throw fail.field('amount', 'amount_too_small', { min: fromMinor(1n, decimals) });
  return amount;
}

export function insufficient(): AppError {
  return fail.field('amount', 'insufficient_balance');
}

/** A hold the balance did not cover when the payout committed, answered as an insufficient balance. */
export const notCovered = (err: unknown) => (isDbError(err, HOLD_NOT_COVERED) ? insufficient() : err);

/** 422 on `currency` unless the fiat currency is one operators have enabled (the fiat module decides). */
export async function requireFiatCurrency(q: Queryable, currency: string) {
  if (!(await fiatCurrencyEnabled(q, currency))) throw fail.field('currency', 'fiat_currency_disabled');
}
