import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../testing/app-hooks';
import { balance, createOrder, expectPaidAndCompleted, mine, order, pay } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';

// A platform that settles receipts after a delay: a paid order waits in the merchant's settlement
// balance until a settling pass after the delay completes it.
const DELAY_SECONDS = 3600;
const t = appPerFile({ RECEIVE_FEE_BPS: '100', SETTLEMENT_DELAY_SECONDS: String(DELAY_SECONDS) });

describe('settlement after a delay', () => {
  it('paid -> completed once the delay has passed, crediting available less the fee', async () => {
    const { token } = await loggedInMerchant(t);
    const o = await createOrder(t, token, { amount: '100' });
    await pay(t, o.deposit_address, '100');
    await mine(t, 3);
    await t.app.receiving.watcher.scan('TRC20');
    expect(await t.app.receiving.watcher.confirm('TRC20')).toBe(1);
    const paid = await order(t, token, o.id);
    expect(paid.status).toBe('paid');
    expect(paid.completed_at).toBeNull();
    expect(await balance(t, token)).toMatchObject({ settlement: '100.000000', available: '0.000000' });
    // not before the delay
    t.clock.advance(DELAY_SECONDS * 1000 - 1000);
    expect(await t.app.receiving.lifecycle.settle()).toBe(0);
    expect((await order(t, token, o.id)).status).toBe('paid');
    t.clock.advance(1000);
    expect(await t.app.receiving.lifecycle.settle()).toBe(1);
    const done = await order(t, token, o.id);
    expect(done.status).toBe('completed');
    expect(done.fee_amount).toBe('1.000000');
    expectPaidAndCompleted(done);
    expect(await balance(t, token)).toMatchObject({ settlement: '0.000000', available: '99.000000' });
  });

  it('one settling pass completes every order due, batch after batch', async () => {
    const { token } = await loggedInMerchant(t);
    // more paid orders than one settling transaction takes (250)
    const orders = await Promise.all(
      Array.from({ length: 260 }, () => createOrder(t, token, { amount: '1' })),
    );
    for (const o of orders) await pay(t, o.deposit_address, '1');
    await mine(t, 3);
    await t.app.receiving.watcher.scan('TRC20');
    expect(await t.app.receiving.watcher.confirm('TRC20')).toBe(260);
    t.clock.advance(DELAY_SECONDS * 1000);
    expect(await t.app.receiving.lifecycle.settle()).toBe(260);
    const statuses = await Promise.all(orders.map(async (o) => (await order(t, token, o.id)).status));
    expect(new Set(statuses)).toEqual(new Set(['completed']));
  }, 60_000);
});
