import { type CryptoAsset, fromMinor, toMinor } from '@mc/contract';
import { formatDecimal } from '../../lib/money';

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

/**
 * An amount for people: grouped integer part, trailing zeros of the fraction dropped but at least
 * `minDecimals` kept ("12.500000" → "12.50", "0.123400" → "0.1234", "1000.000000" → "1,000.00").
 */
export function displayAmount(value: string, minDecimals = 2): string {
  const full = formatDecimal(value);
  if (full === null) return value;
  const [whole = '', fraction = ''] = full.split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(minDecimals, '0');
  return kept ? `${whole}.${kept}` : whole;
}
