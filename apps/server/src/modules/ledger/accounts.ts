export const merchantBuckets = ['available', 'frozen', 'settlement', 'deposit'] as const;
export type Bucket = (typeof merchantBuckets)[number];

/**
 * The platform's own accounts; their balances may go negative (they mirror money held elsewhere).
 * `unclaimed` holds what arrived on receipt orders an operator closed: nobody's balance, kept
 * until the platform returns or otherwise settles it. `fx_rounding` keeps what rounding a
 * conversion's fiat amount down left over, so that no minor unit of a conversion is lost.
 * `network_costs` is what the networks charged for the platform's own sends (gas, in the network's
 * coin): it mirrors the clearing account the coin left by, so its balance is the cost, below zero.
 */
export type PlatformAccount =
  | `chain_clearing:${string}`
  | 'bank_clearing'
  | 'fees'
  | 'fx'
  | 'fx_rounding'
  | 'network_costs'
  | 'suspense'
  | 'unclaimed';

export type AccountRef = { merchantId: string; bucket: Bucket } | { platform: PlatformAccount };

export function accountKey(ref: AccountRef, asset: string): string {
  return 'merchantId' in ref ? `m:${ref.merchantId}:${asset}:${ref.bucket}` : `p:${ref.platform}:${asset}`;
}

export const chainClearing = (network: string): AccountRef => ({ platform: `chain_clearing:${network}` });
export const platform = (name: PlatformAccount): AccountRef => ({ platform: name });
export const merchantBucket = (merchantId: string, bucket: Bucket): AccountRef => ({ merchantId, bucket });
