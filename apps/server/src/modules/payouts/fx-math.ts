import { RATE_SCALE } from '../../rails/fx/types';

export interface ConversionInput {
  /** Crypto debited, fee included, in the asset's minor units. */
  amount: bigint;
  assetDecimals: number;
  fiatDecimals: number;
  /** Market rate scaled by RATE_SCALE. */
  midRate: bigint;
  spreadBps: number;
  feeBps: number;
}

export interface Conversion {
  /** Service fee in the asset, rounded up (in the platform's favour). */
  fee: bigint;
  /** The rate applied: the market rate less the spread, rounded down. */
  rate: bigint;
  /** What arrives, in the currency's minor units, rounded down. */
  fiatAmount: bigint;
  /** The crypto the fiat amount is worth at the rate, rounded up: never more than amount - fee. */
  converted: bigint;
  /** amount - fee - converted: what rounding the fiat amount down left over, booked, not lost. */
  remainder: bigint;
}

export const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * The figures of converting crypto to fiat, in integers only. amount = fee + converted + remainder
 * always holds, so the three postings of the crypto side account for every minor unit.
 */
export function convert(i: ConversionInput): Conversion {
  const fee = ceilDiv(i.amount * BigInt(i.feeBps), 10_000n);
  const rate = (i.midRate * BigInt(10_000 - i.spreadBps)) / 10_000n;
  const net = i.amount - fee;
  const assetUnit = 10n ** BigInt(i.assetDecimals);
  const fiatUnit = 10n ** BigInt(i.fiatDecimals);
  const fiatAmount = net > 0n ? (net * rate * fiatUnit) / (assetUnit * RATE_SCALE) : 0n;
  const converted = fiatAmount > 0n ? ceilDiv(fiatAmount * assetUnit * RATE_SCALE, rate * fiatUnit) : 0n;
  return { fee, rate, fiatAmount, converted, remainder: net - converted };
}

/** Which way a conversion goes: crypto to the fiat account, or its reverse, fiat to crypto. */
export type FxDirection = 'to_fiat' | 'to_crypto';

/**
 * What a conversion of a quote's crypto asset and fiat currency debits and credits. `convert`
 * works the same either way: its "asset" is what is debited, its "fiat" what arrives.
 */
export function conversionSides(direction: FxDirection, asset: string, currency: string) {
  return direction === 'to_fiat'
    ? { debited: asset, credited: currency }
    : { debited: currency, credited: asset };
}

/** The USD value of an amount, in cents, rounded up (thresholds compare against it). */
export function usdCents(amount: bigint, decimals: number, usdRate: bigint): bigint {
  return ceilDiv(amount * usdRate * 100n, 10n ** BigInt(decimals) * RATE_SCALE);
}
