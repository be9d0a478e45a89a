import { randomUUID } from 'node:crypto';
import { envelope, receiptOrder } from '@mc/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localDateOf } from '../../platform/zoned-time';
import { createTestApp, type TestApp } from '../../testing/harness';
import { confirmAll, createOrder, pay } from '../../testing/receiving';
import { bearer, loggedInMerchant } from '../../testing/scenarios';
import { usingPostgres } from '../../testing/test-db';

let t: TestApp;
let a: { token: string; merchantId: string; userId: string; email: string };
let b: { token: string; merchantId: string };
beforeAll(async () => {
  t = await createTestApp({ SESSION_TTL_HOURS: '720' });
  a = await loggedInMerchant(t);
  b = await loggedInMerchant(t);
});
afterEach(() => t.checkLedger());
afterAll(() => t.close());

const create = (token: string, payload: object, key: string = randomUUID(), lang = 'en') =>
  t.call({
    method: 'POST',
    url: '/api/receipt-orders',
    headers: { ...bearer(token), 'idempotency-key': key, 'accept-language': lang },
    payload,
  });
const valid = (extra: object = {}) => ({
  asset: 'USDT',
  network: 'TRC20',
  amount: '25.5',
  merchant_order_no: `N-${randomUUID().slice(0, 12)}`,
  ...extra,
});
const orderCount = async () =>
  Number((await t.db.query<{ n: bigint }>('SELECT count(*) AS n FROM receipt_orders'))[0]!.n);

