import { type Config, isProduction } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { type BankSimulator, SimulatedBank } from './simulated';
import type { BankRail } from './types';

/**
 * Seconds after which the simulated bank completes a transfer by itself: `BANK_SIM_COMPLETE_SECONDS`
 * when set, else 10 in development and never (0) in production and tests.
 */
export function simCompleteSeconds(config: Pick<Config, 'BANK_SIM_COMPLETE_SECONDS' | 'NODE_ENV'>): number {
  if (config.BANK_SIM_COMPLETE_SECONDS !== undefined) return config.BANK_SIM_COMPLETE_SECONDS;
  return isProduction(config) || config.NODE_ENV === 'test' ? 0 : 10;
}

/** The bank rail the settings name (`BANK_RAIL`), and its simulator when it is the simulated one. */
export function bankRailOf(
  config: Pick<Config, 'BANK_RAIL' | 'BANK_SIM_COMPLETE_SECONDS' | 'NODE_ENV'>,
  db: Db,
  clock: Clock,
): { bank: BankRail; bankSimulator: BankSimulator | null } {
  const simulated = new SimulatedBank(db, clock, simCompleteSeconds(config));
  return { bank: simulated, bankSimulator: simulated };
}
