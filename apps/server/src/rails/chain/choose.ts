import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AddressBook } from './addresses';
import { SimulatedChain } from './simulated';
import type { ChainSimulator } from './simulator';
import type { ChainRail } from './types';

/** The chain rail the settings name (`CHAIN_RAIL`), and its simulator when it is the simulated one. */
export function chainRailOf(
  config: Pick<Config, 'CHAIN_RAIL' | 'CHAIN_MNEMONIC'>,
  db: Db,
  clock: Clock,
): { chain: ChainRail; chainSimulator?: ChainSimulator } {
  const simulated = new SimulatedChain(db, clock, new AddressBook(config.CHAIN_MNEMONIC));
  return { chain: simulated, chainSimulator: simulated };
}
