import { describe, expect, it } from 'vitest';
import { createKey, withKey } from '../testing/api-keys';
import { appPerTest } from '../testing/app-hooks';
import { idemKey, payingMerchant, remittanceBody } from '../testing/payouts';
import { createOrder } from '../testing/receiving';
import { as } from '../testing/settings';
import { workOf } from './client';

const t = appPerTest({ PAYOUT_APPROVAL_THRESHOLD_USD: '1000000', PAYOUT_TOTP_THRESHOLD_USD: '1000000' });

describe('the database client counts what it sends', () => {
  it('a transaction counts its statements, BEGIN and COMMIT as round trips, and the rows answered', async () => {
    const w = await workOf(t.db, () =>
      t.db.transaction(async (tx) => {
        await tx.query('SELECT 1 AS a UNION ALL SELECT 2');
        await tx.query('SELECT 1 AS a WHERE false');
      }),
    );
    expect(w).toMatchObject({ statements: 2, roundTrips: 4, rows: 2 });
    expect(w.trace).toEqual([
      'BEGIN',
      'SELECT 1 AS a UNION ALL SELECT 2',
      'SELECT 1 AS a WHERE false',
      'COMMIT',
    ]);
  });

  it('a rolled back transaction counts its ROLLBACK', async () => {
    const w = await workOf(t.db, () =>
      t.db
        .transaction(async (tx) => {
          await tx.query('SELECT 1');
          throw new Error('no');
        })
        .catch(() => undefined),
    );
    expect(w).toMatchObject({ statements: 1, roundTrips: 3 });
    expect(w.trace.at(-1)).toBe('ROLLBACK');
  });

  it('a remittance by API key and a receipt order each cost their budgeted statements (bench db-work)', async () => {
    const m = await payingMerchant(t, '1000');
    const key = await createKey(t, m, { scopes: ['payouts'] });
    const call = withKey(t, key.token);
    const remit = async () => {
      const res = await call('POST', '/payouts/remittances', remittanceBody('1'), idemKey());
      expect(res.status, res.res.body).toBe(200);
    };
    await remit(); // the key is confirmed once, then known
    expect(await workOf(t.db, remit)).toMatchObject({ statements: 2, roundTrips: 2, rows: 2 });
    await createOrder(t, m.token);
    expect(await workOf(t.db, () => createOrder(t, m.token))).toMatchObject({
      statements: 1,
      roundTrips: 1,
      rows: 1,
    });
  });

  it("a history page reads the merchant's time zone only for a period of days", async () => {
    const m = await payingMerchant(t, '10');
    const page = (query: string) => async () => {
      const res = await as(t, m)('GET', `/history${query}`);
      expect(res.status, res.res.body).toBe(200);
    };
    await page('')();
    const first = await workOf(t.db, page(''));
    const instants = await workOf(t.db, page('?from=2026-11-01T00:00:00Z&to=2026-12-01T00:00:00Z'));
    const days = await workOf(t.db, page('?from=2026-11-01&to=2026-11-30'));
    expect(instants.statements).toBe(first.statements);
    expect(days.statements).toBe(first.statements + 1);
  });
});
