import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../testing/app-hooks';
import { accountDetail, createAccount } from '../../testing/collection';
import { loggedInOperator, newKey, opsPost } from '../../testing/ops';
import { balance, confirmAll, idem, mine, order, pay } from '../../testing/receiving';
import { bearer, loggedInMerchant } from '../../testing/scenarios';
import { setTimeZone } from '../../testing/settings';

// PRODUCT.md "Batch collection": one transfer per month for batch accounts. Each transfer to a
// collection address is a receipt order of its own; the first of the merchant's calendar month is
// credited, a later one waits as an exception (repeat_in_month) for the merchant or an operator.
// The ledger is checked after every test (appPerFile).
// Each test logs a merchant in at the time it sets (a session lasts 24 hours of the moved clock).
const t = appPerFile({ RECEIVE_FEE_BPS: '100' });

interface Deposit {
  order_id: string;
  merchant_order_no: string;
  status: string;
  exception_reason: string | null;
  month: string;
  amount: string;
}

/** The account's deposits, oldest first. */
async function depositsOf(token: string, id: string): Promise<Deposit[]> {
  return ((await accountDetail(t, token, id)).deposits as Deposit[]).toReversed();
}

const codes = (o: { timeline: { code: string }[] }) => o.timeline.map((e) => e.code);

