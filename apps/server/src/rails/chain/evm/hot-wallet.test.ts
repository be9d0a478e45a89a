import { createPublicClient, custom, type Hex, type PublicClient, parseTransaction } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MNEMONIC } from '../../../config';
import type { Db } from '../../../db/client';
import { ManualClock } from '../../../platform/clock';
import { createTestDb } from '../../../testing/test-db';
import { ChainSendError, type SendRequest } from '../types';
import { type DevChain, type DevToken, startDevChain } from './dev-chain';
import { raised } from './fees';
import { gweiOf, HotWallet, type HotWalletSettings } from './hot-wallet';
import type { AttemptRow } from './hot-wallet-repo';
import { hotWalletAccount } from './keys';
import { broadcastRaw } from './node-errors';
import { rpcClient } from './rpc';
import { mnemonicCustody } from './signer/custody';
import { GAS_TANK, sweepKeys } from './sweeper';

const PORT = 19201;
const STUCK_SECONDS = 60;
let chain: DevChain;
let db: Db;
let client: PublicClient;
const clock = new ManualClock(Date.parse('2026-11-02T08:00:00Z'));
const hot = hotWalletAccount(DEV_MNEMONIC).address;

beforeAll(async () => {
  [chain, db] = await Promise.all([startDevChain({ port: PORT, mnemonic: DEV_MNEMONIC }), createTestDb()]);
  client = rpcClient({ url: chain.url, chainId: chain.chainId });
});
afterAll(async () => {
  await db?.close();
  await chain?.close();
});

const settings = (over: Partial<HotWalletSettings> = {}): HotWalletSettings => ({
  network: 'ERC20',
  chainId: chain.chainId,
  tokens: new Map(Object.entries(chain.tokens)),
  maxFeeGwei: 300,
  stuckSeconds: STUCK_SECONDS,
  ...over,
});
const warnings: string[] = [];
const wallet = (over: Partial<HotWalletSettings> = {}, via: PublicClient = client) =>
  new HotWallet(db, via, settings(over), hotWalletAccount(DEV_MNEMONIC), clock, {
    warn: (_details, message) => warnings.push(message),
  });

const newAddress = () => privateKeyToAddress(generatePrivateKey());
let refs = 0;
const request = (asset: DevToken, amount: bigint, to = newAddress()): SendRequest => ({
  network: 'ERC20',
  asset,
  to,
  amount,
  reference: `send:${++refs}`,
});
const nonceCount = (blockTag: 'latest' | 'pending' = 'latest') =>
  chain.client.getTransactionCount({ address: hot, blockTag });
const attemptsOf = (reference: string) =>
  db.query<AttemptRow>(
    `SELECT a.* FROM evm_send_attempts a JOIN evm_sends s ON s.id = a.send_id WHERE s.reference = $1 ORDER BY a.id`,
    [reference],
  );
const sendsNamed = async (reference: string) =>
  (
    await db.query<{ n: bigint }>('SELECT count(*)::bigint AS n FROM evm_sends WHERE reference = $1', [
      reference,
    ])
  )[0]!.n;
const nodeKnows = (hash: string) =>
  chain.client.getTransaction({ hash: hash as Hex }).then(
    () => true,
    () => false,
  );

