import { type Config, isProduction } from '../../../config';
import type { Db } from '../../../db/client';
import type { Clock } from '../../../platform/clock';
import type { AddressBook } from '../addresses';
import { DEV_CHAIN_ID, EvmDevFaucet } from './dev-faucet';
import { EvmChain } from './evm-chain';
import { checkGenesis } from './genesis';
import { HealthRecorder } from './health';
import { HotWallet, type HotWalletLog } from './hot-wallet';
import { hotWalletAccount } from './keys';
import { checkChainId, rpcClient } from './rpc';
import { EvmSweeper, sweepKeys } from './sweeper';

/** The token contracts of EVM_TOKENS, by asset. */
export function tokensOf(setting: string): Map<string, string> {
  return new Map(
    setting.split(',').map((pair) => {
      const [asset, address] = pair.split(':');
      return [asset!, address!] as const;
    }),
  );
}

/**
 * The EVM rail of the settings, once the node has answered the configured chain id; with a faucet
 * when the node is the development chain (chain id 31337) outside production.
 */
export async function evmChainOf(
  config: Config,
  db: Db,
  clock: Clock,
  addresses: AddressBook,
  log?: HotWalletLog,
): Promise<{ chain: EvmChain; devFaucet?: EvmDevFaucet }> {
  const chainId = config.EVM_CHAIN_ID!;
  const network = config.EVM_NETWORK;
  const health = new HealthRecorder(network, 'evm', () => clock.now());
  const client = rpcClient({ url: config.EVM_RPC_URL!, chainId }, health);
  await checkChainId(client, chainId);
  await checkGenesis(db, client, network, chainId);
  if (config.EVM_FINALITY !== 'confirmations')
    await client.getBlock({ blockTag: config.EVM_FINALITY }).catch((err: unknown) => {
      throw new Error(
        `EVM_FINALITY is ${config.EVM_FINALITY}, but the node does not answer its ${config.EVM_FINALITY} block (${err instanceof Error ? err.message.split('\n')[0] : String(err)}): count confirmations instead (EVM_FINALITY=confirmations)`,
      );
    });
  const tokens = tokensOf(config.EVM_TOKENS!);
  const hot = hotWalletAccount(config.CHAIN_MNEMONIC);
  const sends = new HotWallet(
    db,
    client,
    {
      network,
      chainId,
      tokens,
      maxFeeGwei: config.EVM_MAX_FEE_GWEI,
      stuckSeconds: config.EVM_STUCK_SECONDS,
    },
    hot,
    clock,
    log,
    sweepKeys(config.CHAIN_MNEMONIC),
  );
  const sweeper = new EvmSweeper(sends, network, tokens, hot.address);
  const startBlock = config.EVM_START_BLOCK === undefined ? undefined : BigInt(config.EVM_START_BLOCK);
  const settings = {
    network,
    chainId,
    tokens,
    scanBlocks: config.EVM_SCAN_BLOCKS,
    startBlock,
    finality: config.EVM_FINALITY,
  };
  const chain = new EvmChain(settings, client, addresses, sends, health, sweeper);
  const dev = chainId === DEV_CHAIN_ID && !isProduction(config);
  return { chain, devFaucet: dev ? new EvmDevFaucet(client, config.CHAIN_MNEMONIC, tokens) : undefined };
}
