import {
  type bankTransferPreviewQuery,
  fromMinor,
  maskAccountNumber,
  type PayoutBankAccount,
} from '@mc/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { fail } from '../../platform/errors';
import { readTogether } from '../../platform/money-route';
import type { MerchantPrincipal } from '../../platform/request-context';
import { accountKey, merchantBucket } from '../ledger';
import type { PayoutContext } from './context';
import { ceilDiv, usdCents } from './fx-math';
import { APPROVAL_SETTING, needsTotp, positiveAmount, thresholdCents } from './payout-rules';

type Target = z.output<typeof bankTransferPreviewQuery>;

interface BankTransferFacts {
  currency_open: boolean;
  authenticator_bound: boolean;
  bank_account_id: string | null;
  account_name: string | null;
  bank_name: string | null;
  account_number: string | null;
  swift_code: string | null;
  country: string | null;
  bank_currency: string | null;
  available: bigint;
  approval_threshold: string | null;
  [key: string]: unknown;
}

// The other modules' data through the views they define: user_profiles (auth),
// saved_bank_accounts (settings), account_balances (ledger), platform_setting_values (ops),
// open_fiat_currencies (fiat).
const FACTS = `SELECT
    EXISTS (SELECT 1 FROM open_fiat_currencies WHERE code = $5::text) AS currency_open,
    coalesce((SELECT authenticator_bound FROM user_profiles WHERE id = $6::uuid), false) AS authenticator_bound,
    b.id AS bank_account_id, b.account_name, b.bank_name, b.account_number, b.swift_code, b.country,
    b.currency AS bank_currency,
    coalesce((SELECT balance FROM account_balances WHERE account_key = $3::text), 0::bigint) AS available,
    (SELECT value FROM platform_setting_values WHERE key = $4::text) AS approval_threshold
  FROM (SELECT 1) one LEFT JOIN saved_bank_accounts b ON b.id = $2::uuid AND b.merchant_id = $1::uuid`;

/** A bank transfer worked out before it is written: what it pays, to which account, what it needs. */
export interface BankTransferPlan {
  currency: string;
  amount: bigint;
  fee: bigint;
  total: bigint;
  account: PayoutBankAccount & { id: string };
  usdValue: bigint;
  available: bigint;
  totpRequired: boolean;
  approvalRequired: boolean;
}

/** The fee of a bank transfer: `BANK_TRANSFER_FEE_BPS` of the amount, rounded up. */
export const bankTransferFee = (amount: bigint, feeBps: number) => ceilDiv(amount * BigInt(feeBps), 10_000n);

/** A bank transfer's account and figures, and the preview the console shows before it is confirmed. */
export function bankTransferPlanner(ctx: PayoutContext) {
  const { db, config } = ctx.deps;

  /** Resolves the account and every figure from one read; 404/422 on the field at fault, 428 without authenticator. */
  async function plan(p: MerchantPrincipal, target: Target, gates = false): Promise<BankTransferPlan> {
    const facts = await bankTransferFacts(db, p, target);
    if (!facts.currency_open) throw fail.field('currency', 'fiat_currency_disabled');
    if (gates && !facts.authenticator_bound) {
      throw fail.precondition('authenticator_required', 'gate_authenticator_required');
    }
    if (!facts.bank_account_id) throw fail.notFound();
    if (facts.bank_currency !== target.currency) {
      throw fail.field('bank_account_id', 'bank_account_currency_mismatch');
    }
    const decimals = (await ctx.decimalsOf())(target.currency);
    const amount = positiveAmount(target.amount, decimals);
    const fee = bankTransferFee(amount, config.BANK_TRANSFER_FEE_BPS);
    const total = amount + fee;
    const usdValue = usdCents(total, decimals, await ctx.usdRate(target.currency));
    return {
      currency: target.currency,
      amount,
      fee,
      total,
      account: {
        id: facts.bank_account_id,
        account_name: facts.account_name!,
        bank_name: facts.bank_name!,
        account_number: facts.account_number!,
        swift_code: facts.swift_code!,
        country: facts.country!,
      },
      usdValue,
      available: facts.available,
      totpRequired: needsTotp(config, p, usdValue),
      approvalRequired: usdValue >= thresholdCents(config, facts.approval_threshold),
    };
  }

  async function previewBankTransfer(p: MerchantPrincipal, query: Target) {
    const r = await plan(p, query);
    const d = (await ctx.decimalsOf())(r.currency);
    return {
      currency: query.currency,
      amount: fromMinor(r.amount, d),
      fee: fromMinor(r.fee, d),
      total: fromMinor(r.total, d),
      available: fromMinor(r.available, d),
      bank_account: { ...r.account, account_number: maskAccountNumber(r.account.account_number) },
      totp_required: r.totpRequired,
      approval_required: r.approvalRequired,
    };
  }

  return { plan, previewBankTransfer };
}

export type BankTransferPlanner = ReturnType<typeof bankTransferPlanner>;

/** The user's authenticator, the bank account (when it is the merchant's), balance and threshold, in one read. */
async function bankTransferFacts(
  db: Db,
  who: Pick<MerchantPrincipal, 'merchantId' | 'userId'>,
  target: Target,
): Promise<BankTransferFacts> {
  const { merchantId } = who;
  const available = accountKey(merchantBucket(merchantId, 'available'), target.currency);
  const row = await readTogether<BankTransferFacts>(db, FACTS, [
    merchantId,
    target.bank_account_id,
    available,
    APPROVAL_SETTING,
    target.currency,
    who.userId,
  ]);
  return row!;
}
