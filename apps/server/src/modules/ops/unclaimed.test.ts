import { beforeAll, describe, expect, it } from 'vitest';
import { appPerFile, twoMerchantsPerFile } from '../../testing/app-hooks';
import { expectFieldError } from '../../testing/expectations';
import { checksWhileBroken } from '../../testing/ledger';
import { loggedInOperator, newKey, opsGet, opsPost } from '../../testing/ops';
import { balance, confirmAll, createOrder, mine, order, pay } from '../../testing/receiving';
import { bearer } from '../../testing/scenarios';

// What the back office does with money nobody decided on: unclaimed funds of closed orders (release
// to the merchant or refund on chain) and late payments of any merchant (credit or refund), audited.
const t = appPerFile({ RECEIVE_FEE_BPS: '100' });
const [a] = twoMerchantsPerFile(t);
let op: Awaited<ReturnType<typeof loggedInOperator>>;
beforeAll(async () => {
  op = await loggedInOperator(t);
});

const post = (url: string, payload: object, key = newKey()) => opsPost(t, op.token, url, payload, key);
const unclaimedBalance = async (asset = 'USDT') => {
  const rows = await t.db.query<{ balance: bigint }>(
    'SELECT balance FROM ledger_accounts WHERE account_key = $1',
    [`p:unclaimed:${asset}`],
  );
  return rows[0]?.balance ?? 0n;
};

/**
 * An order of 5 USDT cancelled and then paid 8 anyway (an exception: an order paid 8 in time is paid),
 * and `usdc` USDC held with it, that an operator closed.
 */
async function closedOrder(usdc?: string) {
  const o = await createOrder(t, a.token, { amount: '5' });
  await t.call({ method: 'POST', url: `/api/receipt-orders/${o.id}/cancel`, headers: bearer(a.token) });
  await pay(t, o.deposit_address, '8');
  await confirmAll(t);
  if (usdc) {
    await pay(t, o.deposit_address, usdc, 'USDC');
    await confirmAll(t);
  }
  const closed = await post(`/api/ops/receipt-orders/${o.id}/close`, { reason: 'payer unreachable' });
  expect(closed.status).toBe(200);
  return o;
}

