import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/harness';
import { loggedInOperator, opsGet } from '../../testing/ops';
import { bearer, loggedInMerchant } from '../../testing/scenarios';

// The back office's list of sweeps (GET /api/ops/sweeps), over rows written as the sweeping job
// writes them (a real sweep on a development EVM node: sweep-list-evm.test.ts).
let t: TestApp;
let op: string;
let merchant: string;
const ADDRESS = {
  a: '0xAaAa000000000000000000000000000000000001',
  b: '0xBbBb000000000000000000000000000000000002',
  c: '0xCcCc000000000000000000000000000000000003',
};

interface Listed {
  id: string;
  address: string;
  status: string;
  [key: string]: unknown;
}

async function insertSweep(s: {
  asset: string;
  address: string;
  amount: bigint;
  status: string;
  at: string;
  fundingWei?: bigint;
  fees?: [bigint | null, bigint | null];
  hashes?: [string | null, string | null];
  failure?: string;
}) {
  await t.db.query(
    `INSERT INTO sweeps (network, asset, address, address_index, amount, covers_deposit_id, status, funding_wei,
       funding_hash, funding_fee, sweep_hash, sweep_fee, failure, created_at, updated_at, confirmed_at)
     VALUES ('ERC20', $1, $2, 1, $3, 1, $4, $5, $6, $7, $8, $9, $10, $11, $11,
       CASE WHEN $4 = 'confirmed' THEN $11::timestamptz END)`,
    [
      s.asset,
      s.address,
      s.amount,
      s.status,
      s.fundingWei ?? null,
      s.hashes?.[0] ?? null,
      s.fees?.[0] ?? null,
      s.hashes?.[1] ?? null,
      s.fees?.[1] ?? null,
      s.failure ?? null,
      new Date(s.at),
    ],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  op = (await loggedInOperator(t)).token;
  merchant = (await loggedInMerchant(t)).token;
  await insertSweep({
    asset: 'USDC',
    address: ADDRESS.a,
    amount: 150_000_000n,
    status: 'confirmed',
    at: '2026-11-20T10:00:00Z',
    fundingWei: 52_500_000_000_000n,
    fees: [21_000n, 35_123n],
    hashes: ['0xf1', '0x51'],
  });
  await insertSweep({
    asset: 'USDT',
    address: ADDRESS.b,
    amount: 100_000_001n,
    status: 'failed',
    at: '2026-11-21T10:00:00Z',
    failure: 'the transfer reverted',
    fees: [null, 40_000n],
    hashes: [null, '0x52'],
  });
  await insertSweep({
    asset: 'USDC',
    address: ADDRESS.c,
    amount: 2n,
    status: 'funding',
    at: '2026-11-22T10:00:00Z',
  });
  await insertSweep({
    asset: 'USDC',
    address: ADDRESS.a,
    amount: 300_000_000n,
    status: 'sending',
    at: '2026-11-23T10:00:00Z',
    hashes: [null, '0x53'],
  });
});
afterAll(() => t.close());

const list = async (query = '') => {
  const res = await opsGet(t, op, `/api/ops/sweeps${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { items: Listed[]; has_more: boolean; next_cursor: string | null };
};
const addresses = (items: Listed[]) => items.map((s) => `${s.address}:${s.status}`);

describe('the list of sweeps', () => {
  it('lists sweeps newest first, amounts in the asset and fees in ETH as decimal strings', async () => {
    const { items, has_more, next_cursor } = await list();
    expect(addresses(items)).toEqual([
      `${ADDRESS.a}:sending`,
      `${ADDRESS.c}:funding`,
      `${ADDRESS.b}:failed`,
      `${ADDRESS.a}:confirmed`,
    ]);
    expect([has_more, next_cursor]).toEqual([false, null]);
    expect(items[3]).toEqual({
      id: expect.any(String),
      network: 'ERC20',
      asset: 'USDC',
      address: ADDRESS.a,
      amount: '150.000000',
      status: 'confirmed',
      gas_funded: '0.000052500000000000',
      funding_tx_hash: '0xf1',
      sweep_tx_hash: '0x51',
      funding_fee: '0.000021000',
      sweep_fee: '0.000035123',
      failure: null,
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
      confirmed_at: '2026-11-20T10:00:00.000Z',
    });
    expect(items[2]).toMatchObject({
      amount: '100.000001',
      gas_funded: null,
      funding_fee: null,
      sweep_fee: '0.000040000',
      failure: 'the transfer reverted',
      confirmed_at: null,
    });
    expect(items[1]).toMatchObject({ amount: '0.000002', funding_tx_hash: null, sweep_tx_hash: null });
  });

  it('pages with a cursor, each page newest first', async () => {
    const first = await list('?limit=3');
    expect(first.has_more).toBe(true);
    expect(first.items).toHaveLength(3);
    const second = await list(`?limit=3&cursor=${first.next_cursor}`);
    expect(second).toMatchObject({ has_more: false, next_cursor: null });
    expect(addresses(second.items)).toEqual([`${ADDRESS.a}:confirmed`]);
    const all = [...first.items, ...second.items].map((s) => s.id);
    expect(new Set(all).size).toBe(4);
  });

  it('filters by status, network, asset and part of the address (case ignored)', async () => {
    expect(addresses((await list('?status=failed')).items)).toEqual([`${ADDRESS.b}:failed`]);
    expect((await list('?network=ERC20')).items).toHaveLength(4);
    expect((await list('?network=TRC20')).items).toEqual([]);
    expect(addresses((await list('?asset=USDT')).items)).toEqual([`${ADDRESS.b}:failed`]);
    expect(addresses((await list('?address=aaaa0000')).items)).toEqual([
      `${ADDRESS.a}:sending`,
      `${ADDRESS.a}:confirmed`,
    ]);
    expect(addresses((await list(`?address=${ADDRESS.c.toLowerCase()}`)).items)).toEqual([
      `${ADDRESS.c}:funding`,
    ]);
    // a LIKE wildcard is searched as itself
    expect((await list('?address=%25')).items).toEqual([]);
    expect(addresses((await list('?asset=USDC&status=confirmed&address=0xAAAA')).items)).toEqual([
      `${ADDRESS.a}:confirmed`,
    ]);
  });

  it('answers operators only: 401 without a session, a merchant token refused', async () => {
    expect((await t.call({ method: 'GET', url: '/api/ops/sweeps' })).status).toBe(401);
    const asMerchant = await t.call({ method: 'GET', url: '/api/ops/sweeps', headers: bearer(merchant) });
    expect(asMerchant.status).toBe(401);
  });

  it('answers 422 naming the field for a bad filter, page size or cursor', async () => {
    const cases: [string, string][] = [
      ['status=done', 'status'],
      ['network=BTC', 'network'],
      ['asset=ETH', 'asset'],
      [`address=${'a'.repeat(129)}`, 'address'],
      ['limit=0', 'limit'],
      ['limit=abc', 'limit'],
      ['cursor=not-a-cursor', 'cursor'],
      ['cursor=WyJ4Il0', 'cursor'],
      ['colour=red', 'colour'],
    ];
    for (const [query, field] of cases) {
      const res = await opsGet(t, op, `/api/ops/sweeps?${query}`);
      expect(res.status, query).toBe(422);
      expect(
        (res.body.errors as { field: string }[]).map((e) => e.field),
        query,
      ).toContain(field);
    }
  });
});
