import { describe, expect, it } from 'vitest';
import { appPerTest, replaceTestApp } from '../../testing/app-hooks';
import { expectFieldError } from '../../testing/expectations';
import { confirmQuote } from '../../testing/fiat-payouts';
import { createTestApp } from '../../testing/harness';
import { available, idemKey, payingMerchant } from '../../testing/payouts';
import { type Actor, as } from '../../testing/settings';

const t = appPerTest();

async function quote(m: Actor, amount: string, asset = 'USDT') {
  return as(t, m)('POST', '/payouts/fiat-quotes', { asset, amount });
}

/** Confirms a quote at once with the current authenticator code; the clock then moves past that code. */
const withdraw = (m: Actor, quoteId: string, key = idemKey()) =>
  confirmQuote(t, m, '/payouts/fiat-withdrawals', quoteId, key);

async function usd(m: Actor) {
  const res = await as(t, m)('GET', '/fiat/balances');
  return res.body.data.assets.find((a: { asset: string }) => a.asset === 'USD').available as string;
}

describe('withdrawal to fiat', () => {
  it('quotes rate, spread, fee and what arrives, valid 30 s', async () => {
    const m = await payingMerchant(t, '1000');
    const q = await quote(m, '100.000001');
    expect(q.status, q.res.body).toBe(200);
    expect(q.body.data).toMatchObject({
      asset: 'USDT',
      amount: '100.000001',
      currency: 'USD',
      mid_rate: '0.99980000',
      spread_bps: 30,
      rate: '0.99680060',
      fee: '0.100001',
      fiat_amount: '99.58',
      totp_required: true,
      approval_required: false,
    });
    expect(Date.parse(q.body.data.expires_at) - Date.parse(q.body.data.created_at)).toBe(30_000);
  });

  it('books crypto out and fiat in through the FX accounts, the rounding remainder included', async () => {
    const m = await payingMerchant(t, '1000');
    const q = await quote(m, '100.000001');
    const res = await withdraw(m, q.body.data.id);
    expect(res.status, res.res.body).toBe(200);
    expect(res.body.data).toMatchObject({
      kind: 'fiat_withdrawal',
      status: 'completed',
      amount: '100.000001',
      fee: '0.100001',
      total: '100.000001',
      fiat_currency: 'USD',
      fiat_amount: '99.58',
      rate: '0.99680060',
    });
    expect(await available(t, m)).toEqual({ available: '899.999999', frozen: '0.000000' });
    expect(await usd(m)).toBe('99.58');
    const rows = await t.db.query<{ account: string; asset: string; amount: bigint }>(
      `SELECT coalesce(a.platform_account, a.bucket) AS account, p.asset, sum(p.amount)::bigint AS amount
       FROM postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN journal_entries e ON e.id = p.entry_id
       WHERE e.kind = 'payout_converted' AND a.merchant_id IS NULL GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const byAccount = Object.fromEntries(rows.map((r) => [`${r.account} ${r.asset}`, r.amount]));
    expect(byAccount['fees USDT']).toBe(100_001n);
    expect(byAccount['fx USD']).toBe(-9958n);
    // 99.58 USD at 0.9968006 is 99.899... USDT: rounded up to 99.899940; the rest of 99.9 is the remainder
    expect(byAccount['fx USDT']! + byAccount['fx_rounding USDT']!).toBe(99_900_000n);
    expect(byAccount['fx_rounding USDT']).toBeGreaterThan(0n);
    const list = await as(t, m)('GET', '/payouts/fiat-withdrawals');
    expect(list.body.data.items).toHaveLength(1);
  });

  it('honours a quote once and not after it expires', async () => {
    const m = await payingMerchant(t, '1000');
    const q = await quote(m, '10');
    expect((await withdraw(m, q.body.data.id)).status).toBe(200);
    const again = await withdraw(m, q.body.data.id);
    expectFieldError(again, 'quote_id', 'This quote was already used');

    const late = await quote(m, '10');
    t.clock.advance(31_000);
    const expired = await withdraw(m, late.body.data.id);
    expectFieldError(expired, 'quote_id', 'The quote has expired: get a new quote');
    expect(await available(t, m)).toEqual({ available: '990.000000', frozen: '0.000000' });
  });

  it('refuses amounts that are not numbers or exceed available, and quotes of other merchants', async () => {
    const m = await payingMerchant(t, '100');
    const nan = await quote(m, 'abc');
    expectFieldError(nan, 'amount', 'Must be a correct number');
    const tooMuch = await quote(m, '100.01');
    expect(tooMuch.body.errors).toEqual([{ field: 'amount', message: 'Exceeds the available balance' }]);
    const zero = await quote(m, '0');
    expect(zero.status).toBe(422);

    const other = await payingMerchant(t, '100');
    const theirs = await quote(other, '10');
    const stolen = await withdraw(m, theirs.body.data.id);
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors?.[0]?.message).toBe('No such quote');
    expect(await available(t, other)).toEqual({ available: '100.000000', frozen: '0.000000' });
  });

  it('checks the balance again when confirming: a quote cannot spend what another payout took', async () => {
    await t.close();
    replaceTestApp(t, await createTestApp({ FX_QUOTE_TTL_SECONDS: '120' }));
    const m = await payingMerchant(t, '100');
    const a = await quote(m, '80');
    const b = await quote(m, '80');
    expect((await withdraw(m, a.body.data.id)).status).toBe(200);
    const second = await withdraw(m, b.body.data.id);
    expectFieldError(second, 'amount', 'Exceeds the available balance');
  });
});
