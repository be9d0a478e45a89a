import { fromMinor, type MoneyFlows } from '@mc/contract';
import type { Queryable } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { dailyFlows } from '../history';
import { daysOf, monthBounds, monthOf } from './month';

/**
 * The money page's chart: per asset that moved in the month, what came into and went out of its
 * available balance each UTC day (every day listed), and the month's totals. Default: this month.
 */
export function moneyFlowsService(deps: {
  db: Queryable;
  clock: Clock;
  decimals: () => Promise<(asset: string) => number>;
}) {
  return async function flows(merchantId: string, month?: string): Promise<MoneyFlows> {
    const m = month ?? monthOf(deps.clock.now());
    const { start, end } = monthBounds(m);
    const [rows, decimalsOf] = await Promise.all([
      dailyFlows(deps.db, merchantId, start, end),
      deps.decimals(),
    ]);
    const days = daysOf(m);
    const assets = [...new Set(rows.map((r) => r.asset))].sort();
    return {
      month: m,
      timezone: 'UTC',
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