describe('creating receipt orders', () => {
  it('validates every field with clear messages', async () => {
    const res = await create(a.token, {
      asset: 'DOGE',
      network: 'BTC',
      amount: '12.3456789',
      merchant_order_no: 'has space',
      description: '<script>',
      payer_email: 'x@',
      expires_in_minutes: 2,
    });
    expect(res.status).toBe(422);
    expect(Object.fromEntries(res.body.errors!.map((e) => [e.field, e.message]))).toEqual({
      asset: 'Choose an asset',
      network: 'Choose a network',
      amount: 'Must be a correct number',
      merchant_order_no: 'The order number may contain letters, digits and _ . - only',
      description: 'Contains characters that are not allowed',
      payer_email: 'Enter a valid email address',
      expires_in_minutes: 'Must be at least 5',
    });
    for (const amount of ['abc', '-1', '1e5', '0x10', ' ', '1.2.3', '00.5']) {
      const r = await create(a.token, valid({ amount }));
      expect(r.body.errors, amount).toEqual([{ field: 'amount', message: 'Must be a correct number' }]);
    }
  });

  it('refuses amounts below the minimum and above the KYB limit', async () => {
    const small = await create(a.token, valid({ amount: '0.5' }));
    expect(small.body.errors).toEqual([{ field: 'amount', message: 'The amount must be at least 1.000000' }]);
    const big = await create(a.token, valid({ amount: '900.000001' }));
    expect(big.body.errors).toEqual([
      { field: 'amount', message: 'Until KYB is verified, an order may be at most 900 USD' },
    ]);
    expect((await create(a.token, valid({ amount: '900' }))).status).toBe(200);
    await t.db.query(`UPDATE merchants SET kyb_status = 'verified' WHERE id = $1`, [a.merchantId]);
    expect((await create(a.token, valid({ amount: '5000' }))).status).toBe(200);
    await t.db.query(`UPDATE merchants SET kyb_status = 'not_submitted' WHERE id = $1`, [a.merchantId]);
  });

  it('keeps merchant order numbers unique per merchant, not across merchants', async () => {
    const no = `DUP-${randomUUID().slice(0, 8)}`;
    expect((await create(a.token, valid({ merchant_order_no: no }))).status).toBe(200);
    const again = await create(a.token, valid({ merchant_order_no: no }));
    expect(again.body.errors).toEqual([
      { field: 'merchant_order_no', message: 'This merchant order number is already used' },
    ]);
    expect((await create(b.token, valid({ merchant_order_no: no }))).status).toBe(200);
  });

  it('answers in the shape of the contract what the stored order shows', async () => {
    const res = await create(a.token, valid({ description: 'Invoice 9', payer_email: 'payer@example.com' }));
    expect(res.status).toBe(200);
    expect(res.res.body).toBe(JSON.stringify(envelope(receiptOrder).parse(JSON.parse(res.res.body))));
    const detail = await t.call({
      method: 'GET',
      url: `/api/receipt-orders/${res.body.data.id}`,
      headers: bearer(a.token),
    });
    const { payments, timeline, late_payments, created_by, ...stored } = detail.body.data;
    expect(stored).toEqual(res.body.data);
    expect(created_by).toEqual({ id: a.userId, name: null, email: a.email });
    expect(payments).toEqual([]);
    expect(late_payments).toEqual([]);
    expect(timeline).toEqual([
      { status: 'unpaid', code: 'created', params: {}, note: 'created', at: res.body.data.created_at },
    ]);
  });

  it('gives every order its own derived deposit address', async () => {
    const o1 = await createOrder(t, a.token);
    const o2 = await createOrder(t, a.token);
    expect(o1.deposit_address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(o1.deposit_address).not.toBe(o2.deposit_address);
  });

  it('orders arriving together while no address is reserved share one block of 64', async () => {
    const fresh = await createTestApp();
    try {
      const m = await loggedInMerchant(fresh);
      const used = async () => {
        const [s] = await fresh.db.query<{ last_value: bigint; is_called: boolean }>(
          'SELECT last_value, is_called FROM deposit_address_index',
        );
        return s!.is_called ? s!.last_value : s!.last_value - 1n;
      };
      const before = await used();
      const orders = await Promise.all(
        Array.from({ length: 40 }, () => createOrder(fresh, m.token, { network: 'ERC20' })),
      );
      expect(new Set(orders.map((o) => o.deposit_address)).size).toBe(40);
      expect((await used()) - before).toBe(64n);
      await fresh.checkLedger();
    } finally {
      await fresh.close();
    }
  });
});

describe('the session of a creation', () => {
  // A session found valid moments ago answers from memory; the statement that writes confirms it.
  const setMerchant = (id: string, sql: string) =>
    t.db.query(`UPDATE merchants SET ${sql} WHERE id = $1`, [id]);

  it('a session revoked elsewhere since it was last read creates nothing: 403', async () => {
    const m = await loggedInMerchant(t);
    expect((await create(m.token, valid())).status).toBe(200);
    const before = await orderCount();
    // as another server instance would: straight in the database
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE merchant_id = $1', [m.merchantId]);
    const res = await create(m.token, valid());
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/session/i);
    expect(await orderCount()).toBe(before);
  });

  it('a merchant disabled since creates nothing: 403', async () => {
    const m = await loggedInMerchant(t);
    expect((await create(m.token, valid())).status).toBe(200);
    const before = await orderCount();
    await setMerchant(m.merchantId, "status = 'disabled'");
    const res = await create(m.token, valid());
    expect(res.status).toBe(403);
    expect(await orderCount()).toBe(before);
  });

  it('a KYB status changed since is the one that counts, both ways', async () => {
    const m = await loggedInMerchant(t);
    expect((await create(m.token, valid())).status).toBe(200);
    // verified meanwhile: the limit no longer applies, though memory says not verified
    await setMerchant(m.merchantId, "kyb_status = 'verified'");
    expect((await create(m.token, valid({ amount: '1500' }))).status).toBe(200);
    // no longer verified: the limit applies again, though memory says verified
    await setMerchant(m.merchantId, "kyb_status = 'failed'");
    const before = await orderCount();
    const res = await create(m.token, valid({ amount: '1500' }));
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.field).toBe('amount');
    expect(await orderCount()).toBe(before);
    expect((await create(m.token, valid())).status).toBe(200);
  });
});

