import { fromMinor, type MoneyRate, type MoneySummary, toMinor } from '@mc/contract';
import type { Clock } from '../../platform/clock';
import { type FxRates, formatRate, RATE_SCALE } from '../../rails/fx/types';

/** An asset's buckets as the crypto and fiat modules read them from the ledger (decimal strings). */
export interface BucketView {
  asset: string;
  decimals: number;
  available: string;
  frozen: string;
  settlement: string;
  deposit: string;
  total: string;
}

const USD_DECIMALS = 2;

/** Minor units of an asset in US cents at a rate (scaled by RATE_SCALE), rounded toward zero. */
export function usdCents(amount: bigint, decimals: number, rate: bigint): bigint {
  return (amount * rate * 10n ** BigInt(USD_DECIMALS)) / (10n ** BigInt(decimals) * RATE_SCALE);
}

/**
 * The money page's funds summary: the crypto and fiat balances (read by their modules), each
 * asset's total in USD at the rates source's current rate, their sum, and the rates with the time
 * the source set them. An asset without a rate keeps its balances and is named in `unpriced`.
 */
export function moneySummaryService(deps: {
  clock: Clock;
  fx: FxRates;
  crypto: (merchantId: string) => Promise<BucketView[]>;
  fiat: (merchantId: string) => Promise<BucketView[]>;
}) {
  return async function summary(merchantId: string): Promise<MoneySummary> {
    const asOf = deps.clock.now();
    const [crypto, fiat] = await Promise.all([deps.crypto(merchantId), deps.fiat(merchantId)]);
    const kinds = [
      ...crypto.map((b) => ({ ...b, kind: 'crypto' as const })),
      ...fiat.map((b) => ({ ...b, kind: 'fiat' as const })),
    ];
    const rates: MoneyRate[] = [];
    const unpriced: string[] = [];
    let total = 0n;
    const assets = [];
    for (const b of kinds) {
      const fx = await deps.fx.rate(b.asset, 'USD');
      const amount = toMinor(b.total, b.decimals) ?? 0n;
      let usd: string | null = null;
      if (fx) {
        const cents = usdCents(amount, b.decimals, fx.rate);
        total += cents;
        usd = fromMinor(cents, USD_DECIMALS);
        if (b.asset !== 'USD') {
          rates.push({
            base: b.asset,
            quote: 'USD',
            rate: formatRate(fx.rate),
            source: fx.source,
            as_of: fx.at.toISOString(),
          });
        }
      } else if (amount !== 0n) {
        unpriced.push(b.asset);
      }
      assets.push({ ...b, usd_value: usd });
    }
    return {
      assets,
      total_usd: fromMinor(total, USD_DECIMALS),
      unpriced,
      rates,
      as_of: asOf.toISOString(),
    };
  };
}
