import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { twoAppsPerTest } from '../../testing/app-hooks';
import { submittedTopup } from '../../testing/fiat';
import { FIAT_ENV, fiatMerchant, remitToBank, savedBankAccount } from '../../testing/fiat-payouts';
import { camt053, importFile, USD_ACCOUNT } from '../../testing/iso20022';
import { loggedInOperator, opsPost } from '../../testing/ops';
import { loggedInMerchant } from '../../testing/scenarios';
import { as } from '../../testing/settings';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-bank-race-'));
const { one, two } = twoAppsPerTest({ ...FIAT_ENV, BANK_RAIL: 'iso20022', DATA_DIR: dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('two instances on one database', () => {
  it('gather every waiting transfer into exactly one pain.001 when both write files at once', async () => {
    const m = await fiatMerchant(one, '3000');
    const account = await savedBankAccount(one, m);
    for (let i = 0; i < 12; i++) {
      const res = await remitToBank(one, m, { bank_account_id: account, amount: `${10 + i}` });
      expect(res.status, res.res.body).toBe(200);
    }
    await Promise.all([one.app.bankTransfers.tick(), two.app.bankTransfers.tick()]);
    const [a, b] = await Promise.all([one.app.bankFiles.tick(), two.app.bankFiles.tick()]).then(() =>
      Promise.all([
        one.db.query<{ n: number }>("SELECT count(*)::int AS n FROM bank_transfers WHERE state = 'sent'"),
        one.db.query<{ files: number; entries: number }>(
          "SELECT count(*)::int AS files, coalesce(sum(entries), 0)::int AS entries FROM bank_files WHERE kind = 'pain.001'",
        ),
      ]),
    );
    expect(a[0]!.n).toBe(12);
    expect(b[0]!.entries).toBe(12);
    const e2e = await one.db.query<{ n: number }>(
      'SELECT count(DISTINCT end_to_end_id)::int AS n FROM bank_transfers WHERE file_id IS NOT NULL',
    );
    expect(e2e[0]!.n).toBe(12);
  });

  it('credit a top-up once when both import the same statement and match its credits at once', async () => {
    const m = await loggedInMerchant(one);
    const ref = (await as(one, m)('GET', '/fiat/topups/instructions')).body.data.reference as string;
    const ids = await Promise.all(['100.00', '200.00', '300.00'].map((a) => submittedTopup(one, m, a)));
    const [opOne, opTwo] = [await loggedInOperator(one), await loggedInOperator(two)];
    const xml = camt053({
      messageId: 'STM-RACE-1',
      account: USD_ACCOUNT,
      currency: 'USD',
      entries: ['100.00', '200.00', '300.00'].map((amount, i) => ({
        ref: `RC-${i}`,
        direction: 'CRDT' as const,
        amount,
        txs: [{ payer: 'Race Ltd', remittance: [ref] }],
      })),
    });
    const [x, y] = await Promise.all([importFile(one, opOne.token, xml), importFile(two, opTwo.token, xml)]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(x.body.data.id).toBe(y.body.data.id);
    await Promise.all([one.app.bankCredits.run(), two.app.bankCredits.run(), one.app.bankCredits.run()]);
    const credits = await one.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM fiat_bank_credits WHERE state = 'matched'",
    );
    expect(credits[0]!.n).toBe(3);
    for (const id of ids) {
      expect((await as(one, m)('GET', `/fiat/topups/${id}`)).body.data.status).toBe('approved');
    }
    const entries = await one.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'fiat_topup_credited'",
    );
    expect(entries[0]!.n).toBe(3);
    expect((await opsPost(one, opOne.token, '/api/ops/bank-files/generate')).body.data.files).toEqual([]);
  });
});
