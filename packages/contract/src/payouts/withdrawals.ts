import { z } from 'zod';
import { isoDateTime } from '../fields';
import { amountString, cryptoAsset, money } from '../money';
import { fiatCurrency } from './payout';
import { securitySteps } from './security-steps';

/**
 * Conversions between crypto and the fiat account, at a rate quoted first and honoured once:
 * withdrawals of crypto to fiat (`to_fiat`) and their reverse, fiat to crypto (`to_crypto`).
 */

export const fxDirections = ['to_fiat', 'to_crypto'] as const;
export type FxDirection = (typeof fxDirections)[number];

export const fiatQuoteBody = z.strictObject({
  asset: cryptoAsset,
  amount: amountString.describe('In what is debited: the asset (to_fiat) or the currency (to_crypto)'),
  currency: fiatCurrency.default('USD'),
  direction: z.enum(fxDirections, { error: 'invalid_value' }).default('to_fiat'),
});

export const fiatQuote = z
  .object({
    id: z.string(),
    direction: z.enum(fxDirections),
    asset: cryptoAsset,
    amount: money.describe('Debited from the available balance: crypto (to_fiat) or fiat (to_crypto)'),
    currency: fiatCurrency,
    mid_rate: z.string().describe('Market rate of the rates source, 1 of what is debited in what arrives'),
    spread_bps: z.number().int(),
    rate: z.string().describe('Rate applied: the market rate less the spread'),
    fee: money.describe('Service fee in what is debited, rounded up'),
    fiat_amount: money.describe('The fiat side: what arrives (to_fiat) or what is debited (to_crypto)'),
    arrives: money.describe('What arrives, rounded down: fiat (to_fiat) or crypto (to_crypto)'),
    totp_required: z.boolean().describe('Confirming needs a code from the authenticator'),
    approval_required: z.boolean().describe('The withdrawal will wait for an operator'),
    expires_at: isoDateTime,
    created_at: isoDateTime,
  })
  .meta({ id: 'FiatQuote' });
export type FiatQuote = z.infer<typeof fiatQuote>;

export const createFiatWithdrawalBody = z.strictObject({
  quote_id: z.uuid({ error: 'quote_invalid' }),
  ...securitySteps,
});
