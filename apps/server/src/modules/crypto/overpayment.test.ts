import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../testing/app-hooks';
import { createTestApp } from '../../testing/harness';
import {
  balance,
  confirmAll,
  createOrder,
  entriesOfKind,
  idem,
  mine,
  order,
  pay,
} from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { type Actor, as } from '../../testing/settings';
import { teamMember } from '../../testing/team';

// PRODUCT.md "Receiving crypto": an overpaid order is paid (settled for its amount, as BTCPay's
// "paidOver"); the excess is credited or held for a refund by the merchant's setting.
const SETTLEMENT_DELAY = 3600;
const t = appPerFile({ RECEIVE_FEE_BPS: '100', SETTLEMENT_DELAY_SECONDS: String(SETTLEMENT_DELAY) });

type Detail = {
  status: string;
  amount: string;
  received_amount: string;
  fee_amount: string;
  excess_amount: string;
  excess_outcome: string | null;
  excess_fee: string;
  excess_refund_address: string | null;
  excess_refund_tx_hash: string | null;
  exception_reason: string | null;
  timeline: { code: string; params: Record<string, string>; note: string }[];
  late_payments: unknown[];
};
const detail = async (m: Actor, id: string) => (await order(t, m.token, id)) as Detail;
const codes = (d: Detail) => d.timeline.map((e) => e.code);

/** The settlement delay passes and the settlement job runs. */
async function settle() {
  t.clock.advance(SETTLEMENT_DELAY * 1000);
  await t.app.receiving.lifecycle.settle();
}

async function setOverpayment(m: Actor, overpayment: string) {
  return as(t, m)('POST', '/merchant/settings/overpayment', { overpayment });
}

/** The events of an order of one type, as the events API lists them. */
async function events(m: Actor, id: string, type: string) {
  const res = await as(t, m)('GET', `/events?object_id=${id}&type=${type}`);
  return res.body.data.items as { type: string; data: { object: Record<string, unknown> } }[];
}

/** The history rows of an order's number. */
async function historyOf(m: Actor, orderNo: string) {
  const res = await as(t, m)('GET', `/history?q=${orderNo}`);
  return res.body.data.items as { type: string; amount: string; fee: string; balance: string }[];
}

describe('the overpayment setting', () => {
  it('is credit until set, then what the merchant chose; a bad value is 422 naming the field', async () => {
    const a = await loggedInMerchant(t);
    const b = await loggedInMerchant(t);
    expect((await as(t, a)('GET', '/merchant/settings')).body.data).toEqual({
      timezone: 'Asia/Shanghai',
      overpayment: 'credit',
    });
    const set = await setOverpayment(a, 'refund');
    expect(set.status, set.res.body).toBe(200);
    expect(set.body.data).toEqual({ timezone: 'Asia/Shanghai', overpayment: 'refund' });
    expect((await as(t, a)('GET', '/merchant/settings')).body.data.overpayment).toBe('refund');
    expect((await as(t, b)('GET', '/merchant/settings')).body.data.overpayment).toBe('credit');
    for (const overpayment of ['keep', '', 7, null]) {
      const res = await setOverpayment(b, overpayment as string);
      expect(res.status, JSON.stringify(overpayment)).toBe(422);
      expect(res.body.errors?.map((e: { field: string }) => e.field)).toEqual(['overpayment']);
    }
    const extra = await as(t, b)('POST', '/merchant/settings/overpayment', { overpayment: 'credit', x: 1 });
    expect(extra.status).toBe(422);
    // the time zone setting leaves it as it is
    await as(t, a)('POST', '/merchant/settings', { timezone: 'UTC' });
    expect((await as(t, a)('GET', '/merchant/settings')).body.data).toEqual({
      timezone: 'UTC',
      overpayment: 'refund',
    });
    const viewer = await teamMember(t, a, 'viewer');
    const refused = await setOverpayment(viewer, 'credit');
    expect([refused.status, refused.body.code]).toEqual([403, 40301]);
  });
});

