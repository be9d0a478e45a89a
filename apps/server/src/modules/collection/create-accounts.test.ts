import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { loggedInMerchant } from '../../testing/scenarios';
import type { NewCollectionAccount } from './account-rows';
import { accountCreator } from './create-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (n: number, prefix: string, network = 'TRC20'): NewCollectionAccount[] =>
  Array.from({ length: n }, (_, i) => ({
    customer_name: `Customer ${i}`,
    customer_ref: `${prefix}${i}`,
    email: `c${i}@example.com`,
    asset: 'USDT',
    network,
    expected_amount: i % 2 ? 1_000_000n : null,
    remark: null,
  }));

describe('createAccounts', () => {
  it('derives an address per row from the one sequence and skips references already taken', async () => {
    const m = await loggedInMerchant(t);
    const create = accountCreator(t.chain, t.clock);
    const first = await t.db.transaction((tx) =>
      create(tx, m.merchantId, [...rowsOf(3, 'A'), ...rowsOf(2, 'E', 'ERC20')], null),
    );
    expect(first.map((r) => r.customer_ref)).toEqual(['A0', 'A1', 'A2', 'E0', 'E1']);
    for (const r of first) expect(r.address).toBe(t.chain.depositAddress(r.network, r.derivation_index));
    expect(first[3]!.address).toMatch(/^0x/);
    expect(first[1]!.expected_amount).toBe(1_000_000n);
    expect(first.every((r) => r.status === 'active' && r.import_id === null)).toBe(true);
    const again = await t.db.transaction((tx) =>
      create(tx, m.merchantId, [...rowsOf(4, 'A'), rowsOf(1, 'A')[0]!], null),
    );
    expect(again.map((r) => r.customer_ref)).toEqual(['A3']);
  });

  it('creates 10,000 accounts in one statement, well within the time allowed', async () => {
    const m = await loggedInMerchant(t);
    const create = accountCreator(t.chain, t.clock);
    const started = performance.now();
    const created = await t.db.transaction((tx) => create(tx, m.merchantId, rowsOf(10_000, 'B'), null));
    const ms = performance.now() - started;
    expect(created).toHaveLength(10_000);
    expect(new Set(created.map((r) => r.address)).size).toBe(10_000);
    expect(ms).toBeLessThan(10_000);
  });
});
