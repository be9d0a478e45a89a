import type { Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevChain } from '../../rails/chain/evm/dev-chain';
import { createEvmTestApp, devChainOn } from '../../testing/evm';
import type { TestApp } from '../../testing/harness';
import { createOrder } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { hotWalletAddress, sendsNamed, sweepsOf } from '../../testing/sweeps';
import { usingPostgres } from '../../testing/test-db';
import { type NewSweep, sweepRepo } from './repo';

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

    // rounds of both instances at once until every sweep is done (a bounded number: blocks are mined
    // between rounds, so that each round's transactions confirm whatever the runs' interleaving; a
    // round in which the two instances' claims cross advances nothing, so the bound leaves room)
    const done = async () =>
      (await Promise.all(orders.map((o) => sweepsOf(one, o.deposit_address)))).every(
        (s) => s.length > 0 && s.every((x) => x.status === 'confirmed' || x.status === 'failed'),
      );
    // the node mines only between rounds, as a chain does in its own time: a transaction that reaches a
    // development node while it mines the block of the sender's previous one waits in its queue for ever
    await dev.stopMining();
    try {
      for (let round = 0; round < 40 && !(await done()); round++) {
        await Promise.all([
          one.app.sweeps.run(),
          two.app.sweeps.run(),
          one.app.sweeps.run(),
          two.app.sweeps.run(),
        ]);
        await dev.mine(2);
      }
    } finally {
      await dev.startMining();
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
  }, 60_000);
  // Each guard alone, so that removing any one of them fails a test.
  const fake = (n: number): NewSweep => ({
    network: 'ERC20',
    asset: 'USDT',
    address: `0x00000000000000000000000000000000000e${String(n).padStart(4, '0')}`,
    address_index: 900_000n + BigInt(n),
    amount: 1n,
    covers_deposit_id: 1n,
    created_at: one.clock.now(),
  });
  const forget = (address: string) => one.db.query('DELETE FROM sweeps WHERE address = $1', [address]);

  it('begins one sweep of an address that two instances begin at once: the advisory lock, without the index', async () => {
    const s = fake(1);
    await one.db.query('DROP INDEX sweeps_one_open_idx');
    try {
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      // the first stays open after it inserted; the second begins meanwhile, and waits for the lock
      const first = one.db.transaction(async (tx) => {
        const row = await sweepRepo.begin(tx, s);
        await Promise.race([held, new Promise((r) => setTimeout(r, 2000))]);
        return row;
      });
      await new Promise((r) => setTimeout(r, 100));
      const second = two.db.transaction((tx) => sweepRepo.begin(tx, s));
      await new Promise((r) => setTimeout(r, 300));
      release();
      const begun = (await Promise.all([first, second])).filter((r) => r !== null);
      expect(begun).toHaveLength(1);
      expect(await sweepsOf(one, s.address)).toHaveLength(1);
    } finally {
      await forget(s.address);
      await one.db.query(
        `CREATE UNIQUE INDEX sweeps_one_open_idx ON sweeps (network, asset, address) WHERE status IN ('funding', 'sending')`,
      );
    }
  });

  it('refuses a second open sweep of an address that bypassed the lock: the unique index', async () => {
    const s = fake(2);
    try {
      await one.db.transaction((tx) => sweepRepo.begin(tx, s));
      await expect(
        one.db.query(
          `INSERT INTO sweeps (network, asset, address, address_index, amount, covers_deposit_id, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
          [s.network, s.asset, s.address, s.address_index, s.amount, s.covers_deposit_id, s.created_at],
        ),
      ).rejects.toThrow(/sweeps_one_open_idx/);
    } finally {
      await forget(s.address);
    }
  });

  it('lets one instance at a time advance a sweep (the claim), and sends a reference once (the rail)', async () => {
    const s = fake(3);
    try {
      const begun = await one.db.transaction((tx) => sweepRepo.begin(tx, s));
      const now = one.clock.now();
      const until = new Date(now.getTime() + 60_000);
      const claims = await Promise.all([
        sweepRepo.claim(one.db, begun!.id, now, until),
        sweepRepo.claim(two.db, begun!.id, now, until),
      ]);
      expect(claims.filter((c) => c !== null)).toHaveLength(1);
    } finally {
      await forget(s.address);
    }
    // two instances funding the same address under one reference at once: one transaction
    const reference = 'sweep-gas:guard-test';
    const [a, b] = await Promise.all([
      one.rail.sweeper('ERC20')!.fund(1n, 1_000_000_000n, reference),
      two.rail.sweeper('ERC20')!.fund(1n, 1_000_000_000n, reference),
    ]);
    expect(a.txHash).toBe(b.txHash);
    expect(await sendsNamed(one, reference)).toBe(1);
    await dev.mine();
  });
});
