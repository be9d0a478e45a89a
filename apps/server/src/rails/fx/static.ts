import type { Clock } from '../../platform/clock';
import { type FxRates, parseRate } from './types';

/**
 * Rates fixed by the `FX_RATES` setting, e.g. "USDC/USD:1,USDT/USD:0.9998". A pair is also
 * quoted the other way round (the inverse, rounded down). Their time is when the settings were
 * read: the rates have not changed since.
 */
export function staticRates(spec: string, clock: Clock): FxRates {
  const rates = new Map<string, bigint>();
  for (const pair of spec.split(',').filter(Boolean)) {
    const [name, value] = pair.split(':');
    const rate = parseRate(value ?? '');
    const [base, quote] = (name ?? '').split('/');
    if (!base || !quote || rate === null) throw new Error(`FX_RATES: "${pair}" is not like USDC/USD:1.0000`);
    rates.set(`${base}/${quote}`, rate);
  }
  const at = clock.now();
  return {
    kind: 'static',
    async rate(base, quote) {
      if (base === quote) return { rate: 100_000_000n, source: 'static', at };
      const direct = rates.get(`${base}/${quote}`);
      if (direct !== undefined) return { rate: direct, source: 'static', at };
      const inverse = rates.get(`${quote}/${base}`);
      if (inverse !== undefined) return { rate: 10n ** 16n / inverse, source: 'static', at };
      return null;
    },
  };
}
