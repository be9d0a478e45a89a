import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../platform/totp';
import { createTestApp, type TestApp } from '../../testing/harness';
import {
  bearer,
  bindAuthenticator,
  loggedInMerchant,
  login,
  registerMerchant,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../testing/scenarios';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const info = (token: string) => t.call({ method: 'GET', url: '/api/merchant/info', headers: bearer(token) });

describe('login', () => {
  it('returns a token and the merchant, and the token opens /merchant/info', async () => {
    const m = await registerMerchant(t);
    const res = await login(t, m.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      merchant_name: 'Acme Trading Ltd',
      email: m.email,
      totp_enabled: false,
    });
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await info(res.body.data.token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({
      merchant_id: m.merchantId,
      kyb_status: 'not_submitted',
      status: 'normal',
    });
    // only a hash of the token is stored
    const stored = await t.db.query<{ token_hash: Uint8Array }>('SELECT token_hash FROM sessions');
    expect(stored.every((s) => s.token_hash.length === 32)).toBe(true);
  });

  it('answers 401 with one message for a wrong password and an unknown email', async () => {
    const m = await registerMerchant(t);
    const wrong = await login(t, m.email, 'Wrong-Password-1');
    const unknown = await login(t, uniqueEmail('nobody'), 'Wrong-Password-1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('邮箱或密码错误');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('locks an account after 5 failures with 429 and Retry-After, and lifts it after the window', async () => {
    const m = await registerMerchant(t);
    for (let i = 0; i < 5; i++) expect((await login(t, m.email, 'Wrong-Password-1')).status).toBe(401);
    const locked = await login(t, m.email);
    expect(locked.status).toBe(429);
    expect(Number(locked.res.headers['retry-after'])).toBeGreaterThan(800);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await login(t, m.email)).status).toBe(200);
  });

  it('limits failures per IP across accounts', async () => {
    const ip = { remoteAddress: '203.0.113.9' };
    for (let i = 0; i < 30; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/merchant/login',
        payload: { email: uniqueEmail('spray'), password: 'Wrong-Password-1' },
        ...ip,
      });
      expect(res.status).toBe(401);
    }
    const m = await registerMerchant(t);
    const blocked = await t.call({
      method: 'POST',
      url: '/api/merchant/login',
      payload: { email: m.email, password: STRONG_PASSWORD },
      ...ip,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.res.headers['retry-after']).toBeDefined();
    t.clock.advance(15 * 60_000 + 1000);
  });
});

describe('sessions', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    expect((await t.call({ method: 'GET', url: '/api/merchant/info' })).status).toBe(401);
    expect((await info('A'.repeat(43))).status).toBe(401);
    expect(
      (await t.call({ method: 'GET', url: '/api/merchant/info', headers: { authorization: 'Basic x' } }))
        .status,
    ).toBe(401);
  });

  it('ends the session on logout: the token then answers 403', async () => {
    const m = await loggedInMerchant(t);
    const out = await t.call({ method: 'POST', url: '/api/merchant/logout', headers: bearer(m.token) });
    expect(out.status).toBe(200);
    const after = await info(m.token);
    expect(after.status).toBe(403);
    expect(after.body.code).toBe(403);
  });

  it('expires after one day', async () => {
    const m = await loggedInMerchant(t);
    t.clock.advance(24 * 3_600_000 - 60_000);
    expect((await info(m.token)).status).toBe(200);
    t.clock.advance(61_000);
    expect((await info(m.token)).status).toBe(401);
  });

  it('answers 403 once the merchant is disabled', async () => {
    const m = await loggedInMerchant(t);
    await t.db.query(`UPDATE merchants SET status = 'disabled' WHERE id = $1`, [m.merchantId]);
    const res = await info(m.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('账户已被停用');
    expect((await login(t, m.email)).status).toBe(403);
  });
});

