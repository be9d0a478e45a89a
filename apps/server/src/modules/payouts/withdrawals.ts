import { randomUUID } from 'node:crypto';
import type { createFiatWithdrawalBody } from '@mc/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { fail } from '../../platform/errors';
import type { MerchantPrincipal, RequestContext } from '../../platform/request-context';
import { requireAuthenticator, requireVerifiedKyb } from '../settings';
import { payoutBookings } from './bookings';
import type { PayoutContext } from './context';
import { conversionSides, type FxDirection, usdCents } from './fx-math';
import {
  approvalThresholdCents,
  insufficient,
  needsTotp,
  notCovered,
  requireFiatCurrency,
} from './payout-rules';
import { quoteRepo } from './quote-repo';
import { checkQuoteUsable, quoteOf } from './quotes';
import { type NewPayout, newPayout, type PayoutRow, payoutRepo } from './repo';
import type { PayoutSecuritySteps } from './security-steps';
import { toPayout } from './view';

/** A withdrawal to fiat checked before its transaction: its USD value decides the steps. */
export interface WithdrawalPlan {
  usdValue: bigint;
}

/** Books the conversion of a withdrawal to fiat (or of fiat to crypto) and completes it. */
export async function completeConversion(tx: Queryable, row: PayoutRow, at: Date) {
  const quote = (await quoteRepo.get(tx, row.quote_id!))!;
  await payoutBookings.converted(tx, row, { converted: quote.converted, remainder: quote.remainder }, at);
  await payoutRepo.update(tx, row.id, at, { status: 'completed', completed_at: at });
}

/**
 * Conversions at a quote's rate: withdrawals of crypto to the merchant's fiat account and, the other
 * way (a quote of direction `to_crypto`), conversions of fiat to crypto. Each route takes the
 * quotes of its own direction (422 `quote_invalid` otherwise).
 */
export function fiatWithdrawals(ctx: PayoutContext, securitySteps: PayoutSecuritySteps) {
  const { db, clock, config } = ctx.deps;

  /** Gates, quote, balance, password and code, before the transaction. */
  async function prepareWithdrawal(
    direction: FxDirection,
    p: MerchantPrincipal,
    body: z.output<typeof createFiatWithdrawalBody>,
    request: Pick<RequestContext, 'ip' | 'userAgent'>,
  ): Promise<WithdrawalPlan> {
    requireVerifiedKyb(p);
    await requireAuthenticator(db, p.userId);
    const quote = await quoteOf(db, p.merchantId, body.quote_id);
    if (quote.direction !== direction) throw fail.field('quote_id', 'quote_invalid');
    checkQuoteUsable(quote, clock.now());
    await requireFiatCurrency(db, quote.currency);
    const { debited } = conversionSides(quote.direction, quote.asset, quote.currency);
    if ((await ctx.available(p.merchantId, debited)) < quote.amount) throw insufficient();
    const usdValue = usdCents(quote.amount, (await ctx.decimalsOf())(debited), await ctx.usdRate(debited));
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
    const { debited, credited } = conversionSides(quote.direction, quote.asset, quote.currency);
    const at = clock.now();
    await quoteRepo.spend(tx, quote.id, at);
    const approvalRequired = plan.usdValue >= (await approvalThresholdCents(tx, config));
    const fresh = newPayout({
      id: randomUUID(),
      merchant_id: p.merchantId,
      created_by: p.userId,
      kind: quote.direction === 'to_fiat' ? 'fiat_withdrawal' : 'fiat_conversion',
      asset: debited,
      amount: quote.amount,
      fee: quote.fee,
      total: quote.amount,
      quote_id: quote.id,
      fiat_currency: credited,
      fiat_amount: quote.fiat_amount,
      rate: String(quote.rate),
      usd_value: plan.usdValue,
      needs_approval: approvalRequired,
      created_at: at,
    });
    await insertHeld(tx, fresh, approvalRequired ? 'pending_approval' : 'processing');
    const row = (await payoutRepo.get(tx, fresh.id))!;
    if (!approvalRequired) await completeConversion(tx, row, at);
    return toPayout((await payoutRepo.get(tx, fresh.id))!, await ctx.decimalsOf());
  }

  return { prepareWithdrawal, createWithdrawal };
}
