import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFieldError } from '../../testing/expectations';
import { createTestApp, type TestApp } from '../../testing/harness';
import { mailedCode, registration, sendCode, uniqueEmail } from '../../testing/scenarios';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>, lang = 'zh-CN') =>
  t.call({ method: 'POST', url: '/api/merchant/register', payload, headers: { 'accept-language': lang } });

const merchantCount = async () =>
  Number((await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM merchants'))[0]!.n);

describe('send-code', () => {
  it('mails a 6-digit code valid for 10 minutes', async () => {
    const email = uniqueEmail();
    const res = await sendCode(t, email);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ resend_after_seconds: 60, expires_in_seconds: 600 });
    expect(await mailedCode(t, email)).toMatch(/^\d{6}$/);
  });

  it('refuses a second code within 60 s with 429 and Retry-After, allows it after', async () => {
    const email = uniqueEmail();
    await sendCode(t, email);
    t.clock.advance(20_000);
    const again = await sendCode(t, email.toUpperCase());
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(429);
    expect(again.res.headers['retry-after']).toBe('40');
    t.clock.advance(40_000);
    expect((await sendCode(t, email)).status).toBe(200);
  });

  it('rejects a bad address or purpose with field errors', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/merchant/send-code',
      payload: { email: 'not-an-email', purpose: 'lottery' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.map((e) => e.field).sort()).toEqual(['email', 'purpose']);
  });
});

describe('register', () => {
  it('creates the merchant with the mailed code, once', async () => {
    const email = uniqueEmail();
    await sendCode(t, email);
    const code = await mailedCode(t, email);
    const res = await register(registration(email, code));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ merchant_name: 'Acme Trading Ltd', email });
    // the one who registers is the merchant's owner, with the password as an argon2id hash
    const user = (
      await t.db.query<{ password_hash: string; merchant_id: string; status: string; key: string }>(
        `SELECT u.password_hash, u.merchant_id, u.status, r.key FROM merchant_users u
         JOIN team_roles r ON r.id = u.role_id WHERE u.email = $1`,
        [email],
      )
    )[0];
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(user).toMatchObject({ merchant_id: res.body.data.merchant_id, status: 'active', key: 'owner' });
    // the code is spent
    const again = await register(registration(email.replace('@', '+2@'), code));
    expect(again.status).toBe(422);
  });

  it("keeps the merchant's time zone as given (canonical spelling), Asia/Shanghai when none is; an unknown one is refused on its field", async () => {
    const zoneOf = async (merchantId: string) =>
      (
        await t.db.query<{ timezone: string }>('SELECT timezone FROM merchants WHERE id = $1', [merchantId])
      )[0]?.timezone;
    const made = async (timezone?: string) => {
      const email = uniqueEmail();
      await sendCode(t, email);
      const extra = timezone === undefined ? {} : { timezone };
      return register(registration(email, await mailedCode(t, email), extra), 'en');
    };
    const london = await made('europe/london');
    expect(london.status, london.res.body).toBe(200);
    expect(await zoneOf(london.body.data.merchant_id)).toBe('Europe/London');
    const none = await made();
    expect(await zoneOf(none.body.data.merchant_id)).toBe('Asia/Shanghai');
    const before = await merchantCount();
    for (const timezone of ['Mars/Olympus', 'UTC; DROP TABLE merchants', '', 42]) {
      const email = uniqueEmail();
      await sendCode(t, email);
      const res = await register(registration(email, await mailedCode(t, email), { timezone }), 'en');
      expect(res.status, String(timezone)).toBe(422);
      expect(res.body.errors, String(timezone)).toEqual([
        {
          field: 'timezone',
          message:
            typeof timezone === 'string' ? 'Choose a valid time zone' : 'This value has the wrong type',
        },
      ]);
    }
    expect(await merchantCount()).toBe(before);
  });

  it('treats the email as taken ignoring case', async () => {
    const email = uniqueEmail();
    await sendCode(t, email);
    expect((await register(registration(email, await mailedCode(t, email)))).status).toBe(200);
    const upper = email.toUpperCase();
    t.clock.advance(61_000);
    await sendCode(t, upper);
    const res = await register(registration(upper, await mailedCode(t, upper)));
    expectFieldError(res, 'email', '该邮箱已注册');
  });

  it('says the two passwords differ, in cn and en', async () => {
    const body = registration(uniqueEmail(), '123456', { password_confirmation: 'Another-Pass-99' });
    const cn = await register(body);
    expect(cn.status).toBe(422);
    expect(cn.body.errors).toContainEqual({
      field: 'password_confirmation',
      message: '两次输入的密码不一致',
    });
    const en = await register(body, 'en-US,en;q=0.9');
    expect(en.body.errors).toContainEqual({
      field: 'password_confirmation',
      message: 'The two passwords do not match',
    });
  });

  it('refuses short, long and common passwords', async () => {
    for (const password of ['short1', 'x'.repeat(129), 'password123', 'Qwertyuiop', '11111111', 'abcdefgh']) {
      const email = uniqueEmail();
      const res = await register(
        registration(email, '123456', { password, password_confirmation: password }),
        'en',
      );
      expect(res.status, password).toBe(422);
      expect(res.body.errors?.[0]?.field).toBe('password');
    }
  });

  it('validates merchant_type and every required field', async () => {
    const res = await register({}, 'en');
    expect(res.status).toBe(422);
    const fields = res.body.errors?.map((e) => e.field).sort();
    expect(fields).toEqual([
      'code',
      'email',
      'merchant_name',
      'merchant_type',
      'password',
      'password_confirmation',
    ]);
    const typed = await register(
      registration(uniqueEmail(), '123456', { merchant_type: 'government' }),
      'en',
    );
    expect(typed.body.errors).toContainEqual({
      field: 'merchant_type',
      message: 'Choose enterprise or individual',
    });
  });

  it('counts wrong codes and kills the code on the fifth', async () => {
    const email = uniqueEmail();
    await sendCode(t, email);
    const code = await mailedCode(t, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await register(registration(email, wrong));
      expect(res.body.errors).toEqual([{ field: 'code', message: '验证码错误' }]);
    }
    const fifth = await register(registration(email, wrong));
    expect(fifth.body.errors).toEqual([{ field: 'code', message: '验证码已失效，请重新获取' }]);
    const right = await register(registration(email, code));
    expect(right.status).toBe(422);
    expect(right.body.errors?.[0]?.field).toBe('code');
  });

  it('refuses a code older than 10 minutes', async () => {
    const email = uniqueEmail();
    await sendCode(t, email);
    const code = await mailedCode(t, email);
    t.clock.advance(600_001);
    const res = await register(registration(email, code));
    expectFieldError(res, 'code', '验证码已失效，请重新获取');
  });

  it('changes nothing when refused', async () => {
    const before = await merchantCount();
    await register(registration(uniqueEmail(), '999999'));
    await register({ merchant_name: 'x' });
    expect(await merchantCount()).toBe(before);
  });
});
