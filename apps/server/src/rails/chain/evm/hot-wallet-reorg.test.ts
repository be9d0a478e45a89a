import { createPublicClient, createWalletClient, custom, type Hex, http, type PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_MNEMONIC } from '../../../config';
import type { Db } from '../../../db/client';
import { ManualClock } from '../../../platform/clock';
import { createTestDb } from '../../../testing/test-db';
import type { SendRequest } from '../types';
import { type DevChain, startDevChain } from './dev-chain';
import { HotWallet } from './hot-wallet';
import { gasTankAccount, hotWalletAccount } from './keys';
import { rpcClient } from './rpc';
import { mnemonicCustody } from './signer/custody';
import { GAS_TANK, sweepKeys } from './sweeper';

// Sends watched until final on a development node: blocks taken back after a send was mined, nonces
// taken by other transactions, and one sender's failures beside another's upkeep.
const PORT = 19560;
const STUCK_SECONDS = 60;
let chain: DevChain;
let db: Db;
let client: PublicClient;
const clock = new ManualClock(Date.parse('2026-11-30T08:00:00Z'));
const hot = hotWalletAccount(DEV_MNEMONIC);
const warnings: string[] = [];

beforeAll(async () => {
  [chain, db] = await Promise.all([startDevChain({ port: PORT, mnemonic: DEV_MNEMONIC }), createTestDb()]);
  client = rpcClient({ url: chain.url, chainId: chain.chainId });
});
afterAll(async () => {
  await db?.close();
  await chain?.close();
});

const wallet = (via: PublicClient = client) =>
  new HotWallet(
    db,
    via,
    {
      network: 'ERC20',
      chainId: chain.chainId,
      tokens: new Map(Object.entries(chain.tokens)),
      maxFeeGwei: 300,
      stuckSeconds: STUCK_SECONDS,
    },
    hot,
    clock,
    { warn: (_details, message) => warnings.push(message) },
    sweepKeys(mnemonicCustody(DEV_MNEMONIC)),
  );
let refs = 0;
const usdc = (amount: bigint, to = privateKeyToAddress(generatePrivateKey())): SendRequest => ({
  network: 'ERC20',
  asset: 'USDC',
  to,
  amount,
  reference: `final:${++refs}`,
});
const head = () => chain.client.getBlockNumber({ cacheTime: 0 });
/** A final height as `tend` asks for it. */
const at = (height: bigint) => () => Promise.resolve(height);
const sendRow = async (reference: string) =>
  (
    await db.query<{ status: string; final: boolean; mined_height: bigint | null; nonce: bigint }>(
      'SELECT status, final, mined_height, nonce FROM evm_sends WHERE reference = $1',
      [reference],
    )
  )[0]!;
const receiptOf = (hash: string) => chain.client.getTransactionReceipt({ hash: hash as Hex });

describe('a send whose block is taken back after it was mined', () => {
  it('is pending again, broadcast again with its stored transaction, mined once, and watched until final', async () => {
    const w = wallet();
    const before = await chain.snapshot();
    const req = usdc(8_000_000n);
    const { txHash } = await w.send(req);
    const first = await receiptOf(txHash);
    await w.tend(at(first.blockNumber - 1n));
    expect(await sendRow(req.reference)).toMatchObject({ status: 'mined', final: false });

    await chain.revert(before);
    await chain.mine(3); // other blocks where the send's block was
    expect(await chain.tokenBalance(req.to, 'USDC')).toBe(0n);
    await w.tend(at((await head()) - 10n));
    // seen taken back and broadcast again in the same pass: the node mines it at once
    const again = await receiptOf(txHash);
    expect(again.blockNumber).toBeGreaterThan(first.blockNumber);
    expect(await chain.tokenBalance(req.to, 'USDC')).toBe(8_000_000n);
    expect(warnings).toContain(
      'the block of a mined send was taken back: its transaction is broadcast again',
    );

    // the wallet's next send takes the next nonce: no gap stalls it
    const next = usdc(1_000_000n);
    const sent = await w.send(next);
    expect((await receiptOf(sent.txHash)).status).toBe('success');
    expect((await sendRow(next.reference)).nonce).toBe((await sendRow(req.reference)).nonce + 1n);

    await w.tend(at(await head()));
    expect(await sendRow(req.reference)).toMatchObject({
      status: 'mined',
      final: true,
      mined_height: again.blockNumber,
    });
    expect(await chain.tokenBalance(req.to, 'USDC')).toBe(8_000_000n);
  });

  it("a gas tank's funding taken back goes again, and the tank's later sends follow it without a gap", async () => {
    const w = wallet();
    const before = await chain.snapshot();
    const to = privateKeyToAddress(generatePrivateKey());
    const funding = await w.sendAs(GAS_TANK, { ...usdc(1n, to), asset: 'ETH', amount: 10n ** 15n });
    await chain.revert(before);
    await chain.mine(2);
    expect(await chain.client.getBalance({ address: to })).toBe(0n);
    // the database counts the tank's nonce one ahead of the node: the next funding waits behind the first
    const later = await w.sendAs(GAS_TANK, { ...usdc(1n, to), asset: 'ETH', amount: 2n * 10n ** 15n });
    await w.tend(at((await head()) - 10n));
    await chain.mine();
    expect((await receiptOf(funding.txHash)).status).toBe('success');
    expect((await receiptOf(later.txHash)).status).toBe('success');
    expect(await chain.client.getBalance({ address: to })).toBe(3n * 10n ** 15n);
  });
});

