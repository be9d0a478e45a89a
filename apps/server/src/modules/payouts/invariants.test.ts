import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIAT_ENV, fiatMerchant, remitToBank, savedBankAccount } from '../../testing/fiat-payouts';
import { createTestApp, type TestApp } from '../../testing/harness';
import { payingMerchant, remit } from '../../testing/payouts';
import { runChecks } from '../ledger';
import { payoutInvariants } from './invariants';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp(FIAT_ENV);
});
afterEach(async () => {
  await t.close();
});

describe('payout invariants', () => {
  it('hold what each state implies, and name the payout whose state and postings disagree', async () => {
    const m = await payingMerchant(t, '100');
    const res = await remit(t, m, { amount: '10' });
    expect(await runChecks(t.db, [payoutInvariants])).toEqual([]);
    // a payout marked completed without its capture booked
    await t.db.query(`UPDATE payouts SET status = 'completed' WHERE id = $1`, [res.body.data.id]);
    const violations = await runChecks(t.db, [payoutInvariants]);
    expect(violations.map((v) => v.rule)).toContain('a payout has the postings its state implies');
    expect(violations[0]?.detail).toContain(res.body.data.id);
  });

  it('a bank transfer has its hold while processing, bank clearing and the fee once completed', async () => {
    const m = await fiatMerchant(t, '100');
    const res = await remitToBank(t, m, { bank_account_id: await savedBankAccount(t, m), amount: '10' });
    expect(await runChecks(t.db, [payoutInvariants])).toEqual([]);
    await t.app.bankTransfers.tick();
    await t.db.query(`UPDATE sim_bank_transfers SET state = 'completed'`);
    await t.app.bankTransfers.tick();
    expect(await runChecks(t.db, [payoutInvariants])).toEqual([]);
    // completed, but said to have failed: the capture does not match a release
    await t.db.query(`UPDATE payouts SET status = 'failed' WHERE id = $1`, [res.body.data.id]);
    const violations = await runChecks(t.db, [payoutInvariants]);
    expect(violations.map((v) => v.rule)).toContain("a bank transfer's send agrees with its status");
    expect(violations.map((v) => v.detail).join('\n')).toContain(
      `${res.body.data.id} (bank_transfer, failed) USD|bank_clearing`,
    );
  });
});
