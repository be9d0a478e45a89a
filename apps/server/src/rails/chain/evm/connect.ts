import { type Config, isProduction, mnemonicOf } from '../../../config';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import type { AddressBook } from '../addresses';
import { DEV_CHAIN_IDS, EvmDevFaucet } from './dev-faucet';
import { EvmChain } from './evm-chain';
import { checkGenesis } from './genesis';
import { HealthRecorder } from './health';
import { HotWallet, type HotWalletLog } from './hot-wallet';
import { opStackL1Fee } from './l1-fee';
import type { EvmNetwork } from './network-settings';
import { NodePool } from './node-pool';
import { checkNodes, poolClient } from './rpc';
import { senderBalanceReader } from './sender-balances';
import type { Custody } from './signer/custody';
import { EvmSweeper, sweepKeys } from './sweeper';

/**
 * The EVM rail of one network of the settings, once a node has answered its chain id (a node on
 * another chain is set aside); with a faucet when the node is a development chain outside production.
 */
export async function evmChainOf(
  net: EvmNetwork,
  config: Config,
  db: Db,
  clock: Clock,
  addresses: AddressBook,
  custody: Custody,
  log?: HotWalletLog,
): Promise<{ chain: EvmChain; devFaucet?: EvmDevFaucet }> {
  const { code: network, chainId, tokens } = net;
  const health = new HealthRecorder(network, 'evm', () => clock.now());
  const pool = new NodePool(
    net.rpcUrls,
    { chainId, maxLagBlocks: net.maxLagBlocks, timeoutMs: net.rpcTimeoutMs, retries: 3 },
    () => clock.now(),
    health,
  );
  health.of(pool);
  await checkNodes(pool, chainId, net.where);
  const client = poolClient(pool, chainId);
  await checkGenesis(db, client, network, chainId);
  if (net.finality !== 'confirmations')
    await client.getBlock({ blockTag: net.finality }).catch((err: unknown) => {
      throw new Error(
        `${network}'s finality is ${net.finality}, but the node does not answer its ${net.finality} block (${err instanceof Error ? err.message.split('\n')[0] : String(err)}): count confirmations instead (finality "confirmations")`,
      );
    });
  const hot = custody.hot;
  const sends = new HotWallet(
    db,
    client,
    { network, chainId, tokens, maxFeeGwei: net.maxFeeGwei, stuckSeconds: net.stuckSeconds },
    hot,
    clock,
    log,
    sweepKeys(custody),
  );
  const l1Fee = net.l1DataFee === 'op-stack' ? opStackL1Fee(client) : null;
  const sweeper = new EvmSweeper(sends, network, tokens, hot.address, l1Fee);
  const settings = {
    network,
    chainId,
    tokens,
    scanBlocks: net.scanBlocks,
    startBlock: net.startBlock,
    finality: net.finality,
    fee: net.fee,
  };
  const balances = senderBalanceReader(sends, tokens, net.lowBalance);
  const chain = new EvmChain(settings, client, addresses, sends, health, sweeper, balances);
  const dev = DEV_CHAIN_IDS.includes(chainId) && !isProduction(config);
  const faucet = dev ? new EvmDevFaucet(client, net.rpcUrls[0]!, mnemonicOf(config), tokens) : undefined;
  return { chain, devFaucet: faucet };
}
