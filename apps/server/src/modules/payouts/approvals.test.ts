import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../testing/app-hooks';
import { createOperator, loggedInOperator, newKey, opsGet, opsPost } from '../../testing/ops';
import { available, idemKey, payingMerchant, remit } from '../../testing/payouts';
import { mine } from '../../testing/receiving';
import { as } from '../../testing/settings';

const t = appPerTest({ PAYOUT_APPROVAL_THRESHOLD_USD: '500' });

describe('payout approvals', () => {
  it('holds a payout at or above the threshold until an operator approves it; then it is sent', async () => {
    const m = await payingMerchant(t, '2000');
    const small = await remit(t, m, { amount: '10' });
    expect(small.body.data.status).toBe('processing');
    const big = await remit(t, m, { amount: '500' }); // 501 USDT at 0.9998 = 500.90 USD: above the threshold
    expect(big.body.data).toMatchObject({
      status: 'pending_approval',
      approval: { decision: null, operator_email: null },
    });
    await t.app.receiving.tick();
    expect((await as(t, m)('GET', `/payouts/${big.body.data.id}`)).body.data.status).toBe('pending_approval');
    expect(await available(t, m)).toEqual({ available: '1488.000000', frozen: '512.000000' }); // the small one is on chain

    const op = await loggedInOperator(t);
    const queue = await opsGet(t, op.token, '/api/ops/payouts');
    expect(queue.body.data.items.map((p: { id: string }) => p.id)).toEqual([big.body.data.id]);
    expect(queue.body.data.items[0].merchant_name).toBeTruthy();

    const approved = await opsPost(
      t,
      op.token,
      `/api/ops/payouts/${big.body.data.id}/approve`,
      undefined,
      newKey(),
    );
    expect(approved.status, approved.res.body).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'processing',
      approval: { decision: 'approved', operator_email: op.email },
    });
    const twice = await opsPost(
      t,
      op.token,
      `/api/ops/payouts/${big.body.data.id}/approve`,
      undefined,
      newKey(),
    );
    expect(twice.status).toBe(409);

    await t.app.receiving.tick();
    await mine(t, 30);
    await t.app.receiving.tick();
    expect((await as(t, m)('GET', `/payouts/${big.body.data.id}`)).body.data.status).toBe('completed');
    expect(await available(t, m)).toEqual({ available: '1488.000000', frozen: '0.000000' });

    const audit = await opsGet(t, op.token, '/api/ops/audit?action=payout_approved');
    expect(audit.body.data.items[0]).toMatchObject({ target_type: 'payout', target_id: big.body.data.id });
  });

  it('a rejected payout returns its funds, with the reason the merchant sees', async () => {
    const m = await payingMerchant(t, '1000');
    const big = await remit(t, m, { amount: '600' });
    const op = await loggedInOperator(t);
    const empty = await opsPost(
      t,
      op.token,
      `/api/ops/payouts/${big.body.data.id}/reject`,
      { reason: ' ' },
      newKey(),
    );
    expect(empty.status).toBe(422);
    const rejected = await opsPost(
      t,
      op.token,
      `/api/ops/payouts/${big.body.data.id}/reject`,
      { reason: 'Beneficiary not verified' },
      newKey(),
    );
    expect(rejected.status, rejected.res.body).toBe(200);
    const seen = await as(t, m)('GET', `/payouts/${big.body.data.id}`);
    expect(seen.body.data).toMatchObject({
      status: 'rejected',
      failure_reason: 'Beneficiary not verified',
      approval: { decision: 'rejected', reason: 'Beneficiary not verified' },
    });
    expect(await available(t, m)).toEqual({ available: '1000.000000', frozen: '0.000000' });
  });

  it('maker-checker: an operator cannot approve the payout of the merchant account they own', async () => {
    const m = await payingMerchant(t, '1000');
    const big = await remit(t, m, { amount: '600' });
    const self = await loggedInOperator(t, await createOperator(t, m.email.toUpperCase()));
    const res = await opsPost(
      t,
      self.token,
      `/api/ops/payouts/${big.body.data.id}/approve`,
      undefined,
      newKey(),
    );
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('审批人不能是出款商户本人');
    expect((await as(t, m)('GET', `/payouts/${big.body.data.id}`)).body.data.status).toBe('pending_approval');
  });

  it('the threshold is set by operators, audited, and applies to withdrawals to fiat too', async () => {
    const op = await loggedInOperator(t);
    const bad = await opsPost(t, op.token, '/api/ops/payout-settings', { approval_threshold_usd: '-1' });
    expect(bad.status).toBe(422);
    const set = await opsPost(t, op.token, '/api/ops/payout-settings', { approval_threshold_usd: '50' });
    expect(set.body.data).toMatchObject({ approval_threshold_usd: '50.00', updated_by: op.email });
    const m = await payingMerchant(t, '1000');
    const quote = await as(t, m)('POST', '/payouts/fiat-quotes', { asset: 'USDC', amount: '10' });
    expect(quote.body.errors?.[0]?.message).toBe('Exceeds the available balance'); // no USDC
    const q = await as(t, m)('POST', '/payouts/fiat-quotes', { asset: 'USDT', amount: '60' });
    const w = await remitFiat(m, q.body.data.id);
    expect(w.body.data.status).toBe('pending_approval');
    expect(await available(t, m)).toEqual({ available: '940.000000', frozen: '60.000000' });
    const approved = await opsPost(
      t,
      op.token,
      `/api/ops/payouts/${w.body.data.id}/approve`,
      undefined,
      newKey(),
    );
    expect(approved.body.data.status).toBe('completed');
    const fiat = await as(t, m)('GET', '/fiat/balances');
    expect(fiat.body.data.assets[0]).toMatchObject({
      asset: 'USD',
      available: approved.body.data.fiat_amount,
    });
    const audit = await opsGet(t, op.token, '/api/ops/audit?action=payout_settings_changed');
    expect(audit.body.data.items[0].detail).toMatchObject({ from: '500.00', to: '50.00' });
  });

  it('merchant tokens do not reach the queue, operator tokens do not reach merchant payouts', async () => {
    const m = await payingMerchant(t, '100');
    const op = await loggedInOperator(t);
    expect((await as(t, m)('GET', '/ops/payouts')).status).toBe(401);
    expect((await as(t, m)('POST', '/ops/payout-settings', { approval_threshold_usd: '1' })).status).toBe(
      401,
    );
    expect((await opsGet(t, op.token, '/api/payouts/remittances')).status).toBe(401);
  });
});

async function remitFiat(m: Awaited<ReturnType<typeof payingMerchant>>, quoteId: string) {
  const { totpCodeAt } = await import('../../platform/totp');
  const res = await as(t, m)(
    'POST',
    '/payouts/fiat-withdrawals',
    { quote_id: quoteId, payment_password: '135790', totp_code: totpCodeAt(m.secret!, t.clock.now()) },
    idemKey(),
  );
  t.clock.advance(30_000);
  return res;
}
