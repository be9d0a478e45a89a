import { describe, expect, it } from 'vitest';
import { createKey, withKey } from '../../testing/api-keys';
import { twoAppsPerTest } from '../../testing/app-hooks';
import { expectFieldError } from '../../testing/expectations';
import {
  available,
  idemKey,
  PAYMENT_PASSWORD,
  payingMerchant,
  remittanceBody,
  TRON_ADDRESS,
} from '../../testing/payouts';
import { as } from '../../testing/settings';
import { usingPostgres } from '../../testing/test-db';

// No authenticator code below 1,000,000 USD here: a code works once, and these requests race.
const { one, two } = twoAppsPerTest({ PAYOUT_TOTP_THRESHOLD_USD: '1000000' });

const db = () => (usingPostgres() ? 'PostgreSQL' : 'PGlite');

describe(`payouts under concurrency on two instances (${db()})`, () => {
  it('50 remittances each for the whole available balance: exactly one succeeds', async () => {
    const m = await payingMerchant(one, '101'); // 100 + the 1 USDT network fee
    const body = remittanceBody('100', { payment_password: PAYMENT_PASSWORD });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        as(i % 2 ? two : one, m)('POST', '/payouts/remittances', body, idemKey()),
      ),
    );
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 422);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      expect(r.body.errors).toEqual([{ field: 'amount', message: 'Exceeds the available balance' }]);
    }
    expect(await available(one, m)).toEqual({ available: '0.000000', frozen: '101.000000' });
    const [count] = await one.db.query<{ n: bigint }>('SELECT count(*)::bigint AS n FROM payouts');
    expect(count!.n).toBe(1n);
    await one.app.receiving.tick();
    await two.app.receiving.tick();
    const transfers = await one.db.query('SELECT 1 FROM sim_chain_transfers WHERE to_address = $1', [
      TRON_ADDRESS,
    ]);
    expect(transfers).toHaveLength(1);
  });

  it('50 identical requests with one Idempotency-Key: one effect, every answer the same payout or 409', async () => {
    const m = await payingMerchant(one, '1000');
    const key = idemKey();
    const body = remittanceBody('10', { payment_password: PAYMENT_PASSWORD });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        as(i % 2 ? two : one, m)('POST', '/payouts/remittances', body, key),
      ),
    );
    const ids = new Set(results.filter((r) => r.status === 200).map((r) => r.body.data.id));
    expect(ids.size).toBe(1);
    for (const r of results) expect([200, 409]).toContain(r.status);
    expect(await available(one, m)).toEqual({ available: '989.000000', frozen: '11.000000' });
  });

  it('by API key, 50 remittances of 5 USDT out of 100 on two instances: exactly 20 pass, to the unit', async () => {
    const m = await payingMerchant(one, '100');
    const key = await createKey(one, m, { scopes: ['payouts'] });
    const body = remittanceBody('4'); // + 1 fee
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        withKey(i % 2 ? two : one, key.token)('POST', '/payouts/remittances', body, idemKey()),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(20);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(30);
    for (const r of refused) {
      expectFieldError(r, 'amount', 'Exceeds the available balance');
    }
    expect(await available(one, m)).toEqual({ available: '0.000000', frozen: '100.000000' });
    const [counts] = await one.db.query<{ payouts: number; sends: number; answers: number }>(
      `SELECT (SELECT count(*)::int FROM payouts WHERE merchant_id = $1) AS payouts,
         (SELECT count(*)::int FROM chain_sends WHERE merchant_id = $1) AS sends,
         (SELECT count(*)::int FROM idempotency_keys WHERE merchant_id = $1 AND route = '/payouts/remittances') AS answers`,
      [m.merchantId],
    );
    expect(counts).toEqual({ payouts: 20, sends: 20, answers: 20 });
  });

  it('by API key, many merchants at once: each balance moves by exactly its own remittances', async () => {
    const merchants: Awaited<ReturnType<typeof payingMerchant>>[] = [];
    const keys: Awaited<ReturnType<typeof createKey>>[] = [];
    for (let i = 0; i < 6; i++) {
      const m = await payingMerchant(one, '30');
      merchants.push(m);
      keys.push(await createKey(one, m, { scopes: ['payouts'] }));
    }
    const body = remittanceBody('9'); // + 1 fee
    // four each: three fit in 30, the fourth does not
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        withKey(i % 2 ? two : one, keys[i % 6]!.token)('POST', '/payouts/remittances', body, idemKey()),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(18);
    expect(results.filter((r) => r.status === 422)).toHaveLength(6);
    for (const m of merchants) {
      expect(await available(one, m)).toEqual({ available: '0.000000', frozen: '30.000000' });
    }
  });
});
