import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../testing/app-hooks';
import { checksWhileBroken as rulesBroken } from '../../testing/ledger';
import { payingMerchant, remit } from '../../testing/payouts';

const t = appPerFile();
const RULE = 'every movement of a merchant has its history row, and only those';
/** The rules a break makes the check name (a row written twice is named once per copy). */
const checksWhileBroken = async (...args: Parameters<typeof rulesBroken>) => [
  ...new Set(await rulesBroken(...args)),
];

/** A copy of row `$1` with the given asset and balance (SQL expressions over the row's columns). */
const copyOfRow = (asset: string, balance: string) =>
  `INSERT INTO history_rows (entry_id, merchant_id, created_at, kind, type, ref_type, ref_id, asset, balance,
     amount, fee, net, balance_after, status)
   SELECT entry_id, merchant_id, created_at, kind, type, ref_type, ref_id, ${asset}, balance, amount, fee, net,
     ${balance}, status
   FROM history_rows WHERE id = $1`;

describe('history invariants', () => {
  it('hold after bookings, and name a booking without its row, a row without its booking, a wrong net, balance or balance after', async () => {
    const m = await payingMerchant(t, '100');
    const payout = await remit(t, m, { amount: '10' });
    expect(payout.status, payout.res.body).toBe(200);
    const [row] = await t.db.query<{ id: bigint; entry_id: bigint }>(
      `SELECT id, entry_id FROM history_rows WHERE ref_id = $1 AND balance = 'available'`,
      [payout.body.data.id],
    );
    expect(await checksWhileBroken(t.db, 'DELETE FROM history_rows WHERE id = $1', [row!.id])).toEqual([
      RULE,
    ]);
    expect(
      await checksWhileBroken(
        t.db,
        'UPDATE history_rows SET amount = amount - 1, net = net - 1 WHERE id = $1',
        [row!.id],
      ),
    ).toEqual([RULE]);
    expect(
      await checksWhileBroken(
        t.db,
        'UPDATE history_rows SET balance_after = balance_after + 1 WHERE id = $1',
        [row!.id],
      ),
    ).toEqual([RULE]);
    // a row for a movement the entry never made (another asset), and the same row written twice
    expect(await checksWhileBroken(t.db, copyOfRow("'USDC'", '0'), [row!.id])).toEqual([RULE]);
    expect(await checksWhileBroken(t.db, copyOfRow('asset', 'balance_after'), [row!.id])).toEqual([RULE]);
    // the hold's row of the frozen balance, and the row that says the wrong balance
    expect(
      await checksWhileBroken(t.db, "DELETE FROM history_rows WHERE ref_id = $1 AND balance = 'frozen'", [
        payout.body.data.id,
      ]),
    ).toEqual([RULE]);
    expect(
      await checksWhileBroken(t.db, "UPDATE history_rows SET balance = 'settlement' WHERE id = $1", [
        row!.id,
      ]),
    ).toEqual([RULE]);
  });
});
