import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheckOfEveryModule } from '../../ledger-check';
import { createTestApp, type TestApp } from '../../testing/harness';
import { checksWhileBroken } from '../../testing/ledger';
import { confirmAll, createOrder, pay } from '../../testing/receiving';
import { loggedInMerchant } from '../../testing/scenarios';
import { merchantBucket, platform } from './accounts';
import { InsufficientFunds, post } from './service';

let t: TestApp;
let merchantId: string;
beforeAll(async () => {
  t = await createTestApp();
  const m = await loggedInMerchant(t);
  merchantId = m.merchantId;
  const o = await createOrder(t, m.token, { amount: '10' });
  await pay(t, o.deposit_address, '10');
  await confirmAll(t);
});
afterAll(() => t.close());

const violations = async () => (await ledgerCheckOfEveryModule().run(t.db)).map((v) => v.rule);

const whileBroken = (sql: string, params: unknown[] = []) => checksWhileBroken(t.db, sql, params);

describe('ledger invariants', () => {
  it('hold after real activity', async () => {
    expect(await violations()).toEqual([]);
  });

  it('catch a balance that differs from its postings', async () => {
    expect(
      await whileBroken(
        `UPDATE ledger_accounts SET balance = balance + 1 WHERE platform_account = 'fees' OR bucket = 'available'`,
      ),
    ).toContain('each balance equals the sum of its postings');
  });

  it('catch an entry that does not sum to zero', async () => {
    expect(
      await whileBroken('UPDATE postings SET amount = amount + 1 WHERE id = (SELECT min(id) FROM postings)'),
    ).toContain('entries sum to zero per currency');
  });

  it('catch an order whose postings do not match its state', async () => {
    expect(
      await whileBroken(`UPDATE receipt_orders SET status = 'expired' WHERE merchant_id = $1`, [merchantId]),
    ).toContain('orders have the postings their state implies');
  });

  it('refuse an entry that would take a merchant bucket below zero, changing nothing', async () => {
    const before = await t.db.query('SELECT account_key, balance FROM ledger_accounts ORDER BY id');
    await expect(
      t.db.transaction((tx) =>
        post(tx, {
          kind: 'test_overdraw',
          refType: 'test',
          refId: '1',
          at: t.clock.now(),
          lines: [
            { account: merchantBucket(merchantId, 'available'), asset: 'USDT', amount: -10_000_000_000n },
            { account: platform('suspense'), asset: 'USDT', amount: 10_000_000_000n },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await t.db.query('SELECT account_key, balance FROM ledger_accounts ORDER BY id')).toEqual(before);
  });

  it('refuse an unbalanced entry and book a keyed entry only once', async () => {
    await expect(
      t.db.transaction((tx) =>
        post(tx, {
          kind: 'test',
          refType: 'test',
          refId: 'x',
          at: t.clock.now(),
          lines: [{ account: platform('fees'), asset: 'USDT', amount: 5n }],
        }),
      ),
    ).rejects.toThrow('does not balance');
    const entry = {
      kind: 'test_once',
      refType: 'test',
      refId: 'once',
      at: t.clock.now(),
      lines: [
        { account: platform('fees'), asset: 'USDT', amount: 5n },
        { account: platform('fx'), asset: 'USDT', amount: -5n },
      ],
    };
    const first = await t.db.transaction((tx) => post(tx, entry));
    const second = await t.db.transaction((tx) => post(tx, entry));
    expect(first.created).toBe(true);
    expect(second).toEqual({ entryId: first.entryId, created: false });
    expect(await violations()).toEqual([]);
  });
});
