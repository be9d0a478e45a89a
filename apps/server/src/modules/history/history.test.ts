import { describe, expect, it } from 'vitest';
import { createKey, withKey } from '../../testing/api-keys';
import { appPerFile } from '../../testing/app-hooks';
import { historyOf, merchantWithEveryMovement } from '../../testing/history';
import { TRON_ADDRESS } from '../../testing/payouts';
import { loggedInMerchant } from '../../testing/scenarios';
import { as } from '../../testing/settings';

// a receive fee of 1%, so that every credit shows its fee
const t = appPerFile({ RECEIVE_FEE_BPS: '100' });

type Scenario = Awaited<ReturnType<typeof merchantWithEveryMovement>>;
let scenario: Scenario | undefined;
const everyMovement = async () => {
  scenario ??= await merchantWithEveryMovement(t);
  return scenario;
};

const facts = (r: {
  type: string;
  kind: string;
  balance: string;
  asset: string;
  amount: string;
  fee: string;
  net: string;
  balance_after: string;
  status: string;
}) => [r.type, r.kind, r.balance, r.asset, r.amount, r.fee, r.net, r.balance_after, r.status].join(' ');

describe('transaction history', () => {
  it('shows every movement newest first: the balance it moved, amount, fee and net (amount − fee), that balance after, status', async () => {
    const { m, sent } = await everyMovement();
    const rows = await historyOf(t, m);
    expect(rows.map(facts)).toEqual([
      // withdrawal to fiat: its hold moved the USDT total (fee inside) from available to frozen; the
      // conversion took it out of frozen and put USD into available
      'fiat_withdrawal payout_converted frozen USDT -19.980000 0.020000 -20.000000 0.000000 completed',
      expect.stringMatching(
        /^fiat_withdrawal payout_converted available USD (\d+\.\d{2}) 0\.00 \1 \1 completed$/,
      ),
      'fiat_withdrawal payout_held frozen USDT 20.000000 0.000000 20.000000 20.000000 completed',
      'fiat_withdrawal payout_held available USDT -19.980000 0.020000 -20.000000 52.850000 completed',
      // the refused remittance: held (amount and network fee), then returned
      'remittance payout_released frozen USDT -11.000000 0.000000 -11.000000 0.000000 failed',
      'remittance payout_released available USDT 11.000000 0.000000 11.000000 72.850000 failed',
      'remittance payout_held frozen USDT 11.000000 0.000000 11.000000 11.000000 failed',
      'remittance payout_held available USDT -10.000000 1.000000 -11.000000 61.850000 failed',
      // the sent remittance: held, then sent out of frozen (40 to the address, 1 the fee)
      'remittance payout_sent frozen USDT -40.000000 1.000000 -41.000000 0.000000 completed',
      'remittance payout_held frozen USDT 41.000000 0.000000 41.000000 41.000000 completed',
      'remittance payout_held available USDT -40.000000 1.000000 -41.000000 72.850000 completed',
      // the late payment, credited less 1%
      'late_payment_credited late_payment_credited available USDT 5.000000 0.050000 4.950000 113.850000 completed',
      // the second order: received into settlement, then settled out of it into available less 1%
      'order_settled order_settled settlement USDT -10.000000 0.000000 -10.000000 0.000000 completed',
      'order_settled order_settled available USDT 10.000000 0.100000 9.900000 108.900000 completed',
      'received order_paid settlement USDT 10.000000 0.000000 10.000000 10.000000 completed',
      'order_settled order_settled settlement USDT -100.000000 0.000000 -100.000000 0.000000 completed',
      'order_settled order_settled available USDT 100.000000 1.000000 99.000000 99.000000 completed',
      'received order_paid settlement USDT 100.000000 0.000000 100.000000 100.000000 completed',
    ]);
    expect(rows.every((r) => r.direction === (r.net.startsWith('-') ? 'out' : 'in'))).toBe(true);
    const remittance = rows.find((r) => r.ref_id === sent.id)!;
    expect(remittance.counterparty).toBe(TRON_ADDRESS);
    expect(remittance.tx_hash).toMatch(/\w{16,}/);
    const received = rows.at(-1)!;
    expect(received.order_no).toMatch(/^ORD-/);
    expect(received.tx_hash).toBeTruthy();
  });

  it('opens one movement with its journal entry: the postings a finance person reconciles', async () => {
    const { m } = await everyMovement();
    const [conversion] = await historyOf(t, m, 'type=fiat_withdrawal&asset=USD');
    const res = await as(t, m)('GET', `/history/${conversion!.id}`);
    expect(res.status, res.res.body).toBe(200);
    const d = res.body.data as {
      entry_id: string;
      postings: {
        account: string;
        owner: string;
        asset: string;
        amount: string;
        balance_after: string | null;
      }[];
    };
    expect(d.entry_id).toBe((conversion as unknown as { entry_id: string }).entry_id);
    const mine = d.postings.filter((p) => p.owner === 'merchant').map((p) => [p.account, p.asset, p.amount]);
    expect(mine).toEqual(
      expect.arrayContaining([
        ['frozen', 'USDT', '-20.000000'],
        ['available', 'USD', conversion!.amount],
      ]),
    );
    expect(d.postings.filter((p) => p.owner === 'platform').every((p) => p.balance_after === null)).toBe(
      true,
    );
    const sums = new Map<string, number>();
    for (const p of d.postings)
      sums.set(p.asset, (sums.get(p.asset) ?? 0) + Math.round(Number(p.amount) * 1e6));
    expect([...sums.values()].every((s) => s === 0)).toBe(true);
  });

  it('filters by type, asset, status, direction and period, combined, and pages by cursor', async () => {
    const { m } = await everyMovement();
    const all = await historyOf(t, m);
    const out = await historyOf(t, m, 'direction=out&asset=USDT&balance=available');
    expect(out.map((r) => r.net)).toEqual(['-20.000000', '-11.000000', '-41.000000']);
    const failed = await historyOf(t, m, 'type=remittance&status=failed');
    expect(failed.map((r) => `${r.kind} ${r.balance}`)).toEqual([
      'payout_released frozen',
      'payout_released available',
      'payout_held frozen',
      'payout_held available',
    ]);
    const frozen = await historyOf(t, m, 'balance=frozen');
    expect(frozen.every((r) => r.balance === 'frozen')).toBe(true);
    expect(frozen.map((r) => r.net)).toEqual([
      '-20.000000',
      '20.000000',
      '-11.000000',
      '11.000000',
      '-41.000000',
      '41.000000',
    ]);
    const received = await historyOf(t, m, 'type=received&direction=in&asset=USDT');
    expect(received).toHaveLength(2);
    const newest = all[0]!.created_at;
    const oldest = all.at(-1)!.created_at;
    const period = await historyOf(
      t,
      m,
      `from=${encodeURIComponent(oldest)}&to=${encodeURIComponent(newest)}`,
    );
    expect(period.map((r) => r.id)).toEqual(all.filter((r) => r.created_at < newest).map((r) => r.id));
    expect(await historyOf(t, m, 'type=unclaimed_released')).toEqual([]);
  });

  it('searches by order number, address, tx hash and amount (exact)', async () => {
    const { m, lateOrderNo, sent } = await everyMovement();
    const byOrder = await historyOf(t, m, `q=${lateOrderNo}`);
    expect(byOrder.map((r) => r.type)).toEqual([
      'late_payment_credited',
      'order_settled',
      'order_settled',
      'received',
    ]);
    const byAddress = await historyOf(t, m, `q=${TRON_ADDRESS.toLowerCase()}&balance=available`);
    expect(byAddress.map((r) => r.kind)).toEqual(['payout_released', 'payout_held', 'payout_held']);
    const all = await historyOf(t, m);
    const hash = all.find((r) => r.ref_id === sent.id)!.tx_hash!;
    expect((await historyOf(t, m, `q=${hash.toUpperCase()}`)).map((r) => r.ref_id)).toEqual([
      sent.id,
      sent.id,
      sent.id,
    ]);
    // an amount matches a row's amount or its net
    expect((await historyOf(t, m, 'q=41')).map((r) => r.net)).toEqual([
      '-41.000000',
      '41.000000',
      '-41.000000',
    ]);
    expect((await historyOf(t, m, 'q=40&balance=available')).map((r) => r.amount)).toEqual(['-40.000000']);
    expect((await historyOf(t, m, 'q=4.95')).map((r) => r.type)).toEqual(['late_payment_credited']);
    expect(await historyOf(t, m, 'q=nothing-like-this')).toEqual([]);
  });

  it("never shows another merchant's rows, in pages, details or exports", async () => {
    const { m } = await everyMovement();
    const other = await loggedInMerchant(t);
    expect(await historyOf(t, other)).toEqual([]);
    const [row] = await historyOf(t, m);
    const theirs = await as(t, other)('GET', `/history/${row!.id}`);
    const nobodys = await as(t, other)('GET', '/history/999999999');
    expect([theirs.status, nobodys.status]).toEqual([404, 404]);
    expect(theirs.body.message).toBe(nobodys.body.message);
    const file = await as(t, other)('GET', '/history/export?format=csv');
    expect(file.status).toBe(200);
    expect(file.res.headers['x-export-rows']).toBe('0');
    expect(file.res.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('answers bad filters with 422 naming the field, and changes nothing', async () => {
    const { m } = await everyMovement();
    const bad = async (query: string) => {
      const res = await as(t, m)('GET', `/history?${query}`);
      expect(res.status, query).toBe(422);
      return res.body.errors?.map((e) => e.field);
    };
    expect(await bad('from=2026-11-30T00:00:00Z&to=2026-11-01T00:00:00Z')).toEqual(['to']);
    expect(await bad('type=bribe')).toEqual(['type']);
    expect(await bad(`q=${'x'.repeat(10_000)}`)).toEqual(['q']);
    expect(await bad('asset=DOGE')).toEqual(['asset']);
    expect(await bad('direction=sideways')).toEqual(['direction']);
    expect(await bad('balance=pending')).toEqual(['balance']);
    expect(await bad('limit=101')).toEqual(['limit']);
    expect(await bad('cursor=not-a-cursor')).toEqual(['cursor']);
    expect(await bad('from=yesterday')).toEqual(['from']);
    expect(await bad('colour=red')).toHaveLength(1);
    const exp = await as(t, m)('GET', '/history/export?format=pdf');
    expect(exp.status).toBe(422);
    expect(exp.body.errors?.map((e) => e.field)).toEqual(['format']);
    const reversed = await as(t, m)(
      'GET',
      '/history/export?format=csv&from=2026-11-30T00:00:00Z&to=2026-11-01T00:00:00Z',
    );
    expect(reversed.body.errors?.map((e) => e.field)).toEqual(['to']);
  });

  it('is read with an API key of scope read, and refused to a key without it', async () => {
    const { m } = await everyMovement();
    const reader = await createKey(t, m, { scopes: ['read'] });
    const rows = await withKey(t, reader.token)('GET', '/history?limit=100');
    expect(rows.status, rows.res.body).toBe(200);
    expect(rows.body.data.items).toHaveLength((await historyOf(t, m)).length);
    const file = await withKey(t, reader.token)('GET', '/history/export?format=csv');
    expect(file.status).toBe(200);
    const orders = await createKey(t, m, { scopes: ['orders'] });
    expect((await withKey(t, orders.token)('GET', '/history')).status).toBe(403);
    expect((await withKey(t, orders.token)('GET', '/history/export?format=csv')).status).toBe(403);
  });
});
