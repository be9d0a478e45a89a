import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevChain } from '../../rails/chain/evm/dev-chain';
import { createEvmTestApp, devChainOn } from '../../testing/evm';
import type { TestApp } from '../../testing/harness';
import { createOrder } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { hotWalletAddress, sendsNamed, sweepsOf } from '../../testing/sweeps';
import { usingPostgres } from '../../testing/test-db';

// Two server instances on one database run the sweeping job at the same moments.
let dev: DevChain;
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  dev = await devChainOn(19411);
  one = await createEvmTestApp(dev, { SWEEP_THRESHOLDS: 'USDC:100,USDT:100' });
  two = await createEvmTestApp(dev, { SWEEP_THRESHOLDS: 'USDC:100,USDT:100' }, { db: one.db });
}, 60_000);
afterAll(async () => {
  await two?.close();
  await one?.close();
  await dev?.close();
});

describe(`sweeping on two instances (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sweeps each address once', async () => {
    const { token } = await loggedInMerchant(one);
    const orders = await Promise.all(
      [110, 130, 170].map((units) =>
        createOrder(one, token, { network: 'ERC20', asset: 'USDC', amount: String(units) }),
      ),
    );
    for (const [i, o] of orders.entries())
      await dev.pay(o.deposit_address, 'USDC', BigInt([110, 130, 170][i]!) * 10n ** 6n);
    await dev.mine(6);
    await one.app.receiving.tick();
    const hotBefore = await dev.tokenBalance(hotWalletAddress, 'USDC');

    for (let round = 0; round < 4; round++) {
      await Promise.all([
        one.app.sweeps.run(),
        two.app.sweeps.run(),
        one.app.sweeps.run(),
        two.app.sweeps.run(),
      ]);
    }

    for (const o of orders) {
      const sweeps = await sweepsOf(one, o.deposit_address);
      expect(sweeps).toHaveLength(1);
      expect(sweeps[0]!.status).toBe('confirmed');
      expect(await sendsNamed(one, `sweep:${sweeps[0]!.id}`)).toBe(1);
      expect(await sendsNamed(one, `sweep-gas:${sweeps[0]!.id}`)).toBe(1);
      expect(await dev.tokenBalance(o.deposit_address as Hex, 'USDC')).toBe(0n);
    }
    expect(await dev.tokenBalance(hotWalletAddress, 'USDC')).toBe(hotBefore + 410n * 10n ** 6n);
    await one.checkLedger();
  });
});
