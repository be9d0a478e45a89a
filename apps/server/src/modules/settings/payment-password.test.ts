import type { Permission } from '@mc/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors';
import { verifyPassword } from '../../platform/passwords';
import { appPerFile } from '../../testing/app-hooks';
import { expectFieldError } from '../../testing/expectations';
import { loggedInMerchant, mailedCode } from '../../testing/scenarios';
import { as, eventKinds, nextTotp, withAuthenticator, withPaymentPassword } from '../../testing/settings';
import { requireAuthenticator, requirePaymentPasswordSet, requireVerifiedKyb } from './gates';
import { verifyPaymentPassword } from './payment-password';

const t = appPerFile();

const ctx = { ip: '198.51.100.7', userAgent: 'test' };
const stored = async (merchantId: string) =>
  (
    await t.db.query<{ password_hash: string; failed_attempts: number }>(
      'SELECT password_hash, failed_attempts FROM payment_passwords WHERE merchant_id = $1',
      [merchantId],
    )
  )[0];

describe('gates', () => {
  it('answer 428 with the reason the console guides on', async () => {
    const m = await loggedInMerchant(t);
    const need = async (p: Promise<unknown> | (() => void)) => {
      try {
        await (typeof p === 'function' ? p() : p);
      } catch (err) {
        return err instanceof AppError ? [err.status, err.reason, err.key] : err;
      }
      return 'passed';
    };
    expect(await need(requireAuthenticator(t.db, m.userId))).toEqual([
      428,
      'authenticator_required',
      'gate_authenticator_required',
    ]);
    expect(await need(requirePaymentPasswordSet(t.db, m.userId))).toEqual([
      428,
      'payment_password_required',
      'gate_payment_password_required',
    ]);
    const principal = {
      merchantId: m.merchantId,
      userId: m.userId,
      roleId: 'x',
      permissions: new Set<Permission>(),
      sessionId: 'x',
      kybStatus: 'pending' as const,
    };
    expect(await need(() => requireVerifiedKyb(principal))).toEqual([
      428,
      'kyb_required',
      'gate_kyb_required',
    ]);
    expect(await need(() => requireVerifiedKyb({ ...principal, kybStatus: 'verified' }))).toBe('passed');
  });
});

describe('setting the payment password', () => {
  it('needs a bound authenticator first: 428 authenticator_required, nothing stored', async () => {
    const m = await loggedInMerchant(t);
    const res = await as(t, m)('POST', '/merchant/payment-password', {
      password: '135790',
      password_confirmation: '135790',
      totp_code: '123456',
    });
    expect(res.status).toBe(428);
    expect(res.body).toMatchObject({ code: 428, reason: 'authenticator_required' });
    expect(res.body.message).toBe('Bind your authenticator first');
    expect(await stored(m.merchantId)).toBeUndefined();
  });

  it('is exactly six digits, confirmed, with a current authenticator code', async () => {
    const m = await withAuthenticator(t);
    const call = as(t, m);
    const mismatch = await call('POST', '/merchant/payment-password', {
      password: '135790',
      password_confirmation: '135791',
      totp_code: '123456',
    });
    expectFieldError(mismatch, 'password_confirmation', 'The two passwords do not match');
    const cn = await call(
      'POST',
      '/merchant/payment-password',
      { password: '135790', password_confirmation: '000000', totp_code: '123456' },
      { 'accept-language': 'zh-CN' },
    );
    expect(cn.body.errors).toEqual([{ field: 'password_confirmation', message: '两次输入的密码不一致' }]);
    for (const password of ['12345', '1234567', 'abcdef', '12 456', '１２３４５６', 123456]) {
      const res = await call('POST', '/merchant/payment-password', {
        password,
        password_confirmation: password,
        totp_code: '123456',
      });
      expect(res.status, String(password)).toBe(422);
      expect(res.body.errors?.[0]?.field).toBe('password');
    }
    const unknown = await call('POST', '/merchant/payment-password', {
      password: '135790',
      password_confirmation: '135790',
      totp_code: '123456',
      admin: true,
    });
    expect(unknown.body.errors).toEqual([{ field: 'admin', message: 'Unknown field' }]);
    const wrongCode = await call('POST', '/merchant/payment-password', {
      password: '135790',
      password_confirmation: '135790',
      totp_code: '000000',
    });
    expectFieldError(wrongCode, 'totp_code', 'The authenticator code is wrong or was already used');
    expect(await stored(m.merchantId)).toBeUndefined();

    const ok = await call('POST', '/merchant/payment-password', {
      password: '135790',
      password_confirmation: '135790',
      totp_code: nextTotp(t, m),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ payment_password_set: true, payment_password_locked_until: null });
    const row = await stored(m.merchantId);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.password_hash, '135790')).toBe(true);
    expect((await eventKinds(t, m))[0]).toBe('payment_password_set');

    const again = await call('POST', '/merchant/payment-password', {
      password: '246802',
      password_confirmation: '246802',
      totp_code: nextTotp(t, m),
    });
    expect(again.status).toBe(409);
  });
});

