import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MNEMONIC } from '../../../config';
import type { Db } from '../../../db/client';
import { ManualClock } from '../../../platform/clock';
import { createTestDb, usingPostgres } from '../../../testing/test-db';
import { type DevChain, startDevChain } from './dev-chain';
import { HotWallet } from './hot-wallet';
import { hotWalletAccount } from './keys';
import { rpcClient } from './rpc';

const PORT = 19202;
let chain: DevChain;
let db: Db;

beforeAll(async () => {
  [chain, db] = await Promise.all([startDevChain({ port: PORT, mnemonic: DEV_MNEMONIC }), createTestDb()]);
});
afterAll(async () => {
  await db?.close();
  await chain?.close();
});

/** A server instance's hot wallet: its own node client and clock, the shared database. */
const instance = () =>
  new HotWallet(
    db,
    rpcClient({ url: chain.url, chainId: chain.chainId }),
    {
      network: 'ERC20',
      chainId: chain.chainId,
      tokens: new Map(Object.entries(chain.tokens)),
      maxFeeGwei: 300,
      stuckSeconds: 180,
    },
    hotWalletAccount(DEV_MNEMONIC),
    new ManualClock(),
  );

describe(`the hot wallet on two instances (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('gives 20 concurrent sends the nonces 0..19, once each, and all are mined', async () => {
    const hot = hotWalletAccount(DEV_MNEMONIC).address;
    expect(await chain.client.getTransactionCount({ address: hot })).toBe(0);
    const [one, two] = [instance(), instance()];
    const sends = Array.from({ length: 20 }, (_, i) => ({
      network: 'ERC20',
      asset: 'USDC',
      to: privateKeyToAddress(generatePrivateKey()),
      amount: BigInt(1_000_000 + i),
      reference: `payout:${i}`,
    }));
    // the node mines in its own time, as a chain does: with a block mined at each transaction, the
    // development node holds a transaction that arrives ahead of its nonce's turn, and its answer to
    // eth_sendRawTransaction with it (and the requests batched beside it) never comes
    await chain.stopMining();
    // every send asked of both instances at once: each reference is sent once
    const answers = await Promise.all(sends.flatMap((s) => [one.send(s), two.send(s)]));
    for (let i = 0; i < sends.length; i++) expect(answers[2 * i]).toEqual(answers[2 * i + 1]);

    const rows = await db.query<{ nonce: bigint; reference: string }>(
      'SELECT nonce, reference FROM evm_sends ORDER BY nonce',
    );
    expect(rows.map((r) => r.nonce)).toEqual(Array.from({ length: 20 }, (_, i) => BigInt(i)));
    expect(new Set(rows.map((r) => r.reference)).size).toBe(20);

    await Promise.all([one.tend(), two.tend()]);
    await chain.mine();
    await chain.startMining();
    expect(await chain.client.getTransactionCount({ address: hot })).toBe(20);
    const hashes = answers.filter((_, i) => i % 2 === 0).map((a) => a.txHash);
    const located = await one.locate(hashes);
    for (const [i, hash] of hashes.entries()) {
      expect(located.get(hash)).toMatchObject({ txHash: hash });
      expect(located.get(hash)!.height).not.toBeNull();
      expect(await chain.tokenBalance(sends[i]!.to, 'USDC')).toBe(sends[i]!.amount);
    }
  }, 60_000);
});
