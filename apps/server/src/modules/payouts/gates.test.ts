import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../testing/app-hooks';
import { createTestApp } from '../../testing/harness';
import {
  available,
  fund,
  idemKey,
  PAYMENT_PASSWORD,
  payingMerchant,
  remit,
  remittanceBody,
  TRON_ADDRESS,
} from '../../testing/payouts';
import { loggedInMerchant } from '../../testing/scenarios';
import { as, nextTotp, withAuthenticator } from '../../testing/settings';

const t = appPerTest();

const body = (extra: Record<string, unknown> = {}) =>
  remittanceBody('10', { payment_password: PAYMENT_PASSWORD, totp_code: '000000', ...extra });

describe('the security steps of a payout', () => {
  it('needs verified KYB, then an authenticator, then a payment password (428 with the reason)', async () => {
    const m = await loggedInMerchant(t);
    const res = await as(t, m)('POST', '/payouts/remittances', body(), idemKey());
    expect(res.status).toBe(428);
    expect(res.body.reason).toBe('kyb_required');

    await t.db.query(`UPDATE merchants SET kyb_status = 'verified' WHERE id = $1`, [m.merchantId]);
    const noTotp = await as(t, m)('POST', '/payouts/remittances', body(), idemKey());
    expect(noTotp.status).toBe(428);
    expect(noTotp.body.reason).toBe('authenticator_required');

    const withTotp = await withAuthenticator(t, { ...m, password: m.password ?? '' });
    await fund(t, withTotp, '50');
    const noPassword = await as(t, withTotp)(
      'POST',
      '/payouts/remittances',
      body({ totp_code: nextTotp(t, withTotp) }),
      idemKey(),
    );
    expect(noPassword.status).toBe(428);
    expect(noPassword.body.reason).toBe('payment_password_required');
    expect(await available(t, withTotp)).toEqual({ available: '50.000000', frozen: '0.000000' });
  });

  it('needs the authenticator code at or above the threshold: 428 without it, 422 when wrong', async () => {
    const m = await payingMerchant(t, '100');
    const missing = await as(t, m)('POST', '/payouts/remittances', body({ totp_code: undefined }), idemKey());
    expect(missing.status).toBe(428);
    expect(missing.body.reason).toBe('totp_required');
    const wrong = await as(t, m)('POST', '/payouts/remittances', body({ totp_code: '000000' }), idemKey());
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.[0]?.field).toBe('totp_code');
    // a code works once
    const code = nextTotp(t, m);
    t.clock.advance(-30_000);
    const first = await as(t, m)('POST', '/payouts/remittances', body({ totp_code: code }), idemKey());
    expect(first.status).toBe(200);
    const reused = await as(t, m)('POST', '/payouts/remittances', body({ totp_code: code }), idemKey());
    expect(reused.status).toBe(422);
    expect(await available(t, m)).toEqual({ available: '89.000000', frozen: '11.000000' });
  });

  it('counts wrong payment passwords and locks after five (429 with Retry-After)', async () => {
    const m = await payingMerchant(t, '100');
    for (let i = 4; i >= 1; i--) {
      const res = await remit(t, m, { amount: '1', payment_password: '000000' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { field: 'payment_password', message: `The payment password is wrong; tries left: ${i}` },
      ]);
    }
    const fifth = await remit(t, m, { amount: '1', payment_password: '000000' });
    expect(fifth.status).toBe(429);
    const locked = await remit(t, m, { amount: '1' });
    expect(locked.status).toBe(429);
    expect(Number(locked.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await available(t, m)).toEqual({ available: '100.000000', frozen: '0.000000' });
  });

  it('asks no code below a threshold set higher', async () => {
    const high = await createTestApp({ PAYOUT_TOTP_THRESHOLD_USD: '1000' });
    try {
      const m = await payingMerchant(high, '100');
      const preview = await as(high, m)(
        'GET',
        `/payouts/remittances/preview?asset=USDT&network=TRC20&amount=10&address=${TRON_ADDRESS}`,
      );
      expect(preview.body.data.totp_required).toBe(false);
      const res = await as(high, m)(
        'POST',
        '/payouts/remittances',
        body({ totp_code: undefined }),
        idemKey(),
      );
      expect(res.status, res.res.body).toBe(200);
      await high.checkLedger();
    } finally {
      await high.close();
    }
  });
});
