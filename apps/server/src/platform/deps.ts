import type { Config } from '../config';
import type { Db } from '../db/client';
import type { SimulatedChain } from '../rails/chain/simulated';
import type { Clock } from './clock';
import type { Mailer } from './mail';

/** What the modules need from the outside world; tests pass their own. */
export interface Deps {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  chain: SimulatedChain;
}