describe('the EVM hot wallet', () => {
  it('sends a token transfer once per reference and locates it with the fee the network charged', async () => {
    const before = await nonceCount();
    const req = request('USDC', 1_500_000n);
    const { txHash } = await wallet().send(req);
    expect(await wallet().send(req)).toEqual({ txHash });
    expect(await sendsNamed(req.reference)).toBe(1n);
    expect(await nonceCount()).toBe(before + 1);
    expect(await chain.tokenBalance(req.to, 'USDC')).toBe(1_500_000n);

    const receipt = await chain.client.getTransactionReceipt({ hash: txHash as Hex });
    const unknown = `0x${'ab'.repeat(32)}`;
    const located = await wallet().locate([txHash, unknown]);
    expect(located.get(txHash)).toEqual({
      height: receipt.blockNumber,
      txHash,
      fee: { asset: 'ETH', amount: gweiOf(receipt.gasUsed * receipt.effectiveGasPrice) },
    });
    expect(located.get(txHash)!.fee!.amount).toBeGreaterThan(0n);
    expect(located.has(unknown)).toBe(false);
    const [row] = await db.query<{ status: string; mined_hash: string; fee: bigint }>(
      'SELECT status, mined_hash, fee FROM evm_sends WHERE reference = $1',
      [req.reference],
    );
    expect(row).toEqual({
      status: 'mined',
      mined_hash: txHash,
      fee: receipt.gasUsed * receipt.effectiveGasPrice,
    });
  });

  it('broadcasts a transaction signed before a restart exactly once, with the same hash', async () => {
    const unreachable = createPublicClient({
      chain: client.chain,
      transport: custom({
        async request({ method, params }) {
          if (method === 'eth_sendRawTransaction') throw new Error('the node is unreachable');
          return client.request({ method, params } as never);
        },
      }),
    });
    const before = await nonceCount('pending');
    const req = request('USDT', 2_000_000n);
    const { txHash } = await wallet({}, unreachable).send(req);
    expect(await nodeKnows(txHash)).toBe(false);
    expect(await nonceCount('pending')).toBe(before);
    expect(warnings.at(-1)).toMatch(/broadcast failed/);

    const restarted = wallet();
    await restarted.tend();
    await restarted.tend();
    const tx = await chain.client.getTransaction({ hash: txHash as Hex });
    expect(tx.nonce).toBe(before);
    expect(await nonceCount()).toBe(before + 1);
    expect(await chain.tokenBalance(req.to, 'USDT')).toBe(2_000_000n);
    const attempts = await attemptsOf(req.reference);
    expect(attempts.map((a) => a.tx_hash)).toEqual([txHash]);
    expect(attempts[0]!.broadcast_at).not.toBeNull();
    // the node answers a mined transaction sent again with "nonce too low": done, not an error
    await expect(broadcastRaw(client, attempts[0]!.raw_tx as Hex)).resolves.toBeUndefined();
    expect((await restarted.locate([txHash])).get(txHash)).toMatchObject({ txHash, height: tx.blockNumber });
  });

  it("broadcasts every other sender's sends when one sender's send is refused", async () => {
    const refusing = (refuse: (raw: string) => boolean) =>
      createPublicClient({
        chain: client.chain,
        transport: custom({
          async request({ method, params }) {
            if (method === 'eth_sendRawTransaction' && refuse((params as string[])[0]!))
              throw new Error('insufficient funds for gas * price + value');
            return client.request({ method, params } as never);
          },
        }),
      });
    const withTank = (via: PublicClient) =>
      new HotWallet(
        db,
        via,
        settings(),
        hotWalletAccount(DEV_MNEMONIC),
        clock,
        { warn: () => {} },
        sweepKeys(mnemonicCustody(DEV_MNEMONIC)),
      );
    const down = withTank(refusing(() => true));
    const fromTank = await down.sendAs(GAS_TANK, {
      ...request('USDC', 1n),
      asset: 'ETH',
      amount: 10n ** 12n,
    });
    const fromHot = await down.send(request('USDC', 1_250_000n));
    const [tankRaw] = (
      await db.query<{ raw_tx: string }>('SELECT raw_tx FROM evm_send_attempts WHERE tx_hash = $1', [
        fromTank.txHash,
      ])
    ).map((r) => r.raw_tx);

    // the gas tank's send ('gas-tank' comes before 'hot') is refused again; the hot wallet's goes all the same
    await withTank(refusing((raw) => raw === tankRaw)).tend();
    expect(await nodeKnows(fromTank.txHash)).toBe(false);
    expect(await nodeKnows(fromHot.txHash)).toBe(true);
    await withTank(client).tend();
    expect(await nodeKnows(fromTank.txHash)).toBe(true);
    await chain.mine();
  });

  it('replaces a send stuck past EVM_STUCK_SECONDS with the same nonce and higher fees', async () => {
    const w = wallet();
    const req = request('USDC', 3_000_000n);
    await chain.stopMining();
    let first: string;
    let second: AttemptRow;
    try {
      first = (await w.send(req)).txHash;
      expect(await nodeKnows(first)).toBe(true);
      // stopped after broadcasting, before recording it: tend finds the node holding it and sends nothing again
      await db.query('UPDATE evm_send_attempts SET broadcast_at = NULL WHERE tx_hash = $1', [first]);
      clock.advance((STUCK_SECONDS - 1) * 1000);
      await w.tend();
      const [only, ...more] = await attemptsOf(req.reference);
      expect(more).toEqual([]);
      expect(only!.broadcast_at).not.toBeNull();
      expect((await w.locate([first])).get(first)).toEqual({ height: null, txHash: first });

      clock.advance(2000);
      await w.tend();
      const attempts = await attemptsOf(req.reference);
      expect(attempts).toHaveLength(2);
      const [a, b] = attempts.map((x) => parseTransaction(x.raw_tx as Hex));
      expect(b!.nonce).toBe(a!.nonce);
      expect(b!.maxFeePerGas!).toBeGreaterThanOrEqual(raised(a!.maxFeePerGas!));
      expect(b!.maxPriorityFeePerGas!).toBeGreaterThanOrEqual(raised(a!.maxPriorityFeePerGas!));
      expect(b!.maxPriorityFeePerGas!).toBeGreaterThan(a!.maxPriorityFeePerGas!);
      second = attempts[1]!;
      expect(await nodeKnows(second.tx_hash)).toBe(true);
      // not stuck again yet: nothing more is signed
      await w.tend();
      expect(await attemptsOf(req.reference)).toHaveLength(2);
    } finally {
      await chain.startMining();
    }
    await chain.mine();

    const receipt = await chain.client.getTransactionReceipt({ hash: second.tx_hash as Hex });
    expect(receipt.status).toBe('success');
    const block = await chain.client.getBlock({ blockNumber: receipt.blockNumber });
    expect(block.transactions).toEqual([second.tx_hash]);
    expect((await w.locate([first])).get(first)).toEqual({
      height: receipt.blockNumber,
      txHash: second.tx_hash,
      fee: { asset: 'ETH', amount: gweiOf(receipt.gasUsed * receipt.effectiveGasPrice) },
    });
    expect(await chain.tokenBalance(req.to, 'USDC')).toBe(3_000_000n);
  });

  it('broadcasts again a send the node no longer knows (its block was taken back)', async () => {
    const w = wallet();
    const req = request('USDC', 4_000_000n);
    const snapshot = await chain.snapshot();
    const { txHash } = await w.send(req);
    expect(await nodeKnows(txHash)).toBe(true);
    await chain.revert(snapshot);
    expect(await nodeKnows(txHash)).toBe(false);
    expect((await w.locate([txHash])).get(txHash)).toEqual({ height: null, txHash });

    await w.tend();
    const receipt = await chain.client.getTransactionReceipt({ hash: txHash as Hex });
    expect(receipt.status).toBe('success');
    expect(await chain.tokenBalance(req.to, 'USDC')).toBe(4_000_000n);
    expect(await attemptsOf(req.reference)).toHaveLength(1);
  });

  it('keeps a stuck send waiting when its fees are already at the cap', async () => {
    const base = (await chain.client.getBlock()).baseFeePerGas!;
    // a cap just above the base fee: the first transaction takes all of it, a raise has no room
    const w = wallet({ maxFeeGwei: Number(base + base / 50n) / 1e9 });
    const req = request('USDC', 1_000_000n);
    await chain.stopMining();
    try {
      const { txHash } = await w.send(req);
      const [a] = await attemptsOf(req.reference);
      clock.advance((STUCK_SECONDS + 1) * 1000);
      warnings.length = 0;
      await w.tend();
      expect(await attemptsOf(req.reference)).toHaveLength(1);
      expect(warnings).toContainEqual(expect.stringMatching(/EVM_MAX_FEE_GWEI; it keeps waiting/));
      expect(a!.tx_hash).toBe(txHash);
    } finally {
      await chain.startMining();
    }
    await chain.mine();
    expect(await chain.tokenBalance(req.to, 'USDC')).toBe(1_000_000n);
  });

  it('refuses to sign while the base fee is above EVM_MAX_FEE_GWEI, storing nothing', async () => {
    const base = (await chain.client.getBlock()).baseFeePerGas!;
    const req = request('USDC', 1_000_000n);
    const err = await wallet({ maxFeeGwei: Number(base / 2n) / 1e9 })
      .send(req)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(ChainSendError);
    expect((err as Error).message).toMatch(/base fee .* is above EVM_MAX_FEE_GWEI/);
    expect(await sendsNamed(req.reference)).toBe(0n);
  });

  it('refuses with ChainSendError what it cannot pay, storing nothing', async () => {
    const held = await chain.tokenBalance(hot, 'USDT');
    const tooMuch = request('USDT', held + 1n);
    const err = await wallet()
      .send(tooMuch)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ChainSendError);
    expect((err as Error).message).toMatch(/the hot wallet holds \d+ USDT .* less than the \d+ to send/);
    expect(await sendsNamed(tooMuch.reference)).toBe(0n);
    await expect(wallet().send(request('DAI' as DevToken, 1n))).rejects.toThrow(ChainSendError);
  });

  it('makes a send that its pending sends leave uncovered wait (not fail), storing nothing, and sends it once they are mined', async () => {
    const held = await chain.tokenBalance(hot, 'USDT');
    const w = wallet();
    await chain.stopMining();
    let first: string;
    let err: unknown;
    const waiting = request('USDT', 2n);
    try {
      first = (await w.send(request('USDT', held - 1n))).txHash;
      // the last block still shows the whole balance; the pending send owes most of it
      err = await w.send(waiting).catch((e: unknown) => e);
    } finally {
      await chain.startMining();
    }
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toBeInstanceOf(ChainSendError);
    expect((err as Error).message).toMatch(
      /its pending sends take \d+: the 2 to send waits for them to be mined/,
    );
    expect(await sendsNamed(waiting.reference)).toBe(0n);
    await chain.mine();
    expect((await w.locate([first])).get(first)?.reverted).toBeUndefined();
    // mined, the first is off the balance and off the owed: one unit is left, less than 2
    await expect(w.send(waiting)).rejects.toThrow(ChainSendError);
    const fits = request('USDT', 1n);
    expect((await w.send(fits)).txHash).toMatch(/^0x/);
    await chain.mine();
  });

  it('locates a transfer the token reverted as mined, reverted, with its fee', async () => {
    await chain.setTokenBalance(hot, 'USDT', 1_000_000n);
    const w = wallet();
    await chain.stopMining();
    let first: string;
    let second: string;
    try {
      first = (await w.send(request('USDT', 5n))).txHash;
      second = (await w.send(request('USDT', 2n))).txHash;
      // before they are mined all but 6 units leave the hot wallet: the first takes 5, the second finds 1
      await chain.setTokenBalance(hot, 'USDT', 6n);
    } finally {
      await chain.startMining();
    }
    await chain.mine();
    const located = await w.locate([first, second]);
    expect(located.get(first)!.reverted).toBeUndefined();
    const receipt = await chain.client.getTransactionReceipt({ hash: second as Hex });
    expect(receipt.status).toBe('reverted');
    expect(located.get(second)).toEqual({
      height: receipt.blockNumber,
      txHash: second,
      fee: { asset: 'ETH', amount: gweiOf(receipt.gasUsed * receipt.effectiveGasPrice) },
      reverted: true,
    });
  });
});
