import { createServer } from 'node:http';
import ganache from 'ganache';
import { createWalletClient, type Hex, http, parseEther, recoverTransactionAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, describe, expect, it } from 'vitest';
import { DEV_MNEMONIC } from '../../../../config';
import { evmTestFile } from '../../../../testing/evm';
import type { TestApp } from '../../../../testing/harness';
import { fund, remit } from '../../../../testing/payouts';
import { type Actor, as, withPaymentPassword } from '../../../../testing/settings';
import { sweepsOf } from '../../../../testing/sweeps';
import { accountXpubOf } from '../../addresses';
import type { DevChain } from '../dev-chain';
import { depositAccount, devPayerAccount, privateKeyOf } from '../keys';

// The product sends on one development node; a second node holds the keys and signs (a remote signer
// speaking eth_signTransaction). The hot wallet and the gas tank are keys only the signer has; the
// deposit addresses come from the extended public key, and the signer holds their keys too.
const SIGNER_PORT = 19522;
const hotKey = generatePrivateKey();
const gasKey = generatePrivateKey();
const hot = privateKeyToAccount(hotKey).address;
const gasTank = privateKeyToAccount(gasKey).address;
const depositKeys = Array.from({ length: 16 }, (_, i) =>
  privateKeyOf(depositAccount(DEV_MNEMONIC, BigInt(i))),
);
const signer = ganache.server({
  logging: { quiet: true },
  chain: { chainId: 31337 },
  wallet: { accounts: [hotKey, gasKey, ...depositKeys].map((secretKey) => ({ secretKey, balance: 0n })) },
});
let signed = 0;
/** The signer's address as the server knows it: a proxy counting the transactions it signs. */
const PROXY_PORT = 19523;
const proxy = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString();
  if ((JSON.parse(body) as { method?: string }).method === 'eth_signTransaction') signed++;
  const answer = await fetch(`http://127.0.0.1:${SIGNER_PORT}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text());
});
const closeProxy = () =>
  new Promise<void>((done) => {
    proxy.closeAllConnections();
    proxy.close(() => done());
  });

let dev: DevChain;
let t: TestApp;
let m: Actor;
evmTestFile(
  19521,
  async (chain) => {
    await signer.listen(SIGNER_PORT, '127.0.0.1');
    await new Promise<void>((done) => proxy.listen(PROXY_PORT, '127.0.0.1', done));
    const payer = createWalletClient({ account: devPayerAccount(DEV_MNEMONIC), transport: http(chain.url) });
    for (const to of [hot, gasTank]) {
      const hash = await payer.sendTransaction({ to, value: parseEther('10'), chain: null });
      await chain.client.waitForTransactionReceipt({ hash });
    }
    await chain.client.waitForTransactionReceipt({ hash: await chain.pay(hot, 'USDC', 1_000_000_000n) });
    return {
      EVM_SIGNER: 'remote',
      EVM_SIGNER_URL: `http://127.0.0.1:${PROXY_PORT}`,
      EVM_HOT_ADDRESS: hot,
      EVM_GAS_TANK_ADDRESS: gasTank,
      EVM_DEPOSIT_XPUB: accountXpubOf(DEV_MNEMONIC),
      SWEEP_THRESHOLDS: 'USDC:100',
    };
  },
  async (made) => {
    ({ dev, t } = made);
    m = await withPaymentPassword(t);
    await t.db.query(`UPDATE merchants SET kyb_status = 'verified' WHERE id = $1`, [m.merchantId]);
    await fund(t, m, '500', 'USDC', 'ERC20');
  },
);
afterAll(async () => {
  if (proxy.listening) await closeProxy();
  await signer.close();
});

const rawOf = async (reference: string) =>
  (
    await t.db.query<{ raw_tx: string }>(
      `SELECT a.raw_tx FROM evm_send_attempts a JOIN evm_sends s ON s.id = a.send_id WHERE s.reference = $1`,
      [reference],
    )
  ).map((r) => r.raw_tx as `0x02${string}`);

describe('custody by a remote signer', () => {
  it('a remittance is signed by the remote signer for the hot wallet and mined on the chain', async () => {
    const to = '0x00000000000000000000000000000000000c0de0';
    const before = signed;
    const res = await remit(t, m, { asset: 'USDC', network: 'ERC20', address: to, amount: '25' });
    expect(res.status).toBe(200);
    await t.app.receiving.tick();
    await dev.mine(6);
    await t.app.receiving.tick();
    expect((await as(t, m)('GET', `/payouts/${res.body.data.id}`)).body.data.status).toBe('completed');
    expect(await dev.tokenBalance(to, 'USDC')).toBe(25_000_000n);
    expect(await dev.tokenBalance(hot, 'USDC')).toBe(975_000_000n);
    expect(signed).toBe(before + 1);
    const [send] = await t.db.query<{ reference: string; sender: string }>(
      `SELECT reference, sender FROM evm_sends WHERE recipient ILIKE $1`,
      [to],
    );
    expect(send!.sender).toBe('hot');
    const [raw] = await rawOf(send!.reference);
    expect(await recoverTransactionAddress({ serializedTransaction: raw! })).toBe(hot);
  });

  it('a deposit address is swept with the gas tank and its own key both signed remotely', async () => {
    const [{ address } = { address: '' }] = await t.db.query<{ address: string }>(
      `SELECT deposit_address AS address FROM receipt_orders WHERE network = 'ERC20' ORDER BY created_at LIMIT 1`,
    );
    const hotBefore = await dev.tokenBalance(hot, 'USDC');
    const before = signed;
    await t.app.sweeps.run(); // funded by the gas tank
    await t.app.sweeps.run(); // sent by the deposit address
    await t.app.sweeps.run(); // confirmed
    const [done] = await sweepsOf(t, address);
    expect(done!.status).toBe('confirmed');
    expect(await dev.tokenBalance(address as Hex, 'USDC')).toBe(0n);
    expect(await dev.tokenBalance(hot, 'USDC')).toBe(hotBefore + 500_000_000n);
    expect(signed).toBe(before + 2);
    const [funding] = await rawOf(`sweep-gas:${done!.id}`);
    const [sweep] = await rawOf(`sweep:${done!.id}`);
    expect(await recoverTransactionAddress({ serializedTransaction: funding! })).toBe(gasTank);
    expect((await recoverTransactionAddress({ serializedTransaction: sweep! })).toLowerCase()).toBe(
      address.toLowerCase(),
    );
  });

  it('a send the signer does not answer is not kept: nothing is stored or broadcast until the signer signs it', async () => {
    await closeProxy();
    const to = '0x00000000000000000000000000000000000c0de1';
    const res = await remit(t, m, { asset: 'USDC', network: 'ERC20', address: to, amount: '5' });
    expect(res.status).toBe(200);
    await t.app.receiving.tick().catch(() => undefined);
    const [stored] = await t.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM evm_sends WHERE recipient ILIKE $1`,
      [to],
    );
    expect(stored!.n).toBe(0n);
    expect((await as(t, m)('GET', `/payouts/${res.body.data.id}`)).body.data.status).not.toBe('failed');
    // the signer back: the same payout is signed and mined
    await new Promise<void>((done) => proxy.listen(PROXY_PORT, '127.0.0.1', done));
    await t.app.receiving.tick();
    await dev.mine(6);
    await t.app.receiving.tick();
    expect((await as(t, m)('GET', `/payouts/${res.body.data.id}`)).body.data.status).toBe('completed');
    expect(await dev.tokenBalance(to, 'USDC')).toBe(5_000_000n);
  });
});
