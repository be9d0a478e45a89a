import { describe, expect, it } from 'vitest';
import { twoAppsPerTest } from '../../testing/app-hooks';
import { accountDetail, createAccount } from '../../testing/collection';
import { entriesOfKind, pay, watchRacing } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { usingPostgres } from '../../testing/test-db';

// Two server instances on one database scanning the same transfers to collection addresses (the
// ledger is checked after the test).
const { one, two } = twoAppsPerTest();

describe(`collection transfers on two instances (${usingPostgres() ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('each transfer makes one order, credited once, and the monthly count stays right', async () => {
    const m = await loggedInMerchant(one);
    const accounts = [];
    for (let i = 0; i < 10; i++)
      accounts.push(await createAccount(one, m.token, { customer_ref: `RACE-${i}` }));
    for (const round of [1, 2, 3]) for (const a of accounts) await pay(one, a.address, String(round));
    await watchRacing(one, two);

    expect(await entriesOfKind(one, 'deposit_received')).toBe(30);
    for (const a of accounts) {
      const deposits = (await accountDetail(one, m.token, a.id)).deposits.toReversed();
      expect(
        deposits.map((d: { merchant_order_no: string; amount: string; status: string }) => [
          d.merchant_order_no.split('/')[1],
          d.amount,
          d.status,
        ]),
      ).toEqual([
        ['202611-1', '1.000000', 'completed'],
        ['202611-2', '2.000000', 'exception'],
        ['202611-3', '3.000000', 'exception'],
      ]);
    }
    const [available] = await one.db.query<{ balance: bigint }>(
      `SELECT balance FROM ledger_accounts WHERE merchant_id = $1 AND asset = 'USDT' AND bucket = 'available'`,
      [m.merchantId],
    );
    expect(available?.balance).toBe(10_000_000n);
  });
});
