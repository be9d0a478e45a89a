import { toMinor } from '@mc/contract';
import { z } from 'zod';

const asset = z.string().regex(/^[A-Z0-9]{2,10}$/, 'an asset code is capitals and digits, e.g. USDC');
const decimal = z
  .string()
  .regex(/^(0|[1-9]\d{0,11})(\.\d{1,6})?$/, 'an amount is a decimal string such as "3" or "0.5"');

/**
 * What a merchant pays per payout on a network, in the payout's asset. `flat`: the same amount
 * whatever the chain charges that day. `measured`: what the network's last token sends cost the
 * platform (the median of their receipts' fees, an L1 data fee included; before any, `gas` at the
 * current fee per gas), priced in the asset at `native_price` (one coin of the network, e.g. 1 ETH,
 * in the asset), plus `margin_percent`, never below `minimum`.
 */
export const feePolicy = z.discriminatedUnion('policy', [
  z.strictObject({ policy: z.literal('flat'), amount: z.record(asset, decimal) }),
  z.strictObject({
    policy: z.literal('measured'),
    native_price: z.record(asset, decimal),
    margin_percent: z.number().min(0).max(1000).default(20),
    minimum: z.record(asset, decimal),
    gas: z.number().int().min(21_000).max(1_000_000).default(65_000),
  }),
]);

export type FeePolicy = z.infer<typeof feePolicy>;

/** The fee of each asset the catalogue lists: the flat amount, or the least a measured fee can be. */
export function feeAmounts(policy: FeePolicy): Map<string, string> {
  return new Map(Object.entries(policy.policy === 'flat' ? policy.amount : policy.minimum));
}

/**
 * A measured fee in the asset's minor units: `costWei` of the network's coin (18 decimals) at the
 * policy's price, plus its margin, rounded up, at least the minimum. Null for an asset it does not price.
 */
export function measuredFee(
  policy: Extract<FeePolicy, { policy: 'measured' }>,
  asset: string,
  decimals: number,
  costWei: bigint,
): bigint | null {
  const price = toMinor(policy.native_price[asset] ?? '', decimals);
  const floor = toMinor(policy.minimum[asset] ?? '', decimals);
  if (price === null || floor === null) return null;
  // cost × price × (100 + margin) / (10^18 × 100), the margin in hundredths of a percent
  const margin = BigInt(Math.round(policy.margin_percent * 100));
  const scale = 10n ** 18n * 10_000n;
  const raw = costWei * price * (10_000n + margin);
  const fee = (raw + scale - 1n) / scale;
  return fee > floor ? fee : floor;
}
