import { describe, expect, it } from 'vitest';
import { createKey, withKey } from '../../testing/api-keys';
import { twoAppsPerTest } from '../../testing/app-hooks';
import { FIAT_ENV, fiatMerchant, savedBankAccount, usd } from '../../testing/fiat-payouts';
import { idemKey, PAYMENT_PASSWORD } from '../../testing/payouts';
import { as } from '../../testing/settings';
import { usingPostgres } from '../../testing/test-db';

// No authenticator code below 1,000,000 USD here: a code works once, and these requests race.
const { one, two } = twoAppsPerTest({ ...FIAT_ENV, PAYOUT_TOTP_THRESHOLD_USD: '1000000' });

const db = () => (usingPostgres() ? 'PostgreSQL' : 'PGlite');

describe(`bank transfers under concurrency on two instances (${db()})`, () => {
  it('50 bank transfers each for the whole available balance: exactly one succeeds', async () => {
    const m = await fiatMerchant(one, '100.1'); // 100 + the 0.10 fee
    const account = await savedBankAccount(one, m);
    const body = {
      currency: 'USD',
      bank_account_id: account,
      amount: '100',
      payment_password: PAYMENT_PASSWORD,
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        as(i % 2 ? two : one, m)('POST', '/payouts/bank-transfers', body, idemKey()),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 422);
    expect(refused).toHaveLength(49);
    for (const r of refused) {
      expect(r.body.errors).toEqual([{ field: 'amount', message: 'Exceeds the available balance' }]);
    }
    expect(await usd(one, m)).toEqual({ available: '0.00', frozen: '100.10' });
    await Promise.all([one.app.bankTransfers.tick(), two.app.bankTransfers.tick()]);
    const [counts] = await one.db.query<{ payouts: number; sends: number; bank: number }>(
      `SELECT (SELECT count(*)::int FROM payouts WHERE kind = 'bank_transfer') AS payouts,
         (SELECT count(*)::int FROM bank_sends) AS sends,
         (SELECT count(*)::int FROM sim_bank_transfers) AS bank`,
    );
    expect(counts).toEqual({ payouts: 1, sends: 1, bank: 1 });
  });

  it('by API key, 50 transfers of 5 USD (+ 0.01 fee) out of 100.10 on two instances: exactly 19 pass, to the cent', async () => {
    const m = await fiatMerchant(one, '100.1');
    const account = await savedBankAccount(one, m);
    const key = await createKey(one, m, { scopes: ['payouts'] });
    const body = { currency: 'USD', bank_account_id: account, amount: '5' }; // + 0.01 fee (rounded up)
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        withKey(i % 2 ? two : one, key.token)('POST', '/payouts/bank-transfers', body, idemKey()),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(19);
    expect(results.filter((r) => r.status === 422)).toHaveLength(31);
    expect(await usd(one, m)).toEqual({ available: '4.91', frozen: '95.19' });
  });
});
