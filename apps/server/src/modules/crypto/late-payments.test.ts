import { describe, expect, it } from 'vitest';
import { appPerFile, twoMerchantsPerFile } from '../../testing/app-hooks';
import { expectFieldError } from '../../testing/expectations';
import { checksWhileBroken } from '../../testing/ledger';
import { balance, confirmAll, createOrder, idem, mine, order, pay } from '../../testing/receiving';
import { bearer } from '../../testing/scenarios';

// Money that arrives after its order was decided: a late payment the merchant credits (less the
// receive fee) or refunds on chain, each booked once, idempotent by key, another merchant's unreachable.
const t = appPerFile({ RECEIVE_FEE_BPS: '100' });
const [a, b] = twoMerchantsPerFile(t);

const act = (token: string, id: string, action: 'credit' | 'refund', payload?: object, key = idem()) =>
  t.call({
    method: 'POST',
    url: `/api/late-payments/${id}/${action}`,
    headers: { ...bearer(token), ...key },
    ...(payload ? { payload } : {}),
  });

/** An order paid in full and settled, then paid `late` more: the late payment it shows. */
async function latePayment(token = a.token, late = '5') {
  const o = await createOrder(t, token, { amount: '10' });
  await pay(t, o.deposit_address, '10');
  await confirmAll(t);
  await pay(t, o.deposit_address, late);
  await confirmAll(t);
  const seen = await order(t, token, o.id);
  return { order: seen, late: seen.late_payments[0] };
}