describe('the monthly rule of a collection account', () => {
  it('credits the first transfer of the month; the second waits; the merchant accepts it, an operator refunds a third', async () => {
    const a = await loggedInMerchant(t);
    const acct = await createAccount(t, a.token, { customer_ref: 'ACME-1' });
    const before = await balance(t, a.token);
    await pay(t, acct.address, '50');
    await confirmAll(t);
    await pay(t, acct.address, '50');
    await confirmAll(t);
    const [first, second] = await depositsOf(a.token, acct.id);
    expect(first).toMatchObject({
      merchant_order_no: 'ACME-1/202611-1',
      status: 'completed',
      month: '2026-11',
    });
    expect(second).toMatchObject({
      merchant_order_no: 'ACME-1/202611-2',
      status: 'exception',
      exception_reason: 'repeat_in_month',
      amount: '50.000000',
    });
    // never credited silently: only the first (less the 1% fee) reached the available balance
    const held = await balance(t, a.token);
    expect(Number(held.available) - Number(before.available)).toBeCloseTo(49.5, 6);
    const o = await order(t, a.token, second!.order_id);
    expect(o.collection_account_id).toBe(acct.id);
    expect(codes(o)).toEqual(['collection_transfer', 'transfer_seen', 'repeat_in_month']);
    expect(o.timeline[0].params).toEqual({ customer_ref: 'ACME-1', month: '2026-11', n: '2' });

    // the merchant accepts it with the receipt orders' own route
    const accepted = await t.call({
      method: 'POST',
      url: `/api/receipt-orders/${second!.order_id}/accept`,
      headers: { ...bearer(a.token), ...idem() },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.status).toBe('exception_resolved');
    const after = await balance(t, a.token);
    expect(Number(after.available) - Number(held.available)).toBeCloseTo(49.5, 6);

    // a third transfer that month: an operator refunds it from the exception queue
    await pay(t, acct.address, '20');
    await confirmAll(t);
    const third = (await depositsOf(a.token, acct.id))[2]!;
    expect(third).toMatchObject({ status: 'exception', exception_reason: 'repeat_in_month' });
    const op = await loggedInOperator(t);
    const queue = await t.call({
      method: 'GET',
      url: '/api/ops/exceptions?status=exception',
      headers: bearer(op.token),
    });
    expect(queue.body.data.items.map((i: { id: string }) => i.id)).toContain(third.order_id);
    const refund = await opsPost(
      t,
      op.token,
      `/api/ops/receipt-orders/${third.order_id}/refund`,
      { address: t.chain.faucetAddress('TRC20'), reason: 'second transfer this month' },
      newKey(),
    );
    expect(refund.status).toBe(200);
    await t.app.receiving.tick();
    await mine(t, 3);
    await t.app.receiving.tick();
    expect((await order(t, a.token, third.order_id)).status).toBe('refunded');
    const detail = await accountDetail(t, a.token, acct.id);
    expect(detail).toMatchObject({
      deposit_count: 3,
      total_received: '100.000000',
      this_month: { month: '2026-11', deposits: 3, amount: '120.000000' },
    });
  });

  it('counts months in the merchant timezone: the last second of a month in Asia/Shanghai, then the first of the next', async () => {
    t.clock.set(Date.parse('2026-11-30T15:59:59Z')); // 23:59:59 on 30 November in Shanghai
    const a = await loggedInMerchant(t);
    const acct = await createAccount(t, a.token, { customer_ref: 'EDGE-1' });
    await pay(t, acct.address, '10');
    await t.app.receiving.tick();
    t.clock.set(Date.parse('2026-11-30T16:00:00Z')); // 00:00:00 on 1 December in Shanghai
    await pay(t, acct.address, '10');
    await t.app.receiving.tick();
    await pay(t, acct.address, '10');
    await confirmAll(t);
    const deposits = await depositsOf(a.token, acct.id);
    expect(deposits.map((d) => [d.merchant_order_no, d.month, d.status, d.exception_reason])).toEqual([
      ['EDGE-1/202611-1', '2026-11', 'completed', null],
      ['EDGE-1/202612-1', '2026-12', 'completed', null],
      ['EDGE-1/202612-2', '2026-12', 'exception', 'repeat_in_month'],
    ]);
  });

  it('another timezone moves the boundary: in UTC the same instant is still November', async () => {
    t.clock.set(Date.parse('2026-11-30T15:59:59Z'));
    const b = await loggedInMerchant(t);
    await setTimeZone(t, b.token, 'UTC');
    const acct = await createAccount(t, b.token, { customer_ref: 'UTC-1' });
    await pay(t, acct.address, '10');
    await t.app.receiving.tick();
    t.clock.set(Date.parse('2026-11-30T16:00:00Z')); // December in Shanghai, November in UTC
    await pay(t, acct.address, '10');
    await t.app.receiving.tick();
    t.clock.set(Date.parse('2026-12-01T00:00:00Z')); // December in UTC
    await pay(t, acct.address, '10');
    await confirmAll(t);
    const deposits = await depositsOf(b.token, acct.id);
    expect(deposits.map((d) => [d.month, d.status, d.exception_reason])).toEqual([
      ['2026-11', 'completed', null],
      ['2026-11', 'exception', 'repeat_in_month'],
      ['2026-12', 'completed', null],
    ]);
  });

  it('two transfers in one scan batch are counted in chain order', async () => {
    const a = await loggedInMerchant(t);
    const acct = await createAccount(t, a.token);
    const firstTx = await pay(t, acct.address, '7');
    const secondTx = await pay(t, acct.address, '8');
    await confirmAll(t); // one scan reads both
    const deposits = (await accountDetail(t, a.token, acct.id)).deposits.toReversed();
    expect(deposits.map((d: { tx_hash: string; status: string }) => [d.tx_hash, d.status])).toEqual([
      [firstTx, 'completed'],
      [secondTx, 'exception'],
    ]);
  });

  it('a transfer to a disabled account waits as account_disabled and does not count for the month', async () => {
    const a = await loggedInMerchant(t);
    const acct = await createAccount(t, a.token);
    const status = (s: string) =>
      t.call({
        method: 'POST',
        url: `/api/collection-accounts/${acct.id}/status`,
        headers: bearer(a.token),
        payload: { status: s },
      });
    expect((await status('disabled')).body.data.status).toBe('disabled');
    await pay(t, acct.address, '5');
    await confirmAll(t);
    await status('active');
    await pay(t, acct.address, '5');
    await confirmAll(t);
    const [disabled, enabled] = await depositsOf(a.token, acct.id);
    expect(disabled).toMatchObject({ status: 'exception', exception_reason: 'account_disabled' });
    expect(enabled).toMatchObject({ status: 'completed' });
    expect(codes(await order(t, a.token, disabled!.order_id)).at(-1)).toBe('account_disabled');
  });

  it('a transfer of another asset is held as wrong_asset and does not count for the month', async () => {
    const a = await loggedInMerchant(t);
    const acct = await createAccount(t, a.token);
    await pay(t, acct.address, '5', 'USDC');
    await confirmAll(t);
    await pay(t, acct.address, '5');
    await confirmAll(t);
    const [wrong, right] = await depositsOf(a.token, acct.id);
    expect(wrong).toMatchObject({ status: 'accounting_exception', exception_reason: 'wrong_asset' });
    expect(right).toMatchObject({ status: 'completed' });
    const detail = await accountDetail(t, a.token, acct.id);
    expect(detail.this_month).toMatchObject({ deposits: 2, amount: '5.000000' });
  });
});
