import { type Config, DEV_MNEMONIC } from '../config';
import type { Db } from '../db/client';
import type { ManualClock } from '../platform/clock';
import { chainRailOf } from '../rails/chain/choose';
import { type DevChain, startDevChain } from '../rails/chain/evm/dev-chain';
import { createTestApp, type TestApp } from './harness';

/** A development EVM node on `port`, for one test file. */
export function devChainOn(port: number): Promise<DevChain> {
  return startDevChain({ port, mnemonic: DEV_MNEMONIC });
}

/** The settings that put ERC20 on the development node. */
export function evmSettings(dev: DevChain): Record<string, string> {
  return {
    CHAIN_RAIL: 'evm',
    EVM_RPC_URL: dev.url,
    EVM_CHAIN_ID: String(dev.chainId),
    EVM_TOKENS: dev.tokensSetting,
    EVM_START_BLOCK: '0',
  };
}

/** The whole server with ERC20 on the development node (TRC20 stays simulated). */
export function createEvmTestApp(
  dev: DevChain,
  env: Record<string, string> = {},
  opts: { db?: Db } = {},
): Promise<TestApp> {
  return createTestApp(
    { ...evmSettings(dev), ...env },
    { ...opts, rails: (config: Config, db: Db, clock: ManualClock) => chainRailOf(config, db, clock) },
  );
}
