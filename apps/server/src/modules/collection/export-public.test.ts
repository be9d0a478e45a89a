import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { appPerFile, twoMerchantsPerFile } from '../../testing/app-hooks';
import { accountDetail, createAccount } from '../../testing/collection';
import { payingMerchant, remit } from '../../testing/payouts';
import { confirmAll, pay } from '../../testing/receiving';
import { as } from '../../testing/settings';

// An account's detail with its transfers, the export of the filtered list, and the payer's page.
const t = appPerFile({ RECEIVE_FEE_BPS: '100' });
const [a, b] = twoMerchantsPerFile(t);

async function download(token: string, query: string, binary = false) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/collection-accounts/export?${query}`,
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
  });
  return { res, body: binary ? res.rawPayload : res.body };
}

describe('an account with its transfers', () => {
  it('lists each transfer as the receipt order it became, newest first, with its confirmations', async () => {
    const acct = await createAccount(t, a.token, { customer_ref: 'DETAIL-1' });
    const first = await pay(t, acct.address, '12.5');
    await confirmAll(t);
    const second = await pay(t, acct.address, '4');
    await t.app.receiving.tick();
    const d = await accountDetail(t, a.token, acct.id);
    expect(d.deposits).toMatchObject([
      {
        tx_hash: second,
        merchant_order_no: 'DETAIL-1/202611-2',
        amount: '4.000000',
        status: 'confirming',
        confirmations: 0,
        confirmations_required: 3,
        month: '2026-11',
      },
      { tx_hash: first, status: 'completed', confirmations: 3, exception_reason: null },
    ]);
    expect(d).toMatchObject({ deposit_count: 2, total_received: '12.500000' });
    expect(d.last_deposit_at).toBe(t.clock.now().toISOString());
    await confirmAll(t);
  });
});

describe('the export of the list', () => {
  it('a CSV of every account matching the filters, read back with an independent parser', async () => {
    const paid = await createAccount(t, a.token, { customer_ref: 'EXP-1', customer_name: 'Chen, "Jun"' });
    await createAccount(t, a.token, { customer_ref: 'EXP-2', asset: 'USDC', network: 'ERC20' });
    await pay(t, paid.address, '8');
    await confirmAll(t);
    const { res, body } = await download(a.token, 'format=csv&network=TRC20&q=EXP-1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['x-export-rows']).toBe('1');
    expect(String(res.headers['content-disposition'])).toBe(
      'attachment; filename="collection_accounts_2026-11-02.csv"',
    );
    expect((body as string).startsWith('\uFEFF')).toBe(true);
    const [headings, ...rows] = parse((body as string).slice(1)) as string[][];
    expect(headings?.slice(0, 3)).toEqual(['Customer name', 'Customer reference', 'Email']);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toEqual([
      'Chen, "Jun"',
      'EXP-1',
      'zhang.wei@example.com',
      'USDT',
      'TRC20',
      paid.address,
      'active',
      '',
      '',
      '2026-11',
      '1',
      '8.000000',
      '8.000000',
      '1',
      t.clock.now().toISOString(),
      t.clock.now().toISOString(),
      paid.id,
    ]);
    const all = await download(a.token, 'format=csv');
    const count = Number(all.res.headers['x-export-rows']);
    expect(parse((all.body as string).slice(1))).toHaveLength(count + 1);
    expect((await download(b.token, 'format=csv&q=EXP-1')).res.headers['x-export-rows']).toBe('0');
  });

  it('an XLSX with amounts as numbers in the asset decimals', async () => {
    await createAccount(t, a.token, { customer_ref: 'XLS-1', expected_amount: '25' });
    const { res, body } = await download(a.token, 'format=xlsx&q=XLS-1', true);
    expect(res.statusCode).toBe(200);
    const book = XLSX.read(body as Buffer, { type: 'buffer', cellNF: true });
    expect(book.SheetNames).toEqual(['Collection accounts 1']);
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const grid = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '' });
    expect(grid).toHaveLength(2);
    expect(grid[1]![1]).toBe('XLS-1');
    expect(sheet.H2).toMatchObject({ t: 'n', v: 25, z: '0.000000' });
  });

  it('refuses a bad format or filter with 422, and a caller without a session with 401', async () => {
    const bad = await as(t, a)('GET', '/collection-accounts/export?format=pdf');
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.map((e) => e.field)).toEqual(['format']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/collection-accounts/export?format=csv' })).statusCode,
    ).toBe(401);
  });
});

describe("the payer's page of an account", () => {
  it("shows the merchant's name, the address and this month's transfers, nothing else of the merchant", async () => {
    const acct = await createAccount(t, a.token, { customer_ref: 'PUB-1', remark: 'internal note' });
    const tx = await pay(t, acct.address, '6');
    await t.app.receiving.tick();
    const res = await t.call({ method: 'GET', url: `/api/public/collection-accounts/${acct.id}` });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: acct.id,
      merchant_name: expect.any(String),
      asset: 'USDT',
      network: 'TRC20',
      address: acct.address,
      payment_uri: null,
      status: 'active',
      timezone: 'Asia/Shanghai',
      month: '2026-11',
      server_time: t.clock.now().toISOString(),
      confirmations_required: 3,
      payments: [
        {
          amount: '6.000000',
          status: 'confirming',
          tx_hash: tx,
          confirmations: 0,
          seen_at: expect.any(String),
        },
      ],
    });
    expect(res.res.body).not.toContain('PUB-1');
    expect(res.res.body).not.toContain('zhang.wei');
    expect(res.res.body).not.toContain('internal note');
    await confirmAll(t);
    const missing = await t.call({
      method: 'GET',
      url: `/api/public/collection-accounts/${crypto.randomUUID()}`,
    });
    expect(missing.status).toBe(404);
    // an id that is no uuid is refused before any lookup, as on every route
    expect((await t.call({ method: 'GET', url: '/api/public/collection-accounts/nope' })).status).toBe(422);
  });
});

describe('a collection address', () => {
  it('is a deposit address of the platform: a payout to it is refused, in any case of an Ethereum address', async () => {
    const m = await payingMerchant(t, '100');
    const tron = await createAccount(t, b.token);
    const res = await remit(t, m, { amount: '5', address: tron.address });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[0]?.field).toBe('address');
    const erc = await createAccount(t, b.token, { network: 'ERC20' });
    const lower = await remit(t, m, { amount: '5', network: 'ERC20', address: erc.address.toLowerCase() });
    expect(lower.status).toBe(422);
    expect(lower.body.errors?.[0]?.field).toBe('address');
  });
});
