import pino from 'pino';
import type { Hex } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MNEMONIC, loadConfig } from '../../config';
import type { Db } from '../../db/client';
import { ledgerCheckOfEveryModule } from '../../ledger-check';
import { ManualClock } from '../../platform/clock';
import type { Deps } from '../../platform/deps';
import { devMailbox } from '../../platform/mail';
import { publicUrlOf } from '../../platform/public-url';
import { type DevChain, type DevToken, startDevChain } from '../../rails/chain/evm/dev-chain';
import { EvmChain } from '../../rails/chain/evm/evm-chain';
import { HealthRecorder } from '../../rails/chain/evm/health';
import { gweiOf, HotWallet } from '../../rails/chain/evm/hot-wallet';
import { hotWalletAccount } from '../../rails/chain/evm/keys';
import { rpcClient } from '../../rails/chain/evm/rpc';
import { RoutedChain } from '../../rails/chain/routed';
import { SimulatedChain } from '../../rails/chain/simulated';
import { addressBook } from '../../testing/harness';
import { createTestDb } from '../../testing/test-db';
import { bookedFlows, type Violation } from '../ledger';
import { catalogueLoader } from './catalogue';
import { type ReceivingEngine, receivingEngine } from './engine';
import type { SendOutcomes } from './sends';

const PORT = 19203;
const STUCK_SECONDS = 60;
const clock = new ManualClock(Date.parse('2026-11-02T08:00:00Z'));
let chain: DevChain;
let db: Db;
let engine: ReceivingEngine;
const outcomes: { kind: 'confirmed' | 'failed'; refId: string; txHash: string | null; reason?: string }[] =
  [];

beforeAll(async () => {
  [chain, db] = await Promise.all([startDevChain({ port: PORT, mnemonic: DEV_MNEMONIC }), createTestDb()]);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', CHAIN_CONFIRMATIONS: 'ERC20:2' });
  const health = new HealthRecorder('ERC20', 'evm', () => clock.now());
  const client = rpcClient({ url: chain.url, chainId: chain.chainId }, health);
  const tokens = new Map(Object.entries(chain.tokens));
  const wallet = new HotWallet(
    db,
    client,
    { network: 'ERC20', chainId: chain.chainId, tokens, maxFeeGwei: 300, stuckSeconds: STUCK_SECONDS },
    hotWalletAccount(DEV_MNEMONIC),
    clock,
  );
  const evm = new EvmChain(
    { network: 'ERC20', chainId: chain.chainId, tokens, scanBlocks: 100 },
    client,
    addressBook(),
    wallet,
    health,
  );
  const routed = new RoutedChain(new Map([['ERC20', evm]]), new SimulatedChain(db, clock, addressBook()));
  const log = pino({ level: 'silent' });
  const deps: Deps = {
    config,
    db,
    clock,
    mailer: devMailbox(db, log),
    publicUrl: publicUrlOf(config),
    chain: routed,
  };
  const outcomesOfTest: SendOutcomes = {
    async confirmed(_tx, s) {
      outcomes.push({ kind: 'confirmed', refId: s.ref_id, txHash: s.tx_hash });
    },
    async failed(_tx, s, reason) {
      outcomes.push({ kind: 'failed', refId: s.ref_id, txHash: s.tx_hash, reason });
    },
  };
  engine = receivingEngine(deps, catalogueLoader(db, config), { test_payout: outcomesOfTest }, log);
});
afterEach(async () => {
  const violations = await ledgerCheckOfEveryModule().run(db);
  expect(violations).toEqual([]);
});
afterAll(async () => {
  await db?.close();
  await chain?.close();
});

class Rollback extends Error {
  constructor(readonly violations: Violation[]) {
    super('rolled back');
  }
}

let refs = 0;
async function queue(asset: DevToken, amount: bigint): Promise<{ id: bigint; refId: string; to: string }> {
  const to = privateKeyToAddress(generatePrivateKey());
  const refId = `p${++refs}`;
  const [row] = await db.query<{ id: bigint }>(
    `INSERT INTO chain_sends (network, asset, to_address, amount, network_fee, purpose, ref_id, created_at)
     VALUES ('ERC20', $1, $2, $3, 0, 'test_payout', $4, $5) RETURNING id`,
    [asset, to, amount, refId, clock.now()],
  );
  return { id: row!.id, refId, to };
}

interface SendState {
  status: string;
  tx_hash: string | null;
  fee_paid: bigint | null;
  fee_asset: string | null;
  failure: string | null;
  [key: string]: unknown;
}
const stateOf = async (id: bigint) =>
  (
    await db.query<SendState>(
      'SELECT status, tx_hash, fee_paid, fee_asset, failure FROM chain_sends WHERE id = $1',
      [id],
    )
  )[0]!;
