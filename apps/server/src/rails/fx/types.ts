/** Rates carry 8 decimals: 1.00000000 is 100_000_000n. */
export const RATE_DECIMALS = 8;
export const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

export interface FxRate {
  /** Units of `quote` one unit of `base` is worth, scaled by RATE_SCALE. */
  rate: bigint;
  /** Where the rate comes from, stored with every quote. */
  source: string;
  /** When the source set this rate (a fixed rate: when the settings were read), not when it was asked. */
  at: Date;
}

/**
 * Where exchange rates come from. Implementations: `static` (rates from the settings, the
 * default) and, later, a market data feed. Null when the source has no rate for the pair.
 */
export interface FxRates {
  readonly kind: string;
  rate(base: string, quote: string): Promise<FxRate | null>;
}

/** A decimal string ("0.9998") as a rate scaled by RATE_SCALE; null when it is not one. */
export function parseRate(text: string): bigint | null {
  const m = /^(\d{1,12})(?:\.(\d{1,8}))?$/.exec(text.trim());
  if (!m) return null;
  const value = BigInt(m[1]! + (m[2] ?? '').padEnd(RATE_DECIMALS, '0'));
  return value > 0n ? value : null;
}

export function formatRate(rate: bigint): string {
  const digits = rate.toString().padStart(RATE_DECIMALS + 1, '0');
  return `${digits.slice(0, -RATE_DECIMALS)}.${digits.slice(-RATE_DECIMALS)}`;
}
