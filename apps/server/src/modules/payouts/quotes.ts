import { randomUUID } from 'node:crypto';
import { type FiatQuote, type fiatQuoteBody, fromMinor } from '@mc/contract';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { AppError, fail } from '../../platform/errors';
import type { MerchantPrincipal } from '../../platform/request-context';
import { formatRate } from '../../rails/fx/types';
import type { PayoutContext } from './context';
import { conversionSides, convert, usdCents } from './fx-math';
import {
  approvalThresholdCents,
  insufficient,
  needsTotp,
  positiveAmount,
  requireFiatCurrency,
} from './payout-rules';
import { type QuoteRow, quoteRepo } from './quote-repo';

/** The merchant's quote; 422 on `quote_id` when there is none. */
export async function quoteOf(q: Queryable, merchantId: string, id: string, lock = false): Promise<QuoteRow> {
  const row = await quoteRepo.mine(q, merchantId, id, lock);
  if (!row) throw fail.field('quote_id', 'quote_invalid');
  return row;
}

/** 422 on `quote_id` when the quote was spent or has expired. */
export function checkQuoteUsable(quote: QuoteRow, now: Date) {
  if (quote.used_at) throw fail.field('quote_id', 'quote_used');
  if (quote.expires_at <= now) throw fail.field('quote_id', 'quote_expired');
}

/**
 * A quote of a conversion, either way (crypto to fiat, fiat to crypto): the rate with the spread,
 * the fee, what arrives; valid `FX_QUOTE_TTL_SECONDS`.
 */
export function fiatQuotes(ctx: PayoutContext) {
  const { db, clock, config } = ctx.deps;
  return async function createQuote(
    p: MerchantPrincipal,
    body: z.output<typeof fiatQuoteBody>,
  ): Promise<FiatQuote> {
    await requireFiatCurrency(db, body.currency);
    const c = await ctx.catalogue();
    const { debited, credited } = conversionSides(body.direction, body.asset, body.currency);
    const debitedDecimals = c.decimals.get(debited) ?? 6;
    const creditedDecimals = c.decimals.get(credited) ?? 6;
    const amount = positiveAmount(body.amount, debitedDecimals);
    if ((await ctx.available(p.merchantId, debited)) < amount) throw insufficient();
    const mid = await ctx.fx.rate(debited, credited);
    if (!mid) throw new AppError(503, 'fx_rate_unavailable', { params: { pair: `${debited}/${credited}` } });
    const figures = convert({
      amount,
      assetDecimals: debitedDecimals,
      fiatDecimals: creditedDecimals,
      midRate: mid.rate,
      spreadBps: config.FX_SPREAD_BPS,
      feeBps: config.FX_FEE_BPS,
    });
    if (figures.fiatAmount <= 0n) throw fail.field('amount', 'fiat_amount_too_small');
    const usdValue = usdCents(amount, debitedDecimals, await ctx.usdRate(debited));
    const at = clock.now();
    const expires = new Date(at.getTime() + config.FX_QUOTE_TTL_SECONDS * 1000);
    const id = randomUUID();
    await quoteRepo.insert(db, {
      id,
      direction: body.direction,
      merchant_id: p.merchantId,
      asset: body.asset,
      currency: body.currency,
      amount,
      fee: figures.fee,
      mid_rate: formatRate(mid.rate),
      spread_bps: config.FX_SPREAD_BPS,
      rate: formatRate(figures.rate),
      fiat_amount: figures.fiatAmount,
      converted: figures.converted,
      remainder: figures.remainder,
      source: mid.source,
      created_at: at,
      expires_at: expires,
    });
    const arrives = fromMinor(figures.fiatAmount, creditedDecimals);
    return {
      id,
      direction: body.direction,
      asset: body.asset,
      amount: fromMinor(amount, debitedDecimals),
      currency: body.currency,
      mid_rate: formatRate(mid.rate),
      spread_bps: config.FX_SPREAD_BPS,
      rate: formatRate(figures.rate),
      fee: fromMinor(figures.fee, debitedDecimals),
      fiat_amount: body.direction === 'to_fiat' ? arrives : fromMinor(amount, debitedDecimals),
      arrives,
      totp_required: needsTotp(config, p, usdValue),
      approval_required: usdValue >= (await approvalThresholdCents(db, config)),
      expires_at: expires.toISOString(),
      created_at: at.toISOString(),
    };
  };
}
