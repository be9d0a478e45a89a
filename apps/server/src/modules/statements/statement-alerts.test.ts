import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../testing/app-hooks';
import { loggedInOperator, opsGet } from '../../testing/ops';
import { payingMerchant } from '../../testing/payouts';
import { bearer, loggedInMerchant } from '../../testing/scenarios';
import type { Actor } from '../../testing/settings';

// A statement that does not reconcile with the ledger is an alert in the back office
// (GET /api/ops/statement-alerts), seen again by each run and resolved by the run that reconciles it.
const t = appPerFile();
const SLOW = 60_000;

interface Alert {
  id: string;
  merchant_id: string;
  merchant_name: string;
  month: string;
  status: string;
  reason: string;
  problems: { asset: string; kind: string; statement: string | null; ledger: string | null }[];
  first_seen_at: string;
  last_seen_at: string;
  runs: number;
  resolved_at: string | null;
}

/** The merchant's newest row of its available USDT balance: the one the test breaks. */
const LAST_ROW = `(SELECT id FROM history_rows WHERE merchant_id = $1 AND asset = 'USDT' AND balance = 'available'
  ORDER BY created_at DESC, id DESC LIMIT 1)`;
/** The history says one minor unit less came in than the ledger booked (its balances after follow). */
const breakRow = (m: Actor) =>
  t.db.query(
    `UPDATE history_rows SET amount = amount - 1, net = net - 1, balance_after = balance_after - 1 WHERE id = ${LAST_ROW}`,
    [m.merchantId],
  );
const repairRow = (m: Actor) =>
  t.db.query(
    `UPDATE history_rows SET amount = amount + 1, net = net + 1, balance_after = balance_after + 1 WHERE id = ${LAST_ROW}`,
    [m.merchantId],
  );
/** A movement whose balance after does not follow from the one before. */
const breakBalanceAfter = (m: Actor, by: number) =>
  t.db.query(`UPDATE history_rows SET balance_after = balance_after + $2 WHERE id = ${LAST_ROW}`, [
    m.merchantId,
    by,
  ]);

/**
 * Runs the statement job while the two merchants' histories are broken (`skewedToo`: the second's
 * too), then repairs them: the ledger check after each test finds the history sound again.
 */
async function tickWhileBroken(month?: string, skewedToo = true) {
  await breakRow(broken);
  if (skewedToo) await breakBalanceAfter(skewed, 5);
  try {
    return await t.app.statements.tick(month);
  } finally {
    await repairRow(broken);
    if (skewedToo) await breakBalanceAfter(skewed, -5);
  }
}

let op: string;
let broken: Actor;
let skewed: Actor;
let sound: Actor;
let merchantName: (m: Actor) => Promise<string>;

/** The list as an operator reads it (logged in again once the clock has ended the session). */
async function alerts(
  query = '',
): Promise<{ items: Alert[]; has_more: boolean; next_cursor: string | null }> {
  let res = await opsGet(t, op, `/api/ops/statement-alerts${query}`);
  if (res.status === 401) {
    op = (await loggedInOperator(t)).token;
    res = await opsGet(t, op, `/api/ops/statement-alerts${query}`);
  }
  expect(res.status, res.res.body).toBe(200);
  return res.body.data;
}
const alertOf = async (m: Actor, query = '') =>
  (await alerts(query)).items.filter((a) => a.merchant_id === m.merchantId);
const storedStatements = async (m: Actor) =>
  (
    await t.db.query<{ month: string }>('SELECT month FROM statements WHERE merchant_id = $1', [m.merchantId])
  ).map((r) => r.month);