describe('unclaimed funds', () => {
  it('release credits the merchant less the receive fee, once; the order stays closed and is audited', async () => {
    const o = await closedOrder();
    const queue = await opsGet(t, op.token, '/api/ops/exceptions?status=closed&limit=100');
    expect(queue.body.data.items.map((i: { id: string }) => i.id)).toContain(o.id);
    const before = await balance(t, a.token);
    const unclaimed = await unclaimedBalance();
    const key = newKey();
    const res = await post(
      `/api/ops/receipt-orders/${o.id}/release`,
      { reason: 'payer confirmed the tip' },
      key,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'closed', unclaimed_funds: [], actions: [] });
    const replay = await post(
      `/api/ops/receipt-orders/${o.id}/release`,
      { reason: 'payer confirmed the tip' },
      key,
    );
    expect(replay.res.body).toBe(res.res.body);
    const again = await post(`/api/ops/receipt-orders/${o.id}/release`, { reason: 'once more' });
    expect(again.status).toBe(409);
    expect(Number((await balance(t, a.token)).available) - Number(before.available)).toBeCloseTo(7.92, 6);
    expect(unclaimed - (await unclaimedBalance())).toBe(8_000_000n);
    const seen = await order(t, a.token, o.id);
    expect(seen.timeline.at(-1)).toMatchObject({
      status: 'closed',
      code: 'unclaimed_released',
      params: { reason: 'payer confirmed the tip' },
    });
    const audit = await t.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'unclaimed_released' AND target_id = $1`,
      [o.id],
    );
    expect(audit).toHaveLength(1);
    const after = await opsGet(t, op.token, '/api/ops/exceptions?status=closed&limit=100');
    expect(after.body.data.items.map((i: { id: string }) => i.id)).not.toContain(o.id);
  });

  it('refund sends the unclaimed funds less the network fee through the chain rail', async () => {
    const o = await closedOrder();
    const bad = await post(`/api/ops/receipt-orders/${o.id}/refund-unclaimed`, {
      address: 'nope',
      reason: 'back',
    });
    expectFieldError(bad, 'address', '该网络的地址格式不正确');
    const payer = t.chain.faucetAddress('TRC20');
    const res = await post(`/api/ops/receipt-orders/${o.id}/refund-unclaimed`, {
      address: payer,
      reason: 'back',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.actions).toEqual([]);
    await t.app.receiving.tick();
    await mine(t, 3);
    await t.app.receiving.tick();
    const seen = await order(t, a.token, o.id);
    expect(seen.timeline.at(-1)).toMatchObject({ code: 'unclaimed_refunded' });
    const sent = await t.db.query<{ amount: bigint }>(
      'SELECT amount FROM sim_chain_transfers WHERE tx_hash = $1',
      [seen.timeline.at(-1).params.tx_hash],
    );
    expect(sent[0]?.amount).toBe(7_000_000n);
  });

  it('funds in two assets are released, not refunded in one transfer; an open order has nothing unclaimed', async () => {
    const o = await closedOrder('3');
    const detail = await opsGet(t, op.token, `/api/ops/receipt-orders/${o.id}`);
    expect(detail.body.data.actions).toEqual(['release']);
    const refund = await post(`/api/ops/receipt-orders/${o.id}/refund-unclaimed`, {
      address: t.chain.faucetAddress('TRC20'),
      reason: 'back',
    });
    expect(refund.status).toBe(409);
    const open = await createOrder(t, a.token);
    expect((await post(`/api/ops/receipt-orders/${open.id}/release`, { reason: 'nothing' })).status).toBe(
      409,
    );
    expect(
      (await post('/api/ops/receipt-orders/6f1f9f7e-3a1b-4c55-8a0e-0d6b8c1e2f33/release', { reason: 'x y' }))
        .status,
    ).toBe(404);
    expectFieldError(await post(`/api/ops/receipt-orders/${o.id}/release`, {}), 'reason', '此项为必填项');
  });

  it('a release booked without its order saying so breaks the unclaimed check', async () => {
    const o = await closedOrder();
    const rules = await checksWhileBroken(
      t.db,
      `UPDATE receipt_orders SET unclaimed_outcome = 'released' WHERE id = $1`,
      [o.id],
    );
    expect(rules).toContain('unclaimed funds are those of closed orders not released or refunded');
  });
});

describe('late payments in the back office', () => {
  it("lists every merchant's open late payments and credits one with a reason, audited", async () => {
    const o = await createOrder(t, a.token, { amount: '2' });
    await pay(t, o.deposit_address, '2');
    await confirmAll(t);
    await pay(t, o.deposit_address, '10');
    await confirmAll(t);
    const list = await opsGet(t, op.token, `/api/ops/late-payments?status=open&merchant_id=${a.merchantId}`);
    const late = list.body.data.items.find((l: { order_id: string }) => l.order_id === o.id);
    expect(late).toMatchObject({ amount: '10.000000', merchant_id: a.merchantId, merchant_email: a.email });
    const res = await post(`/api/ops/late-payments/${late.id}/credit`, { reason: 'merchant asked by phone' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'credited',
      resolved_by: 'operator',
      fee_amount: '0.100000',
    });
    const audit = await t.db.query<{ detail: { reason: string } }>(
      `SELECT detail FROM audit_log WHERE action = 'late_payment_credited' AND target_id = $1`,
      [late.id],
    );
    expect(audit[0]?.detail.reason).toBe('merchant asked by phone');
    expect(
      (await post(`/api/ops/late-payments/${late.id}/refund`, { reason: 'x y', address: 'T' })).status,
    ).toBe(409);
    expect((await opsGet(t, op.token, '/api/ops/late-payments?status=bad')).status).toBe(422);
  });
});