describe('authenticator', () => {
  it('setup gives a secret, an otpauth URI and a QR image; enable needs a valid code', async () => {
    const m = await loggedInMerchant(t);
    const setup = await t.call({ method: 'POST', url: '/api/merchant/totp/setup', headers: bearer(m.token) });
    expect(setup.status).toBe(200);
    expect(setup.body.data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.data.otpauth_uri).toContain('otpauth://totp/');
    expect(setup.body.data.qr_data_url).toMatch(/^data:image\/png;base64,/);
    const bad = await t.call({
      method: 'POST',
      url: '/api/merchant/totp/enable',
      headers: bearer(m.token),
      payload: { code: '000000' === totpCodeAt(setup.body.data.secret, t.clock.now()) ? '111111' : '000000' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.field).toBe('code');
    const good = await t.call({
      method: 'POST',
      url: '/api/merchant/totp/enable',
      headers: bearer(m.token),
      payload: { code: totpCodeAt(setup.body.data.secret, t.clock.now()) },
    });
    expect(good.status).toBe(200);
    expect(good.body.data.totp_enabled).toBe(true);
    expect((await info(m.token)).body.data.totp_enabled).toBe(true);
  });

  it('login asks for a code (428 totp_required), accepts it once, rejects a replay and a wrong one', async () => {
    const m = await loggedInMerchant(t);
    const secret = await bindAuthenticator(t, m.token);
    const noCode = await login(t, m.email);
    expect(noCode.status).toBe(428);
    expect(noCode.body.reason).toBe('totp_required');
    const code = totpCodeAt(secret, t.clock.now());
    const ok = await login(t, m.email, STRONG_PASSWORD, code);
    expect(ok.status).toBe(200);
    const replay = await login(t, m.email, STRONG_PASSWORD, code);
    expect(replay.status).toBe(422);
    expect(replay.body.errors?.[0]?.field).toBe('totp_code');
    t.clock.advance(30_000);
    const next = totpCodeAt(secret, t.clock.now());
    const wrong = next === '123456' ? '654321' : '123456';
    expect((await login(t, m.email, STRONG_PASSWORD, wrong)).status).toBe(422);
    expect((await login(t, m.email, STRONG_PASSWORD, next)).status).toBe(200);
  });

  it('accepts a code one step old or one step ahead, not two', async () => {
    const m = await loggedInMerchant(t);
    const secret = await bindAuthenticator(t, m.token);
    t.clock.advance(90_000);
    const now = t.clock.now().getTime();
    expect(
      (await login(t, m.email, STRONG_PASSWORD, totpCodeAt(secret, new Date(now - 60_000)))).status,
    ).toBe(422);
    expect(
      (await login(t, m.email, STRONG_PASSWORD, totpCodeAt(secret, new Date(now - 30_000)))).status,
    ).toBe(200);
    expect(
      (await login(t, m.email, STRONG_PASSWORD, totpCodeAt(secret, new Date(now + 30_000)))).status,
    ).toBe(200);
  });

  it('disable needs the password and a current code', async () => {
    const m = await loggedInMerchant(t);
    const secret = await bindAuthenticator(t, m.token);
    const call = (payload: object) =>
      t.call({ method: 'POST', url: '/api/merchant/totp/disable', headers: bearer(m.token), payload });
    const code = totpCodeAt(secret, t.clock.now());
    const wrongPassword = await call({ password: 'Wrong-Password-1', code });
    expect(wrongPassword.body.errors).toEqual([{ field: 'password', message: '密码错误' }]);
    const ok = await call({ password: STRONG_PASSWORD, code });
    expect(ok.status).toBe(200);
    expect(ok.body.data.totp_enabled).toBe(false);
    expect((await login(t, m.email)).status).toBe(200);
  });

  it('refuses a second setup while bound, and enable before setup', async () => {
    const m = await loggedInMerchant(t);
    const early = await t.call({
      method: 'POST',
      url: '/api/merchant/totp/enable',
      headers: bearer(m.token),
      payload: { code: '123456' },
    });
    expect(early.status).toBe(409);
    await bindAuthenticator(t, m.token);
    expect(
      (await t.call({ method: 'POST', url: '/api/merchant/totp/setup', headers: bearer(m.token) })).status,
    ).toBe(409);
  });
});
