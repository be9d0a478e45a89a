import { toMinor } from '@mc/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { totpCodeAt } from '../../platform/totp';
import { appPerFile } from '../../testing/app-hooks';
import { toppedUp } from '../../testing/fiat';
import { convertToUsd, remitToBank, savedBankAccount } from '../../testing/fiat-payouts';
import type { HistoryItem } from '../../testing/history';
import { fund, payingMerchant, remit, TRON_ADDRESS } from '../../testing/payouts';
import { mine } from '../../testing/receiving';
import { login } from '../../testing/scenarios';
import { type Actor, as } from '../../testing/settings';

// a receive fee, a settlement delay (money waits in settlement) and fees on every fiat movement
const t = appPerFile({
  RECEIVE_FEE_BPS: '100',
  SETTLEMENT_DELAY_SECONDS: '3600',
  BANK_TRANSFER_FEE_BPS: '10',
  TOPUP_FEE_BPS: '25',
});
const HOUR = 3_600_000;
const DECIMALS: Record<string, number> = { USDT: 6, USDC: 6, USD: 2 };
const BALANCES = ['available', 'settlement', 'frozen'] as const;

/** Moves the clock and logs the merchant in again (a session lives a day). */
async function advance(m: Actor, ms: number) {
  t.clock.advance(ms);
  const res = await login(t, m.email, m.password, totpCodeAt(m.secret!, t.clock.now()));
  if (res.status !== 200) throw new Error(`login: ${res.res.body}`);
  m.token = res.body.data.token as string;
  t.clock.advance(30_000);
}

