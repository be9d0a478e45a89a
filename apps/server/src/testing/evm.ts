import { afterAll, afterEach, beforeAll } from 'vitest';
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

export interface EvmTestFile {
  dev: DevChain;
  t: TestApp;
}

/**
 * One test file on a development node: the node on `port` and the whole server on it started before
 * the tests (with `settings`, or the settings a function answers once the node is up), the ledger
 * checked after each test, both closed after all; `ready` receives them first.
 */
export function evmTestFile(
  port: number,
  settings: Record<string, string> | ((dev: DevChain) => Promise<Record<string, string>>),
  ready: (made: EvmTestFile) => unknown,
): void {
  let made: EvmTestFile | undefined;
  let dev: DevChain | undefined;
  beforeAll(async () => {
    dev = await devChainOn(port);
    const env = typeof settings === 'function' ? await settings(dev) : settings;
    made = { dev, t: await createEvmTestApp(dev, env) };
    await ready(made);
  }, 60_000);
  afterEach(() => made?.t.checkLedger());
  afterAll(async () => {
    await made?.t.close();
    await dev?.close();
  });
}
