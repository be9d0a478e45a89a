import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../testing/app-hooks';
import { confirmQuote, fiatMerchant, usd } from '../../testing/fiat-payouts';
import { loggedInOperator, newKey, opsPost } from '../../testing/ops';
import { available } from '../../testing/payouts';
import { as } from '../../testing/settings';

// USD -> USDT at 1 / 0.9998 with the default spread (30 bps) and fee (10 bps)
const one = appPerTest();

/** The merchant's USD available, in cents. */
const cents = async (m: Parameters<typeof usd>[1]) => BigInt((await usd(one, m)).available.replace('.', ''));

describe('fiat to crypto', () => {
  it('quotes, converts through the FX accounts with the rounding remainder booked, once', async () => {
    const m = await fiatMerchant(one, '300');
    const before = await cents(m);
    const q = await as(one, m)('POST', '/payouts/fiat-quotes', {
      asset: 'USDT',
      currency: 'USD',
      amount: '100.01',
      direction: 'to_crypto',
    });
    expect(q.status, q.res.body).toBe(200);
    expect(q.body.data).toMatchObject({
      direction: 'to_crypto',
      amount: '100.01',
      fee: '0.11', // 10 bps of 100.01 (0.10001), rounded up
      arrives: expect.stringMatching(/^99\.\d{6}$/),
      fiat_amount: '100.01',
    });
    expect(Date.parse(q.body.data.expires_at) - Date.parse(q.body.data.created_at)).toBe(30_000);
    const res = await confirmQuote(one, m, '/payouts/fiat-conversions', q.body.data.id);
    expect(res.status, res.res.body).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'fiat_conversion',
      status: 'completed',
      asset: 'USD',
      amount: '100.01',
      fiat_currency: 'USDT',
      fiat_amount: q.body.data.arrives,
    });
    expect(await cents(m)).toBe(before - 10_001n);
    expect((await available(one, m)).available).toBe(q.body.data.arrives);
    const again = await confirmQuote(one, m, '/payouts/fiat-conversions', q.body.data.id);
    expect(again.status).toBe(422);
    const other = await as(one, m)('POST', '/payouts/fiat-quotes', {
      asset: 'USDT',
      amount: '1',
      direction: 'to_crypto',
    });
    const wrongRoute = await confirmQuote(one, m, '/payouts/fiat-withdrawals', other.body.data.id);
    expect(wrongRoute.body.errors).toEqual([{ field: 'quote_id', message: 'No such quote' }]);
    const list = await as(one, m)('GET', '/payouts/fiat-conversions');
    expect(list.body.data.items).toHaveLength(1);
    const history = await as(one, m)('GET', '/history?type=fiat_conversion');
    expect(history.body.data.items.length).toBeGreaterThan(0);
  });

  it('refuses more than available and waits for an operator at the threshold', async () => {
    const m = await fiatMerchant(one, '1000');
    const tooMuch = await as(one, m)('POST', '/payouts/fiat-quotes', {
      asset: 'USDC',
      amount: '1000',
      direction: 'to_crypto',
    });
    expect(tooMuch.status).toBe(422);
    const op = await loggedInOperator(one);
    await opsPost(one, op.token, '/api/ops/payout-settings', { approval_threshold_usd: '500' });
    const q = await as(one, m)('POST', '/payouts/fiat-quotes', {
      asset: 'USDC',
      amount: '600',
      direction: 'to_crypto',
    });
    expect(q.body.data.approval_required).toBe(true);
    const res = await confirmQuote(one, m, '/payouts/fiat-conversions', q.body.data.id);
    expect(res.body.data.status).toBe('pending_approval');
    expect((await usd(one, m)).frozen).toBe('600.00');
    const approved = await opsPost(
      one,
      op.token,
      `/api/ops/payouts/${res.body.data.id}/approve`,
      undefined,
      newKey(),
    );
    expect(approved.body.data.status).toBe('completed');
    expect((await usd(one, m)).frozen).toBe('0.00');
    expect((await available(one, m, 'USDC')).available).toBe(q.body.data.arrives);
  });
});