const feeOf = async (hash: string) => {
  const r = await chain.client.getTransactionReceipt({ hash: hash as Hex });
  return gweiOf(r.gasUsed * r.effectiveGasPrice);
};
const flowsOf = async (id: bigint, hash: string) =>
  (await bookedFlows(db, 'chain_send'))
    .filter((f) => f.refId === `${id}:${hash}`)
    .map(({ account, asset, amount }) => ({ account, asset, amount }))
    .sort((a, b) => a.account.localeCompare(b.account));

describe('chain sends on an EVM network', () => {
  it('confirms a send, keeps the fee it paid and books it in ETH as the network cost', async () => {
    const s = await queue('USDC', 2_000_000n);
    await engine.tick();
    const sent = await stateOf(s.id);
    expect(sent).toMatchObject({ status: 'sent', fee_paid: null });
    await engine.tick(); // one confirmation of two
    expect((await stateOf(s.id)).status).toBe('sent');

    await chain.mine();
    await engine.tick();
    const fee = await feeOf(sent.tx_hash!);
    expect(await stateOf(s.id)).toEqual({
      status: 'confirmed',
      tx_hash: sent.tx_hash,
      fee_paid: fee,
      fee_asset: 'ETH',
      failure: null,
    });
    expect(await flowsOf(s.id, sent.tx_hash!)).toEqual([
      { account: 'chain_clearing:ERC20', asset: 'ETH', amount: fee },
      { account: 'network_costs', asset: 'ETH', amount: -fee },
    ]);
    expect(outcomes.at(-1)).toEqual({ kind: 'confirmed', refId: s.refId, txHash: sent.tx_hash });
    expect(await chain.tokenBalance(s.to, 'USDC')).toBe(2_000_000n);
    // confirmed once: another tick books nothing more
    await engine.tick();
    expect(await flowsOf(s.id, sent.tx_hash!)).toHaveLength(2);
    // the check of the books sees a fee kept but not booked as it was paid
    const planted = await db
      .transaction(async (tx) => {
        await tx.query('UPDATE chain_sends SET fee_paid = fee_paid + 1 WHERE id = $1', [s.id]);
        throw new Rollback(await ledgerCheckOfEveryModule().runIn(tx));
      })
      .catch((e: unknown) => (e as Rollback).violations);
    expect(planted).toEqual([
      {
        rule: 'each chain send books the network fee it paid as network cost',
        detail: `chain send ${s.id}: paid ${fee + 1n} ETH, booked ${fee}`,
      },
    ]);
  });

  it('keeps the hash of the replacement that was mined, and its fee', async () => {
    const s = await queue('USDT', 3_000_000n);
    await chain.stopMining();
    let first: string;
    try {
      await engine.tick();
      first = (await stateOf(s.id)).tx_hash!;
      clock.advance((STUCK_SECONDS + 1) * 1000);
      await engine.tick(); // the engine tends the network: the stuck send is replaced
    } finally {
      await chain.startMining();
    }
    await chain.mine(2);
    await engine.tick();
    const done = await stateOf(s.id);
    expect(done.status).toBe('confirmed');
    expect(done.tx_hash).not.toBe(first);
    const receipt = await chain.client.getTransactionReceipt({ hash: done.tx_hash as Hex });
    expect(receipt.status).toBe('success');
    expect(done.fee_paid).toBe(gweiOf(receipt.gasUsed * receipt.effectiveGasPrice));
    expect(outcomes.at(-1)).toEqual({ kind: 'confirmed', refId: s.refId, txHash: done.tx_hash });
    expect(await flowsOf(s.id, done.tx_hash!)).toHaveLength(2);
  });

  it('fails a send the token reverted, with the reason, and still books its fee', async () => {
    const hot = hotWalletAccount(DEV_MNEMONIC).address;
    const held = await chain.tokenBalance(hot, 'USDT');
    const a = await queue('USDT', 5n);
    const b = await queue('USDT', 2n);
    await chain.stopMining();
    try {
      await engine.tick();
      // both broadcast; before they are mined all but 6 units leave the hot wallet: the first takes 5, the second finds 1
      await chain.setTokenBalance(hot, 'USDT', 6n);
    } finally {
      await chain.startMining();
    }
    await chain.mine(2);
    await chain.setTokenBalance(hot, 'USDT', held - 5n);
    await engine.tick();
    expect((await stateOf(a.id)).status).toBe('confirmed');
    const failed = await stateOf(b.id);
    expect(failed).toMatchObject({ status: 'failed', fee_asset: 'ETH' });
    expect(failed.failure).toMatch(/reverted/);
    const fee = await feeOf(failed.tx_hash!);
    expect(failed.fee_paid).toBe(fee);
    expect(await flowsOf(b.id, failed.tx_hash!)).toEqual([
      { account: 'chain_clearing:ERC20', asset: 'ETH', amount: fee },
      { account: 'network_costs', asset: 'ETH', amount: -fee },
    ]);
    expect(outcomes.at(-1)).toEqual({
      kind: 'failed',
      refId: b.refId,
      txHash: failed.tx_hash,
      reason: failed.failure,
    });
  });
});
