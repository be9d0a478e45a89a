import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import {
  balance,
  confirmAll,
  createOrder,
  expectPaidAndCompleted,
  mine,
  order,
  pay,
} from '../../testing/receiving';
import { bearer, loggedInMerchant } from '../../testing/scenarios';

// Every status transition of PRODUCT.md "Receiving crypto", through the API.
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    RECEIVE_FEE_BPS: '100',
    UNDERPAYMENT_TOLERANCE_PCT: '1',
    PUBLIC_URL: 'https://pay.example.com',
  });
  token = (await loggedInMerchant(t)).token;
});
afterEach(() => t.checkLedger());
afterAll(() => t.close());

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });
const key = () => ({ 'idempotency-key': crypto.randomUUID() });

describe('receipt order status machine', () => {
  it('unpaid -> confirming -> paid -> completed in the confirming pass (no settlement delay), less the fee', async () => {
    const o = await createOrder(t, token, { amount: '100' });
    expect(o.status).toBe('unpaid');
    expect(o).toMatchObject({ payment_url: `https://pay.example.com/payment?order=${o.id}` });
    const before = await balance(t, token);
    await pay(t, o.deposit_address, '100');
    await t.app.receiving.tick();
    expect((await order(t, token, o.id)).status).toBe('confirming');
    await mine(t, 2);
    await t.app.receiving.tick();
    const confirming = await order(t, token, o.id);
    expect(confirming.status).toBe('confirming');
    expect(confirming.payments[0]).toMatchObject({
      confirmations: 2,
      confirmations_required: 3,
      status: 'confirming',
    });
    await mine(t, 1);
    expect(await t.app.receiving.watcher.confirm('TRC20')).toBe(1);
    const done = await order(t, token, o.id);
    expect(done.status).toBe('completed');
    expect(done.paid_at).toBe(done.completed_at);
    expect(done.fee_amount).toBe('1.000000');
    expectPaidAndCompleted(done);
    const after = await balance(t, token);
    expect(Number(after.available) - Number(before.available)).toBeCloseTo(99, 6);
    expect(after.settlement).toBe('0.000000');
    // the history shows the payment and its settlement as the order stands
    const rows = await t.db.query<{ type: string; status: string }>(
      `SELECT type, status FROM history_rows WHERE ref_type = 'receipt_order' AND ref_id = $1 ORDER BY id`,
      [o.id],
    );
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['received', 'order_settled']));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['completed']));
    expect(await t.app.receiving.lifecycle.settle()).toBe(0);
  });

  it('partially_paid, then the rest -> paid', async () => {
    const o = await createOrder(t, token, { amount: '50' });
    await pay(t, o.deposit_address, '20');
    await confirmAll(t);
    const partial = await order(t, token, o.id);
    expect(partial.status).toBe('partially_paid');
    expect(partial.due_amount).toBe('30.000000');
    await pay(t, o.deposit_address, '30');
    await t.app.receiving.tick();
    expect((await order(t, token, o.id)).status).toBe('confirming');
    await confirmAll(t);
    const done = await order(t, token, o.id);
    expect(done.status).toBe('completed');
    expect(done.received_amount).toBe('50.000000');
  });

  it('an underpayment within the tolerance counts as paid', async () => {
    const o = await createOrder(t, token, { amount: '100' });
    await pay(t, o.deposit_address, '99.01');
    await confirmAll(t);
    expect((await order(t, token, o.id)).status).toBe('completed');
  });

  it('unpaid -> expired when nothing arrives', async () => {
    const o = await createOrder(t, token, { expires_in_minutes: 5 });
    t.clock.advance(5 * 60_000);
    await t.app.receiving.tick();
    const e = await order(t, token, o.id);
    expect(e.status).toBe('expired');
  });

  it('expired -> exception (late_payment) when money comes after expiry; accept -> exception_resolved', async () => {
    const o = await createOrder(t, token, { amount: '10', expires_in_minutes: 5 });
    t.clock.advance(6 * 60_000);
    await t.app.receiving.tick();
    await pay(t, o.deposit_address, '10');
    await confirmAll(t);
    const ex = await order(t, token, o.id);
    expect(ex).toMatchObject({
      status: 'exception',
      exception_reason: 'late_payment',
      received_amount: '10.000000',
    });
    const before = await balance(t, token);
    const accepted = await post(`/api/receipt-orders/${o.id}/accept`, undefined, key());
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.status).toBe('exception_resolved');
    const after = await balance(t, token);
    expect(Number(after.available) - Number(before.available)).toBeCloseTo(9.9, 6);
  });

  it('partially_paid -> exception (underpaid) at expiry; refund -> refund_requested -> refunded', async () => {
    const o = await createOrder(t, token, { amount: '40', expires_in_minutes: 10 });
    await pay(t, o.deposit_address, '15');
    await confirmAll(t);
    t.clock.advance(11 * 60_000);
    await t.app.receiving.tick();
    expect(await order(t, token, o.id)).toMatchObject({ status: 'exception', exception_reason: 'underpaid' });
    const bad = await post(
      `/api/receipt-orders/${o.id}/refund`,
      { address: '0x0000000000000000000000000000000000000001' },
      key(),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.field).toBe('address');
    const payer = t.chain.faucetAddress('TRC20');
    const requested = await post(`/api/receipt-orders/${o.id}/refund`, { address: payer }, key());
    expect(requested.status).toBe(200);
    expect(requested.body.data.status).toBe('refund_requested');
    await t.app.receiving.tick();
    await mine(t, 3);
    await t.app.receiving.tick();
    const refunded = await order(t, token, o.id);
    expect(refunded.status).toBe('refunded');
    expect(refunded.refund_tx_hash).toMatch(/^[0-9a-f]{64}$/);
    const sent = await t.db.query<{ amount: bigint }>(
      'SELECT amount FROM sim_chain_transfers WHERE tx_hash = $1',
      [refunded.refund_tx_hash],
    );
    expect(sent[0]?.amount).toBe(14_000_000n); // 15 less the 1 USDT network fee
  });

  it('an overpaid order is paid for its amount, the excess credited (the default setting)', async () => {
    const o = await createOrder(t, token, { amount: '5' });
    await pay(t, o.deposit_address, '8');
    await confirmAll(t);
    expect(await order(t, token, o.id)).toMatchObject({
      status: 'completed',
      exception_reason: null,
      fee_amount: '0.050000',
      excess_amount: '3.000000',
      excess_outcome: 'credited',
      excess_fee: '0.030000',
    });
  });

  it('a refund the chain refuses goes back to exception, keeping the money', async () => {
    const o = await createOrder(t, token, { amount: '5', expires_in_minutes: 5 });
    await pay(t, o.deposit_address, '3');
    await confirmAll(t);
    t.clock.advance(6 * 60_000);
    await t.app.receiving.tick();
    expect(await order(t, token, o.id)).toMatchObject({ status: 'exception', exception_reason: 'underpaid' });
    const payer = t.chain.faucetAddress('TRC20');
    t.chain.refusedAddresses.add(payer);
    try {
      await post(`/api/receipt-orders/${o.id}/refund`, { address: payer }, key());
      await t.app.receiving.tick();
      const back = await order(t, token, o.id);
      expect(back.status).toBe('exception');
      expect(back.timeline.at(-1).note).toContain('refund failed');
    } finally {
      t.chain.refusedAddresses.delete(payer);
    }
  });

  it('unpaid -> cancelled by the merchant; an order with money seen cannot be cancelled', async () => {
    const o = await createOrder(t, token);
    const res = await post(`/api/receipt-orders/${o.id}/cancel`);
    expect(res.body.data.status).toBe('cancelled');
    const seen = await createOrder(t, token);
    await pay(t, seen.deposit_address, '1');
    await t.app.receiving.tick();
    const refused = await post(`/api/receipt-orders/${seen.id}/cancel`);
    expect(refused.status).toBe(409);
    expect((await order(t, token, seen.id)).status).toBe('confirming');
  });

  it('cancelled -> exception when money arrives anyway', async () => {
    const o = await createOrder(t, token);
    await post(`/api/receipt-orders/${o.id}/cancel`);
    await pay(t, o.deposit_address, '100');
    await confirmAll(t);
    expect(await order(t, token, o.id)).toMatchObject({
      status: 'exception',
      exception_reason: 'late_payment',
    });
  });

  it('another asset to the address -> accounting_exception, booked to suspense', async () => {
    const o = await createOrder(t, token, { asset: 'USDT' });
    await pay(t, o.deposit_address, '100', 'USDC');
    await confirmAll(t);
    const ae = await order(t, token, o.id);
    expect(ae).toMatchObject({
      status: 'accounting_exception',
      exception_reason: 'wrong_asset',
      received_amount: '0.000000',
    });
    expect(ae.payments[0]).toMatchObject({ asset: 'USDC', status: 'held' });
  });

  it('money after completion is held for review, the order stays completed', async () => {
    const o = await createOrder(t, token, { amount: '3' });
    await pay(t, o.deposit_address, '3');
    await confirmAll(t);
    await pay(t, o.deposit_address, '2');
    await confirmAll(t);
    const done = await order(t, token, o.id);
    expect(done.status).toBe('completed');
    expect(done.payments.map((p: { status: string }) => p.status)).toEqual(['confirmed', 'held']);
  });

  it('ERC20 orders wait for 6 confirmations', async () => {
    const o = await createOrder(t, token, { network: 'ERC20', asset: 'USDC', amount: '12.5' });
    expect(o.deposit_address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    await pay(t, o.deposit_address, '12.5', 'USDC', 'ERC20');
    await t.app.receiving.tick();
    await mine(t, 5);
    await t.app.receiving.tick();
    expect((await order(t, token, o.id)).status).toBe('confirming');
    await mine(t, 1);
    await t.app.receiving.tick();
    expect((await order(t, token, o.id)).status).toBe('completed');
  });

  it('one expiring pass expires every order due, batch after batch', async () => {
    // the orders of the tests before expire first (30 minutes at most), then more orders than one
    // expiring transaction takes (250)
    t.clock.advance(31 * 60_000);
    await t.app.receiving.lifecycle.expire();
    const orders = await Promise.all(
      Array.from({ length: 260 }, () => createOrder(t, token, { amount: '1', expires_in_minutes: 5 })),
    );
    t.clock.advance(6 * 60_000);
    expect(await t.app.receiving.lifecycle.expire()).toBe(260);
    const statuses = await Promise.all(orders.map(async (o) => (await order(t, token, o.id)).status));
    expect(new Set(statuses)).toEqual(new Set(['expired']));
    expect(await t.app.receiving.lifecycle.expire()).toBe(0);
  }, 60_000);
});
