import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { loggedInOperator, opsGet, opsPost } from '../../testing/ops';
import { bearer, loggedInMerchant, login, registerMerchant } from '../../testing/scenarios';

let t: TestApp;
let op: Awaited<ReturnType<typeof loggedInOperator>>;
beforeAll(async () => {
  t = await createTestApp();
  op = await loggedInOperator(t);
});
afterAll(() => t.close());

const get = (url: string) => opsGet(t, op.token, url);
const post = (url: string, payload?: object) => opsPost(t, op.token, url, payload);
const info = (token: string) =>
  t.call({
    method: 'GET',
    url: '/api/merchant/info',
    headers: { ...bearer(token), 'accept-language': 'en' },
  });

describe('merchants in the back office', () => {
  it('lists merchants newest first, searched by name or email, filtered by status, in cursor pages', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await registerMerchant(t, `${tag}.${i}@example.com`)).merchantId);
    const p1 = await get(`/api/ops/merchants?q=${tag}&limit=2`);
    expect(p1.status).toBe(200);
    expect(p1.body.data.items.map((m: { merchant_id: string }) => m.merchant_id)).toEqual([made[2], made[1]]);
    expect(p1.body.data.items[0]).toMatchObject({
      status: 'normal',
      kyb_status: 'not_submitted',
      totp_enabled: false,
    });
    expect(p1.body.data.has_more).toBe(true);
    const p2 = await get(`/api/ops/merchants?q=${tag}&limit=2&cursor=${p1.body.data.next_cursor}`);
    expect(p2.body.data.items.map((m: { merchant_id: string }) => m.merchant_id)).toEqual([made[0]]);
    expect(p2.body.data).toMatchObject({ has_more: false, next_cursor: null });
    const byName = await get('/api/ops/merchants?q=ACME%20trading&limit=100');
    expect(byName.body.data.items.length).toBeGreaterThanOrEqual(3);
    await post(`/api/ops/merchants/${made[1]}/disable`, { reason: 'fraud review' });
    const disabled = await get(`/api/ops/merchants?q=${tag}&status=disabled`);
    expect(disabled.body.data.items.map((m: { merchant_id: string }) => m.merchant_id)).toEqual([made[1]]);
    const wildcard = await get('/api/ops/merchants?q=%25');
    expect(wildcard.body.data.items).toEqual([]);
  });

  it('disabling ends every session: the next call answers 403 merchant_disabled and login is refused', async () => {
    const m = await loggedInMerchant(t);
    const second = (await login(t, m.email)).body.data.token as string;
    const res = await post(`/api/ops/merchants/${m.merchantId}/disable`, {
      reason: 'chargebacks under review',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ merchant_id: m.merchantId, status: 'disabled' });
    for (const token of [m.token, second]) {
      const call = await info(token);
      expect(call.status).toBe(403);
      expect(call.body).toMatchObject({ code: 403, message: 'This account has been disabled', data: null });
    }
    expect((await login(t, m.email)).status).toBe(403);
    const revoked = await t.db.query<{ n: bigint }>(
      'SELECT count(*) AS n FROM sessions WHERE merchant_id = $1 AND revoked_at IS NULL',
      [m.merchantId],
    );
    expect(revoked[0]?.n).toBe(0n);
    const again = await post(`/api/ops/merchants/${m.merchantId}/disable`, { reason: 'twice' });
    expect(again.status).toBe(409);

    const enabled = await post(`/api/ops/merchants/${m.merchantId}/enable`, { reason: 'review cleared' });
    expect(enabled.body.data.status).toBe('normal');
    expect((await info(m.token)).status).toBe(403); // ended sessions stay ended
    const fresh = await login(t, m.email);
    expect(fresh.status).toBe(200);
    expect((await info(fresh.body.data.token)).status).toBe(200);
    expect((await post(`/api/ops/merchants/${m.merchantId}/enable`, { reason: 'twice' })).status).toBe(409);

    const audit = await t.db.query<{ action: string; operator_id: string; detail: Record<string, unknown> }>(
      `SELECT action, operator_id, detail FROM audit_log WHERE target_type = 'merchant' AND target_id = $1 ORDER BY id`,
      [m.merchantId],
    );
    expect(audit).toEqual([
      {
        action: 'merchant_disabled',
        operator_id: op.id,
        detail: { merchant_name: 'Acme Trading Ltd', reason: 'chargebacks under review', sessions_ended: 2 },
      },
      {
        action: 'merchant_enabled',
        operator_id: op.id,
        detail: { merchant_name: 'Acme Trading Ltd', reason: 'review cleared' },
      },
    ]);
  });

  it('refuses unknown merchants (404), and a missing, short, oversize or unknown field (422, named)', async () => {
    const m = await registerMerchant(t);
    const unknown = await post('/api/ops/merchants/8d3c0a4e-6b7f-4a51-9f0e-2a8f2b9b1c11/disable', {
      reason: 'x1',
    });
    expect(unknown.status).toBe(404);
    expect((await post('/api/ops/merchants/not-a-uuid/disable', { reason: 'xx' })).status).toBe(422);
    const cases: [object | undefined, string][] = [
      [undefined, 'body'],
      [{}, 'reason'],
      [{ reason: 'x' }, 'reason'],
      [{ reason: 'x'.repeat(501) }, 'reason'],
      [{ reason: 5 }, 'reason'],
      [{ reason: '<script>' }, 'reason'],
      [{ reason: 'valid reason', extra: true }, 'extra'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(`/api/ops/merchants/${m.merchantId}/disable`, payload);
      expect(res.status, JSON.stringify(payload)).toBe(422);
      expect(res.body.errors?.map((e) => e.field)).toContain(field);
    }
    const malformed = await t.call({
      method: 'POST',
      url: `/api/ops/merchants/${m.merchantId}/disable`,
      headers: { authorization: `Bearer ${op.token}`, 'content-type': 'application/json' },
      payload: '{"reason":',
    });
    expect(malformed.status).toBe(400);
    expect((await get('/api/ops/merchants?limit=101')).status).toBe(422);
    expect((await get('/api/ops/merchants?status=frozen')).status).toBe(422);
    expect((await get('/api/ops/merchants?cursor=garbage')).status).toBe(422);
    expect((await get(`/api/ops/merchants?q=${'x'.repeat(101)}`)).status).toBe(422);
    // nothing of the refused requests changed the merchant
    expect((await get(`/api/ops/merchants?q=${encodeURIComponent(m.email)}`)).body.data.items[0].status).toBe(
      'normal',
    );
  });
});
