import { randomUUID } from 'node:crypto';
import type { createFiatWithdrawalBody } from '@mc/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import type { MerchantPrincipal, RequestContext } from '../../platform/request-context';
import { requireAuthenticator, requireVerifiedKyb } from '../settings';
import { payoutBookings } from './bookings';
import type { PayoutContext } from './context';
import { usdCents } from './fx-math';
import { approvalThresholdCents, insufficient, needsTotp, notCovered } from './payout-rules';
import { quoteRepo } from './quote-repo';
import { checkQuoteUsable, quoteOf } from './quotes';
import { type NewPayout, type PayoutRow, payoutRepo } from './repo';
import type { PayoutSecuritySteps } from './security-steps';
import { toPayout } from './view';

/** A withdrawal to fiat checked before its transaction: its USD value decides the steps. */
export interface WithdrawalPlan {
  usdValue: bigint;
}

/** Books the conversion of a withdrawal to fiat and completes it. */
export async function completeConversion(tx: Queryable, row: PayoutRow, at: Date) {
  const quote = (await quoteRepo.get(tx, row.quote_id!))!;
  await payoutBookings.converted(tx, row, { converted: quote.converted, remainder: quote.remainder }, at);
  await payoutRepo.update(tx, row.id, at, { status: 'completed', completed_at: at });
}

/** Withdrawals of crypto to the merchant's fiat account, at a quote's rate. */
export function fiatWithdrawals(ctx: PayoutContext, securitySteps: PayoutSecuritySteps) {
  const { db, clock, config } = ctx.deps;

  /** Gates, quote, balance, password and code, before the transaction. */
  async function prepareWithdrawal(
    p: MerchantPrincipal,
    body: z.output<typeof createFiatWithdrawalBody>,
    request: Pick<RequestContext, 'ip' | 'userAgent'>,
  ): Promise<WithdrawalPlan> {
    requireVerifiedKyb(p);
    await requireAuthenticator(db, p.merchantId);
    const quote = await quoteOf(db, p.merchantId, body.quote_id);
    checkQuoteUsable(quote, clock.now());
    if ((await ctx.available(p.merchantId, quote.asset)) < quote.amount) throw insufficient();
    const usdValue = usdCents(
      quote.amount,
      (await ctx.decimalsOf())(quote.asset),
      await ctx.usdRate(quote.asset),
    );
    await securitySteps(p, body, needsTotp(config, p, usdValue), request);
    return { usdValue };
  }

  /** Inserts a payout whose hold the transaction needs booked before it goes on (its conversion). */
  async function insertHeld(tx: Queryable, fresh: NewPayout, status: PayoutRow['status']) {
    await tx.query('SET CONSTRAINTS payouts_hold IMMEDIATE');
    try {
      await payoutRepo.insert(tx, fresh, status);
    } catch (err) {
      throw notCovered(err);
    }
  }

  /** Inside the idempotent transaction: the quote is spent, the crypto held, converted unless it waits. */
  async function createWithdrawal(
    tx: Queryable,
    p: MerchantPrincipal,
    quoteId: string,
    plan: WithdrawalPlan,
  ) {
    const quote = await quoteOf(tx, p.merchantId, quoteId, true);
    checkQuoteUsable(quote, clock.now());
    const at = clock.now();
    await quoteRepo.spend(tx, quote.id, at);
    const approvalRequired = plan.usdValue >= (await approvalThresholdCents(tx, config));
    const fresh: NewPayout = {
      id: randomUUID(),
      merchant_id: p.merchantId,
      kind: 'fiat_withdrawal',
      asset: quote.asset,
      network: null,
      amount: quote.amount,
      fee: quote.fee,
      total: quote.amount,
      to_address: null,
      payee_id: null,
      payee_name: null,
      new_address: false,
      remark: '',
      quote_id: quote.id,
      fiat_currency: quote.currency,
      fiat_amount: quote.fiat_amount,
      rate: String(quote.rate),
      usd_value: plan.usdValue,
      needs_approval: approvalRequired,
      created_at: at,
    };
    await insertHeld(tx, fresh, approvalRequired ? 'pending_approval' : 'processing');
    const row = (await payoutRepo.get(tx, fresh.id))!;
    if (!approvalRequired) await completeConversion(tx, row, at);
    return toPayout((await payoutRepo.get(tx, fresh.id))!, await ctx.decimalsOf());
  }

  return { prepareWithdrawal, createWithdrawal };
}
