import { fromMinor, type MoneyFlows } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { dailyFlows } from '../history';
import { merchantTimeZone } from '../merchants';
import { daysOf, monthBounds, monthOf } from './month';

/**
 * The money page's chart: per asset that moved in the month, what came into and went out of its
 * available balance each day (every day listed), and the month's totals. The month and its days are
 * the merchant's, in its time zone. Default: this month.
 */
export function moneyFlowsService(deps: {
  db: Queryable;
  clock: Clock;
  decimals: () => Promise<(asset: string) => number>;
}) {
  return async function flows(merchantId: string, month?: string): Promise<MoneyFlows> {
    const timezone = await merchantTimeZone.of(deps.db, merchantId);
    const m = month ?? monthOf(deps.clock.now(), timezone);
    const { start, end } = monthBounds(m, timezone);
    const [rows, decimalsOf] = await Promise.all([
      dailyFlows(deps.db, merchantId, start, end, timezone),
      deps.decimals(),
    ]);
    const days = daysOf(m);
    const assets = [...new Set(rows.map((r) => r.asset))].sort();
    return {
      month: m,
      timezone,
      assets: assets.map((asset) => {
        const d = decimalsOf(asset);
        const mine = new Map(rows.filter((r) => r.asset === asset).map((r) => [r.day, r]));
        const inflow = [...mine.values()].reduce((s, r) => s + r.inflow, 0n);
        const outflow = [...mine.values()].reduce((s, r) => s + r.outflow, 0n);
        return {
          asset,
          decimals: d,
          inflow: fromMinor(inflow, d),
          outflow: fromMinor(outflow, d),
          days: days.map((date) => ({
            date,
            inflow: fromMinor(mine.get(date)?.inflow ?? 0n, d),
            outflow: fromMinor(mine.get(date)?.outflow ?? 0n, d),
          })),
        };
      }),
    };
  };
}
