import { z } from 'zod';

const asset = z.string().regex(/^[A-Z0-9]{2,10}$/, 'an asset code is capitals and digits, e.g. USDC');
const decimal = z
  .string()
  .regex(/^(0|[1-9]\d{0,11})(\.\d{1,6})?$/, 'an amount is a decimal string such as "3" or "0.5"');

/**
 * What a merchant pays per payout on a network, in the payout's asset: `flat`, the same amount of
 * each asset whatever the chain charges that day.
 */
export const feePolicy = z.discriminatedUnion('policy', [
  z.strictObject({ policy: z.literal('flat'), amount: z.record(asset, decimal) }),
]);

export type FeePolicy = z.infer<typeof feePolicy>;

/** The fee of each asset under the policy, as decimal strings of the asset's units. */
export function feeAmounts(policy: FeePolicy): Map<string, string> {
  return new Map(Object.entries(policy.amount));
}