describe('late payments', () => {
  it('money after the order completed is a late payment on its page and in the open list; the order stays completed', async () => {
    const { order: o, late } = await latePayment();
    expect(o.status).toBe('completed');
    expect(late).toMatchObject({
      order_id: o.id,
      merchant_order_no: o.merchant_order_no,
      asset: 'USDT',
      network: 'TRC20',
      amount: '5.000000',
      fee_amount: '0.000000',
      status: 'open',
      resolved_by: null,
      actions: ['credit', 'refund'],
    });
    expect(o.timeline.at(-1)).toMatchObject({
      status: 'completed',
      code: 'late_payment_received',
      params: { amount: '5.000000', asset: 'USDT', tx_hash: late.tx_hash },
    });
    const open = await t.call({
      method: 'GET',
      url: '/api/late-payments?status=open',
      headers: bearer(a.token),
    });
    expect(open.status).toBe(200);
    expect(open.body.data.items.map((l: { id: string }) => l.id)).toContain(late.id);
    const ofB = await t.call({ method: 'GET', url: '/api/late-payments', headers: bearer(b.token) });
    expect(ofB.body.data.items.map((l: { id: string }) => l.id)).not.toContain(late.id);
    const bad = await t.call({
      method: 'GET',
      url: '/api/late-payments?status=nope',
      headers: bearer(a.token),
    });
    expectFieldError(bad, 'status', '取值不正确');
  });

  it('credit books the amount less the receive fee to available, once: a replay answers the same bytes, another key 409', async () => {
    const { late } = await latePayment();
    const before = await balance(t, a.token);
    const key = idem();
    const first = await act(a.token, late.id, 'credit', undefined, key);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      status: 'credited',
      fee_amount: '0.050000',
      resolved_by: 'merchant',
      actions: [],
    });
    const replay = await act(a.token, late.id, 'credit', undefined, key);
    expect(replay.res.headers['idempotent-replayed']).toBe('true');
    expect(replay.res.body).toBe(first.res.body);
    const again = await act(a.token, late.id, 'credit');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('该笔逾期到账已处理');
    const after = await balance(t, a.token);
    expect(Number(after.available) - Number(before.available)).toBeCloseTo(4.95, 6);
    const o = await order(t, a.token, late.order_id);
    expect(o.timeline.at(-1)).toMatchObject({
      code: 'late_payment_credited',
      params: { amount: '5.000000', asset: 'USDT', fee: '0.050000', by: 'merchant' },
    });
    // the security log says who credited it, and for which order (once: the replay wrote nothing)
    const log = await t.call({
      method: 'GET',
      url: '/api/merchant/security-events',
      headers: bearer(a.token),
    });
    const credited = log.body.data.items.filter((e: { kind: string }) => e.kind === 'late_payment_credited');
    expect(credited).toHaveLength(1);
    expect(credited[0]).toMatchObject({
      detail: { merchant_order_no: o.merchant_order_no },
      actor: { id: a.userId, email: a.email },
    });
  });

  it('refund sends the amount less the network fee back through the chain rail: refund_requested -> refunded', async () => {
    const { late } = await latePayment(a.token, '4');
    const invalid = await act(a.token, late.id, 'refund', { address: 'TNotAnAddress' });
    expectFieldError(invalid, 'address', '该网络的地址格式不正确');
    const payer = t.chain.faucetAddress('TRC20');
    const res = await act(a.token, late.id, 'refund', { address: payer });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'refund_requested', refund_address: payer, actions: [] });
    await t.app.receiving.tick();
    await mine(t, 3);
    await t.app.receiving.tick();
    const o = await order(t, a.token, late.order_id);
    const done = o.late_payments[0];
    expect(done).toMatchObject({ status: 'refunded', resolved_by: 'merchant' });
    const sent = await t.db.query<{ amount: bigint; to_address: string }>(
      'SELECT amount, to_address FROM sim_chain_transfers WHERE tx_hash = $1',
      [done.refund_tx_hash],
    );
    expect(sent[0]).toEqual({ amount: 3_000_000n, to_address: payer });
    expect(o.status).toBe('completed');
    expect(o.timeline.at(-1)).toMatchObject({ code: 'late_payment_refunded' });
  });

  it('refuses what cannot be refunded, naming the field, and never answers 500', async () => {
    const { late } = await latePayment(a.token, '1');
    const small = await act(a.token, late.id, 'refund', { address: t.chain.faucetAddress('TRC20') });
    expectFieldError(small, 'address', '到账金额不足以支付网络手续费，无法退款');
    expectFieldError(await act(a.token, late.id, 'refund', {}), 'address', '此项为必填项');
    expect((await act(a.token, late.id, 'refund', { address: 7 })).status).toBe(422);
    const unknown = await act(a.token, late.id, 'refund', { address: 'x', amount: '1' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.map((e) => e.field)).toContain('amount');
    expect((await act(a.token, 'not-a-uuid', 'credit')).status).toBe(422);
    const noKey = await t.call({
      method: 'POST',
      url: `/api/late-payments/${late.id}/credit`,
      headers: bearer(a.token),
    });
    expect(noKey.status).toBe(400);
    const malformed = await t.call({
      method: 'POST',
      url: `/api/late-payments/${late.id}/refund`,
      headers: { ...bearer(a.token), ...idem(), 'content-type': 'application/json' },
      payload: '{"address": ',
    });
    expect(malformed.status).toBe(400);
    expect((await order(t, a.token, late.order_id)).late_payments[0].status).toBe('open');
  });

  it("another merchant's late payment is unreachable (404) and stays open", async () => {
    const { late } = await latePayment(a.token, '3');
    expect((await act(b.token, late.id, 'credit')).status).toBe(404);
    expect((await act(b.token, late.id, 'refund', { address: t.chain.faucetAddress('TRC20') })).status).toBe(
      404,
    );
    expect((await act(a.token, '6f1f9f7e-3a1b-4c55-8a0e-0d6b8c1e2f33', 'credit')).status).toBe(404);
    expect((await order(t, a.token, late.order_id)).late_payments[0].status).toBe('open');
  });

  it('an order paid after it expired is an exception; money after that is resolved is a late payment', async () => {
    const o = await createOrder(t, a.token, { amount: '10', expires_in_minutes: 5 });
    t.clock.advance(6 * 60_000);
    await t.app.receiving.tick();
    expect((await order(t, a.token, o.id)).status).toBe('expired');
    await pay(t, o.deposit_address, '10');
    await confirmAll(t);
    expect((await order(t, a.token, o.id)).exception_reason).toBe('late_payment');
    const accepted = await t.call({
      method: 'POST',
      url: `/api/receipt-orders/${o.id}/accept`,
      headers: { ...bearer(a.token), ...idem() },
    });
    expect(accepted.body.data.status).toBe('exception_resolved');
    await pay(t, o.deposit_address, '2');
    await confirmAll(t);
    const seen = await order(t, a.token, o.id);
    expect(seen.status).toBe('exception_resolved');
    expect(seen.late_payments).toMatchObject([{ amount: '2.000000', status: 'open' }]);
  });

  it('parallel credit and refund of one late payment: exactly one takes effect', async () => {
    const { late } = await latePayment(a.token, '6');
    const payer = t.chain.faucetAddress('TRC20');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 ? act(a.token, late.id, 'credit') : act(a.token, late.id, 'refund', { address: payer }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const entries = await t.db.query(
      `SELECT 1 FROM ledger_entries WHERE ref_type = 'late_payment' AND ref_id = $1`,
      [late.id],
    );
    const sends = await t.db.query(`SELECT 1 FROM chain_sends WHERE ref_id = $1`, [late.id]);
    expect(entries.length + sends.length).toBe(1);
  });
});

describe('the ledger check knows late payments', () => {
  const whileBroken = (sql: string, params: unknown[] = []) => checksWhileBroken(t.db, sql, params);

  it('a late payment marked credited without its postings, or suspense not explained, is a violation', async () => {
    const { late } = await latePayment(a.token, '2');
    expect(
      await whileBroken(`UPDATE late_payments SET status = 'credited' WHERE id = $1`, [late.id]),
    ).toEqual(
      expect.arrayContaining([
        'late payments have the postings their state implies',
        'suspense holds exactly what waits for a decision',
      ]),
    );
    expect(await whileBroken('DELETE FROM late_payments WHERE id = $1', [late.id])).toContain(
      'money held on a decided order is a late payment',
    );
  });
});
