import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { camt053, hostile, importFile, pain002, USD_ACCOUNT } from '../../testing/iso20022';
import { loggedInOperator, opsGet, opsPost } from '../../testing/ops';

let t: TestApp;
let dataDir: string;
let op: { token: string };

const counts = async () =>
  (
    await t.db.query<{ files: number; entries: number; postings: number }>(
      `SELECT (SELECT count(*)::int FROM bank_files) AS files, (SELECT count(*)::int FROM bank_file_entries) AS entries,
         (SELECT count(*)::int FROM postings) AS postings`,
    )
  )[0];

const credit = {
  ref: 'H-1',
  direction: 'CRDT' as const,
  amount: '10.00',
  txs: [{ remittance: ['TUAAAAAAAA'] }],
};

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-bank-hostile-'));
  t = await createTestApp({ BANK_RAIL: 'iso20022', DATA_DIR: dataDir });
  op = await loggedInOperator(t);
});
afterAll(async () => {
  await t.checkLedger();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('hostile and wrong bank files are refused with a clear error, nothing read or booked', () => {
  const cases: [string, string | Buffer, string][] = [
    [
      'an external entity (XXE)',
      hostile.xxe,
      'The file declares a DOCTYPE or entities, which ISO 20022 messages never do: refused',
    ],
    [
      'entity expansion (billion laughs)',
      hostile.billionLaughs,
      'The file declares a DOCTYPE or entities, which ISO 20022 messages never do: refused',
    ],
    ['a file of 50 MB', hostile.huge(), 'The file may be at most 20 MB'],
    ['a PDF', hostile.notXml, 'The file is not XML in UTF-8'],
    ['text that is not UTF-8', hostile.latin1, 'The file is not XML in UTF-8'],
    [
      'another message (pacs.008)',
      hostile.otherMessage,
      'Unknown message: only pain.002.001.10, camt.053.001.08 and camt.054.001.08 are read',
    ],
    ['an empty file', Buffer.alloc(0), 'The file is empty'],
    [
      'a statement of another account',
      camt053({
        messageId: 'STM-OTHER',
        account: 'DE89370400440532013000',
        iban: true,
        currency: 'USD',
        entries: [credit],
      }),
      "The file is about account DE89370400440532013000, which is not one of the platform's",
    ],
    [
      'a statement in a currency its account is not in',
      camt053({ messageId: 'STM-CCY', account: USD_ACCOUNT, currency: 'EUR', entries: [credit] }),
      "The file is about account 787001234567838, which is not one of the platform's",
    ],
  ];
  for (const [what, file, message] of cases) {
    it(`refuses ${what}`, async () => {
      const before = await counts();
      const res = await importFile(t, op.token, file);
      expect(res.status, res.res.body).toBe(422);
      expect(res.body.errors).toEqual([{ field: 'file', message }]);
      expect(await counts()).toEqual(before);
    });
  }

  it('refuses a file its schema does not allow, naming what is wrong', async () => {
    const broken = camt053({
      messageId: 'STM-BROKEN',
      account: USD_ACCOUNT,
      currency: 'USD',
      entries: [credit],
    }).replace('<CdtDbtInd>CRDT</CdtDbtInd>\n    \n    <Sts>', '<Sts>');
    const res = await importFile(t, op.token, broken);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.message).toMatch(
      /^The file does not follow the camt\.053\.001\.08 XSD: .*CdtDbtInd/,
    );
    const tooPrecise = camt053({
      messageId: 'STM-PREC',
      account: USD_ACCOUNT,
      currency: 'USD',
      entries: [{ ...credit, amount: '10.001' }],
    });
    expect((await importFile(t, op.token, tooPrecise)).body.errors).toEqual([
      { field: 'file', message: 'The amount 10.001 USD is too precise for USD' },
    ]);
  });

  it('answers in Chinese by default, and refuses an upload without the file part', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/ops/bank-files/import',
      headers: { authorization: `Bearer ${op.token}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'file', message: '请上传银行文件' }]);
    const json = await opsPost(t, op.token, '/api/ops/bank-files/import', { file: 'x' });
    expect(json.status).toBe(415);
  });

  it('reads the inbox: a good file is imported and moved to done/, a hostile one listed as refused and moved aside', async () => {
    const inbox = path.join(dataDir, 'bank', 'inbox');
    fs.mkdirSync(inbox, { recursive: true });
    fs.writeFileSync(
      path.join(inbox, 'camt.053.20261130.xml'),
      camt053({ messageId: 'STM-INBOX', account: USD_ACCOUNT, currency: 'USD', entries: [credit] }),
    );
    fs.writeFileSync(path.join(inbox, 'camt.054.evil.xml'), hostile.xxe);
    fs.writeFileSync(
      path.join(inbox, 'pain.002.late.xml'),
      pain002({ messageId: 'S', originalMessageId: 'NOPE', group: { status: 'RJCT', reason: 'FF01' } }),
    );
    await t.app.bankFiles.tick();
    expect(fs.readdirSync(path.join(inbox, 'done'))).toEqual(['camt.053.20261130.xml']);
    expect(fs.readdirSync(path.join(inbox, 'refused')).sort()).toEqual([
      'camt.054.evil.xml',
      'pain.002.late.xml',
    ]);
    const list = await t.call({
      method: 'GET',
      url: '/api/ops/bank-files?direction=in',
      headers: { authorization: `Bearer ${op.token}`, 'accept-language': 'en' },
    });
    const byName = new Map(list.body.data.items.map((f: { name: string }) => [f.name, f]));
    expect(byName.get('camt.053.20261130.xml')).toMatchObject({
      state: 'imported',
      entries: 1,
      unmatched: 1,
    });
    expect(byName.get('camt.054.evil.xml')).toMatchObject({
      state: 'refused',
      kind: 'camt.054',
      error: 'The file declares a DOCTYPE or entities, which ISO 20022 messages never do: refused',
    });
    expect(byName.get('pain.002.late.xml')).toMatchObject({
      state: 'refused',
      error: expect.stringContaining('NOPE'),
    });
    const waiting = await opsGet(t, op.token, '/api/ops/bank-credits');
    expect(waiting.body.data.items).toMatchObject([{ miss: 'unknown_reference', amount: '10.00' }]);
  });
});

describe('on the simulated bank', () => {
  it('the bank files answer 409 naming the setting', async () => {
    const sim = await createTestApp();
    try {
      const o = await loggedInOperator(sim);
      const res = await t.call({
        method: 'GET',
        url: '/api/ops/bank-files',
        headers: { authorization: `Bearer ${o.token}` },
      });
      expect(res.status).toBe(401); // another app's operator
      const own = await sim.call({
        method: 'GET',
        url: '/api/ops/bank-files',
        headers: { authorization: `Bearer ${o.token}`, 'accept-language': 'en' },
      });
      expect(own.status).toBe(409);
      expect(own.body.message).toBe(
        'The bank rail in use does not exchange ISO 20022 files (set BANK_RAIL=iso20022)',
      );
    } finally {
      await sim.close();
    }
  });
});
