import type { MoneyRate } from '@mc/contract';

/**
 * The time the summary's rates are "of": the latest time any of them was set (compared as instants);
 * null without rates.
 */
export function latestRateTime(rates: readonly MoneyRate[]): string | null {
  let latest: string | null = null;
  for (const r of rates) if (latest === null || Date.parse(r.as_of) > Date.parse(latest)) latest = r.as_of;
  return latest;
}
