import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { checksWhileBroken } from '../../testing/ledger';
import { loggedInOperator, newKey, opsGet, opsPost } from '../../testing/ops';
import { balance, confirmAll, createOrder, idem, mine, order, pay } from '../../testing/receiving';
import { bearer, loggedInMerchant } from '../../testing/scenarios';

// The exceptions queue: every merchant's orders in exception or accounting_exception, and the
// operator's accept / refund / close, each checked against the ledger.
let t: TestApp;
let op: Awaited<ReturnType<typeof loggedInOperator>>;
let a: Awaited<ReturnType<typeof loggedInMerchant>>;
let b: Awaited<ReturnType<typeof loggedInMerchant>>;
beforeAll(async () => {
  t = await createTestApp({ RECEIVE_FEE_BPS: '100' });
  a = await loggedInMerchant(t);
  b = await loggedInMerchant(t);
  op = await loggedInOperator(t);
});
afterEach(() => t.checkLedger());
afterAll(() => t.close());

type Merchant = typeof a;
const get = (url: string) => opsGet(t, op.token, url);
const act = (id: string, action: 'accept' | 'refund' | 'close', payload: object, key = newKey()) =>
  opsPost(t, op.token, `/api/ops/receipt-orders/${id}/${action}`, payload, key);
const platformBalance = async (account: string, asset: string) => {
  const rows = await t.db.query<{ balance: bigint }>(
    'SELECT balance FROM ledger_accounts WHERE account_key = $1',
    [`p:${account}:${asset}`],
  );
  return rows[0]?.balance ?? 0n;
};
/** Moves the operator's clock without letting the session go idle. */
const later = async (ms: number) => {
  t.clock.advance(ms);
  op = await loggedInOperator(t, op);
};

async function underpaid(m: Merchant, received = '15') {
  const o = await createOrder(t, m.token, { amount: '40', expires_in_minutes: 10 });
  await pay(t, o.deposit_address, received);
  await confirmAll(t);
  await later(11 * 60_000);
  await t.app.receiving.tick();
  return o;
}

/**
 * 8 USDT paid to an order of 5 the merchant had cancelled: an exception (late_payment) with what
 * arrived. (An order paid 8 for 5 in time is paid, not an exception: the excess goes by the setting.)
 */
async function paidAfterCancel(m: Merchant) {
  t.clock.advance(1000); // queue order follows the time an order last changed
  const o = await createOrder(t, m.token, { amount: '5' });
  await t.call({ method: 'POST', url: `/api/receipt-orders/${o.id}/cancel`, headers: bearer(m.token) });
  await pay(t, o.deposit_address, '8');
  await confirmAll(t);
  return o;
}

/** 8 USDT paid in time to an order of 5: paid for its amount, never in the queue. */
async function overpaid(m: Merchant) {
  t.clock.advance(1000);
  const o = await createOrder(t, m.token, { amount: '5' });
  await pay(t, o.deposit_address, '8');
  await confirmAll(t);
  return o;
}

/** 20 USDT of 100 received, then 30 USDC to the same address: accounting_exception with funds held. */
async function wrongAsset(m: Merchant) {
  t.clock.advance(1000);
  const o = await createOrder(t, m.token, { amount: '100' });
  await pay(t, o.deposit_address, '20');
  await confirmAll(t);
  await pay(t, o.deposit_address, '30', 'USDC');
  await confirmAll(t);
  return o;
}