describe('idempotency', () => {
  it('requires a well-formed Idempotency-Key', async () => {
    const none = await t.call({
      method: 'POST',
      url: '/api/receipt-orders',
      headers: bearer(a.token),
      payload: valid(),
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain('Idempotency-Key');
    const bad = await create(a.token, valid(), 'short');
    expect(bad.status).toBe(400);
  });

  it('replays the stored answer byte for byte; the same key with another body is 422', async () => {
    const key = randomUUID();
    const body = valid();
    const first = await create(a.token, body, key);
    const before = await orderCount();
    const replay = await create(a.token, body, key, 'zh-CN');
    expect(replay.res.body).toBe(first.res.body);
    expect(replay.res.headers['idempotent-replayed']).toBe('true');
    expect(await orderCount()).toBe(before);
    const other = await create(a.token, { ...body, amount: '26' }, key);
    expect(other.status).toBe(422);
    expect(other.body.errors?.[0]?.field).toBe('Idempotency-Key');
    // keys are per merchant
    expect((await create(b.token, body, key)).status).toBe(200);
  });

  it('forgets keys after 24 hours', async () => {
    const key = randomUUID();
    const first = await create(a.token, valid({ merchant_order_no: 'TTL-1' }), key);
    t.clock.advance(24 * 3_600_000 + 1000);
    const later = await create(a.token, valid({ merchant_order_no: 'TTL-2' }), key);
    expect(later.status).toBe(200);
    expect(later.body.data.id).not.toBe(first.body.data.id);
  });

  it('parallel requests with their own keys for one order number: one order, the others 422', async () => {
    const body = valid();
    const results = await Promise.all(Array.from({ length: 20 }, () => create(a.token, body)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(422);
      expect(r.body.errors?.[0]?.field).toBe('merchant_order_no');
    }
    const rows = await t.db.query('SELECT id FROM receipt_orders WHERE merchant_order_no = $1', [
      body.merchant_order_no,
    ]);
    expect(rows).toHaveLength(1);
  });

  it(`50 parallel identical requests have exactly one effect (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const key = randomUUID();
    const body = valid();
    const results = await Promise.all(Array.from({ length: 50 }, () => create(a.token, body, key)));
    const ok = results.filter((r) => r.status === 200);
    const busy = results.filter((r) => r.status === 409);
    expect(ok.length + busy.length).toBe(50);
    expect(new Set(ok.map((r) => r.body.data.id)).size).toBe(1);
    const rows = await t.db.query('SELECT id FROM receipt_orders WHERE merchant_order_no = $1', [
      body.merchant_order_no,
    ]);
    expect(rows).toHaveLength(1);
    if (busy.length) expect(busy[0]!.body.message).toContain('still being processed');
  });
});

describe('reading orders', () => {
  it('lists newest first with cursor pages, filters and search', async () => {
    const fresh = await loggedInMerchant(t);
    const made = [];
    for (let i = 0; i < 5; i++) {
      made.push(
        await createOrder(t, fresh.token, { merchant_order_no: `LIST-${i}`, asset: i % 2 ? 'USDC' : 'USDT' }),
      );
      t.clock.advance(1000);
    }
    const list = (qs: string) =>
      t.call({ method: 'GET', url: `/api/receipt-orders?${qs}`, headers: bearer(fresh.token) });
    const p1 = await list('limit=2');
    expect(p1.body.data.items.map((o: { merchant_order_no: string }) => o.merchant_order_no)).toEqual([
      'LIST-4',
      'LIST-3',
    ]);
    expect(p1.body.data.has_more).toBe(true);
    const p2 = await list(`limit=2&cursor=${p1.body.data.next_cursor}`);
    expect(p2.body.data.items.map((o: { merchant_order_no: string }) => o.merchant_order_no)).toEqual([
      'LIST-2',
      'LIST-1',
    ]);
    const p3 = await list(`limit=2&cursor=${p2.body.data.next_cursor}`);
    expect(p3.body.data).toMatchObject({ has_more: false, next_cursor: null });
    expect((await list('asset=USDC')).body.data.items).toHaveLength(2);
    expect((await list('q=list-3')).body.data.items).toHaveLength(1);
    expect((await list(`q=${made[0]!.deposit_address}`)).body.data.items[0].merchant_order_no).toBe('LIST-0');
    const tx = await pay(t, made[2]!.deposit_address, '100');
    await confirmAll(t);
    expect((await list(`q=${tx}`)).body.data.items[0].merchant_order_no).toBe('LIST-2');
    expect((await list('status=completed')).body.data.items).toHaveLength(1);
    expect((await list('limit=500')).status).toBe(422);
    expect((await list('status=weird')).status).toBe(422);
    expect((await list('cursor=garbage')).status).toBe(422);
  });

  it("never shows or touches another merchant's order: 404", async () => {
    const o = await createOrder(t, a.token);
    for (const [method, url] of [
      ['GET', `/api/receipt-orders/${o.id}`],
      ['POST', `/api/receipt-orders/${o.id}/cancel`],
    ] as const) {
      const res = await t.call({ method, url, headers: bearer(b.token) });
      expect(res.status, url).toBe(404);
    }
    const accept = await t.call({
      method: 'POST',
      url: `/api/receipt-orders/${o.id}/accept`,
      headers: { ...bearer(b.token), 'idempotency-key': randomUUID() },
    });
    expect(accept.status).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: '/api/receipt-orders/not-a-uuid', headers: bearer(a.token) }))
        .status,
    ).toBe(422);
  });

  it('the public view shows what a payer needs and nothing internal', async () => {
    const o = await createOrder(t, a.token, { amount: '42', description: 'Invoice 7' });
    const res = await t.call({ method: 'GET', url: `/api/public/orders/${o.id}` });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      merchant_name: 'Acme Trading Ltd',
      amount: '42.000000',
      due_amount: '42.000000',
      status: 'unpaid',
      deposit_address: o.deposit_address,
      confirmations_required: 3,
      description: 'Invoice 7',
      // a simulated network has no token a wallet could pay: the QR holds the address alone
      payment_uri: null,
    });
    expect(res.body.data).not.toHaveProperty('fee_amount');
    expect(res.body.data).not.toHaveProperty('payer_email');
    expect((await t.call({ method: 'GET', url: `/api/public/orders/${randomUUID()}` })).status).toBe(404);
  });

  it("the overview sums balances, daily volume and the status mix (recent activity is the history's)", async () => {
    const m = await loggedInMerchant(t);
    const o = await createOrder(t, m.token, { amount: '10' });
    await createOrder(t, m.token, { amount: '10' });
    await pay(t, o.deposit_address, '10');
    await confirmAll(t);
    const res = await t.call({ method: 'GET', url: '/api/overview', headers: bearer(m.token) });
    const d = res.body.data;
    expect(d.balances.find((x: { asset: string }) => x.asset === 'USDT').available).toBe('10.000000');
    expect(d.status_counts).toEqual(
      expect.arrayContaining([
        { status: 'completed', count: 1 },
        { status: 'unpaid', count: 1 },
      ]),
    );
    // the days are the merchant's (Asia/Shanghai unless it chose another)
    expect(d.timezone).toBe('Asia/Shanghai');
    expect(d.daily_volume).toEqual([
      { day: localDateOf(t.clock.now(), 'Asia/Shanghai'), asset: 'USDT', amount: '10.000000' },
    ]);
    expect(d.today).toBe(localDateOf(t.clock.now(), 'Asia/Shanghai'));
    expect(d).not.toHaveProperty('recent');
    expect(d.todos).toEqual([
      { key: 'bind_authenticator', done: false },
      { key: 'complete_kyb', done: false },
    ]);
  });

  it("names today as the merchant's day: at 20:00 UTC it is already the next day in Asia/Shanghai", async () => {
    const m = await loggedInMerchant(t);
    const now = t.clock.now();
    const evening = new Date(now);
    evening.setUTCHours(20, 0, 0, 0);
    if (evening <= now) evening.setUTCDate(evening.getUTCDate() + 1);
    t.clock.advance(evening.getTime() - now.getTime());
    const res = await t.call({ method: 'GET', url: '/api/overview', headers: bearer(m.token) });
    expect(res.status).toBe(200);
    // 20:00 UTC is 04:00 the next day in Asia/Shanghai (UTC+8)
    const nextUtcDay = new Date(evening.getTime() + 86_400_000).toISOString().slice(0, 10);
    expect(res.body.data.today).toBe(nextUtcDay);
  });
});
