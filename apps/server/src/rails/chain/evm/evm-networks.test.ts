import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_MNEMONIC } from '../../../config';
import { createEvmTestApp, devChainOn } from '../../../testing/evm';
import { type FaultMode, type FaultNode, faultNode } from '../../../testing/fault-node';
import type { TestApp } from '../../../testing/harness';
import { remit } from '../../../testing/payouts';
import { createOrder, order } from '../../../testing/receiving';
import { type Actor, as, withPaymentPassword } from '../../../testing/settings';
import { type DevChain, startDevChain } from './dev-chain';

// Two EVM networks at once, each on its own development chain behind two nodes: ERC20 (chain 31337)
// and BASE (chain 31338) from one settings file, one ledger. One node of each is stopped, frozen, put
// behind, or on another chain, while payments arrive and payouts leave.
let a: DevChain;
let b: DevChain;
let nodes: Record<'a1' | 'a2' | 'b1' | 'b2', FaultNode>;
let t: TestApp;
let m: Actor;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'evm-networks-'));

const chainOf = (network: string) => (network === 'ERC20' ? a : b);

beforeAll(async () => {
  a = await devChainOn(19100);
  b = await startDevChain({ port: 19103, mnemonic: DEV_MNEMONIC, chainId: 31338 });
  nodes = {
    a1: await faultNode(19101, a.url),
    a2: await faultNode(19102, a.url),
    b1: await faultNode(19104, b.url),
    b2: await faultNode(19105, b.url),
  };
  const network = (code: string, name: string, chain: DevChain, urls: string[], fee: unknown) => ({
    code,
    name,
    chain_id: chain.chainId,
    rpc_urls: urls,
    tokens: chain.tokens,
    confirmations: 3,
    start_block: 0,
    max_lag_blocks: 5,
    rpc_timeout_ms: 2000,
    fee,
  });
  const file = path.join(dir, 'networks.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      networks: [
        network('ERC20', 'Ethereum (ERC-20)', a, [nodes.a1.url, nodes.a2.url], {
          policy: 'flat',
          amount: { USDC: '3', USDT: '3' },
        }),
        // BASE charges what its sends cost, priced at 3,000 USDC an ETH, plus 20 %
        network('BASE', 'Base', b, [nodes.b1.url, nodes.b2.url], {
          policy: 'measured',
          native_price: { USDC: '3000', USDT: '3000' },
          margin_percent: 20,
          minimum: { USDC: '0.01', USDT: '0.01' },
        }),
      ],
    }),
  );
  t = await createEvmTestApp(a, { EVM_NETWORKS_FILE: file });
  m = await withPaymentPassword(t);
  await t.db.query(`UPDATE merchants SET kyb_status = 'verified' WHERE id = $1`, [m.merchantId]);
}, 90_000);
afterEach(() => t?.checkLedger());
afterAll(async () => {
  await t?.close();
  for (const n of Object.values(nodes ?? {})) await n.close();
  await a?.close();
  await b?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Until every node answers again and the first of each network is the one in use (rounds of asking every node). */
async function allBack(): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await Promise.all([t.rail.head('ERC20'), t.rail.head('BASE')]);
    const states = t.rail.health().flatMap((h) => h.nodes.map((n) => n.state));
    if (states.join() === 'in_use,standby,in_use,standby') return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the nodes did not come back');
}

/**
 * Ticks the watcher (mining a block on each chain between) until `done`: `rounds` rounds, and on for as
 * long as `atLeastMs` has not passed (a pool checks its nodes at most once a second: on a fast host a
 * dozen ticks can end before the round that sets a lagging node aside).
 */
async function until(done: () => Promise<boolean>, rounds = 12, atLeastMs = 3_000): Promise<void> {
  const started = Date.now();
  for (let i = 0; i < rounds || Date.now() - started < atLeastMs; i++) {
    await t.app.receiving.tick();
    if (await done()) return;
    await Promise.all([a.mine(1), b.mine(1)]);
    if (i >= rounds) await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('not done after the ticks allowed');
}

/** An order of `amount` USDC on the network, paid on its chain and credited; answers its id. */
async function paidOrder(network: string, amount: string): Promise<string> {
  const o = await createOrder(t, m.token, { network, asset: 'USDC', amount });
  await chainOf(network).pay(o.deposit_address, 'USDC', BigInt(Number(amount) * 1e6));
  await until(async () => (await order(t, m.token, o.id)).status === 'completed');
  return o.id;
}

/** A remittance of `amount` USDC on the network, sent, mined and completed; answers its address. */
async function remitted(network: string, amount: string, to: string): Promise<void> {
  const res = await remit(t, m, { asset: 'USDC', network, address: to, amount });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.data.id as string;
  await until(async () => (await as(t, m)('GET', `/payouts/${id}`)).body.data.status === 'completed');
}

describe('two EVM networks from one settings file, two nodes each', () => {
  it("lists both networks in the catalogue with their names and fees, and each node on the operators' page", async () => {
    const catalogue = (await as(t, m)('GET', '/meta/networks')).body.data.networks as {
      code: string;
      name: string;
      assets: { asset: string; network_fee: string }[];
    }[];
    const base = catalogue.find((n) => n.code === 'BASE')!;
    expect(base.name).toBe('Base');
    expect(base.assets.find((x) => x.asset === 'USDC')!.network_fee).toBe('0.010000');
    expect(catalogue.map((n) => n.code)).toEqual(expect.arrayContaining(['TRC20', 'ERC20', 'BASE']));
    const health = t.rail.health().filter((h) => h.rail === 'evm');
    expect(health.map((h) => [h.network, h.nodes.length])).toEqual([
      ['ERC20', 2],
      ['BASE', 2],
    ]);
  });

  it('receives on each network and pays out on each, from one ledger, each on its own chain', async () => {
    await paidOrder('ERC20', '200');
    await paidOrder('BASE', '200');
    const toA = '0x00000000000000000000000000000000000a0001';
    const toB = '0x00000000000000000000000000000000000b0001';
    const preview = async (network: string, address: string) =>
      (
        await as(t, m)(
          'GET',
          `/payouts/remittances/preview?network=${network}&asset=USDC&amount=20&address=${address}`,
        )
      ).body.data.network_fee as string;
    expect(await preview('ERC20', toA)).toBe('3.000000');
    const quoted = await preview('BASE', toB);
    console.log(`BASE's measured payout fee before any send: ${quoted} USDC`);
    await remitted('ERC20', '20', toA);
    await remitted('BASE', '30', toB);
    expect(await a.tokenBalance(toA, 'USDC')).toBe(20_000_000n);
    expect(await b.tokenBalance(toB, 'USDC')).toBe(30_000_000n);
    expect(await a.tokenBalance(toB, 'USDC')).toBe(0n);
    expect(await b.tokenBalance(toA, 'USDC')).toBe(0n);
    const fees = await t.db.query<{ network: string; fee: bigint }>(
      `SELECT network, fee FROM payouts WHERE merchant_id = $1 ORDER BY network`,
      [m.merchantId],
    );
    // BASE's fee is what was quoted before the payout: its cost measured (no send yet: 65,000 gas at
    // the node's fee per gas), priced and raised by the margin; ERC20's the flat 3
    expect(fees.map((f) => [f.network, f.fee])).toEqual([
      ['BASE', BigInt(Math.round(Number(quoted) * 1e6))],
      ['ERC20', 3_000_000n],
    ]);
    expect(Number(quoted)).toBeGreaterThan(0.01);
  });

  const faults: [string, FaultMode, { state: string; reason: string | null }][] = [
    ['stopped', { mode: 'down' }, { state: 'failing', reason: null }],
    ['frozen', { mode: 'frozen' }, { state: 'failing', reason: null }],
    ['behind by 20 blocks', { mode: 'lagging', blocks: 20 }, { state: 'set_aside', reason: 'lagging' }],
    ['on another chain', { mode: 'other-chain', chainId: 1 }, { state: 'set_aside', reason: 'chain_id' }],
  ];
  for (const [what, mode, seen] of faults) {
    it(`credits every deposit once and sends every payout once with the first node of each network ${what}`, async () => {
      await Promise.all([a.mine(25), b.mine(25)]);
      await allBack();
      await Promise.all([nodes.a1.set(mode), nodes.b1.set(mode)]);
      try {
        const started = Date.now();
        const ids = [await paidOrder('ERC20', '11'), await paidOrder('BASE', '12')];
        const tag = what.length.toString(16).padStart(4, '0');
        await remitted('ERC20', '4', `0x0000000000000000000000000000000${tag}a0002`);
        await remitted('BASE', '5', `0x0000000000000000000000000000000${tag}b0002`);
        expect(await a.tokenBalance(`0x0000000000000000000000000000000${tag}a0002`, 'USDC')).toBe(4_000_000n);
        expect(await b.tokenBalance(`0x0000000000000000000000000000000${tag}b0002`, 'USDC')).toBe(5_000_000n);
        const deposits = await t.db.query<{ n: bigint }>(
          "SELECT count(*) AS n FROM deposits WHERE order_id = ANY($1) AND status <> 'reorged' GROUP BY order_id",
          [ids],
        );
        expect(deposits.map((d) => d.n)).toEqual([1n, 1n]);
        const sends = await t.db.query<{ n: bigint }>(
          'SELECT count(*) AS n FROM evm_sends WHERE recipient ILIKE $1 GROUP BY network',
          [`%${tag}_0002`],
        );
        expect(sends.map((s) => s.n)).toEqual([1n, 1n]);
        // the pool asks its nodes at most once a second, as its requests go: on a fast host the work
        // above can end before the round that sees the fault; the watcher's next ticks make that round
        await vi.waitFor(
          async () => {
            await t.app.receiving.tick();
            for (const h of t.rail.health().filter((x) => x.rail === 'evm')) {
              expect(h.nodes.map((n) => n.state)).toEqual([seen.state, 'in_use']);
              expect(h.nodes[0]!.reason).toBe(seen.reason);
            }
          },
          { timeout: 5_000, interval: 100 },
        );
        console.log(`first nodes ${what}: two payments and two payouts in ${Date.now() - started} ms`);
      } finally {
        await Promise.all([nodes.a1.set({ mode: 'up' }), nodes.b1.set({ mode: 'up' })]);
      }
    }, 60_000);
  }

  for (const [what, mode] of faults.slice(0, 2))
    it(`measures deposit-to-paid latency with one node of the network ${what}`, async () => {
      await nodes.a1.set(mode);
      try {
        const took: number[] = [];
        for (let i = 0; i < 10; i++) {
          const o = await createOrder(t, m.token, { network: 'ERC20', asset: 'USDC', amount: '2' });
          const paidAt = performance.now();
          await a.pay(o.deposit_address, 'USDC', 2_000_000n);
          await a.mine(2); // three confirmations
          await until(async () => (await order(t, m.token, o.id)).status === 'completed', 4);
          took.push(performance.now() - paidAt);
        }
        took.sort((x, y) => x - y);
        const p50 = took[Math.floor(took.length / 2)]!;
        const p99 = took[took.length - 1]!;
        console.log(
          `deposit to paid, one of two nodes ${what}: p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms`,
        );
        expect(p99).toBeLessThan(5000);
      } finally {
        await nodes.a1.set({ mode: 'up' });
      }
    }, 60_000);
});
