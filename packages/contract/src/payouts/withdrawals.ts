import { z } from 'zod';
import { isoDateTime } from '../fields';
import { amountString, cryptoAsset, money } from '../money';
import { fiatCurrency } from './payout';
import { securitySteps } from './security-steps';

/** Withdrawals of crypto to the fiat account, at a rate quoted first and honoured once. */

export const fiatQuoteBody = z.strictObject({
  asset: cryptoAsset,
  amount: amountString,
  currency: fiatCurrency.default('USD'),
});

export const fiatQuote = z.object({
  id: z.string(),
  asset: cryptoAsset,
  amount: money.describe('Crypto debited from the available balance'),
  currency: fiatCurrency,
  mid_rate: z.string().describe('Market rate of the rates source, 1 asset in the currency'),
  spread_bps: z.number().int(),
  rate: z.string().describe('Rate applied: the market rate less the spread'),
  fee: money.describe('Service fee in the crypto asset, rounded up'),
  fiat_amount: money.describe('What arrives in the fiat account, rounded down'),
  totp_required: z.boolean().describe('Confirming needs a code from the authenticator'),
  approval_required: z.boolean().describe('The withdrawal will wait for an operator'),
  expires_at: isoDateTime,
  created_at: isoDateTime,
});
export type FiatQuote = z.infer<typeof fiatQuote>;

export const createFiatWithdrawalBody = z.strictObject({
  quote_id: z.uuid({ error: 'quote_invalid' }),
  ...securitySteps,
});
