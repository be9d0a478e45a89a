import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submittedTopup } from '../../testing/fiat';
import { createTestApp, type TestApp } from '../../testing/harness';
import { type CamtEntry, camt053, camt054, importFile, USD_ACCOUNT } from '../../testing/iso20022';
import { loggedInOperator, newKey, opsGet, opsPost } from '../../testing/ops';
import { loggedInMerchant } from '../../testing/scenarios';
import { type Actor, as } from '../../testing/settings';

let t: TestApp;
let dataDir: string;
let op: { token: string };
const merchants: Actor[] = [];
const refs: string[] = [];

const usd = async (m: Actor) => {
  const res = await as(t, m)('GET', '/fiat/balances');
  return (res.body.data.assets as { asset: string; available: string }[]).find((a) => a.asset === 'USD')
    ?.available;
};
const topup = async (m: Actor, id: string) => (await as(t, m)('GET', `/fiat/topups/${id}`)).body.data;
const credit = (ref: string, amount: string, tx: CamtEntry['txs']): CamtEntry => ({
  ref,
  direction: 'CRDT',
  amount,
  txs: tx,
});

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-bank-credits-'));
  t = await createTestApp({ BANK_RAIL: 'iso20022', DATA_DIR: dataDir, TOPUP_FEE_BPS: '10' });
  op = await loggedInOperator(t);
  for (let i = 0; i < 6; i++) {
    const m = await loggedInMerchant(t);
    merchants.push(m);
    refs.push((await as(t, m)('GET', '/fiat/topups/instructions')).body.data.reference);
  }
});
afterAll(async () => {
  await t.checkLedger();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('top-ups matched by the bank statement', () => {
  const ids: string[] = [];

  it('credits the top-ups the reference and amount name, without a person; leaves the rest with candidates', async () => {
    const [a, b, c, d, e, f] = merchants as [Actor, Actor, Actor, Actor, Actor, Actor];
    ids.push(await submittedTopup(t, a, '1000.00')); // exact
    ids.push(await submittedTopup(t, b, '250.00')); // arrives 249.50: the banks' charges, within 1 %
    ids.push(await submittedTopup(t, c, '500.00')); // sent in EUR, arrives as 500.00 USD
    ids.push(await submittedTopup(t, d, '320.00')); // a structured creditor reference
    ids.push(await submittedTopup(t, e, '800.00')); // only 400.00 arrives: partial
    ids.push(await submittedTopup(t, f, '75.00')); // the payer forgot the reference
    const statement = camt053({
      messageId: 'STM-CR-0001',
      account: USD_ACCOUNT,
      currency: 'USD',
      entries: [
        credit('CR-1', '1000.00', [{ payer: 'Blue Harbor Trading Ltd', remittance: [`Top-up ${refs[0]}`] }]),
        credit('CR-2', '249.50', [
          {
            payer: 'Kowloon Parts Co',
            remittance: [`INV 7781 ${refs[1]!.slice(0, 5)} ${refs[1]!.slice(5)}`],
          },
        ]),
        credit('CR-3', '500.00', [
          {
            payer: 'Rhein Handel GmbH',
            remittance: [refs[2]!.toLowerCase()],
            instructed: { amount: '461.80', currency: 'EUR', rate: '1.0827' },
          },
        ]),
        credit('CR-4', '320.00', [{ payer: 'Nordic Supply AB', creditorRef: refs[3]! }]),
        credit('CR-5', '400.00', [{ payer: 'Lotus Imports', remittance: [refs[4]!] }]),
        credit('CR-6', '75.00', [{ payer: 'Someone', remittance: ['payment for goods'] }]),
        credit('CR-7', '12.00', [{ payer: 'Unknown Ltd', remittance: ['TUAAAAAAAA'] }]),
      ],
    });
    const res = await importFile(t, op.token, statement);
    expect(res.status, res.res.body).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'camt.053', entries: 7, matched: 4, unmatched: 3 });

    expect(await topup(merchants[0]!, ids[0]!)).toMatchObject({
      status: 'approved',
      amount_received: '1000.00',
      fee: '1.00',
    });
    expect(await usd(merchants[0]!)).toBe('999.00');
    expect(await topup(merchants[1]!, ids[1]!)).toMatchObject({
      status: 'approved',
      amount_received: '249.50',
    });
    expect(await topup(merchants[2]!, ids[2]!)).toMatchObject({
      status: 'approved',
      amount_received: '500.00',
    });
    expect(await topup(merchants[3]!, ids[3]!)).toMatchObject({
      status: 'approved',
      amount_received: '320.00',
    });
    expect(await topup(merchants[4]!, ids[4]!)).toMatchObject({ status: 'submitted' });

    const queue = await opsGet(t, op.token, '/api/ops/bank-credits');
    expect(queue.status).toBe(200);
    const byRef = new Map(queue.body.data.items.map((i: { amount: string }) => [i.amount, i]));
    expect(byRef.get('400.00')).toMatchObject({
      miss: 'amount_short',
      candidates: [{ topup_id: ids[4], amount: '800.00' }],
    });
    expect(byRef.get('75.00')).toMatchObject({ miss: 'no_reference', candidates: [{ topup_id: ids[5] }] });
    expect(byRef.get('12.00')).toMatchObject({ miss: 'unknown_reference', candidates: [] });

    const matched = await opsGet(t, op.token, '/api/ops/bank-credits?state=matched');
    expect(matched.body.data.items).toHaveLength(4);
    expect(matched.body.data.items.every((i: { matched_by: string }) => i.matched_by === 'rule')).toBe(true);
  });

  it('an operator credits a partial amount to its top-up, credits one without reference, and sets one aside', async () => {
    const queue = (await opsGet(t, op.token, '/api/ops/bank-credits')).body.data.items as {
      id: string;
      amount: string;
    }[];
    const partial = queue.find((i) => i.amount === '400.00')!;
    const key = newKey();
    const res = await opsPost(
      t,
      op.token,
      `/api/ops/bank-credits/${partial.id}/match`,
      { topup_id: ids[4] },
      key,
    );
    expect(res.status, res.res.body).toBe(200);
    expect(res.body.data).toMatchObject({ state: 'matched', matched_by: 'operator', topup_id: ids[4] });
    expect(await topup(merchants[4]!, ids[4]!)).toMatchObject({
      status: 'approved',
      amount_received: '400.00',
    });
    // the same request again answers the same, and credits nothing twice
    const replay = await opsPost(
      t,
      op.token,
      `/api/ops/bank-credits/${partial.id}/match`,
      { topup_id: ids[4] },
      key,
    );
    expect(replay.body.data).toEqual(res.body.data);
    expect(await usd(merchants[4]!)).toBe('399.60');
    const again = await opsPost(
      t,
      op.token,
      `/api/ops/bank-credits/${partial.id}/match`,
      { topup_id: ids[4] },
      newKey(),
    );
    expect(again.status).toBe(409);

    const none = queue.find((i) => i.amount === '75.00')!;
    const wrong = await opsPost(
      t,
      op.token,
      `/api/ops/bank-credits/${none.id}/match`,
      { topup_id: ids[0] },
      newKey(),
    );
    expect(wrong.status).toBe(422); // already approved
    const ok = await opsPost(
      t,
      op.token,
      `/api/ops/bank-credits/${none.id}/match`,
      { topup_id: ids[5] },
      newKey(),
    );
    expect(ok.status, ok.res.body).toBe(200);

    const stray = queue.find((i) => i.amount === '12.00')!;
    const set = await opsPost(
      t,
      op.token,
      `/api/ops/bank-credits/${stray.id}/dismiss`,
      { reason: 'Returned to the sender' },
      newKey(),
    );
    expect(set.body.data).toMatchObject({ state: 'dismissed', note: 'Returned to the sender' });
    expect((await opsGet(t, op.token, '/api/ops/bank-credits')).body.data.items).toEqual([]);
    const audit = await opsGet(t, op.token, '/api/ops/audit?action=bank_credit_matched');
    expect(audit.body.data.items).toHaveLength(2);
  });

  it('a camt.054 notification then the day’s camt.053 credit once; two top-ups of the same amount wait for a person', async () => {
    const m = merchants[0]!;
    const first = await submittedTopup(t, m, '60.00');
    t.clock.advance(1000);
    const second = await submittedTopup(t, m, '60.00');
    const third = await submittedTopup(t, m, '90.00');
    const entries = [
      credit('CR-20', '90.00', [{ remittance: [refs[0]!] }]),
      credit('CR-21', '60.00', [{ remittance: [refs[0]!] }]),
    ];
    const note = await importFile(
      t,
      op.token,
      camt054({ messageId: 'NTF-CR-1', account: USD_ACCOUNT, currency: 'USD', entries }),
    );
    expect(note.body.data).toMatchObject({ entries: 2, matched: 1, unmatched: 1 });
    const day = await importFile(
      t,
      op.token,
      camt053({ messageId: 'STM-CR-0002', account: USD_ACCOUNT, currency: 'USD', entries }),
    );
    expect(day.status).toBe(200);
    const detail = await opsGet(t, op.token, `/api/ops/bank-files/${day.body.data.id}`);
    expect(detail.body.data.items.map((i: { state: string }) => i.state)).toEqual(['repeated', 'repeated']);
    expect(await topup(m, third)).toMatchObject({ status: 'approved' });
    expect((await topup(m, first)).status).toBe('submitted');
    expect((await topup(m, second)).status).toBe('submitted');
    const waiting = (await opsGet(t, op.token, '/api/ops/bank-credits')).body.data.items;
    expect(waiting).toMatchObject([
      { miss: 'ambiguous', candidates: [{ topup_id: first }, { topup_id: second }] },
    ]);
  });
});
