import { type Config, mnemonicOf } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import { AddressBook } from './addresses';
import { evmChainOf } from './evm/connect';
import type { EvmDevFaucet } from './evm/dev-faucet';
import { feeAmounts } from './evm/fee-policy';
import type { HotWalletLog } from './evm/hot-wallet';
import { type EvmNetwork, evmNetworksOf } from './evm/network-settings';
import { custodyOf } from './evm/signer/custody';
import { RoutedChain } from './routed';
import { SimulatedChain } from './simulated';
import type { ChainSimulator } from './simulator';
import type { ChainRail, NetworkListing } from './types';

/** What the catalogue is told of a network of the settings. */
function listingOf(net: EvmNetwork): NetworkListing {
  const fees = net.fee ? feeAmounts(net.fee) : new Map<string, string>();
  return {
    code: net.code,
    name: net.name,
    confirmations: net.confirmations,
    assets: [...net.tokens.keys()].map((asset) => ({
      asset,
      minReceive: net.minReceive.get(asset) ?? null,
      networkFee: fees.get(asset) ?? null,
    })),
    where: net.where.network,
  };
}

/**
 * The chain rail the settings name (`CHAIN_RAIL`), the simulator of the simulated networks, and the
 * networks it serves for the catalogue. `evm` connects to every EVM network of the settings
 * (EVM_NETWORKS_FILE, or the EVM_* variables' one) and refuses to start when none of a network's
 * nodes serves its chain id.
 */
export async function chainRailOf(
  config: Config,
  db: Db,
  clock: Clock,
  log?: HotWalletLog,
): Promise<{ chain: ChainRail; chainSimulator?: ChainSimulator; networks?: NetworkListing[] }> {
  const addresses = new AddressBook(mnemonicOf(config), config.EVM_DEPOSIT_XPUB);
  const simulated = new SimulatedChain(db, clock, addresses);
  if (config.CHAIN_RAIL === 'simulated') return { chain: simulated, chainSimulator: simulated };
  const networks = evmNetworksOf(config);
  const custody = await custodyOf(config, addresses);
  const rails = new Map<string, ChainRail>();
  const faucets = new Map<string, EvmDevFaucet>();
  for (const net of networks) {
    const { chain, devFaucet } = await evmChainOf(net, config, db, clock, addresses, custody, log);
    rails.set(net.code, chain);
    if (devFaucet) faucets.set(net.code, devFaucet);
  }
  const routed = new RoutedChain(rails, simulated, faucets);
  return { chain: routed, chainSimulator: routed.simulator(), networks: networks.map(listingOf) };
}
