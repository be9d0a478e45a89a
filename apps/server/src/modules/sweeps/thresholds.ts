/** The least of an asset worth sweeping when SWEEP_THRESHOLDS does not name it, in whole units. */
export const DEFAULT_THRESHOLD = '100';

/**
 * SWEEP_THRESHOLDS (`USDC:100,USDT:250.5`, whole units) in minor units of each asset: an address is
 * swept once it holds at least its asset's threshold; an asset not named takes 100.
 */
export function thresholdOf(setting: string, asset: string, decimals: number): bigint {
  const named = new Map(
    setting
      .split(',')
      .filter((p) => p.includes(':'))
      .map((p) => p.split(':') as [string, string]),
  );
  const [whole = '0', fraction = ''] = (named.get(asset) ?? DEFAULT_THRESHOLD).split('.');
  return (
    BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0').slice(0, decimals) || '0')
  );
}
