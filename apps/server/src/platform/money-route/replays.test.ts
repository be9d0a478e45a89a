import { describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../platform/totp';
import { createKey, withKey } from '../../testing/api-keys';
import { twoAppsPerTest } from '../../testing/app-hooks';
import type { TestApp } from '../../testing/harness';
import { idemKey, PAYMENT_PASSWORD, payingMerchant, remittanceBody } from '../../testing/payouts';
import { type Actor, as } from '../../testing/settings';
import { usingPostgres } from '../../testing/test-db';

// A client retries after a timeout with the same key and body: however many retries arrive at once,
// each gets the stored answer of the finished request, byte for byte, and nothing is written again.
// Two server instances on one database, the replays spread over both.
const { one, two } = twoAppsPerTest({ PAYOUT_TOTP_THRESHOLD_USD: '1000000' });

type Call = (app: TestApp, key: Record<string, string>) => Promise<{ status: number; res: { body: string } }>;

/** Runs `call` once, then 50 replays of it at once; answers the replays' statuses and bodies. */
async function replays(call: Call) {
  const key = idemKey();
  const first = await call(one, key);
  expect(first.status, first.res.body).toBe(200);
  const again = await Promise.all(Array.from({ length: 50 }, (_, i) => call(i % 2 ? two : one, key)));
  return {
    first: first.res.body,
    statuses: again.map((r) => r.status),
    bodies: again.map((r) => r.res.body),
  };
}

async function count(sql: string, merchantId: string): Promise<number> {
  const [row] = await one.db.query<{ n: number }>(sql, [merchantId]);
  return row?.n ?? -1;
}

const db = () => (usingPostgres() ? 'PostgreSQL' : 'PGlite');

describe(`replays of a finished money request (${db()})`, () => {
  it('a remittance by API key: 50 concurrent replays all get 200 and the same bytes; one payout', async () => {
    const m = await payingMerchant(one, '100');
    const key = await createKey(one, m, { scopes: ['payouts'] });
    const r = await replays((app, idem) =>
      withKey(app, key.token)('POST', '/payouts/remittances', remittanceBody('5'), idem),
    );
    expect(r.statuses).toEqual(Array(50).fill(200));
    expect(new Set(r.bodies)).toEqual(new Set([r.first]));
    expect(await count('SELECT count(*)::int AS n FROM payouts WHERE merchant_id = $1', m.merchantId)).toBe(
      1,
    );
  });

  it('a remittance by session with the payment password: the same', async () => {
    const m = await payingMerchant(one, '100');
    const body = remittanceBody('5', { payment_password: PAYMENT_PASSWORD });
    const r = await replays((app, idem) => as(app, m)('POST', '/payouts/remittances', body, idem));
    expect(r.statuses).toEqual(Array(50).fill(200));
    expect(new Set(r.bodies)).toEqual(new Set([r.first]));
    expect(await count('SELECT count(*)::int AS n FROM payouts WHERE merchant_id = $1', m.merchantId)).toBe(
      1,
    );
  });

  it('a receipt order: the same; one order', async () => {
    const m = await payingMerchant(one, '0');
    const body = { asset: 'USDT', network: 'TRC20', amount: '25', merchant_order_no: 'REPLAY-1' };
    const r = await replays((app, idem) => as(app, m)('POST', '/receipt-orders', body, idem));
    expect(r.statuses).toEqual(Array(50).fill(200));
    expect(new Set(r.bodies)).toEqual(new Set([r.first]));
    expect(
      await count('SELECT count(*)::int AS n FROM receipt_orders WHERE merchant_id = $1', m.merchantId),
    ).toBe(1);
  });

  it('a withdrawal to fiat (a transaction route, its quote spent by the first): the same; one withdrawal', async () => {
    const m: Actor = await payingMerchant(one, '100');
    const quote = await as(one, m)('POST', '/payouts/fiat-quotes', { asset: 'USDT', amount: '10' });
    expect(quote.status, quote.res.body).toBe(200);
    const body = {
      quote_id: quote.body.data.id,
      payment_password: PAYMENT_PASSWORD,
      totp_code: totpCodeAt(m.secret!, one.clock.now()),
    };
    const r = await replays((app, idem) => as(app, m)('POST', '/payouts/fiat-withdrawals', body, idem));
    expect(r.statuses).toEqual(Array(50).fill(200));
    expect(new Set(r.bodies)).toEqual(new Set([r.first]));
    expect(await count('SELECT count(*)::int AS n FROM payouts WHERE merchant_id = $1', m.merchantId)).toBe(
      1,
    );
  });
});
