import { type CryptoAsset, fromMinor, toMinor } from '@mc/contract';

// the display of amounts is shared by every page (the public ones too): it lives in lib/money
export { displayAmount } from '../../lib/money';

/** Decimals of each crypto asset (PRODUCT.md "Money": USDC and USDT have 6). */
export const ASSET_DECIMALS: Record<CryptoAsset, number> = { USDC: 6, USDT: 6 };

export type AmountProblem = 'invalid' | 'decimals' | 'zero' | 'below_min';

/**
 * Checks a typed amount against the asset's decimals and the network's minimum, comparing minor
 * units as bigints (never floats). Returns null when the amount is acceptable.
 */
export function amountProblem(
  value: string,
  asset: CryptoAsset,
  minAmount: string | undefined,
): AmountProblem | null {
  const decimals = ASSET_DECIMALS[asset];
  const text = value.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return 'invalid';
  const minor = toMinor(text, decimals);
  if (minor === null) return 'decimals';
  if (minor === 0n) return 'zero';
  const min = minAmount === undefined ? null : toMinor(minAmount, decimals);
  if (min !== null && minor < min) return 'below_min';
  return null;
}

/** Sums non-negative decimal strings of one asset exactly (bigint minor units), e.g. 30-day totals. */
export function sumAmounts(values: string[], decimals: number): string {
  return fromMinor(
    values.reduce((sum, v) => sum + (toMinor(v, decimals) ?? 0n), 0n),
    decimals,
  );
}

/** True when a decimal string is more than zero. */
export function isPositive(value: string): boolean {
  return /[1-9]/.test(value) && !value.trim().startsWith('-');
}
