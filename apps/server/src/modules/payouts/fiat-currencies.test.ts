import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { savedBankAccount, submitTopup, topupFieldsOf } from '../../testing/fiat';
import { FIAT_ENV, fiatMerchant, remitToBank } from '../../testing/fiat-payouts';
import { createTestApp, type TestApp } from '../../testing/harness';
import { loggedInOperator, newKey, opsPost } from '../../testing/ops';
import { type Actor, as } from '../../testing/settings';

let t: TestApp;
let dataDir: string;
let m: Actor;
let op: Awaited<ReturnType<typeof loggedInOperator>>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-fiat-currencies-'));
  t = await createTestApp({ ...FIAT_ENV, FX_RATES: `${FIAT_ENV.FX_RATES},EUR/USD:1`, DATA_DIR: dataDir });
  m = await fiatMerchant(t, '500');
  op = await loggedInOperator(t);
});
afterEach(() => t.checkLedger());
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Card = { asset: string; available: string; frozen: string };
const cards = (assets: Card[]) => assets.map((a) => [a.asset, a.available, a.frozen]);
const fiatBalances = async () => cards((await as(t, m)('GET', '/fiat/balances')).body.data.assets);
const overviewFiat = async () => cards((await as(t, m)('GET', '/overview')).body.data.fiat_balances);
const switchCurrency = async (code: string, enabled: boolean) => {
  const res = await opsPost(t, op.token, `/api/ops/fiat-currencies/${code}`, { enabled }, newKey());
  expect(res.status, res.res.body).toBe(200);
};

/** The fields a 422 answer names. */
function refused(res: { status: number; body: { errors?: { field: string; message: string }[] } }) {
  expect(res.status).toBe(422);
  return res.body.errors?.map((e) => e.field);
}

describe('the fiat currencies operators enable are the fiat account’s currencies', () => {
  it('USD alone until EUR is enabled; an EUR top-up approved shows in the balances and the overview', async () => {
    expect(await fiatBalances()).toEqual([['USD', '500.00', '0.00']]);
    expect(await overviewFiat()).toEqual([['USD', '500.00', '0.00']]);

    await switchCurrency('EUR', true);
    expect(await fiatBalances()).toEqual([
      ['USD', '500.00', '0.00'],
      ['EUR', '0.00', '0.00'],
    ]);
    const eur = await savedBankAccount(t, m, 'EUR', '7770001');
    const topup = await submitTopup(t, m, topupFieldsOf(t, eur, { currency: 'EUR', amount: '300.00' }));
    expect(topup.status, topup.res.body).toBe(200);
    const approved = await opsPost(
      t,
      op.token,
      `/api/ops/topups/${topup.body.data.id}/approve`,
      { amount_received: '300.00' },
      newKey(),
    );
    expect(approved.status, approved.res.body).toBe(200);
    const both = [
      ['USD', '500.00', '0.00'],
      ['EUR', '300.00', '0.00'],
    ];
    expect(await fiatBalances()).toEqual(both);
    expect(await overviewFiat()).toEqual(both);
  });

  it('a bank transfer in EUR is taken; in HKD (disabled) or an unknown currency it is 422 on currency', async () => {
    const eur = await savedBankAccount(t, m, 'EUR', '7770002');
    const preview = await as(t, m)(
      'GET',
      `/payouts/bank-transfers/preview?currency=EUR&bank_account_id=${eur}&amount=100`,
    );
    expect(preview.status, preview.res.body).toBe(200);
    expect(preview.body.data).toMatchObject({ currency: 'EUR', amount: '100.00', available: '300.00' });
    const sent = await remitToBank(t, m, {
      currency: 'EUR',
      bank_account_id: eur,
      amount: '100',
      remark: '',
    });
    expect(sent.status, sent.res.body).toBe(200);
    expect(sent.body.data).toMatchObject({ kind: 'bank_transfer', asset: 'EUR', amount: '100.00' });

    const hkd = await savedBankAccount(t, m, 'HKD', '8880001');
    const refusedHkd = await remitToBank(t, m, {
      currency: 'HKD',
      bank_account_id: hkd,
      amount: '1',
      remark: '',
    });
    expect(refused(refusedHkd)).toEqual(['currency']);
    expect(refusedHkd.body.errors?.[0]?.message).toBe('This currency is not open yet');
    const previewHkd = await as(t, m)(
      'GET',
      `/payouts/bank-transfers/preview?currency=HKD&bank_account_id=${hkd}&amount=1`,
    );
    expect(refused(previewHkd)).toEqual(['currency']);
    for (const currency of ['XYZ', 'eur', 'EURO']) {
      const res = await remitToBank(t, m, { currency, bank_account_id: eur, amount: '1', remark: '' });
      expect(refused(res)).toEqual(['currency']);
    }
  });

  it('a withdrawal to fiat in a disabled currency is refused at its quote', async () => {
    const hkd = await as(t, m)('POST', '/payouts/fiat-quotes', {
      asset: 'USDT',
      amount: '1',
      currency: 'HKD',
    });
    expect(refused(hkd)).toEqual(['currency']);
    const lower = await as(t, m)('POST', '/payouts/fiat-quotes', {
      asset: 'USDT',
      amount: '1',
      currency: 'usd',
    });
    expect(refused(lower)).toEqual(['currency']);
  });

  it('a currency disabled after money arrived still shows its money but takes no new transfer', async () => {
    await switchCurrency('EUR', false);
    expect(await fiatBalances()).toEqual([
      ['USD', '500.00', '0.00'],
      ['EUR', '199.90', '100.10'],
    ]);
    const eur = await savedBankAccount(t, m, 'EUR', '7770003');
    const res = await remitToBank(t, m, { currency: 'EUR', bank_account_id: eur, amount: '1', remark: '' });
    expect(refused(res)).toEqual(['currency']);
  });
});
