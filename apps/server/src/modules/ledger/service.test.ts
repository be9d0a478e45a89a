import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheckOfEveryModule } from '../../ledger-check';
import { createTestApp, type TestApp } from '../../testing/harness';
import { loggedInMerchant } from '../../testing/scenarios';
import { merchantBucket, platform } from './accounts';
import type { EntryInput } from './entry';
import { InsufficientFunds, postMany } from './service';

let t: TestApp;
let merchantId: string;
beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await loggedInMerchant(t)).merchantId;
});
afterAll(() => t.close());

const at = new Date('2026-11-02T08:00:00Z');
const move = (refId: string, from: 'fx' | 'fees', toBucket: 'available' | 'settlement', amount: bigint) =>
  ({
    kind: 'test_move',
    refType: 'test',
    refId,
    merchantId,
    at,
    lines: [
      { account: platform(from), asset: 'USDT', amount: -amount },
      { account: merchantBucket(merchantId, toBucket), asset: 'USDT', amount },
    ],
    history: { type: 'received', status: 'completed' },
  }) satisfies EntryInput;
const back = (refId: string, amount: bigint): EntryInput => ({
  ...move(refId, 'fx', 'available', -amount),
});

async function postingsOf(refIds: string[]) {
  return t.db.query<{ ref_id: string; amount: bigint; balance_after: bigint }>(
    `SELECT e.ref_id, p.amount, p.balance_after FROM postings p JOIN journal_entries e ON e.id = p.entry_id
     JOIN ledger_accounts a ON a.id = p.account_id
     WHERE e.ref_id = ANY($1) AND a.merchant_id = $2 AND a.bucket = 'available' ORDER BY p.id`,
    [refIds, merchantId],
  );
}

async function historyOf(refIds: string[]) {
  const rows = await t.db.query<{ ref_id: string; amount: bigint; balance_after: bigint }>(
    'SELECT ref_id, amount, balance_after FROM history_rows WHERE ref_id = ANY($1) AND merchant_id = $2 ORDER BY id',
    [refIds, merchantId],
  );
  return rows.map((r) => [r.ref_id, r.amount, r.balance_after]);
}

describe('postMany', () => {
  it('books entries in order with running balances, each account updated once, like posts one by one', async () => {
    const results = await t.db.transaction((tx) =>
      postMany(tx, [move('a1', 'fx', 'available', 5n), move('a2', 'fx', 'available', 7n), back('a3', 3n)]),
    );
    expect(results.map((r) => r.created)).toEqual([true, true, true]);
    const rows = await postingsOf(['a1', 'a2', 'a3']);
    expect(rows.map((r) => [r.ref_id, r.amount, r.balance_after])).toEqual([
      ['a1', 5n, 5n],
      ['a2', 7n, 12n],
      ['a3', -3n, 9n],
    ]);
    // each entry's history row: its change of available and the running balance it left
    expect(await historyOf(['a1', 'a2', 'a3'])).toEqual([
      ['a1', 5n, 5n],
      ['a2', 7n, 12n],
      ['a3', -3n, 9n],
    ]);
    expect(await ledgerCheckOfEveryModule().run(t.db)).toEqual([]);
  });

  it('books an entry seen before (or twice in one batch) once', async () => {
    const results = await t.db.transaction((tx) =>
      postMany(tx, [
        move('a1', 'fx', 'available', 5n),
        move('b1', 'fees', 'settlement', 2n),
        move('b1', 'fees', 'settlement', 2n),
      ]),
    );
    expect(results.map((r) => r.created)).toEqual([false, true, false]);
    expect(results[1]!.entryId).toBe(results[2]!.entryId);
    const [{ n }] = (await t.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM journal_entries WHERE ref_id = 'b1'`,
    )) as [{ n: bigint }];
    expect(n).toBe(1n);
    // money into settlement only: the row is settlement's, with settlement's balance after it
    expect(await historyOf(['b1'])).toEqual([['b1', 2n, 2n]]);
    expect(await ledgerCheckOfEveryModule().run(t.db)).toEqual([]);
  });

  it('refuses a batch in which a merchant bucket dips below zero, even if it ends above', async () => {
    // available holds 9: -10 then +20 would end at 19 but passes through -1
    await expect(
      t.db.transaction((tx) => postMany(tx, [back('c1', 10n), move('c2', 'fx', 'available', 20n)])),
    ).rejects.toBeInstanceOf(InsufficientFunds);
    expect(await postingsOf(['c1', 'c2'])).toEqual([]);
    expect(await ledgerCheckOfEveryModule().run(t.db)).toEqual([]);
  });
});
