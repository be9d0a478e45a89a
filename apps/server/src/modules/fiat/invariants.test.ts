import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { submittedTopup, toppedUp } from '../../testing/fiat';
import { createTestApp, type TestApp } from '../../testing/harness';
import { loggedInMerchant } from '../../testing/scenarios';
import { runChecks } from '../ledger';
import { topupInvariants } from './invariants';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const rules = async () => (await runChecks(t.db, [topupInvariants])).map((v) => v.rule);

describe('top-up invariants', () => {
  it('hold for every status, and name a top-up whose status and postings disagree', async () => {
    const m = await loggedInMerchant(t);
    const approved = await toppedUp(t, m, '100.00');
    const submitted = await submittedTopup(t, m, '5.00');
    expect(await rules()).toEqual([]);
    // an approved top-up said to have received more than its entry booked
    await t.db.query('UPDATE fiat_topups SET amount_received = amount_received + 1 WHERE id = $1', [
      approved,
    ]);
    expect(await rules()).toContain('a top-up has the postings its state implies');
    await t.db.query('UPDATE fiat_topups SET amount_received = amount_received - 1 WHERE id = $1', [
      approved,
    ]);
    // a submitted top-up with an entry of its own
    await t.db.query(
      `UPDATE fiat_topups SET entry_id = (SELECT entry_id FROM fiat_topups WHERE id = $1) WHERE id = $2`,
      [approved, submitted],
    );
    const violations = await runChecks(t.db, [topupInvariants]);
    expect(violations.map((v) => v.rule)).toEqual(['only an approved top-up is booked']);
    expect(violations[0]?.detail).toContain(submitted);
  });
});