describe('a statement that does not reconcile', () => {
  it(
    "is an operator's alert with the merchant, the month and what differs, never only a log line",
    async () => {
      t.clock.set(Date.parse('2026-11-10T08:00:00Z'));
      [broken, skewed, sound] = [
        await payingMerchant(t, '100'),
        await payingMerchant(t, '40'),
        await payingMerchant(t, '7'),
      ];
      merchantName = async (m) =>
        (
          await t.db.query<{ merchant_name: string }>('SELECT merchant_name FROM merchants WHERE id = $1', [
            m.merchantId,
          ])
        )[0]!.merchant_name;
      t.clock.set(Date.parse('2026-12-01T00:30:00Z'));
      const run = await tickWhileBroken();
      expect(run).toMatchObject({ unreconciled: 2 });
      expect(run.generated).toBeGreaterThanOrEqual(1);
      op = (await loggedInOperator(t)).token;

      const [alert] = await alertOf(broken);
      expect(alert).toEqual({
        id: expect.any(String),
        merchant_id: broken.merchantId,
        merchant_name: await merchantName(broken),
        month: '2026-11',
        status: 'open',
        reason: 'USDT: closing balance 99.999999 on the statement, 100.000000 in the ledger',
        problems: [{ asset: 'USDT', kind: 'closing_differs', statement: '99.999999', ledger: '100.000000' }],
        first_seen_at: '2026-12-01T00:30:00.000Z',
        last_seen_at: '2026-12-01T00:30:00.000Z',
        runs: 1,
        resolved_at: null,
      });
      const [other] = await alertOf(skewed);
      expect(other!.problems).toEqual([
        { asset: 'USDT', kind: 'balance_after_breaks', statement: null, ledger: null },
      ]);
      expect(other!.reason).toBe("USDT: a movement's balance after does not follow from the one before");
      // the merchant whose statement reconciles has it, and no alert
      expect(await alertOf(sound)).toEqual([]);
      expect(await storedStatements(sound)).toEqual(['2026-11']);
      expect(await storedStatements(broken)).toEqual([]);
    },
    SLOW,
  );

  it(
    'is seen again by every run: one alert per merchant and month, its runs counted',
    async () => {
      t.clock.set(Date.parse('2026-12-01T01:30:00Z'));
      expect(await tickWhileBroken()).toMatchObject({ generated: 0, unreconciled: 2 });
      t.clock.set(Date.parse('2026-12-01T02:30:00Z'));
      expect(await tickWhileBroken('2026-11')).toMatchObject({ unreconciled: 2 });
      const seen = await alertOf(broken);
      expect(seen).toHaveLength(1);
      expect(seen[0]).toMatchObject({
        runs: 3,
        first_seen_at: '2026-12-01T00:30:00.000Z',
        last_seen_at: '2026-12-01T02:30:00.000Z',
        status: 'open',
      });
      const [{ n }] = (await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM statement_alerts WHERE merchant_id = $1',
        [broken.merchantId],
      )) as [{ n: number }];
      expect(n).toBe(1);
    },
    SLOW,
  );

  it(
    'is resolved by the run that reconciles the month after the repair, which stores the statement',
    async () => {
      // the first merchant's history is repaired; the second's is still broken for this run
      await breakBalanceAfter(skewed, 5);
      t.clock.set(Date.parse('2026-12-01T03:30:00Z'));
      expect(await t.app.statements.tick()).toMatchObject({ generated: 1, unreconciled: 1 });
      expect(await alertOf(broken)).toEqual([]);
      const [resolved] = await alertOf(broken, '?status=resolved');
      expect(resolved).toMatchObject({
        status: 'resolved',
        month: '2026-11',
        runs: 3,
        resolved_at: '2026-12-01T03:30:00.000Z',
      });
      expect(await storedStatements(broken)).toEqual(['2026-11']);
      // the other stays open until its history is repaired too
      expect((await alertOf(skewed))[0]).toMatchObject({ status: 'open', runs: 4 });
      await breakBalanceAfter(skewed, -5);
      t.clock.set(Date.parse('2026-12-01T04:30:00Z'));
      expect(await t.app.statements.tick()).toMatchObject({ generated: 1, unreconciled: 0 });
      expect((await alerts()).items).toEqual([]);
      expect((await alerts('?status=resolved')).items.map((a) => a.merchant_id).sort()).toEqual(
        [broken.merchantId, skewed.merchantId].sort(),
      );
    },
    SLOW,
  );

  it('are listed last seen first, in cursor pages', async () => {
    const first = await alerts('?status=resolved&limit=1');
    expect(first.has_more).toBe(true);
    expect(first.items.map((a) => a.merchant_id)).toEqual([skewed.merchantId]);
    const second = await alerts(`?status=resolved&limit=1&cursor=${first.next_cursor}`);
    expect(second).toMatchObject({ has_more: false, next_cursor: null });
    expect(second.items.map((a) => a.merchant_id)).toEqual([broken.merchantId]);
  });

  it('are listed to operators only: 401 without a session, a merchant token refused', async () => {
    const merchant = await loggedInMerchant(t);
    expect((await t.call({ method: 'GET', url: '/api/ops/statement-alerts' })).status).toBe(401);
    const asMerchant = await t.call({
      method: 'GET',
      url: '/api/ops/statement-alerts',
      headers: bearer(merchant.token),
    });
    expect(asMerchant.status).toBe(401);
  });

  it('answer 422 naming the field for a bad filter, page size or cursor', async () => {
    const cases: [string, string][] = [
      ['status=closed', 'status'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['cursor=not-a-cursor', 'cursor'],
      ['cursor=WyJ4Il0', 'cursor'],
      ['merchant=1', 'merchant'],
    ];
    await alerts();
    for (const [query, field] of cases) {
      const res = await opsGet(t, op, `/api/ops/statement-alerts?${query}`);
      expect(res.status, query).toBe(422);
      expect(
        (res.body.errors as { field: string }[]).map((e) => e.field),
        query,
      ).toContain(field);
    }
  });
});