describe('changing and locking', () => {
  it('needs a payment password to change: 428 payment_password_required', async () => {
    const m = await withAuthenticator(t);
    const res = await as(t, m)('POST', '/merchant/payment-password/change', {
      current_password: '135790',
      password: '246802',
      password_confirmation: '246802',
    });
    expect(res.status).toBe(428);
    expect(res.body.reason).toBe('payment_password_required');
  });

  it('changes with the current one; the new one works, the old one not', async () => {
    const m = await withPaymentPassword(t);
    const call = as(t, m);
    const same = await call('POST', '/merchant/payment-password/change', {
      current_password: '135790',
      password: '135790',
      password_confirmation: '135790',
    });
    expect(same.body.errors?.[0]?.field).toBe('password');
    const ok = await call('POST', '/merchant/payment-password/change', {
      current_password: '135790',
      password: '246802',
      password_confirmation: '246802',
    });
    expect(ok.status).toBe(200);
    await expect(verifyPaymentPassword(t, m, '246802', ctx)).resolves.toBeUndefined();
    await expect(verifyPaymentPassword(t, m, '135790', ctx)).rejects.toMatchObject({
      status: 422,
    });
    expect(await eventKinds(t, m)).toContain('payment_password_changed');
  });

  it('locks for 15 minutes after 5 wrong tries: 429 with Retry-After, even for the right one', async () => {
    const m = await withPaymentPassword(t);
    const call = as(t, m);
    const change = (current: string) =>
      call('POST', '/merchant/payment-password/change', {
        current_password: current,
        password: '246802',
        password_confirmation: '246802',
      });
    for (let i = 1; i <= 4; i++) {
      const res = await change('000000');
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([
        { field: 'current_password', message: `The payment password is wrong; tries left: ${5 - i}` },
      ]);
    }
    const fifth = await change('000000');
    expect(fifth.status).toBe(429);
    expect(fifth.res.headers['retry-after']).toBe('900');
    expect(fifth.body.message).toContain('locked, try again in 15 min');
    const right = await change('135790');
    expect(right.status).toBe(429);
    await expect(verifyPaymentPassword(t, m, '135790', ctx)).rejects.toMatchObject({
      status: 429,
    });
    const status = await call('GET', '/merchant/security');
    expect(status.body.data.payment_password_locked_until).not.toBeNull();
    expect((await eventKinds(t, m)).filter((k) => k === 'payment_password_failed')).toHaveLength(4);
    expect(await eventKinds(t, m)).toContain('payment_password_locked');

    t.clock.advance(15 * 60_000 + 1000);
    expect((await change('135790')).status).toBe(200);
  });

  it('counts every one of five parallel wrong tries exactly once', async () => {
    const m = await withPaymentPassword(t);
    const tries = await Promise.allSettled(
      Array.from({ length: 5 }, () => verifyPaymentPassword(t, m, '000000', ctx)),
    );
    const statuses = tries.map((r) => (r.status === 'rejected' ? (r.reason as AppError).status : 200));
    expect(statuses.sort()).toEqual([422, 422, 422, 422, 429]);
    await expect(verifyPaymentPassword(t, m, '135790', ctx)).rejects.toMatchObject({
      status: 429,
    });
    t.clock.advance(15 * 60_000 + 1000);
  });

  it('a right password clears earlier wrong tries', async () => {
    const m = await withPaymentPassword(t);
    for (let i = 0; i < 3; i++) {
      await expect(verifyPaymentPassword(t, m, '000000', ctx)).rejects.toBeInstanceOf(AppError);
    }
    await verifyPaymentPassword(t, m, '135790', ctx);
    expect((await stored(m.merchantId))?.failed_attempts).toBe(0);
  });
});

describe('resetting', () => {
  it('needs an emailed code and an authenticator code, and ends a lock', async () => {
    const m = await withPaymentPassword(t);
    const call = as(t, m);
    for (let i = 0; i < 5; i++) await verifyPaymentPassword(t, m, '000000', ctx).catch(() => {});
    const sent = await t.call({
      method: 'POST',
      url: '/api/merchant/send-code',
      payload: { email: m.email, purpose: 'reset_payment_password' },
    });
    expect(sent.status).toBe(200);
    const code = await mailedCode(t, m.email);
    const body = { code, totp_code: '', password: '975310', password_confirmation: '975310' };

    const missing = await call('POST', '/merchant/payment-password/reset', { password: '975310' });
    expect(missing.body.errors?.map((e) => e.field)).toEqual(['code', 'totp_code', 'password_confirmation']);
    const wrongTotp = await call('POST', '/merchant/payment-password/reset', {
      ...body,
      totp_code: '000000',
    });
    expect(wrongTotp.body.errors).toEqual([
      { field: 'totp_code', message: 'The authenticator code is wrong or was already used' },
    ]);
    const wrongEmail = await call('POST', '/merchant/payment-password/reset', {
      ...body,
      code: code === '000000' ? '111111' : '000000',
      totp_code: nextTotp(t, m),
    });
    expect(wrongEmail.body.errors).toEqual([{ field: 'code', message: 'The verification code is wrong' }]);
    await expect(verifyPaymentPassword(t, m, '135790', ctx)).rejects.toMatchObject({
      status: 429,
    });

    const ok = await call('POST', '/merchant/payment-password/reset', { ...body, totp_code: nextTotp(t, m) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.payment_password_locked_until).toBeNull();
    await verifyPaymentPassword(t, m, '975310', ctx);
    expect(await eventKinds(t, m)).toContain('payment_password_reset');

    const reused = await call('POST', '/merchant/payment-password/reset', {
      ...body,
      totp_code: nextTotp(t, m),
    });
    expect(reused.body.errors).toEqual([
      { field: 'code', message: 'The verification code has expired, request a new one' },
    ]);
  });

  it('without a payment password there is nothing to reset: 428', async () => {
    const m = await withAuthenticator(t);
    const res = await as(t, m)('POST', '/merchant/payment-password/reset', {
      code: '123456',
      totp_code: '123456',
      password: '975310',
      password_confirmation: '975310',
    });
    expect(res.status).toBe(428);
    expect(res.body.reason).toBe('payment_password_required');
  });
});
