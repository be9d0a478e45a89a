import { describe, expect, it } from 'vitest';
import { createKey, withKey } from '../../testing/api-keys';
import { appPerTest } from '../../testing/app-hooks';
import { FIAT_ENV, fiatMerchant, remitToBank, savedBankAccount, usd } from '../../testing/fiat-payouts';
import { createTestApp } from '../../testing/harness';
import { loggedInOperator, newKey, opsGet, opsPost } from '../../testing/ops';
import { idemKey } from '../../testing/payouts';
import { as } from '../../testing/settings';

const t = appPerTest(FIAT_ENV);

const sends = (payoutId: string) =>
  t.db.query<{ status: string }>('SELECT status FROM bank_sends WHERE payout_id = $1', [payoutId]);
const bankCount = async (payoutId: string) =>
  (
    await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sim_bank_transfers WHERE reference = $1',
      [`payout:${payoutId}`],
    )
  )[0]?.n;

describe('bank transfers: approvals, API keys, restarts, the simulated bank', () => {
  it('waits for an operator at the threshold; approved it is sent, rejected its funds return', async () => {
    const m = await fiatMerchant(t, '2000');
    const account = await savedBankAccount(t, m);
    const op = await loggedInOperator(t);
    await opsPost(t, op.token, '/api/ops/payout-settings', { approval_threshold_usd: '500' });
    const big = await remitToBank(t, m, { bank_account_id: account, amount: '600' });
    expect(big.body.data).toMatchObject({ status: 'pending_approval', approval: { decision: null } });
    expect(await sends(big.body.data.id)).toEqual([{ status: 'waiting' }]);
    await t.app.bankTransfers.tick();
    expect(await bankCount(big.body.data.id)).toBe(0);

    const queue = await opsGet(t, op.token, '/api/ops/payouts');
    expect(queue.body.data.items[0]).toMatchObject({
      id: big.body.data.id,
      kind: 'bank_transfer',
      bank_account: { account_number: '012345678901', bank_name: 'HSBC Hong Kong' },
    });
    const approved = await opsPost(
      t,
      op.token,
      `/api/ops/payouts/${big.body.data.id}/approve`,
      undefined,
      newKey(),
    );
    expect(approved.status, approved.res.body).toBe(200);
    expect(approved.body.data.status).toBe('processing');
    expect(await sends(big.body.data.id)).toEqual([{ status: 'queued' }]);
    await t.app.bankTransfers.tick();
    expect(await bankCount(big.body.data.id)).toBe(1);
    const marked = await opsPost(
      t,
      op.token,
      `/api/ops/payouts/${big.body.data.id}/bank-outcome`,
      { outcome: 'completed' },
      newKey(),
    );
    expect(marked.body.data.status).toBe('completed');

    const other = await remitToBank(t, m, { bank_account_id: account, amount: '700' });
    const rejected = await opsPost(
      t,
      op.token,
      `/api/ops/payouts/${other.body.data.id}/reject`,
      { reason: 'Unknown beneficiary' },
      newKey(),
    );
    expect(rejected.body.data.status).toBe('rejected');
    expect(await sends(other.body.data.id)).toEqual([{ status: 'cancelled' }]);
    await t.app.bankTransfers.tick();
    expect(await bankCount(other.body.data.id)).toBe(0);
    expect(await usd(t, m)).toEqual({ available: '1399.40', frozen: '0.00' }); // 2000 - 600 - 0.60 fee
  });

  it('by API key of the payouts scope: no password or code; a key of another scope is refused', async () => {
    const m = await fiatMerchant(t, '100');
    const account = await savedBankAccount(t, m);
    const key = await createKey(t, m, { scopes: ['payouts'] });
    const body = { currency: 'USD', bank_account_id: account, amount: '10' };
    const res = await withKey(t, key.token)('POST', '/payouts/bank-transfers', body, idemKey());
    expect(res.status, res.res.body).toBe(200);
    expect(res.body.data.status).toBe('processing');
    const read = await createKey(t, m, { scopes: ['read'] });
    const refused = await withKey(t, read.token)('POST', '/payouts/bank-transfers', body, idemKey());
    expect(refused.status).toBe(403);
    const list = await withKey(t, read.token)('GET', '/payouts/bank-transfers');
    expect(list.body.data.items).toHaveLength(1);
  });

  it('a restart between hold and send sends once: another instance takes the queue, the bank knows the reference', async () => {
    const m = await fiatMerchant(t, '100');
    const account = await savedBankAccount(t, m);
    const res = await remitToBank(t, m, { bank_account_id: account, amount: '10' });
    const id = res.body.data.id;
    // the first instance stops before its job ran; a crash after the bank took the transfer
    await t.app.bankTransfers.send(); // a run that sent...
    await t.db.query(`UPDATE bank_sends SET status = 'queued', transfer_id = NULL WHERE payout_id = $1`, [
      id,
    ]);
    // ...but whose row was not marked (as if it crashed between the bank's answer and its commit)
    const second = await createTestApp({ ...FIAT_ENV }, { db: t.db });
    try {
      await second.app.bankTransfers.tick();
      await t.app.bankTransfers.tick();
    } finally {
      await second.app.close();
    }
    expect(await bankCount(id)).toBe(1);
    expect(await sends(id)).toEqual([{ status: 'sent' }]);
  });

  it('a transfer the bank fails comes back with the reason the bank gave, its funds released', async () => {
    const m = await fiatMerchant(t, '100');
    const res = await remitToBank(t, m, { bank_account_id: await savedBankAccount(t, m), amount: '10' });
    await t.app.bankTransfers.tick();
    await t.db.query(`UPDATE sim_bank_transfers SET state = 'failed', reason = 'Beneficiary account closed'`);
    await t.app.bankTransfers.tick();
    const seen = await as(t, m)('GET', `/payouts/${res.body.data.id}`);
    expect(seen.body.data).toMatchObject({ status: 'failed', failure_reason: 'Beneficiary account closed' });
    expect(await usd(t, m)).toEqual({ available: '100.00', frozen: '0.00' });
    expect(await sends(res.body.data.id)).toEqual([{ status: 'failed' }]);
  });

  it('the simulated bank completes a transfer by itself after BANK_SIM_COMPLETE_SECONDS', async () => {
    const auto = await createTestApp({ ...FIAT_ENV, BANK_SIM_COMPLETE_SECONDS: '10' });
    try {
      const m = await fiatMerchant(auto, '100');
      const account = await savedBankAccount(auto, m);
      const res = await remitToBank(auto, m, { bank_account_id: account, amount: '10' });
      await auto.app.bankTransfers.tick();
      expect((await as(auto, m)('GET', `/payouts/${res.body.data.id}`)).body.data.status).toBe('processing');
      auto.clock.advance(10_000);
      await auto.app.bankTransfers.tick();
      expect((await as(auto, m)('GET', `/payouts/${res.body.data.id}`)).body.data.status).toBe('completed');
      expect(await usd(auto, m)).toEqual({ available: '89.99', frozen: '0.00' });
      await auto.checkLedger();
    } finally {
      await auto.close();
    }
  });
});
