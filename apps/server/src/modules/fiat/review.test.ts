import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { savedBankAccount, submitTopup, submittedTopup, topupFieldsOf } from '../../testing/fiat';
import { createTestApp, type TestApp } from '../../testing/harness';
import { historyOf } from '../../testing/history';
import { createOperator, loggedInOperator, newKey, opsGet, opsPost } from '../../testing/ops';
import { loggedInMerchant } from '../../testing/scenarios';
import { type Actor, as } from '../../testing/settings';

let t: TestApp;
let dataDir: string;
let m: Actor;
let op: Awaited<ReturnType<typeof loggedInOperator>>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-topup-review-'));
  // a fee of 1%: 1000.00 received credits 990.00
  t = await createTestApp({ DATA_DIR: dataDir, TOPUP_FEE_BPS: '100' });
  m = await loggedInMerchant(t);
  op = await loggedInOperator(t);
});
afterEach(() => t.checkLedger());
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const approve = (id: string, amount_received: string, key = newKey()) =>
  t.call({
    method: 'POST',
    url: `/api/ops/topups/${id}/approve`,
    headers: { authorization: `Bearer ${op.token}`, 'idempotency-key': key, 'accept-language': 'en' },
    payload: { amount_received },
  });
const reject = (id: string, reason: string, key = newKey()) =>
  opsPost(t, op.token, `/api/ops/topups/${id}/reject`, { reason }, key);
const usd = async () => {
  const res = await as(t, m)('GET', '/fiat/balances');
  return res.body.data.assets.find((a: { asset: string }) => a.asset === 'USD');
};
const postings = (id: string) =>
  t.db.query<{ account: string; amount: bigint }>(
    `SELECT coalesce(a.platform_account, a.bucket) AS account, p.amount FROM journal_entries e
     JOIN postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
     WHERE e.ref_type = 'fiat_topup' AND e.ref_id = $1 ORDER BY p.amount`,
    [id],
  );
const audit = (id: string) =>
  t.db.query<{ action: string }>('SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id', [id]);