describe('the exceptions queue', () => {
  it("lists every merchant's orders in exception or accounting_exception, longest waiting first", async () => {
    const first = await underpaid(a);
    const second = await paidAfterCancel(b);
    const third = await wrongAsset(a);
    const unpaid = await createOrder(t, a.token);
    const paidOver = await overpaid(a);
    const all = await get('/api/ops/exceptions?limit=100');
    expect(all.status).toBe(200);
    const ids = all.body.data.items.map((o: { id: string }) => o.id);
    expect(ids).not.toContain(unpaid.id);
    expect(ids).not.toContain(paidOver.id);
    expect(await order(t, a.token, paidOver.id)).toMatchObject({
      status: 'completed',
      exception_reason: null,
      excess_amount: '3.000000',
      excess_outcome: 'credited',
    });
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(third.id));
    expect(all.body.data.items.find((o: { id: string }) => o.id === second.id)).toMatchObject({
      status: 'exception',
      exception_reason: 'late_payment',
      received_amount: '8.000000',
      merchant_id: b.merchantId,
      merchant_name: 'Acme Trading Ltd',
      merchant_email: b.email,
    });
    const accounting = await get('/api/ops/exceptions?status=accounting_exception&limit=100');
    expect(accounting.body.data.items.map((o: { id: string }) => o.id)).toContain(third.id);
    expect(
      accounting.body.data.items.every((o: { status: string }) => o.status === 'accounting_exception'),
    ).toBe(true);
    const ofB = await get(`/api/ops/exceptions?merchant_id=${b.merchantId}`);
    expect(ofB.body.data.items.map((o: { id: string }) => o.id)).toEqual([second.id]);
    const detail = await order(t, a.token, first.id);
    const byNumber = await get(`/api/ops/exceptions?q=${detail.merchant_order_no}`);
    expect(byNumber.body.data.items.map((o: { id: string }) => o.id)).toEqual([first.id]);
    const byAddress = await get(`/api/ops/exceptions?q=${third.deposit_address}`);
    expect(byAddress.body.data.items.map((o: { id: string }) => o.id)).toEqual([third.id]);

    const p1 = await get('/api/ops/exceptions?limit=1');
    const p2 = await get(`/api/ops/exceptions?limit=1&cursor=${p1.body.data.next_cursor}`);
    expect(p1.body.data.has_more).toBe(true);
    expect([p1.body.data.items[0].id, p2.body.data.items[0].id]).toEqual(ids.slice(0, 2));
    expect((await get('/api/ops/exceptions?status=paid')).status).toBe(422);
    expect((await get('/api/ops/exceptions?cursor=nope')).status).toBe(422);
    expect((await get('/api/ops/exceptions?merchant_id=1')).status).toBe(422);
  });

  it('shows an order of any merchant with what it holds and what the operator may do', async () => {
    const ex = await paidAfterCancel(b);
    const detail = await get(`/api/ops/receipt-orders/${ex.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      id: ex.id,
      merchant_id: b.merchantId,
      held_funds: [],
      actions: ['accept', 'refund', 'close'],
    });
    expect(detail.body.data.payments).toHaveLength(1);
    const ae = await wrongAsset(a);
    const held = await get(`/api/ops/receipt-orders/${ae.id}`);
    expect(held.body.data).toMatchObject({
      status: 'accounting_exception',
      received_amount: '20.000000',
      held_funds: [{ asset: 'USDC', amount: '30.000000' }],
      actions: ['accept', 'close'],
    });
    const normal = await createOrder(t, a.token);
    expect((await get(`/api/ops/receipt-orders/${normal.id}`)).body.data.actions).toEqual([]);
    expect((await get('/api/ops/receipt-orders/6f1f9f7e-3a1b-4c55-8a0e-0d6b8c1e2f33')).status).toBe(404);
  });
});

describe('resolving exceptions', () => {
  it('accept credits what arrived less the fee to the merchant, with the reason in the timeline and the audit log', async () => {
    const o = await paidAfterCancel(b);
    const before = await balance(t, b.token);
    const res = await act(o.id, 'accept', { reason: 'payer confirmed the extra is a tip' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'exception_resolved',
      fee_amount: '0.080000',
      actions: [],
    });
    const after = await balance(t, b.token);
    expect(Number(after.available) - Number(before.available)).toBeCloseTo(7.92, 6);
    const seen = await order(t, b.token, o.id);
    expect(seen.timeline.at(-1)).toMatchObject({
      status: 'exception_resolved',
      note: 'accepted by the platform: payer confirmed the extra is a tip',
    });
    const [entry] = await t.db.query<{ operator_id: string; detail: Record<string, unknown> }>(
      `SELECT operator_id, detail FROM audit_log WHERE action = 'order_accepted' AND target_id = $1`,
      [o.id],
    );
    expect(entry).toMatchObject({
      operator_id: op.id,
      detail: {
        status_before: 'exception',
        received: '8.000000 USDT',
        reason: 'payer confirmed the extra is a tip',
      },
    });
  });

  it('refund sends what arrived less the network fee back to the payer: refund_requested -> refunded', async () => {
    const o = await underpaid(a);
    const bad = await act(o.id, 'refund', { address: 'TNotAnAddress', reason: 'payer asked' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.field).toBe('address');
    const payer = t.chain.faucetAddress('TRC20');
    const res = await act(o.id, 'refund', { address: payer, reason: 'payer asked for the money back' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('refund_requested');
    await t.app.receiving.tick();
    await mine(t, 3);
    await t.app.receiving.tick();
    const done = await order(t, a.token, o.id);
    expect(done.status).toBe('refunded');
    const sent = await t.db.query<{ amount: bigint }>(
      'SELECT amount FROM sim_chain_transfers WHERE tx_hash = $1',
      [done.refund_tx_hash],
    );
    expect(sent[0]?.amount).toBe(14_000_000n);
    const audit = await t.db.query<{ detail: { address: string } }>(
      `SELECT detail FROM audit_log WHERE action = 'order_refund_requested' AND target_id = $1`,
      [o.id],
    );
    expect(audit[0]?.detail.address).toBe(payer);
  });

  it('close books what arrived to unclaimed funds; the merchant gets nothing and sees why', async () => {
    const o = await underpaid(b, '12.5');
    const before = await balance(t, b.token);
    const unclaimed = await platformBalance('unclaimed', 'USDT');
    const res = await act(o.id, 'close', { reason: 'payer unreachable after 30 days' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'closed',
      received_amount: '12.500000',
      unclaimed_funds: [{ asset: 'USDT', amount: '12.500000' }],
      actions: ['release', 'refund_unclaimed'],
    });
    expect(await balance(t, b.token)).toEqual(before);
    expect((await platformBalance('unclaimed', 'USDT')) - unclaimed).toBe(12_500_000n);
    const seen = await order(t, b.token, o.id);
    expect(seen.status).toBe('closed');
    expect(seen.timeline.at(-1).note).toBe('closed by the platform: payer unreachable after 30 days');
    const merchantAccept = await t.call({
      method: 'POST',
      url: `/api/receipt-orders/${o.id}/accept`,
      headers: { ...bearer(b.token), ...idem() },
    });
    expect(merchantAccept.status).toBe(409);
    // money that arrives after the close is a late payment of its own, not credited and not lost
    await pay(t, o.deposit_address, '3');
    await confirmAll(t);
    const after = await order(t, b.token, o.id);
    expect(after.status).toBe('closed');
    expect(after.payments.map((p: { status: string }) => p.status)).toEqual(['confirmed', 'held']);
    expect(after.late_payments).toMatchObject([{ amount: '3.000000', status: 'open' }]);
  });

  it('closing an accounting exception moves every asset it holds to unclaimed funds', async () => {
    const o = await wrongAsset(a);
    const usdt = await platformBalance('unclaimed', 'USDT');
    const usdc = await platformBalance('unclaimed', 'USDC');
    const suspense = await platformBalance('suspense', 'USDC');
    const refund = await act(o.id, 'refund', {
      address: t.chain.faucetAddress('TRC20'),
      reason: 'send it back',
    });
    expect(refund.status).toBe(409);
    expect(refund.body.message).toContain('无法自动退款');
    const res = await act(o.id, 'close', { reason: 'USDC sent to a USDT order; treasury returns it' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'closed', held_funds: [] });
    expect((await platformBalance('unclaimed', 'USDT')) - usdt).toBe(20_000_000n);
    expect((await platformBalance('unclaimed', 'USDC')) - usdc).toBe(30_000_000n);
    expect(suspense - (await platformBalance('suspense', 'USDC'))).toBe(30_000_000n);
  });

  it('accepting an accounting exception credits each asset that arrived, each less the fee', async () => {
    const o = await wrongAsset(b);
    const before = { usdt: await balance(t, b.token), usdc: await balance(t, b.token, 'USDC') };
    const res = await act(o.id, 'accept', { reason: 'merchant takes the USDC as well' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'exception_resolved', fee_amount: '0.200000' });
    const usdt = await balance(t, b.token);
    const usdc = await balance(t, b.token, 'USDC');
    expect(Number(usdt.available) - Number(before.usdt.available)).toBeCloseTo(19.8, 6);
    expect(Number(usdc.available) - Number(before.usdc.available)).toBeCloseTo(29.7, 6);
  });

  it('refuses orders outside the queue (409) and writes no audit row for a refused action', async () => {
    const o = await createOrder(t, a.token, { amount: '2' });
    await pay(t, o.deposit_address, '2');
    await confirmAll(t);
    expect((await order(t, a.token, o.id)).status).toBe('completed');
    for (const action of ['accept', 'close'] as const) {
      const res = await act(o.id, action, { reason: 'not in exception' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('该订单不在异常或账务异常状态，无法处理');
    }
    const rows = await t.db.query('SELECT 1 FROM audit_log WHERE target_id = $1', [o.id]);
    expect(rows).toEqual([]);
    expect((await act('2b1f6c1e-9d4f-4f7b-8f7e-3c2d1b0a9e8f', 'close', { reason: 'nothing' })).status).toBe(
      404,
    );
  });

  it('is idempotent by Idempotency-Key: a replay answers the same bytes, another body with the key is 422', async () => {
    const o = await paidAfterCancel(a);
    const key = newKey();
    const first = await act(o.id, 'close', { reason: 'duplicate order' }, key);
    const replay = await act(o.id, 'close', { reason: 'duplicate order' }, key);
    expect(replay.status).toBe(200);
    expect(replay.res.headers['idempotent-replayed']).toBe('true');
    expect(replay.res.body).toBe(first.res.body);
    const other = await act(o.id, 'close', { reason: 'another reason' }, key);
    expect(other.status).toBe(422);
    expect(other.body.errors?.[0]?.field).toBe('Idempotency-Key');
    const noKey = await opsPost(t, op.token, `/api/ops/receipt-orders/${o.id}/close`, { reason: 'again' });
    expect(noKey.status).toBe(400);
    const closes = await t.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'order_closed' AND target_id = $1`,
      [o.id],
    );
    expect(closes).toHaveLength(1);
    // a merchant's key space is its own: the same key value is a new request for the merchant
    const merchant = await t.call({
      method: 'POST',
      url: `/api/receipt-orders/${o.id}/accept`,
      headers: { ...bearer(a.token), 'idempotency-key': key },
    });
    expect(merchant.status).toBe(409);
  });

  it('parallel decisions on one order: exactly one takes effect, the others answer 409', async () => {
    const o = await paidAfterCancel(b);
    const unclaimed = await platformBalance('unclaimed', 'USDT');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        act(o.id, i % 2 ? 'accept' : 'close', { reason: `parallel decision ${i}` }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const audit = await t.db.query(
      `SELECT 1 FROM audit_log WHERE target_id = $1 AND action IN ('order_closed', 'order_accepted')`,
      [o.id],
    );
    expect(audit).toHaveLength(1);
    const winner = answers.find((r) => r.status === 200)!;
    if (winner.body.data.status === 'closed') {
      expect((await platformBalance('unclaimed', 'USDT')) - unclaimed).toBe(8_000_000n);
    } else expect(winner.body.data.status).toBe('exception_resolved');
  });

  it('validates every field of the actions, naming it', async () => {
    const o = await paidAfterCancel(a);
    const cases: [string, object, string][] = [
      ['close', {}, 'reason'],
      ['close', { reason: ' ' }, 'reason'],
      ['accept', { reason: 'x'.repeat(501) }, 'reason'],
      ['accept', { reason: 'ok ok', amount: '1' }, 'amount'],
      ['refund', { reason: 'ok ok' }, 'address'],
      ['refund', { address: 7, reason: 'ok ok' }, 'address'],
    ];
    for (const [action, payload, field] of cases) {
      const res = await act(o.id, action as 'close', payload);
      expect(res.status, `${action} ${JSON.stringify(payload)}`).toBe(422);
      expect(res.body.errors?.map((e) => e.field)).toContain(field);
    }
    const malformed = await t.call({
      method: 'POST',
      url: `/api/ops/receipt-orders/${o.id}/close`,
      headers: {
        authorization: `Bearer ${op.token}`,
        'idempotency-key': newKey(),
        'content-type': 'application/json',
      },
      payload: '{"reason": "unfinished',
    });
    expect(malformed.status).toBe(400);
    expect((await act('not-a-uuid', 'close', { reason: 'ok ok' })).status).toBe(422);
    expect((await get(`/api/ops/receipt-orders/${o.id}`)).body.data.status).toBe('exception');
  });
});

describe('the ledger check knows closed orders', () => {
  const whileBroken = (sql: string, params: unknown[] = []) => checksWhileBroken(t.db, sql, params);

  it('a closed order whose funds did not reach unclaimed funds is a violation', async () => {
    const o = await paidAfterCancel(b);
    expect(
      await whileBroken(`UPDATE receipt_orders SET status = 'closed', resolution = 'closed' WHERE id = $1`, [
        o.id,
      ]),
    ).toContain('orders have the postings their state implies');
  });

  it('a held deposit swept by another order is a violation', async () => {
    const held = await wrongAsset(a);
    const other = await paidAfterCancel(a);
    await act(other.id, 'close', { reason: 'test of the check' });
    const [entry] = await t.db.query<{ id: bigint }>(
      `SELECT id FROM journal_entries WHERE kind = 'order_closed' AND ref_id = $1`,
      [other.id],
    );
    expect(
      await whileBroken(
        `UPDATE deposits SET resolution_entry_id = $2 WHERE order_id = $1 AND status = 'held'`,
        [held.id, entry!.id],
      ),
    ).toContain('held deposits are swept only by their order');
  });
});
