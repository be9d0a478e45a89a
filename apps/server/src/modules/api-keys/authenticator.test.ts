import { randomUUID } from 'node:crypto';
import { PERMISSION_DENIED_CODE } from '@mc/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createKey, withKey } from '../../testing/api-keys';
import { createTestApp, type TestApp } from '../../testing/harness';
import { createOrder, idem } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { type Actor, as } from '../../testing/settings';

let t: TestApp;
let m: Actor;
beforeAll(async () => {
  t = await createTestApp();
  m = await loggedInMerchant(t);
});
afterEach(() => t.checkLedger());
afterAll(() => t.close());

const orderBody = () => ({
  asset: 'USDT',
  network: 'TRC20',
  amount: '25',
  merchant_order_no: `API-${randomUUID().slice(0, 8)}`,
});
const UNAUTHORISED = { code: 401, message: 'Not authorised, please log in', data: null };

describe('calls with an API key', () => {
  it('an orders key creates a receipt order the console lists; a read key lists it but may not create', async () => {
    const writer = await createKey(t, m, { scopes: ['orders'] });
    const reader = await createKey(t, m, { scopes: ['read'] });
    const body = orderBody();
    const created = await withKey(t, writer.token)('POST', '/receipt-orders', body, idem());
    expect(created.status, created.res.body).toBe(200);
    expect(created.body.data.merchant_order_no).toBe(body.merchant_order_no);

    const listed = await as(t, m)('GET', '/receipt-orders');
    expect(listed.body.data.items.map((o: { id: string }) => o.id)).toContain(created.body.data.id);
    const read = await withKey(t, reader.token)('GET', `/receipt-orders/${created.body.data.id}`);
    expect(read.status).toBe(200);
    expect((await withKey(t, reader.token)('GET', '/wallet/balances')).status).toBe(200);

    const refused = await withKey(t, reader.token)('POST', '/receipt-orders', orderBody(), idem());
    expect(refused.status).toBe(403);
    // a missing scope is a missing right (40301, as a missing permission): the client stays signed in
    expect(refused.body).toEqual({
      code: PERMISSION_DENIED_CODE,
      message: 'This API key lacks the "orders" scope this endpoint needs',
      reason: 'permission_denied',
      data: null,
    });
    // an orders key does not read
    const blind = await withKey(t, writer.token)('GET', '/receipt-orders');
    expect(blind.status).toBe(403);
    expect(blind.body.message).toBe('This API key lacks the "read" scope this endpoint needs');
    expect(
      (await withKey(t, reader.token)('GET', '/merchant/info', undefined, { 'accept-language': 'zh' })).body
        .message,
    ).toBe('该接口只接受登录会话，不能使用 API 密钥调用');
  });

  it('a replayed Idempotency-Key answers the stored order, whichever credential sends it', async () => {
    const key = await createKey(t, m, { scopes: ['orders'] });
    const headers = idem();
    const body = orderBody();
    const first = await withKey(t, key.token)('POST', '/receipt-orders', body, headers);
    const again = await withKey(t, key.token)('POST', '/receipt-orders', body, headers);
    expect(again.status).toBe(200);
    expect(again.res.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    const bySession = await as(t, m)('POST', '/receipt-orders', body, headers);
    expect(bySession.body.data.id).toBe(first.body.data.id);
  });

  it('cancels an order with the orders scope', async () => {
    const key = await createKey(t, m, { scopes: ['orders'] });
    const order = await createOrder(t, m.token);
    const res = await withKey(t, key.token)('POST', `/receipt-orders/${order.id}/cancel`);
    expect(res.status, res.res.body).toBe(200);
    expect(res.body.data.status).toBe('cancelled');
  });

  it('unknown, malformed, wrong or revoked keys answer 401 like an expired session', async () => {
    const key = await createKey(t, m, { scopes: ['read'] });
    const wrongSecret = `${key.key_id}.${'A'.repeat(43)}`;
    const unknownKey = `mck_${'a'.repeat(20)}.${key.secret}`;
    for (const token of [wrongSecret, unknownKey, `${key.key_id}.short`, 'mck_x.y', `${key.token}x`]) {
      const res = await withKey(t, token)('GET', '/receipt-orders');
      expect(res.status, token).toBe(401);
      expect(res.body, token).toEqual(UNAUTHORISED);
    }
    const expiredSession = await t.call({
      method: 'GET',
      url: '/api/receipt-orders',
      headers: { authorization: `Bearer ${'x'.repeat(43)}`, 'accept-language': 'en' },
    });
    expect(expiredSession.body).toEqual(UNAUTHORISED);
  });

  it('a disabled merchant: 403 merchant_disabled', async () => {
    const other = await loggedInMerchant(t);
    const key = await createKey(t, other, { scopes: ['read'] });
    await t.db.query(`UPDATE merchants SET status = 'disabled' WHERE id = $1`, [other.merchantId]);
    const res = await withKey(t, key.token)('GET', '/receipt-orders');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This account has been disabled');
    // a wrong secret still learns nothing about the account
    expect((await withKey(t, `${key.key_id}.${'B'.repeat(43)}`)('GET', '/receipt-orders')).status).toBe(401);
  });

  it('the IP allow-list: addresses and CIDR ranges of IPv4 and IPv6; 403 naming the address otherwise', async () => {
    const key = await createKey(t, m, {
      scopes: ['read'],
      ip_allow: ['10.0.0.0/8', '2001:db8::/32', '192.0.2.1'],
    });
    const from = (ip: string) => withKey(t, key.token, ip)('GET', '/receipt-orders');
    for (const ip of ['10.1.2.3', '192.0.2.1', '2001:db8::5', '::ffff:10.9.8.7']) {
      expect((await from(ip)).status, ip).toBe(200);
    }
    const refused = await from('127.0.0.1');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'This API key may not be used from 127.0.0.1: the address is not in its IP allow-list',
    );
    expect((await from('192.0.2.2')).status).toBe(403);
    expect((await from('2001:db9::1')).status).toBe(403);
  });

  it('routes without a scope take a session only: settings, auth, KYB (403); ops routes know no key (401)', async () => {
    const key = await createKey(t, m, { scopes: ['read', 'orders'] });
    const call = withKey(t, key.token);
    for (const [method, path] of [
      ['GET', '/merchant/info'],
      ['POST', '/merchant/logout'],
      ['GET', '/merchant/security'],
      ['GET', '/merchant/payees'],
      ['GET', '/merchant/sessions'],
      ['GET', '/merchant/kyb'],
      ['POST', '/merchant/totp/setup'],
    ] as const) {
      const res = await call(method, path);
      expect([res.status, res.body.code], path).toEqual([403, PERMISSION_DENIED_CODE]);
      expect(res.body.message, path).toBe(
        'This endpoint takes a login session only; an API key cannot call it',
      );
    }
    expect((await call('GET', '/ops/merchants')).status).toBe(401);
    // the session is untouched by all this
    expect((await as(t, m)('GET', '/merchant/info')).status).toBe(200);
  });

  it('last use is written at most once a minute', async () => {
    const key = await createKey(t, m, { scopes: ['read'] });
    const lastUsed = async () =>
      (await as(t, m)('GET', '/settings/api-keys?limit=100')).body.data.items.find(
        (k: { id: string }) => k.id === key.id,
      ).last_used_at;
    expect(await lastUsed()).toBeNull();
    const first = t.clock.now().toISOString();
    await withKey(t, key.token)('GET', '/receipt-orders');
    expect(await lastUsed()).toBe(first);
    t.clock.advance(30_000);
    await withKey(t, key.token)('GET', '/receipt-orders');
    expect(await lastUsed()).toBe(first);
    t.clock.advance(31_000);
    await withKey(t, key.token)('GET', '/receipt-orders');
    expect(await lastUsed()).toBe(t.clock.now().toISOString());
  });
});

describe('OpenAPI', () => {
  it('shows the API-key security and its scope on routes that take a key, and only there', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).res.json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const create = doc.paths['/api/receipt-orders'].post;
    expect(create.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(create.description).toContain('`orders` scope');
    expect(doc.paths['/api/payouts/remittances'].post.description).toContain('`payouts` scope');
    expect(doc.paths['/api/settings/api-keys'].post.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/merchant/info'].get.security).toEqual([{ bearer: [] }]);
  });
});
