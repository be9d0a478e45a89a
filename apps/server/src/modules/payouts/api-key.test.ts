import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKey, withKey } from '../../testing/api-keys';
import { appPerTest } from '../../testing/app-hooks';
import { expectFieldError } from '../../testing/expectations';
import {
  available,
  idemKey,
  PAYMENT_PASSWORD,
  payingMerchant,
  remittanceBody,
  TRON_ADDRESS,
} from '../../testing/payouts';
import { as, eventKinds, nextTotp } from '../../testing/settings';

const t = appPerTest({ PAYOUT_APPROVAL_THRESHOLD_USD: '500' });

const remittance = (extra: Record<string, unknown> = {}) => remittanceBody('10', extra);

describe('payouts with an API key of the payouts scope', () => {
  it('a remittance needs neither the payment password nor the code: the key is the credential', async () => {
    const m = await payingMerchant(t, '1000');
    const key = await createKey(t, m, { scopes: ['payouts', 'read'] });
    const call = withKey(t, key.token);
    const preview = await call(
      'GET',
      `/payouts/remittances/preview?asset=USDT&network=TRC20&amount=10&address=${TRON_ADDRESS}`,
    );
    expect(preview.status, preview.res.body).toBe(200);
    expect(preview.body.data).toMatchObject({ totp_required: false, approval_required: false });

    const res = await call('POST', '/payouts/remittances', remittance(), idemKey());
    expect(res.status, res.res.body).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'remittance', status: 'processing', total: '11.000000' });
    expect(await available(t, m)).toEqual({ available: '989.000000', frozen: '11.000000' });
    // no wrong try was counted, nothing was asked of the payment password
    expect(await eventKinds(t, m)).not.toContain('payment_password_failed');
    expect((await call('GET', `/payouts/${res.body.data.id}`)).body.data.status).toBe('processing');
  });

  it('the operator approval threshold still applies', async () => {
    const m = await payingMerchant(t, '2000');
    const key = await createKey(t, m, { scopes: ['payouts'] });
    const big = await withKey(t, key.token)(
      'POST',
      '/payouts/remittances',
      remittance({ amount: '500' }),
      idemKey(),
    );
    expect(big.status, big.res.body).toBe(200);
    expect(big.body.data).toMatchObject({ status: 'pending_approval', approval: { decision: null } });
    expect(await available(t, m)).toEqual({ available: '1499.000000', frozen: '501.000000' });
  });

  it('verified KYB is still required (428 kyb_required)', async () => {
    const m = await payingMerchant(t, '100');
    const key = await createKey(t, m, { scopes: ['payouts'] });
    await t.db.query(`UPDATE merchants SET kyb_status = 'pending' WHERE id = $1`, [m.merchantId]);
    const res = await withKey(t, key.token)('POST', '/payouts/remittances', remittance(), idemKey());
    expect(res.status).toBe(428);
    expect(res.body.reason).toBe('kyb_required');
    expect(await available(t, m)).toEqual({ available: '100.000000', frozen: '0.000000' });
  });

  it('a withdrawal to fiat: quote and confirm with the key alone', async () => {
    const m = await payingMerchant(t, '1000');
    const call = withKey(t, (await createKey(t, m, { scopes: ['payouts'] })).token);
    const quote = await call('POST', '/payouts/fiat-quotes', { asset: 'USDT', amount: '100' });
    expect(quote.status, quote.res.body).toBe(200);
    expect(quote.body.data.totp_required).toBe(false);
    const res = await call('POST', '/payouts/fiat-withdrawals', { quote_id: quote.body.data.id }, idemKey());
    expect(res.status, res.res.body).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'fiat_withdrawal', status: 'completed' });
  });

  it('a read or orders key may not pay out (403 naming the scope)', async () => {
    const m = await payingMerchant(t, '100');
    for (const scopes of [['read'], ['orders']]) {
      const key = await createKey(t, m, { scopes });
      const res = await withKey(t, key.token)(
        'POST',
        '/payouts/remittances',
        remittance({ payment_password: PAYMENT_PASSWORD }),
        idemKey(),
      );
      expect(res.status, scopes.join()).toBe(403);
      expect(res.body.message).toBe('This API key lacks the "payouts" scope this endpoint needs');
      const quote = await withKey(t, key.token)('POST', '/payouts/fiat-quotes', {
        asset: 'USDT',
        amount: '1',
      });
      expect(quote.status).toBe(403);
    }
    expect(await available(t, m)).toEqual({ available: '100.000000', frozen: '0.000000' });
  });

  it('a session still needs its payment password (422 without it) and its code (428 without it)', async () => {
    const m = await payingMerchant(t, '100');
    const noPassword = await as(t, m)(
      'POST',
      '/payouts/remittances',
      remittance({ totp_code: nextTotp(t, m) }),
      idemKey(),
    );
    expectFieldError(noPassword, 'payment_password', 'This field is required');
    const noCode = await as(t, m)(
      'POST',
      '/payouts/remittances',
      remittance({ payment_password: PAYMENT_PASSWORD }),
      idemKey(),
    );
    expect(noCode.status).toBe(428);
    expect(noCode.body.reason).toBe('totp_required');
    const withdrawal = await as(t, m)(
      'POST',
      '/payouts/fiat-withdrawals',
      { quote_id: randomUUID() },
      idemKey(),
    );
    expect(withdrawal.status).toBe(422);
    expect(await available(t, m)).toEqual({ available: '100.000000', frozen: '0.000000' });
  });
});

describe('a key remembered between calls: the write of each remittance confirms it', () => {
  // Each change is made in the database, as another server instance would make it: this instance
  // still remembers the key as it was when the first remittance passed.
  const changes: [string, string, number][] = [
    ['revoked', 'UPDATE api_keys SET revoked_at = now() WHERE id = $1', 401],
    ['rotated', `UPDATE api_keys SET secret_hash = sha256('another secret'::bytea) WHERE id = $1`, 401],
    [
      'given an allow-list without the caller',
      `UPDATE api_keys SET ip_allow = '{10.9.9.9}' WHERE id = $1`,
      403,
    ],
    [
      'of a merchant since disabled',
      `UPDATE merchants SET status = 'disabled' WHERE id = (SELECT merchant_id FROM api_keys WHERE id = $1)`,
      403,
    ],
    [
      'of a merchant whose KYB is no longer verified',
      `UPDATE merchants SET kyb_status = 'pending' WHERE id = (SELECT merchant_id FROM api_keys WHERE id = $1)`,
      428,
    ],
  ];
  for (const [what, change, status] of changes) {
    it(`a key ${what} is refused (${status}) and nothing is written`, async () => {
      const m = await payingMerchant(t, '100');
      const key = await createKey(t, m, { scopes: ['payouts'] });
      const call = withKey(t, key.token);
      const first = await call('POST', '/payouts/remittances', remittance(), idemKey());
      expect(first.status, first.res.body).toBe(200);
      await t.db.query(change, [key.id]);
      const second = await call('POST', '/payouts/remittances', remittance(), idemKey());
      expect(second.status, second.res.body).toBe(status);
      await t.db.query(`UPDATE merchants SET status = 'normal', kyb_status = 'verified' WHERE id = $1`, [
        m.merchantId,
      ]);
      expect(await available(t, m)).toEqual({ available: '89.000000', frozen: '11.000000' });
      const [n] = await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM payouts WHERE merchant_id = $1',
        [m.merchantId],
      );
      expect(n!.n).toBe(1);
    });
  }
});
