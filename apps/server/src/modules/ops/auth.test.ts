import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../platform/totp';
import { expectFieldError } from '../../testing/expectations';
import { createTestApp, type TestApp } from '../../testing/harness';
import { createOperator, freshCode, loggedInOperator, opsGet, opsLogin, opsPost } from '../../testing/ops';
import { uniqueEmail } from '../../testing/scenarios';
import { operatorAdmin } from './operator-admin';
import { OPERATOR_IDLE_MINUTES, OPERATOR_SESSION_HOURS } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const audit = async (operatorId: string) =>
  (
    await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      'SELECT action, detail FROM audit_log WHERE operator_id = $1 OR target_id = $1::text ORDER BY id',
      [operatorId],
    )
  ).map((r) => r.action);

describe('operator login', () => {
  it('needs email, password and a code; answers a bearer token for the back office', async () => {
    const op = await createOperator(t);
    const res = await opsLogin(t, op);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: op.email, status: 'active', operator_id: op.id });
    expect(res.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await opsGet(t, res.body.data.token, '/api/ops/me');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: op.email, last_login_at: t.clock.now().toISOString() });
    expect(await audit(op.id)).toEqual(['operator_created', 'login']);
  });

  it('refuses a login without the code, naming the field', async () => {
    const op = await createOperator(t);
    const res = await t.call({
      method: 'POST',
      url: '/api/ops/login',
      headers: { 'accept-language': 'en' },
      payload: { email: op.email, password: op.password },
    });
    expectFieldError(res, 'totp_code', 'This field is required');
  });

  it('answers 401 for a wrong password or an unknown email, and 422 for a wrong or replayed code', async () => {
    const op = await createOperator(t);
    const wrongPassword = await opsLogin(t, op, { password: 'Not-The-Password-1' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.message).toBe('邮箱或密码错误');
    const unknown = await opsLogin(t, op, { email: uniqueEmail('nobody') });
    expect(unknown.status).toBe(401);
    const right = totpCodeAt(op.secret, t.clock.now());
    const wrongCode = await opsLogin(t, op, { totp_code: right === '000000' ? '111111' : '000000' });
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.errors?.[0]?.field).toBe('totp_code');
    const code = freshCode(t, op);
    expect((await opsLogin(t, op, { totp_code: code })).status).toBe(200);
    const replay = await opsLogin(t, op, { totp_code: code });
    expect(replay.status).toBe(422);
    const failures = await t.db.query<{ detail: { why: string } }>(
      `SELECT detail FROM audit_log WHERE action = 'login_failed' AND operator_id = $1 ORDER BY id`,
      [op.id],
    );
    expect(failures.map((f) => f.detail.why)).toEqual(['password', 'totp', 'totp']);
  });

  it('is not a merchant login: merchant credentials do not open the back office', async () => {
    const op = await createOperator(t);
    const asMerchant = await t.call({
      method: 'POST',
      url: '/api/merchant/login',
      payload: { email: op.email, password: op.password },
    });
    expect(asMerchant.status).toBe(401);
  });

  it('throttles repeated failures of one account with 429 and Retry-After', async () => {
    const op = await createOperator(t);
    for (let i = 0; i < 5; i++) {
      expect((await opsLogin(t, op, { password: `Wrong-Password-${i}` })).status).toBe(401);
    }
    const blocked = await opsLogin(t, op);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.res.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(15 * 60_000);
    expect((await opsLogin(t, op)).status).toBe(200);
  });

  it('keeps a disabled operator out, even with every factor right, and ends its sessions', async () => {
    const op = await loggedInOperator(t);
    await operatorAdmin({ db: t.db, clock: t.clock, config: t.config }).setStatus(op.email, 'disabled');
    const login = await opsLogin(t, op);
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('该运营账户已停用');
    expect(login.body.data).toBeNull();
    const call = await opsGet(t, op.token, '/api/ops/me');
    expect(call.status).toBe(403);
    expect((await audit(op.id)).slice(-2)).toEqual(['operator_disabled', 'login_failed']);
  });
});

describe('operator sessions', () => {
  it('logout ends the session and is audited', async () => {
    const op = await loggedInOperator(t);
    const out = await opsPost(t, op.token, '/api/ops/logout');
    expect(out.status).toBe(200);
    expect((await opsGet(t, op.token, '/api/ops/me')).status).toBe(403);
    expect(await audit(op.id)).toEqual(['operator_created', 'login', 'logout']);
  });

  it(`ends after ${OPERATOR_IDLE_MINUTES} idle minutes and after ${OPERATOR_SESSION_HOURS} hours in any case`, async () => {
    const op = await loggedInOperator(t);
    t.clock.advance((OPERATOR_IDLE_MINUTES - 1) * 60_000);
    expect((await opsGet(t, op.token, '/api/ops/me')).status).toBe(200);
    t.clock.advance((OPERATOR_IDLE_MINUTES - 1) * 60_000);
    expect((await opsGet(t, op.token, '/api/ops/me')).status).toBe(200);
    t.clock.advance(OPERATOR_IDLE_MINUTES * 60_000 + 1000);
    expect((await opsGet(t, op.token, '/api/ops/me')).status).toBe(401);

    const busy = await loggedInOperator(t, op);
    for (let minutes = 0; minutes < OPERATOR_SESSION_HOURS * 60; minutes += 10) {
      t.clock.advance(10 * 60_000);
      const res = await opsGet(t, busy.token, '/api/ops/me');
      if (res.status !== 200) {
        expect(minutes + 10).toBe(OPERATOR_SESSION_HOURS * 60);
        expect(res.status).toBe(401);
        return;
      }
    }
    throw new Error('the session outlived its lifetime');
  });

  it('answers 401 without a token or with a malformed one', async () => {
    expect((await t.call({ method: 'GET', url: '/api/ops/me' })).status).toBe(401);
    expect((await opsGet(t, 'short', '/api/ops/me')).status).toBe(401);
    expect((await opsGet(t, 'x'.repeat(43), '/api/ops/me')).status).toBe(401);
  });

  it('login refuses malformed JSON, wrong types, oversize and unknown fields with the field named', async () => {
    const malformed = await t.call({
      method: 'POST',
      url: '/api/ops/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.status).toBe(400);
    const bad = await t.call({
      method: 'POST',
      url: '/api/ops/login',
      headers: { 'accept-language': 'en' },
      payload: { email: 5, password: 'x'.repeat(129), totp_code: '12345', role: 'admin' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'This value has the wrong type' },
        { field: 'password', message: 'The password must be 8-128 characters long' },
        { field: 'totp_code', message: 'The authenticator code is 6 digits' },
        { field: 'role', message: 'Unknown field' },
      ]),
    );
  });
});
