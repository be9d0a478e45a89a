import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { createOrder, entriesOfKind, mine, pay, watchRacing } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { usingPostgres } from '../../testing/test-db';

// Two server instances on one database, as in production behind a load balancer.
let one: TestApp;
let two: TestApp;
beforeAll(async () => {
  one = await createTestApp();
  two = await createTestApp({}, { db: one.db });
  two.clock.set(one.clock.now());
});
afterAll(async () => {
  await two.close();
  await one.close();
});

describe(`deposit watcher on two instances (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('credits every chain transfer exactly once when both process the same transfers at once', async () => {
    const m = await loggedInMerchant(one);
    const orders = [];
    for (let i = 0; i < 30; i++) orders.push(await createOrder(one, m.token, { amount: '10' }));
    for (const o of orders) await pay(one, o.deposit_address, '10');
    await watchRacing(one, two);

    expect(await entriesOfKind(one, 'deposit_received')).toBe(30);
    const statuses = await one.db.query<{ status: string; n: bigint }>(
      'SELECT status, count(*) AS n FROM receipt_orders WHERE merchant_id = $1 GROUP BY status',
      [m.merchantId],
    );
    expect(statuses.map((s) => [s.status, Number(s.n)])).toEqual([['completed', 30]]);
    const [available] = await one.db.query<{ balance: bigint }>(
      `SELECT balance FROM ledger_accounts WHERE merchant_id = $1 AND asset = 'USDT' AND bucket = 'available'`,
      [m.merchantId],
    );
    expect(available?.balance).toBe(300_000_000n);
    await one.checkLedger();
  });

  it('takes a transfer back exactly once when both notice its block was replaced at once', async () => {
    const m = await loggedInMerchant(one);
    const o = await createOrder(one, m.token, { amount: '10' });
    const tx = await pay(one, o.deposit_address, '10');
    await mine(one, 1);
    await one.app.receiving.tick();
    await one.chain.reorg('TRC20', 1, [tx]);
    await mine(one, 1);
    await Promise.all([one.app.receiving.tick(), two.app.receiving.tick(), one.app.receiving.tick()]);

    const [row] = await one.db.query<{ status: string; pending_amount: bigint }>(
      'SELECT status, pending_amount FROM receipt_orders WHERE id = $1',
      [o.id],
    );
    expect(row).toEqual({ status: 'unpaid', pending_amount: 0n });
    const notes = await one.db.query(
      `SELECT 1 FROM receipt_order_events WHERE order_id = $1 AND code = 'transfer_reorged'`,
      [o.id],
    );
    expect(notes).toHaveLength(1);
    await one.checkLedger();
  });
});
