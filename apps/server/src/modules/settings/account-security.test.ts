import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../testing/app-hooks';
import { expectFieldError } from '../../testing/expectations';
import { bearer, loggedInMerchant, login, STRONG_PASSWORD } from '../../testing/scenarios';
import { type Actor, as, eventKinds, nextTotp, withAuthenticator } from '../../testing/settings';

const t = appPerFile();

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

/** Another session of the same merchant, from another device. */
async function secondSession(m: Actor, userAgent = SAFARI_IPHONE, totp_code?: string) {
  const res = await t.call({
    method: 'POST',
    url: '/api/merchant/login',
    headers: { 'user-agent': userAgent },
    remoteAddress: '203.0.113.50',
    payload: { email: m.email, password: m.password, ...(totp_code ? { totp_code } : {}) },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.res.body}`);
  return res.body.data.token as string;
}
const info = (token: string) => t.call({ method: 'GET', url: '/api/merchant/info', headers: bearer(token) });

describe('changing the login password', () => {
  it('refuses a wrong current password, a weak or unchanged new one, a mismatch; changes nothing', async () => {
    const m = await loggedInMerchant(t);
    const call = as(t, m);
    const change = (body: Record<string, unknown>) => call('POST', '/merchant/password', body);
    const other = await secondSession(m);
    expect(
      (
        await change({
          current_password: 'Wrong-Pass-1',
          password: 'New-Horse-77',
          password_confirmation: 'New-Horse-77',
        })
      ).body.errors,
    ).toEqual([{ field: 'current_password', message: 'The password is wrong' }]);
    expect(
      (await change({ current_password: STRONG_PASSWORD, password: 'short', password_confirmation: 'short' }))
        .body.errors,
    ).toEqual([{ field: 'password', message: 'The password must be 8-128 characters long' }]);
    expect(
      (
        await change({
          current_password: STRONG_PASSWORD,
          password: 'password123',
          password_confirmation: 'password123',
        })
      ).body.errors,
    ).toEqual([{ field: 'password', message: 'This password is too common, choose a safer one' }]);
    expect(
      (
        await change({
          current_password: STRONG_PASSWORD,
          password: STRONG_PASSWORD,
          password_confirmation: STRONG_PASSWORD,
        })
      ).body.errors,
    ).toEqual([{ field: 'password', message: 'The new password must differ from the current one' }]);
    expect(
      (
        await change({
          current_password: STRONG_PASSWORD,
          password: 'New-Horse-77',
          password_confirmation: 'New-Horse-78',
        })
      ).body.errors,
    ).toEqual([{ field: 'password_confirmation', message: 'The two passwords do not match' }]);
    expect((await info(other)).status).toBe(200);
    expect((await login(t, m.email)).status).toBe(200);
  });

  it('ends every other session (their next call answers 403), keeps this one, logs it', async () => {
    const m = await loggedInMerchant(t);
    const other1 = await secondSession(m);
    const other2 = await secondSession(m, CHROME_MAC);
    const res = await as(t, m)('POST', '/merchant/password', {
      current_password: STRONG_PASSWORD,
      password: 'New-Horse-77',
      password_confirmation: 'New-Horse-77',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sessions_ended: 2 });
    for (const token of [other1, other2]) {
      const after = await info(token);
      expect(after.status).toBe(403);
      expect(after.body.message).toBe('登录已失效，请重新登录');
    }
    expect((await info(m.token)).status).toBe(200);
    expect((await login(t, m.email)).status).toBe(401);
    expect((await login(t, m.email, 'New-Horse-77')).status).toBe(200);
    const events = await as(t, m)('GET', '/merchant/security-events');
    expect(events.body.data.items.map((e: { kind: string }) => e.kind).slice(0, 3)).toEqual([
      'login',
      'login_failed',
      'password_changed',
    ]);
    expect(events.body.data.items[2]).toMatchObject({
      kind: 'password_changed',
      detail: { sessions_ended: 2 },
    });
  });

  it('counts wrong current passwords like failed logins: the sixth try answers 429', async () => {
    const m = await loggedInMerchant(t);
    const call = as(t, m);
    const wrong = {
      current_password: 'Wrong-Pass-1',
      password: 'New-Horse-77',
      password_confirmation: 'New-Horse-77',
    };
    for (let i = 0; i < 5; i++) expect((await call('POST', '/merchant/password', wrong)).status).toBe(422);
    const blocked = await call('POST', '/merchant/password', { ...wrong, current_password: STRONG_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.res.headers['retry-after']).toBeDefined();
    t.clock.advance(15 * 60_000 + 1000);
  });
});

describe('recovery codes', () => {
  it('binding answers ten codes; each logs in once instead of a TOTP code', async () => {
    const m = await withAuthenticator(t);
    const codes = m.recoveryCodes!;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    const stored = await t.db.query<{ code_hash: Uint8Array }>(
      'SELECT code_hash FROM recovery_codes WHERE merchant_id = $1',
      [m.merchantId],
    );
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]!.replace('-', ''));

    const needs = await login(t, m.email);
    expect(needs.status).toBe(428);
    const loginWith = (recovery_code: string) =>
      t.call({
        method: 'POST',
        url: '/api/merchant/login',
        headers: { 'accept-language': 'en' },
        payload: { email: m.email, password: m.password, recovery_code },
      });
    const ok = await loginWith(codes[0]!.toUpperCase().replace('-', ' '));
    expect(ok.status).toBe(200);
    const again = await loginWith(codes[0]!);
    expectFieldError(again, 'recovery_code', 'The recovery code is wrong or was already used');
    const malformed = await loginWith('not-a-code!');
    expect(malformed.body.errors?.[0]?.field).toBe('recovery_code');

    const status = await as(t, m)('GET', '/merchant/security');
    expect(status.body.data).toMatchObject({ totp_enabled: true, recovery_codes_remaining: 9 });
    expect(await eventKinds(t, m)).toContain('recovery_code_used');
  });

  it('two parallel logins with the same code: exactly one gets in', async () => {
    const m = await withAuthenticator(t);
    const body = { email: m.email, password: m.password, recovery_code: m.recoveryCodes![1] };
    const results = await Promise.all(
      [0, 1].map(() => t.call({ method: 'POST', url: '/api/merchant/login', payload: body })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  it('regenerating needs a current TOTP code; the old codes stop working', async () => {
    const m = await withAuthenticator(t);
    const call = as(t, m);
    expect((await call('POST', '/merchant/totp/recovery-codes', { code: '000000' })).body.errors).toEqual([
      { field: 'code', message: 'The authenticator code is wrong or was already used' },
    ]);
    const res = await call('POST', '/merchant/totp/recovery-codes', { code: nextTotp(t, m) });
    expect(res.status).toBe(200);
    const fresh: string[] = res.body.data.codes;
    expect(fresh).toHaveLength(10);
    const old = await t.call({
      method: 'POST',
      url: '/api/merchant/login',
      payload: { email: m.email, password: m.password, recovery_code: m.recoveryCodes![0] },
    });
    expect(old.status).toBe(422);
    const unbind = await call('POST', '/merchant/totp/disable', {
      password: m.password,
      recovery_code: fresh[3],
    });
    expect(unbind.status).toBe(200);
    expect(unbind.body.data.totp_enabled).toBe(false);
    expect((await call('GET', '/merchant/security')).body.data.recovery_codes_remaining).toBe(0);
    const none = await call('POST', '/merchant/totp/recovery-codes', { code: '123456' });
    expect(none.status).toBe(428);
    expect(none.body.reason).toBe('authenticator_required');
    expect((await eventKinds(t, m)).slice(0, 4)).toEqual([
      'totp_disabled',
      'recovery_code_used',
      'login_failed',
      'recovery_codes_regenerated',
    ]);
  });

  it('unbinding needs a code or a recovery code', async () => {
    const m = await withAuthenticator(t);
    const res = await as(t, m)('POST', '/merchant/totp/disable', { password: m.password });
    expect(res.body.errors).toEqual([{ field: 'code', message: 'This field is required' }]);
    const wrong = await as(t, m)('POST', '/merchant/totp/disable', {
      password: m.password,
      recovery_code: 'aaaaa-bbbbb',
    });
    expect(wrong.body.errors).toEqual([
      { field: 'recovery_code', message: 'The recovery code is wrong or was already used' },
    ]);
  });
});

describe('active sessions', () => {
  it('lists device, IP, times and marks this one; ends one, then all others', async () => {
    const m = await loggedInMerchant(t);
    t.clock.advance(1000);
    const phone = await secondSession(m);
    t.clock.advance(1000);
    const mac = await secondSession(m, CHROME_MAC);
    const call = as(t, m);
    const list = await call('GET', '/merchant/sessions');
    expect(list.status).toBe(200);
    const items = list.body.data.items as {
      id: string;
      browser: string;
      os: string;
      device: string;
      ip: string;
      current: boolean;
    }[];
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({
      browser: 'Chrome 131',
      os: 'macOS',
      device: 'desktop',
      ip: '203.0.113.50',
      current: false,
    });
    expect(items[1]).toMatchObject({ browser: 'Safari 17', os: 'iOS 17', device: 'mobile', current: false });
    expect(items.filter((s) => s.current)).toHaveLength(1);

    const phoneId = items[1]!.id;
    const current = items.find((s) => s.current)!.id;
    const self = await call('POST', `/merchant/sessions/${current}/revoke`);
    expect(self.status).toBe(409);
    expect((await call('POST', `/merchant/sessions/${phoneId}/revoke`)).status).toBe(200);
    expect((await info(phone)).status).toBe(403);
    expect((await info(mac)).status).toBe(200);
    expect((await call('POST', `/merchant/sessions/${phoneId}/revoke`)).status).toBe(404);

    const rest = await call('POST', '/merchant/sessions/revoke-others');
    expect(rest.body.data).toEqual({ sessions_ended: 1 });
    expect((await info(mac)).status).toBe(403);
    expect((await info(m.token)).status).toBe(200);
    expect((await call('GET', '/merchant/sessions')).body.data.items).toHaveLength(1);
    expect((await eventKinds(t, m)).slice(0, 2)).toEqual(['sessions_revoked', 'session_revoked']);
  });

  it("another merchant's session is not found: 404, and it keeps working", async () => {
    const a = await loggedInMerchant(t);
    const b = await loggedInMerchant(t);
    const aSessions = await as(t, a)('GET', '/merchant/sessions');
    const id = aSessions.body.data.items[0].id;
    expect((await as(t, b)('POST', `/merchant/sessions/${id}/revoke`)).status).toBe(404);
    expect((await info(a.token)).status).toBe(200);
    const bList = await as(t, b)('GET', '/merchant/sessions');
    expect(bList.body.data.items.map((s: { id: string }) => s.id)).not.toContain(id);
  });
});

describe('security activity log', () => {
  it('newest first, in cursor pages, only the merchant’s own events', async () => {
    const m = await loggedInMerchant(t);
    await login(t, m.email, 'Wrong-Pass-1');
    await secondSession(m, CHROME_MAC);
    const call = as(t, m);
    const all = await call('GET', '/merchant/security-events');
    expect(all.body.data.items.map((e: { kind: string }) => e.kind)).toEqual([
      'login',
      'login_failed',
      'login',
      'register',
    ]);
    expect(all.body.data.items[0]).toMatchObject({ browser: 'Chrome 131', os: 'macOS', ip: '203.0.113.50' });
    const p1 = await call('GET', '/merchant/security-events?limit=3');
    expect(p1.body.data.has_more).toBe(true);
    const p2 = await call('GET', `/merchant/security-events?limit=3&cursor=${p1.body.data.next_cursor}`);
    expect(p2.body.data).toMatchObject({ has_more: false, next_cursor: null });
    expect(p2.body.data.items.map((e: { kind: string }) => e.kind)).toEqual(['register']);
    expect((await call('GET', '/merchant/security-events?cursor=%%%')).status).toBe(422);
    expect((await call('GET', '/merchant/security-events?limit=0')).status).toBe(422);

    const other = await loggedInMerchant(t);
    const theirs = await as(t, other)('GET', '/merchant/security-events');
    expect(theirs.body.data.items.map((e: { kind: string }) => e.kind)).toEqual(['login', 'register']);
  });
});