/** Every row of the merchant's history, through the API. */
async function rowsOf(m: Actor): Promise<HistoryItem[]> {
  const out: HistoryItem[] = [];
  let cursor: string | null = null;
  do {
    const res = await as(t, m)('GET', `/history?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    if (res.status !== 200) throw new Error(`history: ${res.res.body}`);
    out.push(...(res.body.data.items as HistoryItem[]));
    cursor = res.body.data.next_cursor as string | null;
  } while (cursor);
  return out;
}

/** The ledger's balance of a merchant's bucket per asset from its postings in entries before `at`. */
async function ledgerAt(merchantId: string, bucket: string, at: number): Promise<Map<string, bigint>> {
  const rows = await t.db.query<{ asset: string; balance: bigint }>(
    `SELECT a.asset, coalesce(sum(p.amount), 0)::bigint AS balance FROM ledger_accounts a
     JOIN postings p ON p.account_id = a.id JOIN journal_entries e ON e.id = p.entry_id
     WHERE a.merchant_id = $1 AND a.bucket = $2 AND e.created_at < $3 GROUP BY a.asset`,
    [merchantId, bucket, new Date(at)],
  );
  return new Map(rows.map((r) => [r.asset, BigInt(r.balance)]));
}

const minor = (r: HistoryItem, v: string) =>
  toMinor(v.replace(/^-/, ''), DECIMALS[r.asset]!)! * (v.startsWith('-') ? -1n : 1n);

type Step =
  | { kind: 'receive'; amount: number; asset: 'USDT' | 'USDC' }
  | { kind: 'wait'; hours: number }
  | { kind: 'remit'; amount: number; refused: boolean }
  | { kind: 'withdraw'; amount: number }
  | { kind: 'topup'; amount: number }
  | { kind: 'bank'; amount: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('receive' as const),
    amount: fc.integer({ min: 5, max: 300 }),
    asset: fc.constantFrom('USDT' as const, 'USDC' as const),
  }),
  fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 24 * 12 }) }),
  fc.record({
    kind: fc.constant('remit' as const),
    amount: fc.integer({ min: 2, max: 60 }),
    refused: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 2, max: 40 }) }),
  fc.record({ kind: fc.constant('topup' as const), amount: fc.integer({ min: 10, max: 500 }) }),
  fc.record({ kind: fc.constant('bank' as const), amount: fc.integer({ min: 1, max: 50 }) }),
);

/** Runs one step; a step the balance cannot cover is refused by the product and changes nothing. */
async function run(m: Actor, s: Step, bankAccount: string) {
  switch (s.kind) {
    case 'receive':
      return fund(t, m, String(s.amount), s.asset, 'TRC20');
    case 'wait':
      await advance(m, s.hours * HOUR);
      await t.app.receiving.tick();
      return mine(t, 30).then(() => t.app.receiving.tick());
    case 'remit':
      if (s.refused) t.chain.refusedAddresses.add(TRON_ADDRESS);
      await remit(t, m, { amount: String(s.amount), remark: `Rent ${s.amount}` });
      await t.app.receiving.tick();
      t.chain.refusedAddresses.delete(TRON_ADDRESS);
      return;
    case 'withdraw':
      return convertToUsd(t, m, String(s.amount)).catch(() => undefined);
    case 'topup':
      await toppedUp(t, m, `${s.amount}.00`);
      return;
    case 'bank':
      await remitToBank(t, m, { bank_account_id: bankAccount, amount: `${s.amount}.00`, remark: 'Supplier' });
      return;
  }
}

describe('the history adds up', () => {
  it("for any period, asset and balance, the rows' net sum is that balance's change, and every month's statement reconciles", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 6, maxLength: 14 }),
        fc.integer({ min: 0, max: 1000 }),
        async (steps, pick) => {
          const m = await payingMerchant(t, '200');
          const bankAccount = await savedBankAccount(t, m);
          const marks = [t.clock.now().getTime() - 1];
          for (const s of steps) {
            await run(m, s, bankAccount);
            marks.push(t.clock.now().getTime() + 1);
            t.clock.advance(1000);
          }
          const rows = await rowsOf(m);
          for (const r of rows) expect(minor(r, r.amount) - minor(r, r.fee), r.id).toBe(minor(r, r.net));
          // periods between any two marks (a few, picked by the seed), and the whole run
          const periods: [number, number][] = [[marks[0]!, marks.at(-1)!]];
          for (let i = 0; i < 4; i += 1) {
            const a = (pick + i * 7) % marks.length;
            const b = (pick * 3 + i * 5 + 1) % marks.length;
            if (a !== b) periods.push([marks[Math.min(a, b)]!, marks[Math.max(a, b)]!]);
          }
          for (const [from, to] of periods) {
            for (const balance of BALANCES) {
              const [before, after] = await Promise.all([
                ledgerAt(m.merchantId, balance, from),
                ledgerAt(m.merchantId, balance, to),
              ]);
              for (const asset of Object.keys(DECIMALS)) {
                const sum = rows
                  .filter((r) => r.balance === balance && r.asset === asset)
                  .filter((r) => Date.parse(r.created_at) >= from && Date.parse(r.created_at) < to)
                  .reduce((acc, r) => acc + minor(r, r.net), 0n);
                const change = (after.get(asset) ?? 0n) - (before.get(asset) ?? 0n);
                expect(
                  sum,
                  `${balance} ${asset} ${new Date(from).toISOString()}..${new Date(to).toISOString()}`,
                ).toBe(change);
              }
            }
          }
          // the months the run moved money in close, and each one's statement is made and reconciles
          const months = [...new Set(rows.map((r) => r.created_at.slice(0, 7)))].sort();
          const last = new Date(`${months.at(-1)}-01T00:00:00Z`);
          const nextMonth = Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 1, 1);
          await advance(m, Math.max(nextMonth - t.clock.now().getTime(), 0));
          for (const month of months)
            expect((await t.app.statements.tick(month)).unreconciled, month).toBe(0);
          const listed = await as(t, m)('GET', '/money/statements?limit=50');
          const statements = listed.body.data.items as {
            month: string;
            assets: { asset: string; closing: string }[];
          }[];
          expect(statements.map((s) => s.month).sort()).toEqual(months);
          for (const s of statements) {
            const [y, mo] = s.month.split('-').map(Number) as [number, number];
            const end = await ledgerAt(m.merchantId, 'available', Date.UTC(y, mo, 1));
            for (const a of s.assets) {
              expect(toMinor(a.closing, DECIMALS[a.asset]!), `${s.month} ${a.asset}`).toBe(
                end.get(a.asset) ?? 0n,
              );
            }
          }
        },
      ),
      { numRuns: 3, seed: Number(process.env.FUZZ_SEED ?? 20261128), endOnFailure: true },
    );
  }, 600_000);
});
