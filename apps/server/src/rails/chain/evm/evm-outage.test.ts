import { afterAll, describe, expect, it } from 'vitest';
import { evmTestFile } from '../../../testing/evm';
import type { TestApp } from '../../../testing/harness';
import { createOrder, mine, order, pay } from '../../../testing/receiving';
import { type RpcProxy, rpcProxy } from '../../../testing/rpc-proxy';
import { loggedInMerchant } from '../../../testing/scenarios';
import type { DevChain } from './dev-chain';

// The EVM node unreachable for a while: nothing lost, nothing doubled, the other network unaffected.
let dev: DevChain;
let proxy: RpcProxy;
let t: TestApp;
let token: string;
evmTestFile(
  19030,
  async () => {
    proxy = await rpcProxy(19031, { host: '127.0.0.1', port: 19030 });
    return { EVM_RPC_URL: proxy.url };
  },
  async (made) => {
    ({ dev, t } = made);
    token = (await loggedInMerchant(t)).token;
  },
);
afterAll(async () => {
  await proxy?.close();
});

describe('an EVM node that stops answering', () => {
  it('is reported as the network health, and its payments are credited once it is back', async () => {
    const evmOrders = await Promise.all(
      [1, 2, 3].map(() => createOrder(t, token, { network: 'ERC20', asset: 'USDC', amount: '10' })),
    );
    const tron = await createOrder(t, token, { network: 'TRC20', asset: 'USDT', amount: '10' });
    await t.app.receiving.tick();

    await proxy.down();
    // every request from then on fails: the first is the test's own mining, which asks the node too
    const firstFailure = t.clock.now();
    for (const o of evmOrders) await dev.pay(o.deposit_address, 'USDC', 10_000_000n);
    await dev.mine(6);
    await pay(t, tron.deposit_address, '10');
    await mine(t, 3);
    // a minute of ticks while the node cannot be reached: the simulated network goes on
    for (let second = 0; second < 60; second += 15) {
      t.clock.advance(15_000);
      await t.app.receiving.tick();
    }
    expect((await order(t, token, tron.id)).status).toBe('completed');
    for (const o of evmOrders) expect((await order(t, token, o.id)).status).toBe('unpaid');
    const failing = t.rail.health().find((h) => h.network === 'ERC20')!;
    expect(failing).toMatchObject({ ok: false, failingSince: firstFailure });
    expect(failing.lastError).toBeTruthy();
    expect(t.rail.health().find((h) => h.network === 'TRC20')!.ok).toBe(true);

    await proxy.up();
    await t.app.receiving.tick();
    await t.app.receiving.tick();
    for (const o of evmOrders) {
      expect(await order(t, token, o.id)).toMatchObject({
        status: 'completed',
        received_amount: '10.000000',
      });
    }
    const [deposits] = await t.db.query<{ n: bigint }>(
      "SELECT count(*) AS n FROM deposits WHERE network = 'ERC20'",
    );
    expect(deposits!.n).toBe(3n);
    expect(t.rail.health().find((h) => h.network === 'ERC20')!.ok).toBe(true);
  }, 60_000);
});
