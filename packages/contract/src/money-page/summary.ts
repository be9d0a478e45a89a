import { z } from 'zod';
import { isoDateTime } from '../fields';
import { money } from '../money';

/** The funds summary of the money page: every asset's buckets and their worth in USD. */

export const moneyAssetKinds = ['crypto', 'fiat'] as const;

export const moneyAssetSummary = z.object({
  asset: z.string().describe('USDT, USDC (every network summed) or a fiat currency'),
  kind: z.enum(moneyAssetKinds),
  decimals: z.number().int(),
  available: money,
  frozen: money.describe('Held for payouts in flight'),
  settlement: money.describe('Received, not yet settled into available'),
  deposit: money.describe('Security reserve held by the platform'),
  total: money.describe('The sum of the buckets'),
  usd_value: money
    .nullable()
    .describe('The total in USD (2 decimals, rounded down) at the rate below; null when no rate is known'),
});
export type MoneyAssetSummary = z.infer<typeof moneyAssetSummary>;

export const moneyRate = z.object({
  base: z.string(),
  quote: z.literal('USD'),
  rate: z.string().describe('Units of USD one unit of the asset is worth, 8 decimals'),
  source: z.string().describe('Where the rate comes from (static: the FX_RATES setting)'),
  as_of: isoDateTime.describe('When the source set this rate'),
});
export type MoneyRate = z.infer<typeof moneyRate>;

export const moneySummary = z.object({
  assets: z.array(moneyAssetSummary),
  total_usd: money.describe('The sum of the priced assets in USD (2 decimals)'),
  unpriced: z.array(z.string()).describe('Assets with a balance but no rate: left out of total_usd'),
  rates: z.array(moneyRate),
  as_of: isoDateTime.describe('When the balances were read'),
});
export type MoneySummary = z.infer<typeof moneySummary>;
