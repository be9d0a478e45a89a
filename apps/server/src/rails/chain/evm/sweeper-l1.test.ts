import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MNEMONIC } from '../../../config';
import type { Db } from '../../../db/client';
import { ManualClock } from '../../../platform/clock';
import { createTestDb } from '../../../testing/test-db';
import { AddressBook } from '../addresses';
import { type DevChain, startDevChain } from './dev-chain';
import { HotWallet } from './hot-wallet';
import { hotWalletAccount } from './keys';
import { OP_GAS_PRICE_ORACLE, opStackL1Fee } from './l1-fee';
import { rpcClient } from './rpc';
import { mnemonicCustody } from './signer/custody';
import { EvmSweeper, type L1FeeOf, sweepKeys } from './sweeper';

// On an OP Stack L2 a sweep pays an L1 data fee beside its gas: the gas tank funds both. The node
// here plays the L2's gas price oracle (its predeploy address answers a fixed fee).
const L1_FEE = 70_000_000_000_000n; // 0.00007 ETH
let chain: DevChain;
let db: Db;

beforeAll(async () => {
  [chain, db] = await Promise.all([startDevChain({ port: 19210, mnemonic: DEV_MNEMONIC }), createTestDb()]);
  // code that answers any call with the 32-byte fee: PUSH32 fee, PUSH1 0, MSTORE, PUSH1 32, PUSH1 0, RETURN
  const code = `0x7f${L1_FEE.toString(16).padStart(64, '0')}60005260206000f3`;
  await chain.rpc('evm_setAccountCode', [OP_GAS_PRICE_ORACLE, code]);
});
afterAll(async () => {
  await db?.close();
  await chain?.close();
});

describe("a sweep's cost on an OP Stack L2", () => {
  it("adds the L1 data fee the chain's gas price oracle quotes to the gas the sweep needs", async () => {
    const client = rpcClient({ url: chain.url, chainId: chain.chainId });
    const tokens = new Map(Object.entries(chain.tokens));
    const hot = hotWalletAccount(DEV_MNEMONIC);
    const wallet = new HotWallet(
      db,
      client,
      { network: 'BASE', chainId: chain.chainId, tokens, maxFeeGwei: 300, stuckSeconds: 60 },
      hot,
      new ManualClock(Date.parse('2026-11-02T08:00:00Z')),
      undefined,
      sweepKeys(mnemonicCustody(DEV_MNEMONIC)),
    );
    // deposit address 3 holds what it sweeps
    await chain.pay(new AddressBook(DEV_MNEMONIC).derive('evm', 3n), 'USDC', 150_000_000n);
    const asked: string[] = [];
    const quote = opStackL1Fee(client);
    const l1Fee: L1FeeOf = (tx) => {
      asked.push(tx.to);
      return quote(tx);
    };
    const onL1 = new EvmSweeper(wallet, 'BASE', tokens, hot.address);
    const onL2 = new EvmSweeper(wallet, 'BASE', tokens, hot.address, l1Fee);
    const [gasOnly, withL1] = await Promise.all([
      onL1.sweepCost(3n, 'USDC', 150_000_000n),
      onL2.sweepCost(3n, 'USDC', 150_000_000n),
    ]);
    expect(gasOnly).toBeGreaterThan(0n);
    expect(withL1 - gasOnly).toBe(L1_FEE);
    expect(asked).toEqual([chain.tokens.USDC]);
  });
});