describe('an overpaid order', () => {
  it('credit: paid for its amount, the excess credited to available less the receive fee at once', async () => {
    const m = await loggedInMerchant(t);
    const o = await createOrder(t, m.token, { amount: '100' });
    const before = await balance(t, m.token);
    const tx = await pay(t, o.deposit_address, '130');
    await confirmAll(t);
    const paid = await detail(m, o.id);
    expect(paid).toMatchObject({
      status: 'paid',
      exception_reason: null,
      received_amount: '130.000000',
      excess_amount: '30.000000',
      excess_outcome: 'credited',
      excess_fee: '0.300000',
    });
    expect(codes(paid)).toEqual(['created', 'transfer_seen', 'transfer_confirmed', 'overpaid_credited']);
    expect(paid.timeline.at(-1)!.note).toBe(
      'paid 130.000000 USDT for 100.000000: the excess of 30.000000 credited to the balance, fee 0.300000',
    );
    const mid = await balance(t, m.token);
    expect(mid.settlement).toBe('100.000000');
    expect(Number(mid.available) - Number(before.available)).toBeCloseTo(29.7, 6);
    // the postings: the order's amount to settlement, the excess to available and its fee apart
    const entries = await t.db.query<{ kind: string; lines: string }>(
      `SELECT e.kind, string_agg(coalesce(l.platform_account, l.bucket) || ' ' || l.amount, ', '
         ORDER BY l.amount) AS lines
       FROM ledger_entries e JOIN ledger_lines l ON l.entry_id = e.id
       WHERE e.ref_type = 'receipt_order' AND e.ref_id = $1 GROUP BY e.id, e.kind ORDER BY e.id`,
      [o.id],
    );
    expect(entries).toEqual([
      { kind: 'order_paid', lines: 'suspense -100000000, settlement 100000000' },
      { kind: 'overpayment_credited', lines: 'suspense -30000000, fees 300000, available 29700000' },
    ]);
    await t.checkLedger();
    await settle();
    const done = await detail(m, o.id);
    expect(done).toMatchObject({ status: 'completed', fee_amount: '1.000000', excess_outcome: 'credited' });
    const after = await balance(t, m.token);
    expect(after.settlement).toBe('0.000000');
    expect(Number(after.available) - Number(before.available)).toBeCloseTo(99 + 29.7, 6);
    const overpaid = await events(m, o.id, 'receipt_order.overpaid');
    expect(overpaid).toHaveLength(1);
    expect(overpaid[0]!.data.object).toMatchObject({
      status: 'paid',
      excess_amount: '30.000000',
      excess_outcome: 'credited',
    });
    expect((await events(m, o.id, 'receipt_order.paid')).length).toBe(1);
    // one change of the order, two events: its new status first, then its excess
    const recorded = await t.db.query<{ type: string }>(
      'SELECT type FROM webhook_events WHERE object_id = $1 ORDER BY seq',
      [o.id],
    );
    expect(recorded.map((e) => e.type).slice(-3)).toEqual([
      'receipt_order.paid',
      'receipt_order.overpaid',
      'receipt_order.completed',
    ]);
    const history = await historyOf(m, (o as unknown as { merchant_order_no: string }).merchant_order_no);
    // in the history: the order's amount received and settled, the excess credited on a row of its own
    expect(history.map((h) => [h.type, h.balance, h.amount, h.fee])).toEqual([
      ['order_settled', 'settlement', '-100.000000', '0.000000'],
      ['order_settled', 'available', '100.000000', '1.000000'],
      ['overpayment_credited', 'available', '30.000000', '0.300000'],
      ['received', 'settlement', '100.000000', '0.000000'],
    ]);
    // the watcher reading the same transfer again (its cursor set back) books nothing twice
    await t.db.query(`UPDATE chain_cursors SET cursor = NULL WHERE network = 'TRC20'`);
    await confirmAll(t);
    const seen = await t.db.query<{ n: bigint }>(`SELECT count(*) AS n FROM deposits WHERE tx_hash = $1`, [
      tx,
    ]);
    expect(seen[0]?.n).toBe(1n);
    const credited = await t.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM ledger_entries WHERE ref_id = $1 AND kind = 'overpayment_credited'`,
      [o.id],
    );
    expect(credited[0]?.n).toBe(1n);
    expect((await detail(m, o.id)).excess_amount).toBe('30.000000');
    expect(await events(m, o.id, 'receipt_order.overpaid')).toHaveLength(1);
  });

  it('refund: paid for its amount, the excess held; the merchant sends back only the excess less the network fee', async () => {
    const m = await loggedInMerchant(t);
    const other = await loggedInMerchant(t);
    await setOverpayment(m, 'refund');
    const o = await createOrder(t, m.token, { amount: '100' });
    const before = await balance(t, m.token);
    await pay(t, o.deposit_address, '130');
    await confirmAll(t);
    const held = await detail(m, o.id);
    expect(held).toMatchObject({
      status: 'paid',
      excess_amount: '30.000000',
      excess_outcome: 'held',
      excess_fee: '0.000000',
    });
    expect(codes(held).at(-1)).toBe('overpaid_held');
    expect((await balance(t, m.token)).available).toBe(before.available);
    await t.checkLedger();
    await settle();
    expect(await detail(m, o.id)).toMatchObject({ status: 'completed', excess_outcome: 'held' });
    expect(Number((await balance(t, m.token)).available) - Number(before.available)).toBeCloseTo(99, 6);
    await t.checkLedger();

    const url = `/receipt-orders/${o.id}/refund-excess`;
    const payer = t.chain.faucetAddress('TRC20');
    expect((await as(t, m)('POST', url, { address: payer })).status).toBe(400); // no Idempotency-Key
    const bad = await as(t, m)(
      'POST',
      url,
      { address: '0x0000000000000000000000000000000000000001' },
      idem(),
    );
    expect([bad.status, bad.body.errors?.[0]?.field]).toEqual([422, 'address']);
    const missing = await as(t, m)('POST', url, {}, idem());
    expect([missing.status, missing.body.errors?.[0]?.field]).toEqual([422, 'address']);
    expect((await as(t, other)('POST', url, { address: payer }, idem())).status).toBe(404);
    const key = idem();
    const requested = await as(t, m)('POST', url, { address: payer }, key);
    expect(requested.status, requested.res.body).toBe(200);
    expect(requested.body.data).toMatchObject({
      excess_outcome: 'refund_requested',
      excess_refund_address: payer,
      excess_fee: '1.000000',
    });
    const replay = await as(t, m)('POST', url, { address: payer }, key);
    expect(replay.body).toEqual(requested.body);
    const again = await as(t, m)('POST', url, { address: payer }, idem());
    expect(again.status).toBe(409);
    await t.checkLedger();
    await t.app.receiving.tick();
    await mine(t, 3);
    await t.app.receiving.tick();
    const refunded = await detail(m, o.id);
    expect(refunded).toMatchObject({ status: 'completed', excess_outcome: 'refunded' });
    expect(codes(refunded).slice(-2)).toEqual(['overpayment_refund_requested', 'overpayment_refunded']);
    const sent = await t.db.query<{ amount: bigint }>(
      'SELECT amount FROM sim_chain_transfers WHERE tx_hash = $1',
      [refunded.excess_refund_tx_hash],
    );
    expect(sent[0]?.amount).toBe(29_000_000n); // the 30 excess less the 1 USDT network fee
    expect(Number((await balance(t, m.token)).available) - Number(before.available)).toBeCloseTo(99, 6);
    expect(await events(m, o.id, 'receipt_order.overpaid')).toHaveLength(1);
    const back = await events(m, o.id, 'receipt_order.overpayment_refunded');
    expect(back.map((e) => e.data.object.excess_outcome)).toEqual(['refunded']);
  });

  it('refund: a refund the chain refuses holds the excess again; an order without one answers 409', async () => {
    const m = await loggedInMerchant(t);
    await setOverpayment(m, 'refund');
    const o = await createOrder(t, m.token, { amount: '5' });
    await pay(t, o.deposit_address, '8');
    await confirmAll(t);
    expect(await detail(m, o.id)).toMatchObject({
      status: 'paid',
      excess_outcome: 'held',
      excess_amount: '3.000000',
    });
    const payer = t.chain.faucetAddress('TRC20');
    t.chain.refusedAddresses.add(payer);
    try {
      await as(t, m)('POST', `/receipt-orders/${o.id}/refund-excess`, { address: payer }, idem());
      await t.app.receiving.tick();
      const back = await detail(m, o.id);
      expect(back).toMatchObject({ excess_outcome: 'held', excess_fee: '0.000000' });
      expect(codes(back).at(-1)).toBe('overpayment_refund_failed');
    } finally {
      t.chain.refusedAddresses.delete(payer);
    }
    const exact = await createOrder(t, m.token, { amount: '5' });
    await pay(t, exact.deposit_address, '5');
    await confirmAll(t);
    const none = await as(t, m)(
      'POST',
      `/receipt-orders/${exact.id}/refund-excess`,
      { address: payer },
      idem(),
    );
    expect([none.status, none.body.message]).toEqual([
      409,
      'This order has no overpayment held for a refund',
    ]);
  });

  it('paid in two parts whose sum exceeds the amount: partially paid, then paid with the excess', async () => {
    const m = await loggedInMerchant(t);
    const o = await createOrder(t, m.token, { amount: '100' });
    await pay(t, o.deposit_address, '60');
    await confirmAll(t);
    expect(await detail(m, o.id)).toMatchObject({ status: 'partially_paid', excess_amount: '0.000000' });
    await pay(t, o.deposit_address, '70');
    await confirmAll(t);
    const paid = await detail(m, o.id);
    expect(paid).toMatchObject({
      status: 'paid',
      received_amount: '130.000000',
      excess_amount: '30.000000',
      excess_outcome: 'credited',
    });
    expect((await balance(t, m.token)).settlement).toBe('100.000000');
    await t.checkLedger();
    await settle();
    expect(await detail(m, o.id)).toMatchObject({ status: 'completed', fee_amount: '1.000000' });
  });

  it('late: money after the order was paid is a late payment, after expiry an exception, never an excess', async () => {
    const m = await loggedInMerchant(t);
    const o = await createOrder(t, m.token, { amount: '100' });
    await pay(t, o.deposit_address, '100');
    await confirmAll(t);
    await pay(t, o.deposit_address, '30');
    await confirmAll(t);
    const paid = await detail(m, o.id);
    expect(paid).toMatchObject({ status: 'paid', excess_amount: '0.000000', excess_outcome: null });
    expect(paid.late_payments).toHaveLength(1);
    expect(paid.late_payments[0]).toMatchObject({ amount: '30.000000', status: 'open' });

    const expired = await createOrder(t, m.token, { amount: '100', expires_in_minutes: 5 });
    t.clock.advance(6 * 60_000);
    await t.app.receiving.tick();
    await pay(t, expired.deposit_address, '130');
    await confirmAll(t);
    expect(await detail(m, expired.id)).toMatchObject({
      status: 'exception',
      exception_reason: 'late_payment',
      received_amount: '130.000000',
      excess_amount: '0.000000',
    });
    expect(await entriesOfKind(t, 'order_paid')).toBeGreaterThan(0);
  });
});

describe('an overpaid order on two instances', () => {
  it('books its excess once when both watch the same transfer at once', async () => {
    const two = await createTestApp({ RECEIVE_FEE_BPS: '100' }, { db: t.db });
    try {
      two.clock.set(t.clock.now());
      const m = await loggedInMerchant(t);
      const o = await createOrder(t, m.token, { amount: '10' });
      await pay(t, o.deposit_address, '12');
      await Promise.all([t.app.receiving.tick(), two.app.receiving.tick(), t.app.receiving.tick()]);
      await mine(t, 3);
      await Promise.all([
        t.app.receiving.tick(),
        two.app.receiving.tick(),
        t.app.receiving.watcher.confirm('TRC20'),
      ]);
      const credited = await t.db.query<{ n: bigint }>(
        `SELECT count(*) AS n FROM ledger_entries WHERE ref_id = $1 AND kind = 'overpayment_credited'`,
        [o.id],
      );
      expect(credited[0]?.n).toBe(1n);
      expect(await detail(m, o.id)).toMatchObject({ excess_amount: '2.000000', excess_outcome: 'credited' });
    } finally {
      await two.close();
    }
  });
});
