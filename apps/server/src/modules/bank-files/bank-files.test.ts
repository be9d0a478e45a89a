import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSchema } from '../../rails/bank/iso20022/schema-check';
import { FIAT_ENV, fiatMerchant, remitToBank, savedBankAccount, usd } from '../../testing/fiat-payouts';
import { createTestApp, type TestApp } from '../../testing/harness';
import { camt053, camt054, importFile, pain002, USD_ACCOUNT } from '../../testing/iso20022';
import { loggedInOperator, opsGet, opsPost } from '../../testing/ops';
import { type Actor, as } from '../../testing/settings';

let t: TestApp;
let dataDir: string;
let op: { token: string };
let m: Actor;
let accountId: string;

const payoutOf = async (id: string) => (await as(t, m)('GET', `/payouts/${id}`)).body.data;
const e2e = (payoutId: string) => payoutId.replaceAll('-', '');

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-bank-files-'));
  t = await createTestApp({ ...FIAT_ENV, BANK_RAIL: 'iso20022', DATA_DIR: dataDir });
  op = await loggedInOperator(t);
  m = await fiatMerchant(t, '5000');
  accountId = await savedBankAccount(t, m);
});
afterAll(async () => {
  await t.checkLedger();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('payouts leave as pain.001 and the bank answers with pain.002 and camt.053/054', () => {
  const payouts: string[] = [];
  let messageId = '';

  it('gathers the waiting transfers into one pain.001.001.09, valid, kept and written to the outbox', async () => {
    for (const amount of ['100', '200', '300', '400', '500']) {
      const res = await remitToBank(t, m, { bank_account_id: accountId, amount });
      expect(res.status, res.res.body).toBe(200);
      payouts.push(res.body.data.id);
    }
    await t.app.bankTransfers.tick();
    expect((await payoutOf(payouts[0]!)).status).toBe('processing');

    const made = await opsPost(t, op.token, '/api/ops/bank-files/generate');
    expect(made.status, made.res.body).toBe(200);
    expect(made.body.data.files).toHaveLength(1);
    const file = made.body.data.files[0];
    expect(file).toMatchObject({
      direction: 'out',
      kind: 'pain.001',
      state: 'written',
      entries: 5,
      total: '1500.00',
    });
    expect(file.account).toBe(USD_ACCOUNT);
    messageId = file.message_id;

    const outbox = path.join(dataDir, 'bank', 'outbox', file.name);
    const xml = fs.readFileSync(outbox, 'utf8');
    await checkSchema('pain.001', xml);
    expect(xml).toContain(`<EndToEndId>${e2e(payouts[0]!)}</EndToEndId>`);
    expect(xml).toContain('<InstdAmt Ccy="USD">100.00</InstdAmt>');
    expect(xml).toContain('<CtrlSum>1500.00</CtrlSum>');

    const download = await t.call({
      method: 'GET',
      url: `/api/ops/bank-files/${file.id}/content`,
      headers: { authorization: `Bearer ${op.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.res.headers['content-disposition']).toMatch(/^attachment; filename="pain\.001\./);
    expect(download.res.body).toBe(xml);

    const detail = await opsGet(t, op.token, `/api/ops/bank-files/${file.id}`);
    expect(detail.body.data.items.map((i: { payout_id: string }) => i.payout_id).sort()).toEqual(
      [...payouts].sort(),
    );
    expect(detail.body.data.items[0]).toMatchObject({ kind: 'transfer', state: 'sent', currency: 'USD' });

    const again = await opsPost(t, op.token, '/api/ops/bank-files/generate');
    expect(again.body.data.files).toEqual([]);
  });

  it('a pain.002 rejects one transfer (its money returns, the reason in the reader language) and accepts the rest', async () => {
    const before = await usd(t, m);
    const report = pain002({
      messageId: 'STS-0001',
      originalMessageId: messageId,
      txs: [
        { endToEndId: e2e(payouts[0]!), status: 'ACCP' },
        { endToEndId: e2e(payouts[1]!), status: 'RJCT', reason: 'AC04', info: 'Account closed 2026-10-01' },
        { endToEndId: e2e(payouts[2]!), status: 'ACSP' },
        { endToEndId: 'ffffffffffffffffffffffffffffffff', status: 'ACCP' },
      ],
    });
    t.clock.advance(60_000);
    const res = await importFile(t, op.token, report, 'pain.002.xml');
    expect(res.status, res.res.body).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'pain.002',
      state: 'imported',
      entries: 4,
      matched: 3,
      unmatched: 1,
    });
    await t.app.bankTransfers.tick();
    const rejected = await payoutOf(payouts[1]!);
    expect(rejected.status).toBe('failed');
    expect(rejected.failure_reason).toBe('AC04 Account closed 2026-10-01');
    expect((await payoutOf(payouts[0]!)).status).toBe('processing');
    // 200 and its fee (0.20) back to available
    expect(Number((await usd(t, m)).available) - Number(before.available)).toBeCloseTo(200.2, 2);

    const twice = await importFile(t, op.token, report, 'pain.002-again.xml');
    expect(twice.body.data.id).toBe(res.body.data.id);
    await t.app.bankTransfers.tick();
    expect((await payoutOf(payouts[1]!)).status).toBe('failed');
  });

  it('a camt.054 debit completes its transfer; the day’s camt.053 repeating it changes nothing; a batch booking completes the rest', async () => {
    const one = {
      ref: 'HS-DBT-0001',
      direction: 'DBIT' as const,
      amount: '100.00',
      txs: [{ endToEndId: e2e(payouts[0]!), payee: 'Blue Harbor Trading Ltd' }],
    };
    t.clock.advance(60_000);
    const note = await importFile(
      t,
      op.token,
      camt054({ messageId: 'NTF-0001', account: USD_ACCOUNT, currency: 'USD', entries: [one] }),
    );
    expect(note.status, note.res.body).toBe(200);
    await t.app.bankTransfers.tick();
    expect((await payoutOf(payouts[0]!)).status).toBe('completed');

    // the rest of the file (300 + 400 + 500) booked as one entry naming the batch; a charge beside it
    // matches nothing; a pending credit moves nothing
    const statement = camt053({
      messageId: 'STM-20261130',
      account: USD_ACCOUNT,
      currency: 'USD',
      entries: [
        one,
        {
          ref: 'HS-DBT-0002',
          direction: 'DBIT',
          amount: '1200.00',
          batch: { paymentInfoId: messageId, count: 3 },
        },
        {
          ref: 'HS-CHG-0001',
          direction: 'DBIT',
          amount: '15.00',
          charges: '15.00',
          info: 'Charges for outgoing transfers',
        },
        {
          ref: 'HS-CRD-0009',
          direction: 'CRDT',
          amount: '500.00',
          status: 'PDNG',
          txs: [{ remittance: ['pending'] }],
        },
      ],
    });
    t.clock.advance(60_000);
    const day = await importFile(t, op.token, statement);
    expect(day.status, day.res.body).toBe(200);
    expect(day.body.data).toMatchObject({ kind: 'camt.053', entries: 3, matched: 1, unmatched: 1 });
    const detail = await opsGet(t, op.token, `/api/ops/bank-files/${day.body.data.id}`);
    expect(detail.body.data.items.map((i: { state: string }) => i.state)).toEqual([
      'repeated',
      'matched',
      'unmatched',
    ]);
    expect(detail.body.data.items[2]).toMatchObject({ kind: 'debit', miss: 'no_transfer', amount: '15.00' });
    await t.app.bankTransfers.tick();
    expect((await payoutOf(payouts[2]!)).status).toBe('completed');
    expect((await payoutOf(payouts[3]!)).status).toBe('completed');
    expect((await payoutOf(payouts[4]!)).status).toBe('completed');
    expect(await usd(t, m)).toMatchObject({ frozen: '0.00' });
    // the pain.001 counts its transfers booked by a statement and rejected by the bank
    const out = await opsGet(t, op.token, '/api/ops/bank-files?kind=pain.001');
    expect(out.body.data.items[0]).toMatchObject({ entries: 5, matched: 4, unmatched: 1 });
  });

  it('refuses a status report of a message the platform never sent, and lists both directions', async () => {
    const res = await importFile(
      t,
      op.token,
      pain002({
        messageId: 'STS-X',
        originalMessageId: 'NOT-OURS-1',
        group: { status: 'RJCT', reason: 'FF01' },
      }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      {
        field: 'file',
        message: 'The status report answers message NOT-OURS-1, which the platform did not send',
      },
    ]);
    const list = await opsGet(t, op.token, '/api/ops/bank-files?direction=in');
    expect(list.body.data.items.map((f: { kind: string }) => f.kind)).toEqual([
      'camt.053',
      'camt.054',
      'pain.002',
    ]);
    const out = await opsGet(t, op.token, '/api/ops/bank-files?kind=pain.001');
    expect(out.body.data.items).toHaveLength(1);
  });

  it('a rejection of the whole message fails every transfer not yet booked', async () => {
    const res = await remitToBank(t, m, { bank_account_id: accountId, amount: '50' });
    await t.app.bankTransfers.tick();
    const made = await opsPost(t, op.token, '/api/ops/bank-files/generate');
    const file = made.body.data.files[0];
    const report = pain002({
      messageId: 'STS-0002',
      originalMessageId: file.message_id,
      group: { status: 'RJCT', reason: 'AM04' },
    });
    expect((await importFile(t, op.token, report)).status).toBe(200);
    await t.app.bankTransfers.tick();
    expect((await payoutOf(res.body.data.id)).failure_reason).toBe('AM04');
  });
});
