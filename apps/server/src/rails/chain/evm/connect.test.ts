import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MNEMONIC, loadConfig } from '../../../config';
import { ManualClock } from '../../../platform/clock';
import { devChainOn, evmSettings } from '../../../testing/evm';
import { createTestDb } from '../../../testing/test-db';
import { AddressBook } from '../addresses';
import { chainRailOf } from '../choose';
import type { DevChain } from './dev-chain';
import { HealthRecorder } from './health';
import { rpcClient } from './rpc';

// Starting on an EVM node: the settings it needs, and the chain id it must answer.
let dev: DevChain;
beforeAll(async () => {
  dev = await devChainOn(19060);
}, 60_000);
afterAll(() => dev?.close());

const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('CHAIN_RAIL=evm', () => {
  it('names each setting it lacks', () => {
    expect(() => configOf({ CHAIN_RAIL: 'evm' })).toThrow(/EVM_RPC_URL is needed with CHAIN_RAIL=evm/);
    expect(() => configOf({ CHAIN_RAIL: 'evm', EVM_RPC_URL: dev.url, EVM_CHAIN_ID: '31337' })).toThrow(
      /EVM_TOKENS is needed/,
    );
    expect(() => configOf({ ...evmSettings(dev), EVM_TOKENS: 'USDC:0x12' })).toThrow(/EVM_TOKENS looks like/);
  });

  it('refuses a node that serves another chain', async () => {
    const db = await createTestDb();
    try {
      const config = configOf({ ...evmSettings(dev), EVM_CHAIN_ID: '1' });
      await expect(chainRailOf(config, db, new ManualClock(0))).rejects.toThrow(
        'EVM_RPC_URL serves chain id 31337, but EVM_CHAIN_ID is 1',
      );
    } finally {
      await db.close();
    }
  });

  it('refuses a node on another chain than the database followed (a development node started afresh)', async () => {
    const db = await createTestDb();
    // a node started again is the same chain but for its first block's time (whole seconds)
    const { timestamp } = await dev.client.getBlock({ blockNumber: 0n });
    while (BigInt(Math.floor(Date.now() / 1000)) <= timestamp) await new Promise((r) => setTimeout(r, 100));
    const fresh = await devChainOn(19061);
    try {
      await chainRailOf(configOf(evmSettings(dev)), db, new ManualClock(0));
      // the same node again: the same chain
      await chainRailOf(configOf(evmSettings(dev)), db, new ManualClock(0));
      // a new node with the same chain id is another chain
      await expect(chainRailOf(configOf(evmSettings(fresh)), db, new ManualClock(0))).rejects.toThrow(
        /another chain than the one this database followed on ERC20: .*a fresh database/,
      );
    } finally {
      await fresh.close();
      await db.close();
    }
  });

  it("follows the node's finalized or safe block when EVM_FINALITY names one, and counts confirmations otherwise", async () => {
    const db = await createTestDb();
    try {
      const head = await dev.client.getBlockNumber({ cacheTime: 0 });
      const counted = await chainRailOf(configOf(evmSettings(dev)), db, new ManualClock(0));
      expect(await counted.chain.finality('ERC20')).toBeNull();
      expect(await counted.chain.finality('TRC20')).toBeNull();
      for (const tag of ['finalized', 'safe'] as const) {
        const { chain } = await chainRailOf(
          configOf({ ...evmSettings(dev), EVM_FINALITY: tag }),
          db,
          new ManualClock(0),
        );
        const finality = await chain.finality('ERC20');
        // the development node calls its newest block safe and final
        expect(finality?.settled).toBeGreaterThanOrEqual(head);
        expect(finality!.final <= finality!.settled).toBe(true);
      }
      expect(() => configOf({ ...evmSettings(dev), EVM_FINALITY: 'soon' })).toThrow(/EVM_FINALITY/);
    } finally {
      await db.close();
    }
  });

  it('routes ERC20 to the node and keeps TRC20 simulated', async () => {
    const db = await createTestDb();
    try {
      const { chain, chainSimulator } = await chainRailOf(configOf(evmSettings(dev)), db, new ManualClock(0));
      expect(
        chain
          .health()
          .map((h) => [h.network, h.rail])
          .sort(),
      ).toEqual([
        ['ERC20', 'evm'],
        ['TRC20', 'simulated'],
      ]);
      expect(await chain.head('ERC20')).toBe(await dev.client.getBlockNumber({ cacheTime: 0 }));
      const book = new AddressBook(DEV_MNEMONIC);
      expect(chain.depositAddress('ERC20', 7n)).toBe(book.derive('evm', 7n));
      expect(chain.isValidAddress('TRC20', book.derive('tron', 1n))).toBe(true);
      expect(chainSimulator?.simulates('ERC20')).toBe(true); // the development node's faucet
      expect(chainSimulator?.simulates('TRC20')).toBe(true);
    } finally {
      await db.close();
    }
  });

  it("keeps the node's health from every request: an error it answers with is an answer, no answer is a failure", async () => {
    const clock = new ManualClock(Date.parse('2026-11-02T08:00:00Z'));
    const health = new HealthRecorder('ERC20', 'evm', () => clock.now());
    const client = rpcClient({ url: dev.url, chainId: dev.chainId }, health);
    await expect(client.request({ method: 'eth_noSuchMethod' } as never)).rejects.toThrow();
    expect(health.read()).toMatchObject({ ok: true, lastOkAt: clock.now(), failingSince: null });

    const gone = rpcClient({ url: 'http://127.0.0.1:19069', chainId: dev.chainId, timeoutMs: 2000 }, health);
    clock.advance(60_000);
    await expect(gone.getBlockNumber()).rejects.toThrow();
    const failing = health.read();
    expect(failing).toMatchObject({ ok: false, failingSince: clock.now() });
    expect(failing.lastError).toMatch(/ECONNREFUSED 127\.0\.0\.1:19069/);

    clock.advance(1000);
    await client.getBlockNumber({ cacheTime: 0 });
    expect(health.read()).toMatchObject({
      ok: true,
      lastOkAt: clock.now(),
      failingSince: null,
      lastError: null,
    });
  });
});
