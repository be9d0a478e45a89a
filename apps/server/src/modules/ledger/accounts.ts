export const merchantBuckets = ['available', 'frozen', 'settlement', 'deposit'] as const;
export type Bucket = (typeof merchantBuckets)[number];
/**
 * A merchant's ledger accounts: its buckets, and `owed`, what it owes the platform in the asset (at or
 * below zero, never part of its total; later credits of the asset repay it first).
 */
export type MerchantAccount = Bucket | 'owed';

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
  | `chain_losses:${string}`
  | 'suspense'
  | 'unclaimed';
// `chain_losses:<network>` is what the platform bore of money a chain took back (a credited deposit a
// reorganisation replaced, booked as the platform's loss): below zero, the loss.

export type AccountRef = { merchantId: string; bucket: MerchantAccount } | { platform: PlatformAccount };

export function accountKey(ref: AccountRef, asset: string): string {
  return 'merchantId' in ref ? `m:${ref.merchantId}:${asset}:${ref.bucket}` : `p:${ref.platform}:${asset}`;
}

export const chainClearing = (network: string): AccountRef => ({ platform: `chain_clearing:${network}` });
export const platform = (name: PlatformAccount): AccountRef => ({ platform: name });
export const merchantBucket = (merchantId: string, bucket: MerchantAccount): AccountRef => ({
  merchantId,
  bucket,
});
export const chainLosses = (network: string): AccountRef => ({ platform: `chain_losses:${network}` });
