import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import { SimulatedBank } from './simulated';
import type { BankRail } from './types';

/** The bank rail the settings name (`BANK_RAIL`). */
export function bankRailOf(_config: Pick<Config, 'BANK_RAIL'>, clock: Clock): BankRail {
  return new SimulatedBank(clock);
}
