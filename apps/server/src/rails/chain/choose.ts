import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AddressBook } from './addresses';
import { evmChainOf } from './evm/connect';
import type { HotWalletLog } from './evm/hot-wallet';
import { RoutedChain } from './routed';
import { SimulatedChain } from './simulated';
import type { ChainSimulator } from './simulator';
import type { ChainRail } from './types';

/**
 * The chain rail the settings name (`CHAIN_RAIL`), and the simulator of the simulated networks.
 * `evm` connects to EVM_RPC_URL and refuses to start when the node serves another chain id.
 */
export async function chainRailOf(
  config: Config,
  db: Db,
  clock: Clock,
  log?: HotWalletLog,
): Promise<{ chain: ChainRail; chainSimulator?: ChainSimulator }> {
  const addresses = new AddressBook(config.CHAIN_MNEMONIC);
  const simulated = new SimulatedChain(db, clock, addresses);
  if (config.CHAIN_RAIL === 'simulated') return { chain: simulated, chainSimulator: simulated };
  const { chain: evm, devFaucet } = await evmChainOf(config, db, clock, addresses, log);
  const faucets = devFaucet ? new Map([[config.EVM_NETWORK, devFaucet]]) : new Map();
  const routed = new RoutedChain(new Map([[config.EVM_NETWORK, evm]]), simulated, faucets);
  return { chain: routed, chainSimulator: routed.simulator() };
}