describe('operators review top-ups', () => {
  it('queue, detail, statement inline through a short-lived link (audited)', async () => {
    const id = await submittedTopup(t, m, '50.00');
    const queue = await opsGet(t, op.token, '/api/ops/topups');
    expect(queue.body.data.items.map((x: { id: string }) => x.id)).toContain(id);
    const detail = await opsGet(t, op.token, `/api/ops/topups/${id}`);
    expect(detail.body.data).toMatchObject({
      id,
      merchant_id: m.merchantId,
      status: 'submitted',
      difference: null,
    });
    const link = await opsPost(t, op.token, `/api/ops/topups/${id}/statement/link`);
    expect(link.status, link.res.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: link.body.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect((await audit(id)).map((a) => a.action)).toEqual(['topup_statement_viewed']);
    const kybStyle = await t.app.inject({
      method: 'GET',
      url: link.body.data.url.replace('topup-statements', 'kyb-files'),
    });
    expect(kybStyle.statusCode).toBe(404);
  });

  it('approve books bank clearing -> available less the fee, shows it in the history; replays; 409 after', async () => {
    const before = await usd();
    const id = await submittedTopup(t, m, '1000.00');
    const key = newKey();
    const res = await approve(id, '1000.00', key);
    expect(res.status, res.res.body).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'approved',
      amount: '1000.00',
      amount_received: '1000.00',
      fee: '10.00',
      credited: '990.00',
      difference: '0.00',
      decided_by: op.email,
    });
    expect(await postings(id)).toEqual([
      { account: 'bank_clearing', amount: -100000n },
      { account: 'fees', amount: 1000n },
      { account: 'available', amount: 99000n },
    ]);
    const after = await usd();
    expect(Number(after.available) - Number(before?.available ?? 0)).toBeCloseTo(990);
    const [row] = await historyOf(t, m, 'type=fiat_topup');
    expect(row).toMatchObject({
      type: 'fiat_topup',
      asset: 'USD',
      balance: 'available',
      amount: '1000.00',
      fee: '10.00',
      net: '990.00',
      status: 'approved',
      ref_id: id,
    });
    const replay = await approve(id, '1000.00', key);
    expect([replay.status, replay.res.headers['idempotent-replayed']]).toEqual([200, 'true']);
    const otherBody = await approve(id, '999.00', key);
    expect(otherBody.status).toBe(422);
    const twice = await approve(id, '1000.00');
    expect([twice.status, twice.body.message]).toEqual([409, 'This top-up was already decided']);
    expect((await audit(id)).map((a) => a.action)).toEqual(['topup_approved']);
    const merchantView = await as(t, m)('GET', `/fiat/topups/${id}`);
    expect(merchantView.body.data).toMatchObject({ status: 'approved', credited: '990.00' });
  });

  it('approves what actually arrived when it differs from the claim, the difference shown', async () => {
    const id = await submittedTopup(t, m, '500.00');
    const res = await approve(id, '480.55');
    expect(res.body.data).toMatchObject({
      amount: '500.00',
      amount_received: '480.55',
      fee: '4.81',
      difference: '-19.45',
    });
    expect(await postings(id)).toEqual([
      { account: 'bank_clearing', amount: -48055n },
      { account: 'fees', amount: 481n },
      { account: 'available', amount: 47574n },
    ]);
    const bad = await approve(await submittedTopup(t, m, '1.00'), '0.001');
    expect(bad.body.errors).toEqual([{ field: 'amount_received', message: 'At most 2 decimal places' }]);
  });

  it('two operators deciding at once: one decision holds, the other is 409', async () => {
    const other = await loggedInOperator(t);
    const id = await submittedTopup(t, m, '60.00');
    const answers = await Promise.all([
      approve(id, '60.00'),
      opsPost(t, other.token, `/api/ops/topups/${id}/reject`, { reason: 'Duplicate' }, newKey()),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await audit(id)).length).toBe(1);
  });

  it('rejects with a reason the merchant sees; nothing booked; a decided top-up is 409', async () => {
    const id = await submittedTopup(t, m, '75.00');
    const res = await reject(id, 'No such transfer on the statement');
    expect(res.status, res.res.body).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'rejected', reason: 'No such transfer on the statement' });
    expect(await postings(id)).toEqual([]);
    expect((await as(t, m)('GET', `/fiat/topups/${id}`)).body.data.reason).toBe(
      'No such transfer on the statement',
    );
    expect((await approve(id, '75.00')).status).toBe(409);
    expect((await reject(id, 'again')).status).toBe(409);
    expect((await audit(id)).map((a) => a.action)).toEqual(['topup_rejected']);
  });

  it('an operator with the merchant’s email may not decide its top-ups (403); unknown ids are 404', async () => {
    const self = await loggedInOperator(t, await createOperator(t, m.email));
    const id = await submittedTopup(t, m, '20.00');
    const res = await opsPost(
      t,
      self.token,
      `/api/ops/topups/${id}/approve`,
      { amount_received: '20.00' },
      newKey(),
    );
    expect(res.status).toBe(403);
    expect(await postings(id)).toEqual([]);
    expect((await approve('00000000-0000-4000-8000-000000000000', '1.00')).status).toBe(404);
    expect(
      (await opsPost(t, op.token, `/api/ops/topups/${id}/approve`, { amount_received: '20.00' })).status,
    ).toBe(400);
  });

  it('operators enable a currency (audited); merchants can then top up in it', async () => {
    const list = await opsGet(t, op.token, '/api/ops/fiat-currencies');
    expect(
      list.body.data.items.map((c: { currency: string; enabled: boolean }) => [c.currency, c.enabled]),
    ).toEqual([
      ['USD', true],
      ['EUR', false],
      ['HKD', false],
    ]);
    const on = await opsPost(t, op.token, '/api/ops/fiat-currencies/EUR', { enabled: true });
    expect(on.body.data).toMatchObject({ currency: 'EUR', enabled: true });
    expect((await audit('EUR')).map((a) => a.action)).toEqual(['fiat_currency_changed']);
    const eur = await savedBankAccount(t, m, 'EUR', '7770001');
    const res = await submitTopup(t, m, topupFieldsOf(t, eur, { currency: 'EUR' }));
    expect(res.status, res.res.body).toBe(200);
    expect((await approve(res.body.data.id, '1000.00')).status).toBe(200);
    const instructions = await as(t, m)('GET', '/fiat/topups/instructions');
    expect(instructions.body.data.currencies.map((c: { currency: string }) => c.currency)).toEqual([
      'USD',
      'EUR',
    ]);
    await opsPost(t, op.token, '/api/ops/fiat-currencies/EUR', { enabled: false });
    expect((await opsPost(t, op.token, '/api/ops/fiat-currencies/XYZ', { enabled: true })).status).toBe(404);
  });
});
