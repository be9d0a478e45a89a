import type { Deps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { fxRatesOf } from '../../rails/fx/choose';
import type { FxRates } from '../../rails/fx/types';
import type { Catalogue } from '../crypto';
import { merchantBalances } from '../ledger';
import type { DecimalsOf } from './view';

/** What every part of the payouts module works with: the dependencies, the catalogue, the rates. */
export interface PayoutContext {
  deps: Deps;
  catalogue: () => Promise<Catalogue>;
  fx: FxRates;
  decimalsOf(): Promise<DecimalsOf>;
  /** The rate of an asset in US dollars; 503 while the rates source has none. */
  usdRate(asset: string): Promise<bigint>;
  /** The merchant's available balance of an asset. */
  available(merchantId: string, asset: string): Promise<bigint>;
}

export function payoutContext(deps: Deps, catalogue: () => Promise<Catalogue>): PayoutContext {
  const fx = fxRatesOf(deps.config, deps.clock);
  return {
    deps,
    catalogue,
    fx,
    async decimalsOf() {
      const c = await catalogue();
      return (asset: string) => c.decimals.get(asset) ?? 6;
    },
    async usdRate(asset) {
      const r = await fx.rate(asset, 'USD');
      if (!r) throw new AppError(503, 'fx_rate_unavailable', { params: { pair: `${asset}/USD` } });
      return r.rate;
    },
    async available(merchantId, asset) {
      return (await merchantBalances(deps.db, merchantId, [asset])).get(asset)?.available ?? 0n;
    },
  };
}
