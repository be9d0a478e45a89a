import { describe, expect, it } from 'vitest';
import type { Db, Queryable } from './db/client';
import { ledgerCheckOfEveryModule } from './ledger-check';
import { createKey, withKey } from './testing/api-keys';
import { twoAppsPerTest } from './testing/app-hooks';
import { checksWhileBroken } from './testing/ledger';
import { idemKey, payingMerchant, remittanceBody } from './testing/payouts';
import { createOrder, mine, pay } from './testing/receiving';
import { usingPostgres } from './testing/test-db';

// An operator runs `npm run ledger:check` during business hours: while remittances, orders and
// payments are booked on two server instances, the check runs again and again and never reports a
// violation that is not there; a planted one is still found. PostgreSQL only: PGlite is one
// connection in one process, so nothing can commit while the check reads.
const { one, two } = twoAppsPerTest({ PAYOUT_TOTP_THRESHOLD_USD: '1000000' });

describe.runIf(usingPostgres())('the ledger check on a live database (PostgreSQL)', () => {
  it('runs clean in a loop while money moves, and still finds a planted break', async () => {
    const m = await payingMerchant(one, '1000');
    const key = await createKey(one, m, { scopes: ['payouts', 'orders'] });
    let moving = true;
    const load = (async () => {
      for (let round = 0; round < 6; round++) {
        await Promise.all([
          ...Array.from({ length: 12 }, (_, i) =>
            withKey(i % 2 ? two : one, key.token)(
              'POST',
              '/payouts/remittances',
              remittanceBody('1'),
              idemKey(),
            ),
          ),
          ...Array.from({ length: 3 }, async () => {
            const o = await createOrder(one, m.token, { amount: '5' });
            await pay(one, o.deposit_address, '5');
          }),
        ]);
        await one.app.receiving.tick();
      }
    })().finally(() => {
      moving = false;
    });
    let runs = 0;
    const seen: string[] = [];
    while (moving) {
      const violations = await ledgerCheckOfEveryModule().run(one.db);
      runs++;
      seen.push(...violations.map((v) => `${v.rule}: ${v.detail}`));
    }
    await load;
    console.log(`ledger check under load: ${runs} runs, ${seen.length} violations`);
    expect(runs).toBeGreaterThan(2);
    expect(seen).toEqual([]);
    const [payouts] = await one.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payouts');
    expect(payouts?.n).toBeGreaterThan(50);

    expect(
      await checksWhileBroken(
        one.db,
        'UPDATE postings SET amount = amount + 1 WHERE id = (SELECT max(id) FROM postings)',
      ),
    ).not.toEqual([]);
  }, 60_000);
});

/** `db` whose queries run `between` once, right after the first query that reads `table`. */
function withWorkAfterReading(db: Db, table: string, between: () => Promise<void>): Db {
  let done = false;
  const watch = (q: Queryable): Queryable => ({
    async query(sql, params, opts) {
      const rows = await q.query(sql, params, opts);
      if (!done && new RegExp(`FROM ${table}\\b`).test(sql)) {
        done = true;
        await between();
      }
      return rows as never;
    },
    exec: (sql) => q.exec(sql),
  });
  return { ...db, ...watch(db), transaction: (fn) => db.transaction((tx) => fn(watch(tx))) };
}

describe.runIf(usingPostgres())('the ledger check reads one snapshot (PostgreSQL)', () => {
  it('a payout that completes between the check reading payouts and reading postings is not a violation', async () => {
    const m = await payingMerchant(one, '100');
    const key = await createKey(one, m, { scopes: ['payouts'] });
    const res = await withKey(one, key.token)(
      'POST',
      '/payouts/remittances',
      remittanceBody('10'),
      idemKey(),
    );
    expect(res.status, res.res.body).toBe(200);
    await one.app.receiving.tick(); // broadcast: the payout waits for confirmations
    let completed = false;
    const live = withWorkAfterReading(one.db, 'payouts', async () => {
      // on another connection, while the check is between its reads: the payout completes
      await mine(two, 30);
      await two.app.receiving.tick();
      const [row] = await two.db.query<{ status: string }>('SELECT status FROM payouts WHERE id = $1', [
        res.body.data.id,
      ]);
      completed = row?.status === 'completed';
    });
    expect(await ledgerCheckOfEveryModule().run(live)).toEqual([]);
    expect(completed).toBe(true);
  });
});
