import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ChainSimulator } from '../rails/chain/simulator';
import type { ChainRail, NetworkListing } from '../rails/chain/types';
import type { Clock } from './clock';
import type { Mailer } from './mail';
import type { PublicUrl } from './public-url';

/** What the modules need from the outside world; tests pass their own. */
export interface Deps {
  config: Config;
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** The base of every link the product builds (PUBLIC_URL, else where the server listens). */
  publicUrl: PublicUrl;
  chain: ChainRail;
  /** The simulated chain's faucet and blocks; absent on a real chain. */
  chainSimulator?: ChainSimulator;
  /** The networks the chain rail serves beyond the catalogue's own, listed there at start. */
  networks?: NetworkListing[];
}
