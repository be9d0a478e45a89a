import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey } from '../../testing/api-keys';
import { PDF_STATEMENT, savedBankAccount, submitTopup, topupFieldsOf, yesterday } from '../../testing/fiat';
import { createTestApp, type TestApp } from '../../testing/harness';
import { FAKE_EXE, PNG_1X1, pngOfSize, storedFiles, zipBomb } from '../../testing/kyb';
import { loggedInMerchant } from '../../testing/scenarios';
import { type Actor, as } from '../../testing/settings';

const MB = 1024 * 1024;
let t: TestApp;
let dataDir: string;
let a: Actor;
let b: Actor;
let accountA: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-topups-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  a = await loggedInMerchant(t);
  b = await loggedInMerchant(t);
  accountA = await savedBankAccount(t, a);
});
afterAll(async () => {
  await t.checkLedger();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('top-up instructions', () => {
  it('name the enabled currencies with the platform account and a stable reference of the merchant', async () => {
    const first = await as(t, a)('GET', '/fiat/topups/instructions');
    expect(first.status, first.res.body).toBe(200);
    expect(first.body.data.reference).toMatch(/^TU[A-Z2-7]{8}$/);
    expect(first.body.data.currencies.map((c: { currency: string }) => c.currency)).toEqual(['USD']);
    expect(first.body.data.currencies[0]).toMatchObject({ decimals: 2, swift_code: 'HASEHKHH' });
    const again = await as(t, a)('GET', '/fiat/topups/instructions');
    expect(again.body.data.reference).toBe(first.body.data.reference);
    const other = await as(t, b)('GET', '/fiat/topups/instructions');
    expect(other.body.data.reference).not.toBe(first.body.data.reference);
  });
});

describe('reads by API key', () => {
  it('take a key with the read scope; a key cannot submit a top-up', async () => {
    const key = await createKey(t, a, { scopes: ['read'] });
    const byKey = as(t, { token: key.token });
    expect((await byKey('GET', '/fiat/topups/instructions')).status).toBe(200);
    expect((await byKey('GET', '/fiat/topups')).status).toBe(200);
    const submit = await submitTopup(t, { token: key.token }, topupFieldsOf(t, accountA));
    expect([401, 403]).toContain(submit.status);
  });
});

describe('submitting a top-up', () => {
  it('stores the claim and its statement; the merchant reads both, another merchant gets 404', async () => {
    const res = await submitTopup(t, a, topupFieldsOf(t, accountA, { amount: '1234.5' }));
    expect(res.status, res.res.body).toBe(200);
    const topup = res.body.data;
    expect(topup).toMatchObject({
      currency: 'USD',
      amount: '1234.50',
      status: 'submitted',
      value_date: yesterday(t),
      amount_received: null,
      statement: { name: 'statement.pdf', mime: 'application/pdf' },
      bank_account: { id: accountA },
    });
    const list = await as(t, a)('GET', '/fiat/topups');
    expect(list.body.data.items.map((x: { id: string }) => x.id)).toContain(topup.id);
    expect((await as(t, a)('GET', `/fiat/topups/${topup.id}`)).body.data).toEqual(topup);
    const file = await as(t, a)('GET', `/fiat/topups/${topup.id}/statement`);
    expect(file.status).toBe(200);
    expect(file.res.headers['content-type']).toBe('application/pdf');

    const missing = await as(t, b)('GET', '/fiat/topups/00000000-0000-4000-8000-000000000000');
    const foreign = await as(t, b)('GET', `/fiat/topups/${topup.id}`);
    expect([foreign.status, foreign.body.message]).toEqual([404, missing.body.message]);
    expect((await as(t, b)('GET', `/fiat/topups/${topup.id}/statement`)).status).toBe(404);
    expect((await as(t, b)('GET', '/fiat/topups')).body.data.items).toEqual([]);
  });

  it('replays the stored answer for the same key and body, 422 for the same key with another body', async () => {
    const key = `topup-${Date.now()}`;
    const fields = topupFieldsOf(t, accountA, { amount: '10.00' });
    const first = await submitTopup(t, a, fields, PDF_STATEMENT, key);
    expect(first.status, first.res.body).toBe(200);
    const files = storedFiles(dataDir).length;
    const again = await submitTopup(t, a, fields, PDF_STATEMENT, key);
    expect(again.status).toBe(200);
    expect(again.res.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(storedFiles(dataDir).length).toBe(files);
    const other = await submitTopup(t, a, { ...fields, amount: '11.00' }, PDF_STATEMENT, key);
    expect(other.status).toBe(422);
    expect(other.body.errors?.[0]?.field).toBe('Idempotency-Key');
    const noKey = await submitTopup(t, a, fields, PDF_STATEMENT, '');
    expect(noKey.status).toBe(400);
  });

  it('refuses bad input with 422 naming each field, storing nothing', async () => {
    const eur = await savedBankAccount(t, a, 'EUR', '5550001');
    const foreignAccount = await savedBankAccount(t, b, 'USD', '5550002');
    const tomorrow = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, string>, string, string][] = [
      [{ amount: 'ten' }, 'amount', 'Must be a correct number'],
      [{ amount: '0' }, 'amount', 'The amount must be more than 0'],
      [{ amount: '1.001' }, 'amount', 'At most 2 decimal places'],
      [{ currency: 'XYZ' }, 'currency', 'Choose a currency'],
      [{ currency: 'usd!' }, 'currency', 'Choose a currency'],
      [{ currency: 'EUR', bank_account_id: eur }, 'currency', 'Top-ups in this currency are not open yet'],
      [{ bank_account_id: eur }, 'bank_account_id', 'This bank account is in another currency'],
      [{ bank_account_id: foreignAccount }, 'bank_account_id', 'Choose one of your saved bank accounts'],
      [{ bank_account_id: 'nope' }, 'bank_account_id', 'Choose one of your saved bank accounts'],
      [{ value_date: tomorrow }, 'value_date', 'The value date cannot be in the future'],
      [{ value_date: '2026-02-30' }, 'value_date', 'Not a valid date'],
      [{ value_date: '26/11/2026' }, 'value_date', 'Not a valid date'],
    ];
    const before = storedFiles(dataDir);
    for (const [extra, field, message] of cases) {
      const res = await submitTopup(t, a, topupFieldsOf(t, accountA, extra));
      expect(res.status, JSON.stringify(extra)).toBe(422);
      expect(res.body.errors, JSON.stringify(extra)).toContainEqual({ field, message });
      expect(storedFiles(dataDir), JSON.stringify(extra)).toEqual(before);
    }
    const noFile = await submitTopup(t, a, topupFieldsOf(t, accountA), null);
    expect(noFile.body.errors).toEqual([{ field: 'statement', message: 'Upload the bank statement' }]);
    const json = await as(t, a)('POST', '/fiat/topups', topupFieldsOf(t, accountA), {
      'idempotency-key': 'k-12345678',
    });
    expect(json.status).toBe(415);
    expect(storedFiles(dataDir)).toEqual(before);
  });
});

describe('statement uploads, decided by content', () => {
  const send = (statement: { filename: string; content: Buffer }) =>
    submitTopup(t, a, topupFieldsOf(t, accountA), { field: 'statement', ...statement });

  it('accepts a PNG named .txt, and a ZIP bomb stored as a ZIP without being opened', async () => {
    const png = await send({ filename: 'scan.txt', content: PNG_1X1 });
    expect(png.status, png.res.body).toBe(200);
    expect(png.body.data.statement.mime).toBe('image/png');
    const bomb = zipBomb();
    const zip = await send({ filename: 'statements.zip', content: bomb });
    expect(zip.status, zip.res.body).toBe(200);
    expect(zip.body.data.statement).toMatchObject({ mime: 'application/zip', size: bomb.length });
    const rar = await send({
      filename: 'x.rar',
      content: Buffer.from('Rar!\x1a\x07\x01\x00rest-of-archive', 'latin1'),
    });
    expect(rar.body.data.statement.mime).toBe('application/vnd.rar');
  });

  it('refuses a renamed .exe, an empty file and 10 MB + 1 byte; accepts exactly 10 MB', async () => {
    const before = storedFiles(dataDir);
    const exe = await send({ filename: 'statement.pdf', content: FAKE_EXE });
    expect([exe.status, exe.body.errors]).toEqual([
      422,
      [
        {
          field: 'statement',
          message:
            'statement.pdf: only PDF, JPG, JPEG, PNG, BMP or a ZIP/RAR archive is accepted (checked by content)',
        },
      ],
    ]);
    const pathName = await send({ filename: '../../etc/statement.pdf', content: PNG_1X1 });
    expect(pathName.body.errors?.[0]?.field).toBe('statement');
    const empty = await send({ filename: 'empty.pdf', content: Buffer.alloc(0) });
    expect(empty.body.errors).toEqual([{ field: 'statement', message: 'empty.pdf: the file is empty' }]);
    const big = await send({ filename: 'big.png', content: pngOfSize(10 * MB + 1) });
    expect([big.status, big.body.errors]).toEqual([
      422,
      [{ field: 'statement', message: 'The statement may be at most 10 MB' }],
    ]);
    expect(storedFiles(dataDir)).toEqual(before);
    const max = await send({ filename: 'max.png', content: pngOfSize(10 * MB) });
    expect(max.status, max.res.body).toBe(200);
  });
});