describe('a send whose nonce another transaction took', () => {
  it('is dropped once that transaction is final, and located as dropped', async () => {
    const refusing = createPublicClient({
      chain: client.chain,
      transport: custom({
        async request({ method, params }) {
          if (method === 'eth_sendRawTransaction') throw new Error('the node is unreachable');
          return client.request({ method, params } as never);
        },
      }),
    });
    const req = usdc(2_000_000n);
    const { txHash } = await wallet(refusing).send(req); // signed and kept, never broadcast
    const { nonce } = await sendRow(req.reference);
    // the same key sends something else with that nonce (another signer of the same account)
    const other = createWalletClient({ account: hot, chain: client.chain, transport: http(chain.url) });
    await other.sendTransaction({ chain: null, to: hot.address, value: 0n, nonce: Number(nonce) });
    await chain.mine(2);

    const w = wallet();
    await db.query('UPDATE evm_send_attempts SET broadcast_at = $1 WHERE tx_hash = $2', [
      clock.now(),
      txHash,
    ]);
    await w.tend(at((await head()) - 10n)); // not final yet: it waits
    expect((await sendRow(req.reference)).status).toBe('pending');
    await w.tend(at(await head()));
    expect(await sendRow(req.reference)).toMatchObject({ status: 'dropped', final: true });
    expect((await w.locate([txHash])).get(txHash)).toEqual({ height: null, txHash, dropped: true });
    expect(await chain.tokenBalance(req.to, 'USDC')).toBe(0n);
  });
});

describe("one sender's failing send", () => {
  it("holds back only that sender: the hot wallet's stuck send is bumped in the same pass", async () => {
    const tank = gasTankAccount(DEV_MNEMONIC).address.toLowerCase();
    await chain.stopMining();
    try {
      const w = wallet();
      const funding = await w.sendAs(GAS_TANK, { ...usdc(1n), asset: 'ETH', amount: 10n ** 12n });
      const stuck = usdc(500_000n);
      await w.send(stuck);
      clock.advance((STUCK_SECONDS + 1) * 1000);
      // the node fails every question about the gas tank ('gas-tank' is tended before 'hot')
      const failing = createPublicClient({
        chain: client.chain,
        transport: custom({
          async request({ method, params }) {
            const first = (params as unknown[] | undefined)?.[0];
            if (method === 'eth_getTransactionCount' && String(first).toLowerCase() === tank)
              throw new Error('the node failed to answer');
            return client.request({ method, params } as never);
          },
        }),
      });
      await wallet(failing).tend(at((await head()) - 10n));
      const attempts = await db.query<{ n: bigint }>(
        `SELECT count(*)::bigint AS n FROM evm_send_attempts a JOIN evm_sends s ON s.id = a.send_id
         WHERE s.reference = $1`,
        [stuck.reference],
      );
      expect(attempts[0]!.n).toBe(2n);
      expect(warnings.some((m) => m.startsWith('tending a send failed'))).toBe(true);
      expect(funding.txHash).toBeTruthy();
    } finally {
      await chain.startMining();
    }
    await chain.mine();
  });
});
