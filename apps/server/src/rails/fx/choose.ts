import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import { staticRates } from './static';
import type { FxRates } from './types';

/** The rates source chosen by the settings. */
export function fxRatesOf(config: Pick<Config, 'FX_RAIL' | 'FX_RATES'>, clock: Clock): FxRates {
  return staticRates(config.FX_RATES, clock);
}
